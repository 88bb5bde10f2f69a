// The recruiter's screens (and a few of the candidate's outside the take flow) translate texts the
// contract also holds in English: the settings and join screens' labels and checks
// (workspaces/lib/contract-texts.ts), a review's words (reviews/lib/review-texts.ts), a candidate's
// name, the bulk invitation's problems, the access refusal, the feedback's check, a shared link that
// is gone and the self-identification's answers. In English each must read exactly as the
// contract's, which the server, the e-mails, the CSV file and the spec keep.
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import type { Accommodations } from '#contract/accommodations';
import { describeAccommodations } from '#contract/accommodation-words';
import { apiKeyScopeLabels } from '#contract/api-keys';
import type { AuditEvent } from '#contract/audit';
import { actorLabel, auditActionLabels } from '#contract/audit-labels';
import { bulkInvitationMessages } from '#contract/bulk-invitations';
import { candidateLabel } from '#contract/candidate-identity';
import { consentMessages } from '#contract/consent';
import { RECRUITER_ACCESS_DENIED_MESSAGE } from '#contract/errors';
import { RACE_ETHNICITY_LABELS, SEX_LABELS } from '#contract/fairness';
import { feedbackMessages } from '#contract/feedback';
import { INSUFFICIENT_EVIDENCE, NO_VERIFIED_EVIDENCE } from '#contract/reviews';
import { shareErrorMessages } from '#contract/shares';
import { webhookErrorMessages, webhookEventLabels } from '#contract/webhooks';
import { workspaceErrorMessages, workspaceRoleDescriptions } from '#contract/workspaces';
import { localBulkError } from '../../src/features/invitations/bulk-invite/bulk-row-errors.ts';
import {
  aiDeclined,
  insufficientEvidence,
  noVerifiedEvidence,
} from '../../src/features/reviews/lib/review-texts.ts';
import { candidateName } from '../../src/lib/candidate-name.ts';
import { describeAccommodationsIn } from '../../src/lib/describe-accommodations.ts';
import {
  apiKeyScopeLabelMessages,
  auditActionLabelMessages,
  localActorLabel,
  logoNotImageMessage,
  teamInvitationMessages,
  webhookEventLabelMessages,
  webhookFormMessages,
  workspaceRoleDescriptionMessages,
  workspaceRoleOptionMessages,
} from '../../src/features/workspaces/lib/contract-texts.ts';

vi.hoisted(() => {
  // The screens below reach the api client, which validates the environment when imported: the
  // local stack's well-known values.
  vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
  // supabase-js insists on a WebSocket class when created (Node 20 has none); nothing opens one.
  if (!('WebSocket' in globalThis)) vi.stubGlobal('WebSocket', vi.fn());
});

const { accessDeniedMessage } = await import('../../src/auth/access-denied.tsx');
const { SEX_LABELS: localSexLabels, RACE_ETHNICITY_LABELS: localRaceEthnicityLabels } =
  await import('../../src/features/candidate/components/self-identification.tsx');
const { feedbackBodyMessage } = await import('../../src/features/reviews/components/feedback-card.tsx');
const { linkGoneMessage } = await import('../../src/features/shared-review/shared-review-page.tsx');

// No catalogue: the macros keep the English source message outside production builds.
const english = setupI18n({ locale: 'en', messages: { en: {} } });

/** Each descriptor of a record in English, under the same keys. */
const inEnglish = (messages: Record<string, MessageDescriptor>) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, english._(message)]));

const auditEvent = (who: Partial<AuditEvent>): AuditEvent => ({
  id: 'event-1',
  action: 'DELETED',
  actor_id: null,
  actor_email: null,
  interview_id: null,
  interview_title: null,
  invitation_id: null,
  detail: {},
  occurred_at: '2026-01-02T03:04:05Z',
  ...who,
});

const named = { first_name: 'Ada', last_name: 'Lovelace', candidate_number: 3 };
const anonymous = { first_name: null, last_name: null, candidate_number: 7 };

const accommodationCases: Accommodations[] = (
  ['STANDARD', 'EXTRA_HALF', 'DOUBLE', 'UNTIMED'] as const
).flatMap((time) =>
  [0, 1, 2].flatMap((extra_attempts) =>
    [false, true].map((text_answers_allowed) => ({ time, extra_attempts, text_answers_allowed })),
  ),
);

