import { emailButton, emailHtml, emailLinkLine } from './email-layout.ts';
import { mailTranslator, strong, type MailTranslator } from './mail-i18n.ts';
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
function timeLeft(t: MailTranslator, hours: number): string {
  if (hours >= 48 && hours % 24 === 0) {
    return t.text(
      /*i18n*/ { id: 'mail.reminder.days', message: '{count, plural, one {# day} other {# days}}' },
      { count: hours / 24 },
    );
  }
  return t.text(
    /*i18n*/ { id: 'mail.reminder.hours', message: '{count, plural, one {# hour} other {# hours}}' },
    { count: hours },
  );
}

/**
 * The reminder before an invitation's deadline (issue #19 item 3): the same link, the deadline,
 * and how long is left; branded like the invitation, in its language. Every value from users is
 * HTML-escaped.
 */
export function renderReminderEmail(data: InvitationEmailData & { hoursBefore: number }): RenderedEmail {
  const t = mailTranslator(data.locale);
  const company = data.companyName?.trim() || null;
  const title = oneLine(data.interviewTitle);
  const firstName = oneLine(data.firstName);
  const link = inviteLink(data.siteUrl, data.token);
  const deadline = formatExpiry(data.expiresAt, data.locale);
  const left = timeLeft(t, data.hoursBefore);

  const subject = t.text(
    /*i18n*/ {
      id: 'mail.reminder.subject',
      message: 'Reminder: {left} left to complete your interview for {title}',
    },
    { left, title },
  );
  const due = company
    ? /*i18n*/ {
        id: 'mail.reminder.due.company',
        message:
          "This is a reminder that {company}'s video interview for {title} is due by {deadline}, about {left} from now.",
      }
    : /*i18n*/ {
        id: 'mail.reminder.due',
        message:
          'This is a reminder that your video interview for {title} is due by {deadline}, about {left} from now.',
      };
  const greeting = /*i18n*/ { id: 'mail.greeting', message: 'Hello {firstName},' };
  const reply = /*i18n*/ {
    id: 'mail.reminder.reply',
    message: 'If you have already finished, or need more time, you can reply to the team that invited you.',
  };
  const text = [
    t.text(greeting, { firstName }),
    '',
    t.text(due, { company: company ?? '', title, deadline, left }),
    '',
    t.text(/*i18n*/ { id: 'mail.reminder.link', message: 'You can start or continue it from this link:' }),
    link,
    '',
    t.text(reply),
  ].join('\n');

  const html = emailHtml(
    subject,
    { name: company, logoUrl: data.logoUrl, brandColor: data.brandColor },
    (accent) => `<p style="margin:0 0 16px;font-size:16px;">${t.html(greeting, { firstName })}</p>
<p style="margin:0 0 16px;font-size:16px;">${t.html(due, { company: company ?? '', title: strong(title), deadline: strong(deadline), left })}</p>
${emailButton(link, t.text(/*i18n*/ { id: 'mail.reminder.button', message: 'Continue your interview' }), accent)}
${emailLinkLine(link, accent, 8, t)}
<p style="margin:0;font-size:12px;color:#7b8794;">${t.html(reply)}</p>`,
    t,
  );
  return { subject, html, text };
}
