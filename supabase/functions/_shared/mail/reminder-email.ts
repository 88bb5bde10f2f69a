import { emailButton, emailHtml, emailLinkLine } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';
import {
  formatExpiry,
  inviteLink,
  type InvitationEmailData,
  type RenderedEmail,
} from './invitation-email.ts';

/** Subjects are one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** "2 days" or "24 hours": how the time left reads in a sentence. */
function timeLeft(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * The reminder before an invitation's deadline (issue #19 item 3): the same link, the deadline,
 * and how long is left; branded like the invitation. Every value from users is HTML-escaped.
 */
export function renderReminderEmail(data: InvitationEmailData & { hoursBefore: number }): RenderedEmail {
  const company = data.companyName?.trim() || null;
  const title = oneLine(data.interviewTitle);
  const firstName = oneLine(data.firstName);
  const link = inviteLink(data.siteUrl, data.token);
  const deadline = formatExpiry(data.expiresAt);
  const left = timeLeft(data.hoursBefore);

  const subject = `Reminder: ${left} left to complete your interview for ${title}`;
  const from = company ? `${company}'s` : 'your';
  const text = [
    `Hello ${firstName},`,
    '',
    `This is a reminder that ${from} video interview for ${title} is due by ${deadline}, about ${left} from now.`,
    '',
    'You can start or continue it from this link:',
    link,
    '',
    'If you have already finished, or need more time, you can reply to the team that invited you.',
  ].join('\n');

  const e = escapeHtml;
  const html = emailHtml(
    subject,
    { name: company, logoUrl: data.logoUrl, brandColor: data.brandColor },
    (accent) => `<p style="margin:0 0 16px;font-size:16px;">Hello ${e(firstName)},</p>
<p style="margin:0 0 16px;font-size:16px;">This is a reminder that ${e(from)} video interview for <strong>${e(title)}</strong> is due by <strong>${e(deadline)}</strong>, about ${e(left)} from now.</p>
${emailButton(link, 'Continue your interview', accent)}
${emailLinkLine(link, accent)}
<p style="margin:0;font-size:12px;color:#7b8794;">If you have already finished, or need more time, you can reply to the team that invited you.</p>`,
  );
  return { subject, html, text };
}
