import { z } from 'zod';
import type { AiCompetency, AiInsights } from '../contract/reviews.ts';
import type { AnswerToAnalyse, CompetencyToJudge } from './interview-analyst.ts';
import { verifiedQuotes } from './quote-verification.ts';

/** The model's view of one competency, named by its `index` in the user message's list. */
const competencyOutputSchema = z.object({
  index: z.number().int(),
  score: z.number().int().min(1).max(5).nullable(),
  insufficient_evidence: z.boolean(),
  evidence: z.array(z.string()),
  rationale: z.string(),
});
type CompetencyOutput = z.infer<typeof competencyOutputSchema>;

/** A BCP 47 tag (es, pt-BR) or an ISO 639-1 code: a language subtag and any further subtags. */
const HEARD_LANGUAGE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/** The tag as Intl writes it (PT-br → pt-BR), or as given when Intl does not know it. */
function canonicalLanguageTag(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? tag;
  } catch {
    return tag;
  }
}

/**
 * What the model must answer, as a strict structured-output schema: every field required (strict
 * mode allows no optional ones), so technical_competency and cultural_fit are null when the answer
 * gives no evidence, and score is null when it is too short or unclear to judge
 * (insufficient_evidence). Checked again here, whatever the provider promises.
 */
export const analysisOutputSchema = z.object({
  insufficient_evidence: z.boolean(),
  score: z.number().min(0).max(100).nullable(),
  summary: z.string().min(1),
  strengths: z.array(z.string()),
  concerns: z.array(z.string()),
  communication_quality: z.string().min(1),
  technical_competency: z.string().nullable(),
  cultural_fit: z.string().nullable(),
  recommendations: z.array(z.string()),
  talking_points: z.array(z.string()),
  competencies: z.array(competencyOutputSchema),
  /** The language the model heard the answer in; null when no words were said. */
  heard_language: z.string().regex(HEARD_LANGUAGE_PATTERN).nullable(),
});
export type AnalysisOutput = z.infer<typeof analysisOutputSchema>;

/**
 * One competency as stored: only quotes found in the answer are kept (a model may invent one), and
 * a score stands only on at least one of them; otherwise it is null, shown as "no verified
 * evidence", or "Insufficient evidence" when the model (or the whole answer) said so.
 */
function competencyOf(
  competency: CompetencyToJudge,
  output: CompetencyOutput | undefined,
  said: string,
  answerInsufficient: boolean,
): AiCompetency {
  const named = { competency_id: competency.id, name: competency.name };
  if (answerInsufficient || output?.insufficient_evidence || output?.score === null) {
    const rationale = answerInsufficient ? '' : (output?.rationale ?? '');
    return { ...named, score: null, insufficient_evidence: true, evidence: [], rationale };
  }
  const evidence = verifiedQuotes(output?.evidence ?? [], said);
  if (output === undefined || evidence.length === 0) {
    return { ...named, score: null, insufficient_evidence: false, evidence: [], rationale: '' };
  }
  return {
    ...named,
    score: output.score,
    insufficient_evidence: false,
    evidence,
    rationale: output.rationale,
  };
}

/** The stored ai_insights: a whole score, the optional parts left out rather than null, quotes verified. */
export function insightsFromOutput(output: AnalysisOutput, answer: AnswerToAnalyse): AiInsights {
  const {
    technical_competency: technical,
    cultural_fit: culture,
    competencies,
    heard_language: heard,
    ...rest
  } = output;
  const insufficient = output.insufficient_evidence || output.score === null;
  return {
    ...rest,
    heard_language: heard === null ? null : canonicalLanguageTag(heard),
    insufficient_evidence: insufficient,
    score: output.score === null || insufficient ? null : Math.round(output.score),
    ...(technical?.trim() ? { technical_competency: technical } : {}),
    ...(culture?.trim() ? { cultural_fit: culture } : {}),
    competencies: answer.competencies.map((competency, index) =>
      competencyOf(
        competency,
        competencies.find((c) => c.index === index + 1),
        answer.answer,
        insufficient,
      ),
    ),
  };
}

/** The analysis of an answer too short to judge, made without asking the model. */
export function insufficientInsights(answer: AnswerToAnalyse): AiInsights {
  return {
    insufficient_evidence: true,
    score: null,
    summary: 'The answer is too short to judge.',
    strengths: [],
    concerns: [],
    communication_quality: 'Too little was said to judge.',
    recommendations: ['Ask the candidate about this question in a follow-up interview.'],
    talking_points: [],
    competencies: answer.competencies.map((c) => competencyOf(c, undefined, answer.answer, true)),
    // No model heard it.
    heard_language: null,
  };
}
