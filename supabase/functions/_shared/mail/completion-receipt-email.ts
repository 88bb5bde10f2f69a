import { emailHtml } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';
import type { RenderedEmail } from './invitation-email.ts';

export interface CompletionReceiptData {
  firstName: string;
  interviewTitle: string;
  /** The workspace's name, logo URL and colour. */
  companyName: string;
  logoUrl: string | null;
  brandColor: string | null;
  completedAt: Date;
  /** The date (YYYY-MM-DD) the team means to decide by; null when not said. */
  decisionDueOn: string | null;
  /** The consent receipt's page (issue #20), for a candidate without an account; null when none was given. */
  consentReceiptUrl: string | null;
}

const CONSENT_LINE = 'What you were told before recording, and what you chose about AI analysis:';

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The receipt the candidate gets on completing (issue #19 item 8): that the answers arrived, what
 * happens next, and by when the team means to decide if it said so. Values are HTML-escaped.
 */
export function renderCompletionReceiptEmail(data: CompletionReceiptData): RenderedEmail {
  const title = data.interviewTitle.replace(/\s+/g, ' ').trim();
  const company = data.companyName.trim() || 'The team';
  const subject = `We received your interview for ${title}`;
  const next = data.decisionDueOn
    ? `${company} reviews every answer and means to decide by ${DATE.format(new Date(`${data.decisionDueOn}T00:00:00Z`))}; they will contact you by e-mail.`
    : `${company} reviews every answer and will contact you by e-mail.`;
  const received = `Your answers to ${title} arrived on ${DATE.format(data.completedAt)}. Thank you for your time.`;
  const text = [
    `Hello ${data.firstName},`,
    '',
    received,
    '',
    `What happens next: ${next}`,
    '',
    ...(data.consentReceiptUrl ? [`${CONSENT_LINE} ${data.consentReceiptUrl}`, ''] : []),
    'Nothing else is needed from you; keep this e-mail as your receipt.',
  ].join('\n');
  const e = escapeHtml;
  const html = emailHtml(
    subject,
    { name: company, logoUrl: data.logoUrl, brandColor: data.brandColor },
    () => `<p style="margin:0 0 16px;font-size:16px;">Hello ${e(data.firstName)},</p>
<p style="margin:0 0 16px;font-size:16px;">${e(received)}</p>
<p style="margin:0 0 16px;font-size:16px;"><strong>What happens next:</strong> ${e(next)}</p>
${data.consentReceiptUrl ? `<p style="margin:0 0 16px;font-size:16px;">${e(CONSENT_LINE)} <a href="${e(data.consentReceiptUrl)}">Your consent receipt</a></p>\n` : ''}<p style="margin:0;font-size:12px;color:#7b8794;">Nothing else is needed from you; keep this e-mail as your receipt.</p>`,
  );
  return { subject, html, text };
}
