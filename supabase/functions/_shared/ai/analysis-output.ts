import { z } from 'zod';
import type { AiInsights } from '../contract/reviews.ts';

/**
 * What the model must answer, as a strict structured-output schema: every field required (strict
 * mode allows no optional ones), so technical_competency and cultural_fit are null when the answer
 * gives no evidence. Checked again here, whatever the provider promises.
 */
export const analysisOutputSchema = z.object({
  score: z.number().min(0).max(100),
  summary: z.string().min(1),
  strengths: z.array(z.string()),
  concerns: z.array(z.string()),
  communication_quality: z.string().min(1),
  technical_competency: z.string().nullable(),
  cultural_fit: z.string().nullable(),
  recommendations: z.array(z.string()),
  talking_points: z.array(z.string()),
});
export type AnalysisOutput = z.infer<typeof analysisOutputSchema>;

/** The stored ai_insights: a whole score, and the optional parts left out rather than null. */
export function insightsFromOutput(output: AnalysisOutput): AiInsights {
  const { technical_competency: technical, cultural_fit: culture, ...rest } = output;
  return {
    ...rest,
    score: Math.round(output.score),
    ...(technical?.trim() ? { technical_competency: technical } : {}),
    ...(culture?.trim() ? { cultural_fit: culture } : {}),
  };
}
