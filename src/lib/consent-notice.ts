import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  consentMessages,
  type ConsentReceipt,
  type NoticeFacts,
  type NoticeSection,
} from '#contract/consent';

/**
 * The notice of #contract/consent's noticeSections in the candidate's language: the same sections,
 * each a whole text to translate (tests/unit/take-contract-messages.test.ts holds the English to the
 * contract's). The take flow shows it before consent, the consent receipt after; the server keeps
 * the contract's English.
 */
export function localNoticeSections(
  i18n: I18n,
  { companyName, retentionDays }: NoticeFacts,
): NoticeSection[] {
  const company = companyName.trim();
  return [
    {
      heading: i18n._(msg`What is recorded`),
      body: i18n._(
        msg`Your answer to each question as you submit it: the video, the audio or the text, and when you started and completed the interview. Takes you discard are deleted.`,
      ),
    },
    {
      heading: i18n._(msg`Who sees it`),
      body: company
        ? i18n._(
            msg`Only the people at ${company} who evaluate this interview. Your answers are not shared with anyone else.`,
          )
        : i18n._(
            msg`Only the people at The hiring team who evaluate this interview. Your answers are not shared with anyone else.`,
          ),
    },
    {
      heading: i18n._(msg`How long it is kept`),
      // The contract says "days" for any number: English has no other form here, other languages may.
      body: i18n._(
        msg`${plural(retentionDays, {
          other:
            '# days after you complete the interview, then deleted. From your candidate portal you can download your data or delete it at any time.',
        })}`,
      ),
    },
    {
      heading: i18n._(msg`AI analysis`),
      body: i18n._(
        msg`If you allow it, AI transcribes your answers and summarises their content against the job's criteria, to help the team. It evaluates what you say or write only: never your face, voice, accent or emotion. A person reviews every answer and makes every decision. If you decline, nothing of yours is sent to AI, and you are treated exactly the same.`,
      ),
    },
  ];
}

/** The AI choice's labels and the prompt to choose, in the candidate's language. */
export function localConsentTexts(i18n: I18n): {
  allowed: string;
  declined: string;
  chooseAi: string;
} {
  return {
    allowed: i18n._(msg`Allow AI analysis of my answers`),
    declined: i18n._(msg`Do not use AI analysis on my answers`),
    chooseAi: i18n._(msg`Choose whether AI analysis may be used`),
  };
}

/** The server's refusal of a consent: the contract's texts in the candidate's language, others as sent. */
export function localConsentError(i18n: I18n, message: string): string {
  if (message === consentMessages.noticeChanged) {
    return i18n._(msg`The notice has changed: read it again before agreeing`);
  }
  if (message === consentMessages.chooseAi) return i18n._(msg`Choose whether AI analysis may be used`);
  return message;
}

/**
 * The consent receipt as a plain-text file, in the page's language: what the receipt page shows.
 * `noticeLanguage` names the language the notice was read in, as the page does.
 */
export function localReceiptText(i18n: I18n, receipt: ConsentReceipt, noticeLanguage: string): string {
  const { candidate_name: name, email, interview_title: title, company_name: company } = receipt;
  const agreedOn = i18n.date(receipt.consented_at, { dateStyle: 'medium', timeStyle: 'short' });
  const version = receipt.notice_version;
  const choice = receipt.ai_analysis_allowed
    ? localConsentTexts(i18n).allowed
    : localConsentTexts(i18n).declined;
  const sections = localNoticeSections(i18n, {
    companyName: receipt.company_name,
    retentionDays: receipt.retention_days,
  });
  return [
    i18n._(msg`Consent receipt`),
    '',
    i18n._(msg`Candidate: ${name} <${email}>`),
    i18n._(msg`Interview: ${title} at ${company}`),
    i18n._(msg`Agreed on: ${agreedOn}`),
    i18n._(msg`Notice version: ${version}`),
    i18n._(msg`Notice language: ${noticeLanguage}`),
    i18n._(msg`AI analysis: ${choice}`),
    '',
    i18n._(msg`The notice you agreed to:`),
    ...sections.flatMap((section) => ['', section.heading, section.body]),
    '',
  ].join('\n');
}
