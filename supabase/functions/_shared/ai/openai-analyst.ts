import OpenAI, { toFile } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { AiInsights } from '../contract/reviews.ts';
import { analysisOutputSchema, insightsFromOutput } from './analysis-output.ts';
import { analysisSystemPrompt, analysisUserPrompt } from './analysis-prompt.ts';
import {
  AiError,
  type AnswerToAnalyse,
  type InterviewAnalyst,
  type MediaFile,
  type Transcript,
} from './interview-analyst.ts';
import { transcriptionLanguageOf } from '../contract/locales.ts';
import { openAiChatOf } from './openai-client.ts';
import { clip, providerFailure } from './provider-failure.ts';
import { transcriptSegmentsOf } from './transcript-segments.ts';

const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1';

export interface OpenAiAnalystOptions {
  apiKey: string;
  /** Any server speaking OpenAI's API: OpenAI, Ollama or vLLM (…/v1), a Whisper-compatible server. */
  baseUrl?: string;
  model?: string;
  transcribeModel?: string;
  /** Per call. The client never retries: the job queue does, with backoff (worker/tasks). */
  timeoutMs?: number;
}

/** The sentence for any answer of the model that is not a usable analysis. */
export const UNEXPECTED_ANALYSIS_MESSAGE =
  'The AI service returned an analysis in an unexpected format; try again';

/** Reads the model's message as the analysis; what is wrong with it goes to the log only. */
function parseAnalysis(
  answer: AnswerToAnalyse,
  content: string | null | undefined,
  refusal: string | null | undefined,
): AiInsights {
  if (refusal) {
    throw new AiError('invalid_output', 'The AI model declined to analyse this answer; try again', {
      detail: clip(`refusal: ${refusal}`),
    });
  }
  if (!content) throw new AiError('invalid_output', UNEXPECTED_ANALYSIS_MESSAGE, { detail: 'empty content' });
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw new AiError('invalid_output', UNEXPECTED_ANALYSIS_MESSAGE, { cause: error, detail: 'not JSON' });
  }
  const parsed = analysisOutputSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new AiError('invalid_output', UNEXPECTED_ANALYSIS_MESSAGE, {
      cause: parsed.error,
      detail: clip(`off the schema: ${where}${issue?.message ?? 'invalid'}`),
    });
  }
  return insightsFromOutput(parsed.data, answer);
}

/**
 * The one adapter: chat completions with a json_schema response format (structured outputs) for
 * the analysis, and audio/transcriptions (the Whisper protocol, verbose_json with segments, told
 * the interview's language) for recordings.
 */
export function createOpenAiAnalyst(options: OpenAiAnalystOptions): InterviewAnalyst {
  const { client, baseURL, model, timeoutMs } = openAiChatOf(options);
  const transcribeModel = options.transcribeModel ?? DEFAULT_TRANSCRIBE_MODEL;
  const responseFormat = zodResponseFormat(analysisOutputSchema, 'interview_answer_analysis');

  return {
    name: `openai-compatible (${model}, ${transcribeModel} at ${baseURL})`,

    async transcribe(media: MediaFile): Promise<Transcript> {
      try {
        const file = await toFile(media.bytes, media.fileName, { type: media.contentType });
        const result = await client.audio.transcriptions.create({
          file,
          model: transcribeModel,
          response_format: 'verbose_json',
          timestamp_granularities: ['segment'],
          // ISO-639-1, as the API asks: told the language, the model no longer guesses it.
          ...(media.language ? { language: transcriptionLanguageOf(media.language) } : {}),
        });
        if (typeof result.text !== 'string') {
          throw new AiError('invalid_output', 'The transcription service returned no text');
        }
        return { text: result.text.trim(), segments: transcriptSegmentsOf(result.segments) };
      } catch (error) {
        throw providerFailure('transcription', error, timeoutMs);
      }
    },

    async analyse(answer: AnswerToAnalyse): Promise<AiInsights> {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model,
          messages: [
            { role: 'system', content: analysisSystemPrompt(answer) },
            { role: 'user', content: analysisUserPrompt(answer) },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: responseFormat.json_schema,
          },
        });
      } catch (error) {
        throw providerFailure('analysis', error, timeoutMs);
      }
      const message = completion.choices?.[0]?.message;
      return parseAnalysis(answer, message?.content, message?.refusal);
    },
  };
}
