// The checks that keep the assistant's evidence honest: a quote counts only when it is in the
// answer word for word (whitespace, case and typographic quotes aside), and a competency keeps its
// score only on a verified quote.
import { describe, expect, it } from 'vitest';
import {
  analysisOutputSchema,
  insightsFromOutput,
  insufficientInsights,
  type AnalysisOutput,
} from '#backend/ai/analysis-output';
import type { AnswerToAnalyse } from '#backend/ai/interview-analyst';
import { isTooShortToJudge, verifiedQuotes, wordCount } from '#backend/ai/quote-verification';
import { aiInsightsSchema } from '#contract/reviews';

const said =
  'I  led the move of our checkout\nto a new payment provider. We didn\u2019t lose a single order.';

describe('verifiedQuotes', () => {
  it('keeps a quote found verbatim, whatever its spacing, case and quote marks', () => {
    expect(verifiedQuotes(['i led the MOVE of our   checkout to a new'], said)).toEqual([
      'i led the MOVE of our   checkout to a new',
    ]);
    expect(verifiedQuotes(["We didn't lose a single order"], said)).toEqual([
      "We didn't lose a single order",
    ]);
    expect(verifiedQuotes(['\u201CWe didn\u2019t lose a single order.\u201D'], said)).toHaveLength(1);
  });

  it('drops a quote that is not in the answer, a paraphrase, and an empty one', () => {
    expect(
      verifiedQuotes(
        ['I tripled the revenue', 'I moved our checkout to a new payment provider', '', '  ""  '],
        said,
      ),
    ).toEqual([]);
  });

  it('keeps each quote once', () => {
    expect(verifiedQuotes(['we didn’t lose', "We didn't lose"], said)).toEqual(['we didn’t lose']);
  });
});

describe('too short to judge', () => {
  it('counts words, not spaces or punctuation', () => {
    expect(wordCount('  ')).toBe(0);
    expect(wordCount("Yes. I don't know - maybe!")).toBe(5);
  });

  it('a blank answer and one under five words are too short; five words are not', () => {
    expect(isTooShortToJudge('')).toBe(true);
    expect(isTooShortToJudge(' \n ')).toBe(true);
    expect(isTooShortToJudge('I am not sure.')).toBe(true);
    expect(isTooShortToJudge('Measure first, then split bundles.')).toBe(false);
  });
});

const competency = (id: string, name: string) => ({
  id,
  name,
  description: '',
  anchors: ['1', '2', '3', '4', '5'],
});
const answer: AnswerToAnalyse = {
  interviewTitle: 'T',
  question: 'Q',
  format: 'TEXT',
  answer: said,
  competencies: [
    competency('55555555-5555-4555-8555-555555555551', 'Ownership'),
    competency('55555555-5555-4555-8555-555555555552', 'Collaboration'),
    competency('55555555-5555-4555-8555-555555555553', 'Craft'),
  ],
  language: 'en',
  proseLanguage: 'en',
};
const output = (overrides: Partial<AnalysisOutput> = {}): AnalysisOutput =>
  analysisOutputSchema.parse({
    insufficient_evidence: false,
    score: 77.6,
    summary: 'S',
    strengths: [],
    concerns: [],
    communication_quality: 'C',
    technical_competency: null,
    cultural_fit: ' ',
    recommendations: [],
    talking_points: [],
    competencies: [
      {
        index: 1,
        score: 4,
        insufficient_evidence: false,
        evidence: ['led the move', 'I invented Rust'],
        rationale: 'R1',
      },
      { index: 2, score: 5, insufficient_evidence: false, evidence: ['I invented Rust'], rationale: 'R2' },
      { index: 3, score: null, insufficient_evidence: true, evidence: ['led the move'], rationale: 'R3' },
    ],
    heard_language: 'en',
    ...overrides,
  });

describe('insightsFromOutput', () => {
  it('stores verified quotes only; a competency left without one has no score and no rationale', () => {
    const insights = insightsFromOutput(output(), answer);
    expect(insights.score).toBe(78);
    expect(insights).not.toHaveProperty('cultural_fit');
    expect(insights.competencies).toEqual([
      {
        competency_id: answer.competencies[0]?.id,
        name: 'Ownership',
        score: 4,
        insufficient_evidence: false,
        evidence: ['led the move'],
        rationale: 'R1',
      },
      {
        competency_id: answer.competencies[1]?.id,
        name: 'Collaboration',
        score: null,
        insufficient_evidence: false,
        evidence: [],
        rationale: '',
      },
      {
        competency_id: answer.competencies[2]?.id,
        name: 'Craft',
        score: null,
        insufficient_evidence: true,
        evidence: [],
        rationale: 'R3',
      },
    ]);
    expect(JSON.stringify(insights)).not.toContain('I invented Rust');
    expect(aiInsightsSchema.parse(insights)).toEqual(insights);
  });

  it('an answer the model finds too unclear has no score, and no competency score either', () => {
    const insights = insightsFromOutput(output({ insufficient_evidence: true }), answer);
    expect(insights).toMatchObject({ score: null, insufficient_evidence: true });
    expect(insights.competencies.every((c) => c.score === null && c.insufficient_evidence)).toBe(true);
  });

  it('a competency the model left out has no verified evidence', () => {
    const insights = insightsFromOutput(output({ competencies: [] }), answer);
    expect(insights.competencies.map((c) => [c.score, c.insufficient_evidence])).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
  });

  it('an answer too short to judge is stored as insufficient evidence, every competency too', () => {
    const insights = insufficientInsights({ ...answer, answer: 'Not sure.' });
    expect(aiInsightsSchema.parse(insights)).toMatchObject({ score: null, insufficient_evidence: true });
    expect(insights.competencies).toHaveLength(3);
    expect(insights.competencies.every((c) => c.insufficient_evidence && c.score === null)).toBe(true);
  });

  it('an analysis stored before scorecards still parses, as scored with no competencies', () => {
    const old = {
      score: 70,
      summary: 'S',
      strengths: [],
      concerns: [],
      communication_quality: 'C',
      recommendations: [],
    };
    expect(aiInsightsSchema.parse(old)).toMatchObject({
      score: 70,
      insufficient_evidence: false,
      competencies: [],
    });
  });
});
