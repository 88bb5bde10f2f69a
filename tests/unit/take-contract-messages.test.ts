// The take flow translates texts the contract (and the media library) also hold in English: the
// notice and its AI choice (src/lib/consent-notice.ts), a request's errors
// (request-messages.ts) and the recorder's errors (media-messages.ts). In English each must read
// exactly as the contract's, which the server, the receipt and the spec keep.
import { readFileSync } from 'node:fs';
import { i18n as appI18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { candidateRequestMessages } from '#contract/candidate-requests';
import { candidateErrorMessages } from '#contract/candidates';
import { takeErrorMessages } from '#contract/take-messages';
import { videoResumeErrorMessages } from '#contract/video-resumes';
import { consentChoiceLabels, consentMessages, noticeSections } from '#contract/consent';
import { localNameErrors } from '../../src/features/candidate/lib/login-schemas.ts';
import { localCandidateReason } from '../../src/lib/candidate-reasons.ts';
import { localMediaMessage } from '../../src/media/media-messages.ts';
import { localConsentError, localConsentTexts, localNoticeSections } from '../../src/lib/consent-notice.ts';
import { localRequestMessage } from '../../src/features/take/lib/request-messages.ts';
import { RECORDING_ERRORS } from '../../src/media/recording-errors.ts';
import { localTakeError, TAKE_REFUSALS } from '../../src/features/take/lib/take-error-messages.ts';

// No catalogue: the macros keep the English source message outside production builds.
const english = setupI18n({ locale: 'en', messages: { en: {} } });

describe("the take's translated contract texts, in English", () => {
  it.each([
    { companyName: 'Acme', retentionDays: 30 },
    { companyName: '  ', retentionDays: 730 },
  ])('the notice for $companyName kept $retentionDays days is the contract’s', (facts) => {
    expect(localNoticeSections(english, facts)).toEqual(noticeSections(facts));
  });

  it('the AI choice and its prompt are the contract’s', () => {
    expect(localConsentTexts(english)).toEqual({
      ...consentChoiceLabels,
      chooseAi: consentMessages.chooseAi,
    });
    expect(localConsentError(english, consentMessages.noticeChanged)).toBe(consentMessages.noticeChanged);
    expect(localConsentError(english, 'Something else')).toBe('Something else');
  });

  it('a request’s errors are the contract’s', () => {
    for (const message of Object.values(candidateRequestMessages)) {
      expect(localRequestMessage(english, message)).toBe(message);
    }
  });

  it('the recorder’s errors are the media library’s', () => {
    for (const message of Object.values(RECORDING_ERRORS)) {
      expect(localMediaMessage(english, message)).toBe(message);
    }
    expect(localMediaMessage(english, 'tus: failed to upload')).toBe('tus: failed to upload');
  });

  it('the server’s refusals while taking read as the server words them', () => {
    const takeSql = readFileSync(new URL('../../supabase/schemas/60-take.sql', import.meta.url), 'utf8');
    const contractTexts = new Set<string>(Object.values(takeErrorMessages));
    for (const [message, descriptor] of Object.entries(TAKE_REFUSALS)) {
      expect(english._(descriptor)).toBe(message);
      // The server raises it (or the contract names it): a reworded exception fails here. SQL
      // doubles a quote inside its literal.
      if (!contractTexts.has(message)) {
        expect(takeSql).toContain(`raise exception '${message.replaceAll("'", "''")}'`);
      }
      expect(localTakeError(english, new Error(message))).toBe(message);
    }
    for (const [sql, sent] of [
      ['No attempts left for this question (% at most)', 'No attempts left for this question (3 at most)'],
      [
        'Answer every question before completing the interview (% unanswered)',
        'Answer every question before completing the interview (2 unanswered)',
      ],
    ] as const) {
      expect(takeSql).toContain(`raise exception '${sql}'`);
      expect(localTakeError(english, new Error(sent))).toBe(sent);
    }
    expect(localTakeError(english, new Error('Something else'))).toBe('Something else');
  });

  it('the registration form’s name checks are the contract’s', () => {
    // The form's messages are read from the app's instance when the form is checked.
    appI18n.loadAndActivate({ locale: 'en', messages: {} });
    const { firstNameRequired, lastNameRequired, nameTooLong } = candidateErrorMessages;
    for (const message of [firstNameRequired, lastNameRequired, nameTooLong]) {
      expect(localNameErrors({ first_name: message })).toEqual({ first_name: message });
    }
    expect(localNameErrors({ email: 'Something else' })).toEqual({ email: 'Something else' });
  });

  it('the portal’s known server reasons are the contract’s', () => {
    for (const reason of [
      candidateErrorMessages.mediaRemovalFailed,
      candidateErrorMessages.interviewNotFound,
      videoResumeErrorMessages.notFound,
    ]) {
      expect(localCandidateReason(reason)).toBe(reason);
    }
    expect(localCandidateReason('Something else')).toBe('Something else');
  });
});
