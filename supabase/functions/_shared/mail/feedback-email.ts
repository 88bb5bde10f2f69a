import type { Locale } from '../contract/locale-tags.ts';
import { emailHtml } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';
import type { RenderedEmail } from './invitation-email.ts';
import { mailTranslator } from './mail-i18n.ts';

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
  /** The invitation's language (issue #36); the note itself is as its sender wrote it. */
  locale: Locale;
}

/**
 * The feedback note a person of the hiring team wrote after their decision (issue #20 item 5),
 * branded like the invitation, in its language; the note keeps its lines and every value is
 * HTML-escaped.
 */
export function renderFeedbackEmail(data: FeedbackEmailData): RenderedEmail {
  const t = mailTranslator(data.locale);
  const title = data.interviewTitle.replace(/\s+/g, ' ').trim();
  const company =
    data.companyName.trim() || t.text(/*i18n*/ { id: 'mail.hiringTeam', message: 'The hiring team' });
  const subject = t.text(
    /*i18n*/ { id: 'mail.feedback.subject', message: 'Feedback on your interview for {title}' },
    { title },
  );
  const portal = `${data.siteUrl.replace(/\/+$/, '')}/candidate/dashboard`;
  const intro = t.text(
    /*i18n*/ {
      id: 'mail.feedback.intro',
      message: '{company} wrote to you about your video interview for {title}:',
    },
    { company, title },
  );
  const greeting = t.text(
    /*i18n*/ { id: 'mail.greeting', message: 'Hello {firstName},' },
    {
      firstName: data.firstName,
    },
  );
  const text = [
    greeting,
    '',
    intro,
    '',
    data.body,
    '',
    t.text(
      /*i18n*/ {
        id: 'mail.feedback.portal.text',
        message: 'You can read it again in your candidate portal: {portal}',
      },
      { portal },
    ),
  ].join('\n');
  const e = escapeHtml;
  const html = emailHtml(
    subject,
    { name: company, logoUrl: data.logoUrl, brandColor: data.brandColor },
    () => `<p style="margin:0 0 16px;font-size:16px;">${e(greeting)}</p>
<p style="margin:0 0 16px;font-size:16px;">${e(intro)}</p>
<p style="margin:0 0 16px;font-size:16px;white-space:pre-wrap;border-left:3px solid #d9e2ec;padding-left:12px;">${e(data.body)}</p>
<p style="margin:0;font-size:12px;color:#7b8794;">${t.html(
      /*i18n*/ {
        id: 'mail.feedback.portal',
        message: 'You can read it again in your <0>candidate portal</0>.',
      },
      {},
      [{ open: `<a href="${e(portal)}">`, close: '</a>' }],
    )}</p>`,
    t,
  );
  return { subject, html, text };
}
