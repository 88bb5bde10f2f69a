import { z } from 'zod';
import { interviewLimits } from '../contract/interviews.ts';
import {
  draftResponseFormatSchema,
  interviewDraftLimits,
  type DraftCompetency,
  type DraftQuestion,
  type InterviewDrafts,
} from '../contract/interview-drafts.ts';
import { scorecardLimits } from '../contract/scorecards.ts';
import { touchesProtectedCharacteristic } from './protected-characteristics.ts';

/**
 * What the model is asked for, as a strict structured-output schema (every field required). The
 * limits are in the prompt rather than here: the answer is read leniently (draftsFromOutput), so
 * one suggestion out of range costs that suggestion, not the whole draft.
 */
export const draftOutputSchema = z.object({
  questions: z.array(
    z.object({
      text: z.string(),
      response_format: draftResponseFormatSchema,
      time_limit_seconds: z.number().int(),
      thinking_seconds: z.number().int(),
    }),
  ),
  competencies: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      anchors: z.array(z.string()),
    }),
  ),
});

/** The least the answer must be to be read at all: two lists. */
export const draftEnvelopeSchema = z.object({
  questions: z.array(z.unknown()),
  competencies: z.array(z.unknown()),
});
type DraftEnvelope = z.infer<typeof draftEnvelopeSchema>;

const looseQuestionSchema = z.object({
  text: z.string(),
  response_format: z.unknown(),
  time_limit_seconds: z.unknown(),
  thinking_seconds: z.unknown(),
});

const looseCompetencySchema = z.object({
  name: z.string(),
  description: z.unknown(),
  anchors: z.array(z.unknown()),
});

/** A whole number of seconds within [min, max]; `fallback` for anything that is no number. */
function seconds(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(Math.max(Math.round(value), min), max);
}

/**
 * A suggested question within the form's limits: the format and times are clamped (an unknown
 * format is VIDEO, a missing time the default); a blank or too long text is dropped (undefined),
 * as cutting it would change the question.
 */
export function draftQuestionOf(item: unknown): DraftQuestion | undefined {
  const parsed = looseQuestionSchema.safeParse(item);
  if (!parsed.success) return undefined;
  const text = parsed.data.text.trim();
  if (text === '' || text.length > interviewLimits.questionTextMaxLength) return undefined;
  const format = draftResponseFormatSchema.safeParse(
    typeof parsed.data.response_format === 'string' ? parsed.data.response_format.toUpperCase() : undefined,
  );
  return {
    text,
    response_format: format.data ?? interviewLimits.defaultResponseFormat,
    time_limit_seconds: seconds(
      parsed.data.time_limit_seconds,
      interviewLimits.timeLimitMinSeconds,
      interviewLimits.timeLimitMaxSeconds,
      interviewLimits.defaultTimeLimitSeconds,
    ),
    thinking_seconds: seconds(
      parsed.data.thinking_seconds,
      0,
      interviewLimits.thinkingMaxSeconds,
      interviewLimits.defaultThinkingSeconds,
    ),
  };
}

/**
 * A suggested competency within the scorecard's limits, or undefined (dropped): a blank or too
 * long name, a too long description, or anything but five non-blank anchors within their length.
 */
export function draftCompetencyOf(item: unknown): DraftCompetency | undefined {
  const parsed = looseCompetencySchema.safeParse(item);
  if (!parsed.success) return undefined;
  const name = parsed.data.name.trim();
  const description = typeof parsed.data.description === 'string' ? parsed.data.description.trim() : '';
  const anchors = parsed.data.anchors.map((anchor) => (typeof anchor === 'string' ? anchor.trim() : ''));
  const fits =
    name !== '' &&
    name.length <= scorecardLimits.nameMaxLength &&
    description.length <= scorecardLimits.descriptionMaxLength &&
    anchors.length === scorecardLimits.levels &&
    anchors.every((anchor) => anchor !== '' && anchor.length <= scorecardLimits.anchorMaxLength);
  return fits ? { name, description, anchors } : undefined;
}

/** Every text of a suggestion (its question, or its name, description and anchors), for the screen. */
function wordsOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (Array.isArray(item)) return item.map(wordsOf).join('\n');
  if (typeof item === 'object' && item !== null) return Object.values(item).map(wordsOf).join('\n');
  return '';
}

/** The suggestions in order, each once (by `key`, case-insensitive), up to `max`. */
function firstUnique<T>(items: T[], key: (item: T) => string, max: number): T[] {
  const seen = new Set<string>();
  return items
    .filter((item) => {
      const name = key(item).toLowerCase();
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    })
    .slice(0, max);
}

/**
 * The drafts sent to the recruiter: a suggestion touching a protected characteristic is left out
 * and counted in `removed`; one outside the limits is fixed or dropped (draftQuestionOf,
 * draftCompetencyOf); repeats and those past the maximum are dropped.
 */
export function draftsFromOutput(output: DraftEnvelope): InterviewDrafts {
  let removed = 0;
  const screened = (items: unknown[]) =>
    items.filter((item) => {
      const touches = touchesProtectedCharacteristic(wordsOf(item));
      if (touches) removed += 1;
      return !touches;
    });
  const questions = screened(output.questions).flatMap((item) => draftQuestionOf(item) ?? []);
  const competencies = screened(output.competencies).flatMap((item) => draftCompetencyOf(item) ?? []);
  return {
    questions: firstUnique(questions, (question) => question.text, interviewDraftLimits.maxQuestions),
    competencies: firstUnique(
      competencies,
      (competency) => competency.name,
      interviewDraftLimits.maxCompetencies,
    ),
    removed,
  };
}
