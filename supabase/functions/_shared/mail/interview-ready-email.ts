import { emailButton, emailHtml, emailLinkLine } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';
import type { RenderedEmail } from './invitation-email.ts';

/** What the recruiter's notice says: whose interview is ready and where to review it. */
export interface InterviewReadyEmailData {
  /** SITE_URL: the link is `${siteUrl}/reviews/${invitationId}`. */
  siteUrl: string;
  invitationId: string;
  interviewTitle: string;
  candidateName: string;
  /** How many answers the candidate gave. */
  answerCount: number;
}

/** The review detail page of a completed invitation (docs/product.md §2: /reviews/{id}). */
export function reviewLink(siteUrl: string, invitationId: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/reviews/${encodeURIComponent(invitationId)}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The notice to the interview's owner that a candidate completed it and every answer is processed:
 * subject, HTML and plain text, every value from users HTML-escaped in the HTML part.
 */
export function renderInterviewReadyEmail(data: InterviewReadyEmailData): RenderedEmail {
  const title = oneLine(data.interviewTitle);
  const candidate = oneLine(data.candidateName);
  const link = reviewLink(data.siteUrl, data.invitationId);
  const answers = data.answerCount === 1 ? '1 answer is' : `${data.answerCount} answers are`;
  const subject = `${candidate} completed ${title}: ready to review`;

  const text = [
    `${candidate} has completed the interview ${title}.`,
    '',
    `Their ${answers} processed and ready to review:`,
    link,
  ].join('\n');

  const e = escapeHtml;
  const completed = `<strong>${e(candidate)}</strong> has completed the interview <strong>${e(title)}</strong>.`;
  const html = emailHtml(
    subject,
    null,
    (accent) => `<p style="margin:0 0 16px;font-size:16px;">${completed}</p>
<p style="margin:0 0 24px;font-size:16px;">Their ${e(answers)} processed and ready to review.</p>
${emailButton(link, 'Review the interview', accent)}
${emailLinkLine(link, accent, 0)}`,
  );

  return { subject, html, text };
}
