import type { Locale } from '../contract/locale-tags.ts';
import { emailHtml } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';
import type { RenderedEmail } from './invitation-email.ts';
import { mailTranslator } from './mail-i18n.ts';

export interface DataDeletedEmailData {
  firstName: string;
  /** The interview whose data was deleted; null when the whole account was. */
  interview: { title: string; companyName: string } | null;
  /** The invitation's language; English for a whole account (issue #36). */
  locale: Locale;
}

/**
 * The confirmation a candidate gets once their data is deleted at their request (issue #20 item
 * 3): what went, and that nothing is kept. Plain, without a workspace's brand: it may confirm the
 * deletion of a whole account, across workspaces. Every value is HTML-escaped.
 */
export function renderDataDeletedEmail(data: DataDeletedEmailData): RenderedEmail {
  const t = mailTranslator(data.locale);
  const subject = data.interview
    ? t.text(
        /*i18n*/ { id: 'mail.dataDeleted.interview.subject', message: 'Your data for {title} was deleted' },
        {
          title: data.interview.title.replace(/\s+/g, ' ').trim(),
        },
      )
    : t.text(
        /*i18n*/ {
          id: 'mail.dataDeleted.account.subject',
          message: 'Your account and all your data were deleted',
        },
      );
  const what = data.interview
    ? t.text(
        /*i18n*/ {
          id: 'mail.dataDeleted.interview',
          message:
            'As you asked, your recordings, transcripts and the analyses of your answers for the interview "{title}" with {company} were deleted, and so were the ratings and notes about them.',
        },
        {
          title: data.interview.title.trim(),
          company:
            data.interview.companyName.trim() ||
            t.text(/*i18n*/ { id: 'mail.dataDeleted.theHiringTeam', message: 'the hiring team' }),
        },
      )
    : t.text(
        /*i18n*/ {
          id: 'mail.dataDeleted.account',
          message:
            'As you asked, your account was deleted with all your data: your recordings, transcripts, the analyses of your answers, the ratings and notes about them, and your video resumes.',
        },
      );
  const kept = t.text(
    /*i18n*/ {
      id: 'mail.dataDeleted.kept',
      message:
        'The hiring team keeps only an anonymous count that an interview took place; nothing in it names you.',
    },
  );
  const greeting = t.text(
    /*i18n*/ { id: 'mail.greeting', message: 'Hello {firstName},' },
    {
      firstName: data.firstName,
    },
  );
  const text = [greeting, '', what, '', kept].join('\n');
  const e = escapeHtml;
  const html = emailHtml(
    subject,
    null,
    () => `<p style="margin:0 0 16px;font-size:16px;">${e(greeting)}</p>
<p style="margin:0 0 16px;font-size:16px;">${e(what)}</p>
<p style="margin:0;font-size:14px;color:#52606d;">${e(kept)}</p>`,
    t,
  );
  return { subject, html, text };
}
