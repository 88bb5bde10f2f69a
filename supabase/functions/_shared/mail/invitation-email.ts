import { emailButton, emailHtml, emailLinkLine } from './email-layout.ts';
import type { Locale } from '../contract/locale-tags.ts';
import { mailTranslator, strong } from './mail-i18n.ts';

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
  /** The invitation's language: the e-mail's words, dates and direction (issue #36). */
  locale: Locale;
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

const EXPIRY_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
};

const EXPIRY_FORMAT = new Intl.DateTimeFormat('en-GB', EXPIRY_OPTIONS);

const expiryFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The expiry as people read it, in UTC because the recipient's zone is unknown: "Friday, 4 December
 * 2026, 14:05 UTC" in English, Intl's long date and time with the zone's name in other languages.
 */
export function formatExpiry(date: Date, locale: Locale = 'en'): string {
  if (locale === 'en') return `${EXPIRY_FORMAT.format(date).replace(' at ', ', ')} UTC`;
  let format = expiryFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...EXPIRY_OPTIONS, timeZoneName: 'short' });
    expiryFormats.set(locale, format);
  }
  return format.format(date);
}

/** Subjects are one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The invitation e-mail: subject, HTML and plain text, in the invitation's language. Every value
 * from users is HTML-escaped in the HTML part; without a company name it says who invites neutrally.
 */
export function renderInvitationEmail(data: InvitationEmailData): RenderedEmail {
  const t = mailTranslator(data.locale);
  const company = data.companyName?.trim() || null;
  const title = oneLine(data.interviewTitle);
  const firstName = oneLine(data.firstName);
  const link = inviteLink(data.siteUrl, data.token);
  const expires = formatExpiry(data.expiresAt, data.locale);

  const subject = company
    ? t.text(
        /*i18n*/ {
          id: 'mail.invitation.subject.company',
          message: "{company}: you're invited to interview for {title}",
        },
        { company, title },
      )
    : t.text(
        /*i18n*/ { id: 'mail.invitation.subject', message: "You're invited to interview for {title}" },
        { title },
      );
  const invited = company
    ? /*i18n*/ {
        id: 'mail.invitation.invited.company',
        message: '{company} has invited you to a video interview for {title}.',
      }
    : /*i18n*/ {
        id: 'mail.invitation.invited',
        message: 'You have been invited to a video interview for {title}.',
      };
  const greeting = /*i18n*/ { id: 'mail.greeting', message: 'Hello {firstName},' };
  const expiry = /*i18n*/ { id: 'mail.invitation.expires', message: 'The link works until {expires}.' };
  const unexpected = /*i18n*/ {
    id: 'mail.invitation.unexpected',
    message: 'If you did not expect this invitation, you can ignore this e-mail.',
  };

  const text = [
    t.text(greeting, { firstName }),
    '',
    t.text(invited, { company: company ?? '', title }),
    '',
    t.text(
      /*i18n*/ {
        id: 'mail.invitation.ownTime.link',
        message: 'You answer the questions in your own time, by video, audio or text, from this link:',
      },
    ),
    link,
    '',
    t.text(expiry, { expires }),
    '',
    t.text(unexpected),
  ].join('\n');

  const html = emailHtml(
    subject,
    { name: company, logoUrl: data.logoUrl, brandColor: data.brandColor },
    (accent) => `<p style="margin:0 0 16px;font-size:16px;">${t.html(greeting, { firstName })}</p>
<p style="margin:0 0 16px;font-size:16px;">${t.html(invited, { company: company ?? '', title: strong(title) })}</p>
<p style="margin:0 0 24px;font-size:16px;">${t.html(
      /*i18n*/ {
        id: 'mail.invitation.ownTime',
        message: 'You answer the questions in your own time, by video, audio or text.',
      },
    )}</p>
${emailButton(link, t.text(/*i18n*/ { id: 'mail.invitation.button', message: 'Start your interview' }), accent)}
${emailLinkLine(link, accent, 8, t)}
<p style="margin:0 0 16px;font-size:14px;color:#52606d;">${t.html(expiry, { expires })}</p>
<p style="margin:0;font-size:12px;color:#7b8794;">${t.html(unexpected)}</p>`,
    t,
  );

  return { subject, html, text };
}