describe("the workspace screens' translated contract texts, in English", () => {
  it('the join page’s role descriptions are the contract’s', () => {
    expect(inEnglish(workspaceRoleDescriptionMessages)).toEqual(workspaceRoleDescriptions);
  });

  it('the invite modal’s role options are the contract’s descriptions without the article, capitalised', () => {
    const options = Object.fromEntries(
      Object.entries(workspaceRoleDescriptions).map(([role, description]) => {
        const bare = description.replace(/^an? /, '');
        return [role, bare.charAt(0).toUpperCase() + bare.slice(1)];
      }),
    );
    expect(inEnglish(workspaceRoleOptionMessages)).toEqual(options);
  });

  it('a team invitation’s state is the contract’s', () => {
    expect(inEnglish(teamInvitationMessages)).toEqual({
      EXPIRED: workspaceErrorMessages.invitationExpired,
      REVOKED: workspaceErrorMessages.invitationRevoked,
      ACCEPTED: workspaceErrorMessages.invitationUsed,
      wrongAccount: workspaceErrorMessages.wrongAccount,
    });
  });

  it('the logo check is the contract’s', () => {
    expect(english._(logoNotImageMessage)).toBe(workspaceErrorMessages.logoNotImage);
  });

  it('the API key scopes are the contract’s', () => {
    expect(inEnglish(apiKeyScopeLabelMessages)).toEqual(apiKeyScopeLabels);
  });

  it('the webhook events and the add-endpoint form’s checks are the contract’s', () => {
    expect(inEnglish(webhookEventLabelMessages)).toEqual(webhookEventLabels);
    expect(inEnglish(webhookFormMessages)).toEqual({
      url: webhookErrorMessages.url,
      events: webhookErrorMessages.events,
    });
  });

  it('the audit actions are the contract’s', () => {
    expect(inEnglish(auditActionLabelMessages)).toEqual(auditActionLabels);
  });

  it.each([
    { who: 'an e-mail', event: auditEvent({ actor_id: 'user-1', actor_email: 'owner@example.com' }) },
    { who: 'a removed account', event: auditEvent({ actor_id: 'user-1' }) },
    { who: 'the candidate', event: auditEvent({ detail: { by: 'candidate' } }) },
    { who: 'the retention schedule', event: auditEvent({ detail: { by: 'retention' } }) },
    { who: 'the system', event: auditEvent({}) },
    { who: 'the system (another cause)', event: auditEvent({ detail: { by: 'worker' } }) },
  ])('the actor named by $who is the contract’s', ({ event }) => {
    expect(localActorLabel(english, event)).toBe(actorLabel(event));
  });
});

describe("a review's translated contract texts, in English", () => {
  it('the evidence words and the declined AI analysis are the contract’s', () => {
    expect(english._(insufficientEvidence)).toBe(INSUFFICIENT_EVIDENCE);
    expect(english._(noVerifiedEvidence)).toBe(NO_VERIFIED_EVIDENCE);
    expect(english._(aiDeclined)).toBe(consentMessages.aiDeclined);
  });

  it.each([named, anonymous])(
    'the candidate numbered $candidate_number is named as the contract names them',
    (candidate) => {
      expect(candidateName(english, candidate)).toBe(candidateLabel(candidate));
    },
  );

  it.each(accommodationCases)(
    'accommodations $time, $extra_attempts extra attempts, text $text_answers_allowed read as the contract’s',
    (accommodations) => {
      expect(describeAccommodationsIn(english, accommodations)).toBe(describeAccommodations(accommodations));
    },
  );

  it('the feedback’s check is the contract’s', () => {
    expect(english._(feedbackBodyMessage)).toBe(feedbackMessages.body);
  });

  it('a shared link that is gone reads as the contract’s', () => {
    expect(english._(linkGoneMessage)).toBe(shareErrorMessages.invalid);
  });
});

describe('the other translated contract texts, in English', () => {
  it('the bulk invitation’s problems are the contract’s; others pass through', () => {
    for (const message of Object.values(bulkInvitationMessages)) {
      expect(localBulkError(english, message)).toBe(message);
    }
    expect(localBulkError(english, 'Enter a valid e-mail')).toBe('Enter a valid e-mail');
  });

  it('the access refusal is the contract’s', () => {
    expect(english._(accessDeniedMessage)).toBe(RECRUITER_ACCESS_DENIED_MESSAGE);
  });

  it('the self-identification’s answers are the contract’s', () => {
    expect(inEnglish(localSexLabels)).toEqual(SEX_LABELS);
    expect(inEnglish(localRaceEthnicityLabels)).toEqual(RACE_ETHNICITY_LABELS);
  });
});
