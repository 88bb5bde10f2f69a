import { emailButton, emailHtml, emailLinkLine } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';

/** What the invitation e-mail says. */
export interface InvitationEmailData {
  /** SITE_URL: the app's origin; the link is `${siteUrl}/take/${token}`. */
  siteUrl: string;
  token: string;
  interviewTitle: string;
  /** The interview's workspace; empty or null says who invites neutrally. */
  companyName: string | null;
  /** The public URL of the workspace's logo; null for none. */
  logoUrl: string | null;
  /** The workspace's colour (#rrggbb); used behind white text only when it keeps WCAG AA. */
  brandColor: string | null;
  firstName: string;
  expiresAt: Date;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The candidate's link: /take/{token} of the app (docs/product.md §2). */
export function inviteLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/take/${encodeURIComponent(token)}`;
}

const EXPIRY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** The expiry as people read it, in UTC because the recipient's zone is unknown: "Friday, 4 December 2026, 14:05 UTC". */
export function formatExpiry(date: Date): string {
  return `${EXPIRY_FORMAT.format(date).replace(' at ', ', ')} UTC`;
}

/** Subjects are one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The invitation e-mail: subject, HTML and plain text. Every value from users is HTML-escaped in
 * the HTML part; without a company name it says who invites neutrally.
 */
export function renderInvitationEmail(data: InvitationEmailData): RenderedEmail {
  const company = data.companyName?.trim() || null;
  const title = oneLine(data.interviewTitle);
  const firstName = oneLine(data.firstName);
  const link = inviteLink(data.siteUrl, data.token);
  const expires = formatExpiry(data.expiresAt);

  const subject = company
    ? `${company}: you're invited to interview for ${title}`
    : `You're invited to interview for ${title}`;
  const invitedBy = company ? `${company} has invited you` : 'You have been invited';

  const text = [
    `Hello ${firstName},`,
    '',
    `${invitedBy} to a video interview for ${title}.`,
    '',
    'You answer the questions in your own time, by video, audio or text, from this link:',
    link,
    '',
    `The link works until ${expires}.`,
    '',
    'If you did not expect this invitation, you can ignore this e-mail.',
  ].join('\n');

  const e = escapeHtml;
  const html = emailHtml(
    subject,
    { name: company, logoUrl: data.logoUrl, brandColor: data.brandColor },
    (accent) => `<p style="margin:0 0 16px;font-size:16px;">Hello ${e(firstName)},</p>
<p style="margin:0 0 16px;font-size:16px;">${e(invitedBy)} to a video interview for <strong>${e(title)}</strong>.</p>
<p style="margin:0 0 24px;font-size:16px;">You answer the questions in your own time, by video, audio or text.</p>
${emailButton(link, 'Start your interview', accent)}
${emailLinkLine(link, accent)}
<p style="margin:0 0 16px;font-size:14px;color:#52606d;">The link works until ${e(expires)}.</p>
<p style="margin:0;font-size:12px;color:#7b8794;">If you did not expect this invitation, you can ignore this e-mail.</p>`,
  );

  return { subject, html, text };
}
