// Issue #37: suggested questions and scorecard competencies drafted by the AI provider from a job
// description. Nothing is stored: the drafts go back to the recruiter's form, where a person
// accepts or discards each one before the interview is saved as usual.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { interviewLimits } from './interviews.ts';
import { localeSchema } from './locales.ts';
import { scorecardLimits } from './scorecards.ts';

export const interviewDraftLimits = {
  jobDescriptionMinLength: 50,
  jobDescriptionMaxLength: 20_000,
  /** The most suggestions of each kind a draft holds; the model's further ones are dropped. */
  maxQuestions: 8,
  maxCompetencies: 6,
} as const;

/** The formats a drafted question may have: a CHOICE question needs options the draft does not write. */
export const draftResponseFormatSchema = z.enum(['VIDEO', 'AUDIO', 'TEXT']);
export type DraftResponseFormat = z.infer<typeof draftResponseFormatSchema>;

const DESCRIPTION_LENGTH_MESSAGE = `Paste a job description of ${interviewDraftLimits.jobDescriptionMinLength} to ${interviewDraftLimits.jobDescriptionMaxLength} characters`;

/** POST /api/interviews/drafts. */
export const interviewDraftRequestSchema = z.object({
  workspace_id: z.guid({ error: 'Must be a workspace id' }),
  job_description: z
    .string({ error: 'Paste the job description' })
    .trim()
    .min(interviewDraftLimits.jobDescriptionMinLength, { error: DESCRIPTION_LENGTH_MESSAGE })
    .max(interviewDraftLimits.jobDescriptionMaxLength, { error: DESCRIPTION_LENGTH_MESSAGE }),
  /** The interview's language: the drafts are written in it; the description's own when left out. */
  language: localeSchema.optional(),
});
export type InterviewDraftRequest = z.infer<typeof interviewDraftRequestSchema>;

/** A suggested question, within the limits a question of the create form has. */
const draftQuestionSchema = z.object({
  text: z.string().min(1).max(interviewLimits.questionTextMaxLength),
  response_format: draftResponseFormatSchema,
  time_limit_seconds: z
    .number()
    .int()
    .min(interviewLimits.timeLimitMinSeconds)
    .max(interviewLimits.timeLimitMaxSeconds),
  thinking_seconds: z.number().int().min(0).max(interviewLimits.thinkingMaxSeconds),
});
export type DraftQuestion = z.infer<typeof draftQuestionSchema>;

/** A suggested competency, within the limits of a scorecard's. */
const draftCompetencySchema = z.object({
  name: z.string().min(1).max(scorecardLimits.nameMaxLength),
  description: z.string().max(scorecardLimits.descriptionMaxLength),
  /** What a 1, 2, 3, 4 and 5 mean, in order. */
  anchors: z.array(z.string().min(1).max(scorecardLimits.anchorMaxLength)).length(scorecardLimits.levels),
});
export type DraftCompetency = z.infer<typeof draftCompetencySchema>;

export const interviewDraftsSchema = z.object({
  questions: z.array(draftQuestionSchema).max(interviewDraftLimits.maxQuestions),
  competencies: z.array(draftCompetencySchema).max(interviewDraftLimits.maxCompetencies),
  /** How many suggestions were left out as they touch a protected characteristic (age, religion…). */
  removed: z.number().int().nonnegative(),
});
export type InterviewDrafts = z.infer<typeof interviewDraftsSchema>;

// Section: routes ---------------------------------------------------------------------------------

export const interviewDraftApi = {
  create: defineRoute({
    method: 'POST',
    path: '/interviews/drafts',
    body: interviewDraftRequestSchema,
    response: interviewDraftsSchema,
  }),
};
