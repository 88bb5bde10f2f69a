// Notice and consent before recording (issue #20 item 1): what the candidate is told before the
// tech check, what they agree to and choose about AI analysis, and the receipt they keep. The
// notice's words live here once: the take step shows them, the receipt repeats them, and the
// database stores the version they belong to (private.notice_version()).
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';
import type { Locale } from './locale-tags.ts';
import { localeEnglishNames, localeSchema } from './locales.ts';

/** The notice's version; a change of its words is a new version here and in the database. */
export const NOTICE_VERSION = '2026-11-27';

export const consentMessages = {
  chooseAi: 'Choose whether AI analysis may be used',
  noticeChanged: 'The notice has changed: read it again before agreeing',
  receiptNotFound: 'Consent receipt not found',
  /** What the review says instead of the AI analysis. */
  aiDeclined: 'AI analysis declined by the candidate',
} as const;

/** What the notice needs to be filled in: whose it is and how long they keep answers. */
export interface NoticeFacts {
  companyName: string;
  retentionDays: number;
}

export interface NoticeSection {
  heading: string;
  body: string;
}

/** The notice of NOTICE_VERSION, section by section. */
export function noticeSections({ companyName, retentionDays }: NoticeFacts): NoticeSection[] {
  const team = companyName.trim() || 'The hiring team';
  return [
    {
      heading: 'What is recorded',
      body: 'Your answer to each question as you submit it: the video, the audio or the text, and when you started and completed the interview. Takes you discard are deleted.',
    },
    {
      heading: 'Who sees it',
      body: `Only the people at ${team} who evaluate this interview. Your answers are not shared with anyone else.`,
    },
    {
      heading: 'How long it is kept',
      body: `${retentionDays} days after you complete the interview, then deleted. From your candidate portal you can download your data or delete it at any time.`,
    },
    {
      heading: 'AI analysis',
      body: `If you allow it, AI transcribes your answers and summarises their content against the job's criteria, to help the team. It evaluates what you say or write only: never your face, voice, accent or emotion. A person reviews every answer and makes every decision. If you decline, nothing of yours is sent to AI, and you are treated exactly the same.`,
    },
  ];
}

export const consentChoiceLabels = {
  allowed: 'Allow AI analysis of my answers',
  declined: 'Do not use AI analysis on my answers',
} as const;

/**
 * Body of POST /api/take/:token/consent. `locale` is the language the page showed the notice in;
 * without it the consent is recorded in the interview's language.
 */
export const giveConsentSchema = z.object(
  {
    notice_version: z
      .string({ error: consentMessages.noticeChanged })
      .max(40, { error: consentMessages.noticeChanged }),
    ai_analysis_allowed: z.boolean({ error: consentMessages.chooseAi }),
    locale: localeSchema.optional(),
  },
  { error: 'The body must be a JSON object' },
);
export type GiveConsentInput = z.input<typeof giveConsentSchema>;

/**
 * A consent as given: the notice's version, the language and retention as the candidate read them,
 * and the choice.
 */
export const consentSchema = z.object({
  notice_version: z.string(),
  locale: localeSchema,
  retention_days: z.number().int(),
  ai_analysis_allowed: z.boolean(),
  consented_at: timestampSchema,
});
export type Consent = z.infer<typeof consentSchema>;

/** What the notice step shows: the version to agree to, the retention, and the caller's consent. */
export const takeNoticeSchema = z.object({
  version: z.string(),
  retention_days: z.number().int(),
  consent: consentSchema.nullable(),
});

/** GET /api/consent-receipts/:token: the receipt, for whoever holds its link. */
const consentReceiptSchema = consentSchema.extend({
  candidate_name: z.string(),
  email: z.string(),
  interview_title: z.string(),
  company_name: z.string(),
});
export type ConsentReceipt = z.infer<typeof consentReceiptSchema>;

/** One of the caller's consents in the portal, with the receipt's token. */
const myConsentSchema = z.object({
  invitation_id: idSchema,
  receipt_token: z.string(),
  notice_version: z.string(),
  locale: localeSchema,
  ai_analysis_allowed: z.boolean(),
  consented_at: timestampSchema,
});
export type MyConsent = z.infer<typeof myConsentSchema>;

/** The language a notice was read in, as the receipt names it: "French (fr)". */
export function noticeLanguageLabel(locale: Locale): string {
  return `${localeEnglishNames[locale]} (${locale})`;
}

const receiptTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: consentMessages.receiptNotFound }),
});

export const consentApi = {
  receipt: defineRoute({
    method: 'GET',
    path: '/consent-receipts/:token',
    params: receiptTokenParamSchema,
    response: consentReceiptSchema,
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/candidates/consents',
    response: z.array(myConsentSchema),
  }),
};
