// Hiring insights (issue #38): an interview's funnel, where its candidates stop, its candidates'
// requests, and how its raters calibrate. The figures are computed in SQL as the caller
// (supabase/schemas/72-insights.sql); the api adds the conversions and the questions' texts.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';

const funnelSteps = ['INVITED', 'OPENED', 'STARTED', 'COMPLETED', 'REVIEWED', 'DECIDED'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

const countSchema = z.number().int().nonnegative();

const funnelStepFigureSchema = z.object({
  step: z.enum(funnelSteps),
  candidates: countSchema,
  /** The share of the step before that reached this one; null for INVITED, or when the step before had nobody. */
  conversion: z.number().min(0).max(1).nullable(),
  /** The median seconds from the step before, over the candidates who reached both; null when none did. */
  median_seconds: z.number().nonnegative().nullable(),
});
export type FunnelStepFigure = z.infer<typeof funnelStepFigureSchema>;

const questionDropOffSchema = z.object({
  question_id: z.guid(),
  order_number: z.number().int().positive(),
  text: z.string(),
  answered: countSchema,
  /** Candidates who started, have not completed, and have no answer to this question nor any before it unanswered. */
  stopped: countSchema,
});
export type QuestionDropOff = z.infer<typeof questionDropOffSchema>;

const requestFiguresSchema = z.object({
  kind: z.enum(['EXTENSION', 'ACCOMMODATION']),
  pending: countSchema,
  approved: countSchema,
  declined: countSchema,
});
export type RequestFigures = z.infer<typeof requestFiguresSchema>;

export const interviewInsightsSchema = z.object({
  funnel: z.array(funnelStepFigureSchema),
  questions: z.array(questionDropOffSchema),
  requests: z.array(requestFiguresSchema),
});

/**
 * The funnel's figures from the database's counts in step order: each step's conversion is its
 * count over the step before's.
 */
export function withConversions(
  steps: readonly { step: FunnelStep; candidates: number; median_seconds: number | null }[],
): FunnelStepFigure[] {
  return steps.map((figure, index) => {
    const before = index === 0 ? undefined : steps[index - 1];
    return {
      ...figure,
      conversion: before && before.candidates > 0 ? figure.candidates / before.candidates : null,
    };
  });
}

/**
 * Agreement is read only on at least this many candidates that every counted rater scored, by at
 * least two raters: fewer, and one unusual candidate decides the figure.
 */
export const AGREEMENT_MIN_CANDIDATES = 5;
/** A rater's difference from the team is shown once it rests on this many candidates shared with others. */
export const DIFFERENCE_MIN_CANDIDATES = 3;

/**
 * The plain reading of an ICC, in the bands of Koo and Li (2016), "A guideline of selecting and
 * reporting intraclass correlation coefficients for reliability research": below .5 poor, .5 to
 * .75 moderate, .75 to .9 good, above .9 excellent; NOT_ENOUGH below the minimums above.
 */
const agreementReadings = ['NOT_ENOUGH', 'POOR', 'MODERATE', 'GOOD', 'EXCELLENT'] as const;
export type AgreementReading = (typeof agreementReadings)[number];

export function agreementReading(icc: number | null, candidates: number, raters: number): AgreementReading {
  if (icc === null || candidates < AGREEMENT_MIN_CANDIDATES || raters < 2) return 'NOT_ENOUGH';
  if (icc < 0.5) return 'POOR';
  if (icc < 0.75) return 'MODERATE';
  if (icc <= 0.9) return 'GOOD';
  return 'EXCELLENT';
}

const raterDifferenceSchema = z.object({
  rater_id: z.guid(),
  name: z.string(),
  shared_candidates: countSchema,
  /** Mean of the rater's score minus the others' mean on the same candidates; null below DIFFERENCE_MIN_CANDIDATES. */
  mean_difference: z.number().nullable(),
});

const competencyCalibrationSchema = z.object({
  /** null: over every competency of the scorecard. */
  competency_id: z.guid().nullable(),
  name: z.string().nullable(),
  /** The team's ICC(2,1); null below the minimums, and for a REVIEWER, who reads their own difference only. */
  agreement: z
    .object({
      icc: z.number().nullable(),
      candidates: countSchema,
      raters: countSchema,
      reading: z.enum(agreementReadings),
    })
    .nullable(),
  raters: z.array(raterDifferenceSchema),
});
export type CompetencyCalibration = z.infer<typeof competencyCalibrationSchema>;

export const calibrationSchema = z.object({ competencies: z.array(competencyCalibrationSchema) });

/** The period a workspace's insights cover: the invitations created, the interviews completed and the scorecards submitted in [from, to). */
const insightsPeriodSchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'From must be a date and time' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'To must be a date and time' }).optional(),
  })
  .refine(({ from, to }) => !from || !to || Date.parse(from) < Date.parse(to), {
    error: 'From must be before To',
    path: ['to'],
  });

const memberPaceSchema = z.object({
  member_id: z.guid(),
  name: z.string(),
  candidates_rated: countSchema,
  decisions: countSchema,
  /** Median seconds from a candidate's completion to this member's submitted scorecard. */
  median_seconds_to_rating: z.number().nonnegative().nullable(),
});
export type MemberPace = z.infer<typeof memberPaceSchema>;

export const workspaceInsightsSchema = z.object({
  funnel: z.array(funnelStepFigureSchema),
  interviews: z.array(
    z.object({ interview_id: z.guid(), title: z.string(), funnel: z.array(funnelStepFigureSchema) }),
  ),
  pace: z.object({
    /** Candidates completed in the period with a submitted scorecard, and with a decision. */
    candidates_rated: countSchema,
    candidates_decided: countSchema,
    median_seconds_to_rating: z.number().nonnegative().nullable(),
    median_seconds_to_decision: z.number().nonnegative().nullable(),
    members: z.array(memberPaceSchema),
  }),
});
export type WorkspaceInsights = z.infer<typeof workspaceInsightsSchema>;

export const insightsApi = {
  interview: defineRoute({
    method: 'GET',
    path: '/interviews/:id/insights',
    params: z.object({ id: z.guid({ error: 'Must be an interview id' }) }),
    response: interviewInsightsSchema,
  }),
  workspace: defineRoute({
    method: 'GET',
    path: '/workspaces/:id/insights',
    params: z.object({ id: z.guid({ error: 'Must be a workspace id' }) }),
    query: insightsPeriodSchema,
    response: workspaceInsightsSchema,
  }),
  calibration: defineRoute({
    method: 'GET',
    path: '/interviews/:id/calibration',
    params: z.object({ id: z.guid({ error: 'Must be an interview id' }) }),
    response: calibrationSchema,
  }),
};
