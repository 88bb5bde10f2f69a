// The interview's language on its way to the AI (issue #36): the locale a transcription is told
// (ISO-639-1), the languages the analysis prompt names (quotes in the answer's, prose in the
// workspace's), and the language the model heard, checked and stored with the analysis.
import { describe, expect, it } from 'vitest';
import { analysisOutputSchema, insightsFromOutput, insufficientInsights } from '#backend/ai/analysis-output';
import {
  analysisLanguagePrompt,
  analysisSystemPrompt,
  ANALYSIS_SYSTEM_PROMPT,
} from '#backend/ai/analysis-prompt';
import type { AnswerToAnalyse } from '#backend/ai/interview-analyst';
import { SUPPORTED_LOCALES } from '#contract/locale-tags';
import { transcriptionLanguageOf } from '#contract/locales';
import { aiInsightsSchema } from '#contract/reviews';

const answer: AnswerToAnalyse = {
  interviewTitle: 'T',
  question: 'Q',
  format: 'TEXT',
  answer: 'Dirigí la migración del pago a un nuevo proveedor sin perder un pedido.',
  competencies: [],
  language: 'es',
  proseLanguage: 'de',
};

const output = {
  insufficient_evidence: false,
  score: 70,
  summary: 'S',
  strengths: [],
  concerns: [],
  communication_quality: 'C',
  technical_competency: null,
  cultural_fit: null,
  recommendations: [],
  talking_points: [],
  competencies: [],
  heard_language: 'es',
};

describe('transcriptionLanguageOf', () => {
  it('gives each supported locale as the ISO-639-1 code the transcription API takes', () => {
    expect(Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, transcriptionLanguageOf(l)]))).toEqual({
      en: 'en',
      es: 'es',
      fr: 'fr',
      de: 'de',
      'pt-BR': 'pt',
      ar: 'ar',
    });
  });
});

describe('the analysis prompt', () => {
  it("names the answer's language for quotes and the workspace's for the prose, after the instructions", () => {
    const languages = analysisLanguagePrompt(answer);
    expect(languages).toContain('the interview is held in Spanish (es)');
    expect(languages).toMatch(/evidence quote verbatim in the language of the answer; never translate/);
    expect(languages).toMatch(/Write summary, .* every rationale in German \(de\)/);
    expect(analysisSystemPrompt(answer)).toBe(`${ANALYSIS_SYSTEM_PROMPT}\n\n${languages}`);
    expect(ANALYSIS_SYSTEM_PROMPT).toMatch(/heard_language: the language the candidate actually answered in/);
  });
});

describe('heard_language', () => {
  it('is required of the model as a language tag or null, and anything else is refused', () => {
    expect(analysisOutputSchema.parse(output).heard_language).toBe('es');
    expect(analysisOutputSchema.parse({ ...output, heard_language: null }).heard_language).toBeNull();
    for (const wrong of ['Spanish', 'e', 'es_ES', '', 42]) {
      expect(analysisOutputSchema.safeParse({ ...output, heard_language: wrong }).success).toBe(false);
    }
    const { heard_language: _, ...without } = output;
    expect(analysisOutputSchema.safeParse(without).success).toBe(false);
  });

  it('is stored with the analysis in its canonical case, and null when no model heard the answer', () => {
    const heard = insightsFromOutput(
      analysisOutputSchema.parse({ ...output, heard_language: 'PT-br' }),
      answer,
    );
    expect(heard.heard_language).toBe('pt-BR');
    expect(aiInsightsSchema.parse(heard).heard_language).toBe('pt-BR');
    expect(insufficientInsights(answer).heard_language).toBeNull();
  });

  it('reads as null from an analysis stored before languages were heard', () => {
    const { heard_language: _, ...stored } = insightsFromOutput(analysisOutputSchema.parse(output), answer);
    expect(aiInsightsSchema.parse(stored).heard_language).toBeNull();
  });
});
