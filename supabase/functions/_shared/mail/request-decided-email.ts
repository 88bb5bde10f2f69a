import type { Accommodations } from '../contract/accommodations.ts';
import type { CandidateRequestKind } from '../contract/candidate-requests.ts';
import { emailButton, emailHtml, emailLinkLine } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';
import { mailTranslator, strong, type MailTranslator } from './mail-i18n.ts';
import {
  formatExpiry,
  inviteLink,
  type InvitationEmailData,
  type RenderedEmail,
} from './invitation-email.ts';

export interface RequestDecisionData extends InvitationEmailData {
  kind: CandidateRequestKind;
  approved: boolean;
  /** What the candidate has now (an approved accommodation's grant). */
  accommodations: Accommodations;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The accommodations in the e-mail's language, as contract/accommodation-words.ts says them in
 * English: "twice the time for each answer, 1 more attempt at each question"; "none" for none.
 */
function accommodationWords(t: MailTranslator, accommodations: Accommodations): string {
  const time = {
    STANDARD: null,
    EXTRA_HALF: /*i18n*/ {
      id: 'mail.accommodations.extraHalf',
      message: '1.5 times the time for each answer',
    },
    DOUBLE: /*i18n*/ { id: 'mail.accommodations.double', message: 'twice the time for each answer' },
    UNTIMED: /*i18n*/ { id: 'mail.accommodations.untimed', message: 'no time limit on answers' },
  }[accommodations.time];
  const parts = [
    time ? t.text(time) : null,
    accommodations.extra_attempts > 0
      ? t.text(
          /*i18n*/ {
            id: 'mail.accommodations.attempts',
            message:
              '{count, plural, one {# more attempt at each question} other {# more attempts at each question}}',
          },
          { count: accommodations.extra_attempts },
        )
      : null,
    accommodations.text_answers_allowed
      ? t.text(
          /*i18n*/ { id: 'mail.accommodations.text', message: 'answering in writing instead of on camera' },
        )
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0
    ? t.text(/*i18n*/ { id: 'mail.accommodations.none', message: 'none' })
    : t.list(parts);
}

/** The sentences of the answer, by kind and decision; expiresAt is the deadline now in force. */
function answerOf(t: MailTranslator, data: RequestDecisionData, company: string): string[] {
  const deadline = formatExpiry(data.expiresAt, data.locale);
  if (data.kind === 'EXTENSION') {
    return data.approved
      ? [
          t.text(
            /*i18n*/ {
              id: 'mail.request.extension.approved',
              message: '{company} gave you more time. Your new deadline is {deadline}.',
            },
            { company, deadline },
          ),
        ]
      : [
          t.text(
            /*i18n*/ {
              id: 'mail.request.extension.declined',
              message: '{company} could not give you more time for this interview.',
            },
            { company },
          ),
        ];
  }
  return data.approved
    ? [
        t.text(
          /*i18n*/ {
            id: 'mail.request.accommodation.approved',
            message: '{company} granted your accommodation: {accommodations}.',
          },
          { company, accommodations: accommodationWords(t, data.accommodations) },
        ),
      ]
    : [
        t.text(
          /*i18n*/ {
            id: 'mail.request.accommodation.declined',
            message:
              '{company} could not grant the accommodation you asked for. You can still take the interview until {deadline}.',
          },
          { company, deadline },
        ),
      ];
}

/**
 * The answer to a candidate's request (issue #19 items 4 and 5): approved or declined, the new
 * deadline or the accommodation granted, and the link when the interview is open to them.
 * Branded like the invitation, in its language; every value from users is HTML-escaped.
 */
export function renderRequestDecidedEmail(data: RequestDecisionData): RenderedEmail {
  const t = mailTranslator(data.locale);
  const company =
    data.companyName?.trim() || t.text(/*i18n*/ { id: 'mail.hiringTeam', message: 'The hiring team' });
  const title = oneLine(data.interviewTitle);
  const firstName = oneLine(data.firstName);
  const link = inviteLink(data.siteUrl, data.token);
  const answer = answerOf(t, data, company);
  const open = data.expiresAt.getTime() > Date.now();
  const extension = data.kind === 'EXTENSION';
  const subject = extension
    ? t.text(
        /*i18n*/ { id: 'mail.request.extension.subject', message: 'Your request for more time: {title}' },
        {
          title,
        },
      )
    : t.text(
        /*i18n*/ {
          id: 'mail.request.accommodation.subject',
          message: 'Your request for an accommodation: {title}',
        },
        { title },
      );
  const asked = extension
    ? /*i18n*/ {
        id: 'mail.request.extension.asked',
        message: 'You asked for more time for your video interview for {title}.',
      }
    : /*i18n*/ {
        id: 'mail.request.accommodation.asked',
        message: 'You asked for an accommodation for your video interview for {title}.',
      };
  const greeting = /*i18n*/ { id: 'mail.greeting', message: 'Hello {firstName},' };
  const atLink = t.text(/*i18n*/ { id: 'mail.request.link', message: 'Your interview is at this link:' });
  const text = [
    t.text(greeting, { firstName }),
    '',
    t.text(asked, { title }),
    ...answer,
    ...(open ? ['', atLink, link] : []),
  ].join('\n');

  const html = emailHtml(
    subject,
    { name: data.companyName?.trim() || null, logoUrl: data.logoUrl, brandColor: data.brandColor },
    (accent) => `<p style="margin:0 0 16px;font-size:16px;">${t.html(greeting, { firstName })}</p>
<p style="margin:0 0 16px;font-size:16px;">${t.html(asked, { title: strong(title) })}</p>
${answer.map((line) => `<p style="margin:0 0 16px;font-size:16px;">${escapeHtml(line)}</p>`).join('\n')}
${open ? `${emailButton(link, t.text(/*i18n*/ { id: 'mail.request.button', message: 'Open your interview' }), accent)}\n${emailLinkLine(link, accent, 8, t)}` : ''}`,
    t,
  );
  return { subject, html, text };
}
