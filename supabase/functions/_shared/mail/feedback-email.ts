import { emailHtml } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';
import type { RenderedEmail } from './invitation-email.ts';

export interface FeedbackEmailData {
  firstName: string;
  interviewTitle: string;
  /** The workspace's name, logo URL and colour. */
  companyName: string;
  logoUrl: string | null;
  brandColor: string | null;
  /** The note as its sender wrote it. */
  body: string;
  /** Where the candidate portal is: the note stays there. */
  siteUrl: string;
}

/**
 * The feedback note a person of the hiring team wrote after their decision (issue #20 item 5),
 * branded like the invitation; the note keeps its lines and every value is HTML-escaped.
 */
export function renderFeedbackEmail(data: FeedbackEmailData): RenderedEmail {
  const title = data.interviewTitle.replace(/\s+/g, ' ').trim();
  const company = data.companyName.trim() || 'The hiring team';
  const subject = `Feedback on your interview for ${title}`;
  const portal = `${data.siteUrl.replace(/\/+$/, '')}/candidate/dashboard`;
  const intro = `${company} wrote to you about your video interview for ${title}:`;
  const text = [
    `Hello ${data.firstName},`,
    '',
    intro,
    '',
    data.body,
    '',
    `You can read it again in your candidate portal: ${portal}`,
  ].join('\n');
  const e = escapeHtml;
  const html = emailHtml(
    subject,
    { name: company, logoUrl: data.logoUrl, brandColor: data.brandColor },
    () => `<p style="margin:0 0 16px;font-size:16px;">Hello ${e(data.firstName)},</p>
<p style="margin:0 0 16px;font-size:16px;">${e(intro)}</p>
<p style="margin:0 0 16px;font-size:16px;white-space:pre-wrap;border-left:3px solid #d9e2ec;padding-left:12px;">${e(data.body)}</p>
<p style="margin:0;font-size:12px;color:#7b8794;">You can read it again in your <a href="${e(portal)}">candidate portal</a>.</p>`,
  );
  return { subject, html, text };
}
