import type { Locale } from '../contract/locale-tags.ts';
import { emailHtml } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';
import type { RenderedEmail } from './invitation-email.ts';
import { mailTranslator } from './mail-i18n.ts';

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
  /** The invitation's language (issue #36). */
  locale: Locale;
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** "4 December 2026" in English; the locale's long date in UTC otherwise. */
function dateFormat(locale: Locale): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, DATE_OPTIONS);
}

/**
 * The receipt the candidate gets on completing (issue #19 item 8): that the answers arrived, what
 * happens next, and by when the team means to decide if it said so; in the invitation's language.
 * Values are HTML-escaped.
 */
export function renderCompletionReceiptEmail(data: CompletionReceiptData): RenderedEmail {
  const t = mailTranslator(data.locale);
  const date = dateFormat(data.locale);
  const title = data.interviewTitle.replace(/\s+/g, ' ').trim();
  const company =
    data.companyName.trim() || t.text(/*i18n*/ { id: 'mail.receipt.theTeam', message: 'The team' });
  const subject = t.text(
    /*i18n*/ { id: 'mail.receipt.subject', message: 'We received your interview for {title}' },
    { title },
  );
  const next = data.decisionDueOn
    ? t.text(
        /*i18n*/ {
          id: 'mail.receipt.next.due',
          message:
            '{company} reviews every answer and means to decide by {date}; they will contact you by e-mail.',
        },
        { company, date: date.format(new Date(`${data.decisionDueOn}T00:00:00Z`)) },
      )
    : t.text(
        /*i18n*/ {
          id: 'mail.receipt.next',
          message: '{company} reviews every answer and will contact you by e-mail.',
        },
        { company },
      );
  const received = t.text(
    /*i18n*/ {
      id: 'mail.receipt.received',
      message: 'Your answers to {title} arrived on {date}. Thank you for your time.',
    },
    { title, date: date.format(data.completedAt) },
  );
  const greeting = t.text(
    /*i18n*/ { id: 'mail.greeting', message: 'Hello {firstName},' },
    {
      firstName: data.firstName,
    },
  );
  const whatNext = t.text(/*i18n*/ { id: 'mail.receipt.whatNext', message: 'What happens next:' });
  const consentLine = t.text(
    /*i18n*/ {
      id: 'mail.receipt.consent',
      message: 'What you were told before recording, and what you chose about AI analysis:',
    },
  );
  const consentLink = t.text(/*i18n*/ { id: 'mail.receipt.consentLink', message: 'Your consent receipt' });
  const keep = t.text(
    /*i18n*/ {
      id: 'mail.receipt.keep',
      message: 'Nothing else is needed from you; keep this e-mail as your receipt.',
    },
  );
  const text = [
    greeting,
    '',
    received,
    '',
    `${whatNext} ${next}`,
    '',
    ...(data.consentReceiptUrl ? [`${consentLine} ${data.consentReceiptUrl}`, ''] : []),
    keep,
  ].join('\n');
  const e = escapeHtml;
  const html = emailHtml(
    subject,
    { name: company, logoUrl: data.logoUrl, brandColor: data.brandColor },
    () => `<p style="margin:0 0 16px;font-size:16px;">${e(greeting)}</p>
<p style="margin:0 0 16px;font-size:16px;">${e(received)}</p>
<p style="margin:0 0 16px;font-size:16px;"><strong>${e(whatNext)}</strong> ${e(next)}</p>
${data.consentReceiptUrl ? `<p style="margin:0 0 16px;font-size:16px;">${e(consentLine)} <a href="${e(data.consentReceiptUrl)}">${e(consentLink)}</a></p>\n` : ''}<p style="margin:0;font-size:12px;color:#7b8794;">${e(keep)}</p>`,
    t,
  );
  return { subject, html, text };
}
