import { emailHtml } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';
import type { RenderedEmail } from './invitation-email.ts';

export interface DataDeletedEmailData {
  firstName: string;
  /** The interview whose data was deleted; null when the whole account was. */
  interview: { title: string; companyName: string } | null;
}

/**
 * The confirmation a candidate gets once their data is deleted at their request (issue #20 item
 * 3): what went, and that nothing is kept. Plain, without a workspace's brand: it may confirm the
 * deletion of a whole account, across workspaces. Every value is HTML-escaped.
 */
export function renderDataDeletedEmail(data: DataDeletedEmailData): RenderedEmail {
  const subject = data.interview
    ? `Your data for ${data.interview.title.replace(/\s+/g, ' ').trim()} was deleted`
    : 'Your account and all your data were deleted';
  const what = data.interview
    ? `As you asked, your recordings, transcripts and the analyses of your answers for the interview "${data.interview.title.trim()}" with ${data.interview.companyName.trim() || 'the hiring team'} were deleted, and so were the ratings and notes about them.`
    : 'As you asked, your account was deleted with all your data: your recordings, transcripts, the analyses of your answers, the ratings and notes about them, and your video resumes.';
  const kept =
    'The hiring team keeps only an anonymous count that an interview took place; nothing in it names you.';
  const text = [`Hello ${data.firstName},`, '', what, '', kept].join('\n');
  const e = escapeHtml;
  const html = emailHtml(
    subject,
    null,
    () => `<p style="margin:0 0 16px;font-size:16px;">Hello ${e(data.firstName)},</p>
<p style="margin:0 0 16px;font-size:16px;">${e(what)}</p>
<p style="margin:0;font-size:14px;color:#52606d;">${e(kept)}</p>`,
  );
  return { subject, html, text };
}
