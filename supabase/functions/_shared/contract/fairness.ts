// The fairness report (issue #20 item 6). A candidate may say, voluntarily, their sex and their
// race/ethnicity for an interview, in NYC Local Law 144's categories (the EEO-1 Component 1
// report's; see supabase/schemas/75-candidate-portal.sql); nobody in the workspace ever reads
// an answer. Per interview, its owners see per group how many completed it, how many the team
// advances, the selection rate and the impact ratio, with small groups suppressed.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';

const PREFER_NOT_TO_SAY = 'Prefer not to say';

export const SEX_LABELS = {
  MALE: 'Male',
  FEMALE: 'Female',
  PREFER_NOT_TO_SAY,
} as const;
export type Sex = keyof typeof SEX_LABELS;

export const RACE_ETHNICITY_LABELS = {
  HISPANIC_OR_LATINO: 'Hispanic or Latino',
  WHITE: 'White',
  BLACK_OR_AFRICAN_AMERICAN: 'Black or African American',
  NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER: 'Native Hawaiian or Other Pacific Islander',
  ASIAN: 'Asian',
  NATIVE_AMERICAN_OR_ALASKA_NATIVE: 'Native American or Alaska Native',
  TWO_OR_MORE_RACES: 'Two or More Races',
  PREFER_NOT_TO_SAY,
} as const;
export type RaceEthnicity = keyof typeof RACE_ETHNICITY_LABELS;

const keysOf = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

export const selfIdentificationMessages = {
  sex: 'Choose an answer for sex, or "Prefer not to say"',
  raceEthnicity: 'Choose an answer for race/ethnicity, or "Prefer not to say"',
} as const;

export const fairnessReportMessages = {
  /** 409 of a new decision for a candidate the taken report counted (the database raises it). */
  decisionFinal: 'This decision is final: the interview has closed and its fairness report counts it.',
} as const;

export const selfIdentificationSchema = z.object({
  sex: z.enum(keysOf(SEX_LABELS), { error: selfIdentificationMessages.sex }),
  race_ethnicity: z.enum(keysOf(RACE_ETHNICITY_LABELS), { error: selfIdentificationMessages.raceEthnicity }),
});
export type SelfIdentificationInput = z.input<typeof selfIdentificationSchema>;

const savedSelfIdentificationSchema = selfIdentificationSchema.extend({
  invitation_id: idSchema,
  updated_at: timestampSchema,
});
export type SavedSelfIdentification = z.infer<typeof savedSelfIdentificationSchema>;

/** A group with too few applicants to report: no count or rate leaves the api. */
const suppressedGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  suppressed: z.literal(true),
});

const reportedGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  suppressed: z.literal(false),
  /** Completed the interview, with an answer in this group. */
  applicants: z.number().int().nonnegative(),
  /** Of those, whose current decision is "advance". */
  selected: z.number().int().nonnegative(),
  selection_rate: z.number().min(0).max(1),
  /** Rate over the highest rate among the reported groups; null for the unknown group, or when nobody was selected. */
  impact_ratio: z.number().nonnegative().nullable(),
  /** Under the four-fifths rule's threshold. */
  flagged: z.boolean(),
});

const fairnessGroupSchema = z.discriminatedUnion('suppressed', [reportedGroupSchema, suppressedGroupSchema]);
export type FairnessGroup = z.infer<typeof fairnessGroupSchema>;

const fairnessCategorySchema = z.object({
  key: z.enum(['sex', 'race_ethnicity', 'intersectional']),
  label: z.string(),
  groups: z.array(fairnessGroupSchema),
  /** "Prefer not to say" or no answer at all: counted, never in the impact ratios. */
  unknown: fairnessGroupSchema,
});
export type FairnessCategory = z.infer<typeof fairnessCategorySchema>;

export const fairnessReportSchema = z.object({
  /**
   * When the report was taken: once, when the interview first closed (or was archived). Until
   * then it is null and there are no categories; afterwards the report never changes, so no two
   * reads can be compared to single out a candidate (docs/architecture.md §7).
   */
  frozen_at: timestampSchema.nullable(),
  min_group_size: z.number().int().positive(),
  threshold: z.number(),
  categories: z.array(fairnessCategorySchema),
});
export type FairnessReport = z.infer<typeof fairnessReportSchema>;

const invitationParamSchema = z.object({ id: z.guid({ error: 'Must be an invitation id' }) });

export const fairnessApi = {
  mine: defineRoute({
    method: 'GET',
    path: '/candidates/self-identification',
    response: z.object({ answers: z.array(savedSelfIdentificationSchema) }),
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/candidates/invitations/:id/self-identification',
    params: invitationParamSchema,
    body: selfIdentificationSchema,
    response: savedSelfIdentificationSchema,
  }),
  withdraw: defineRoute({
    method: 'DELETE',
    path: '/candidates/invitations/:id/self-identification',
    params: invitationParamSchema,
    response: z.object({ withdrawn: z.boolean() }),
  }),
  report: defineRoute({
    method: 'GET',
    path: '/interviews/:id/fairness-report',
    params: z.object({ id: z.guid({ error: 'Must be an interview id' }) }),
    response: fairnessReportSchema,
  }),
};
