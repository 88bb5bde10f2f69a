// The drafting port: suggested questions and competencies from a job description, asked of the
// same OpenAI-compatible provider as the analysis (openai-client.ts), with structured JSON output
// read leniently and screened for protected characteristics (draft-output.ts).
import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { InterviewDrafts } from '../contract/interview-drafts.ts';
import type { Locale } from '../contract/locale-tags.ts';
import { draftEnvelopeSchema, draftOutputSchema, draftsFromOutput } from './draft-output.ts';
import { draftSystemPrompt, draftUserPrompt } from './draft-prompt.ts';
import { AiError } from './interview-analyst.ts';
import type { OpenAiAnalystOptions } from './openai-analyst.ts';
import { openAiChatOf } from './openai-client.ts';
import { clip, providerFailure } from './provider-failure.ts';

interface DraftingRequest {
  /** Trimmed, as the contract takes it. */
  jobDescription: string;
  /** The interview's language, which the drafts are written in. */
  language?: Locale | undefined;
}

export interface InterviewDrafter {
  /** Named in logs. */
  readonly name: string;
  draft(request: DraftingRequest): Promise<InterviewDrafts>;
}

/** The sentence for any answer of the model that is not a usable draft. */
const UNEXPECTED_DRAFT_MESSAGE = 'The AI service returned drafts in an unexpected format; try again';

/** Reads the model's message as drafts; what is wrong with it goes to the log only. */
function parseDrafts(
  content: string | null | undefined,
  refusal: string | null | undefined,
): InterviewDrafts {
  if (refusal) {
    throw new AiError('invalid_output', 'The AI model declined to draft from this job description', {
      detail: clip(`refusal: ${refusal}`),
    });
  }
  if (!content) throw new AiError('invalid_output', UNEXPECTED_DRAFT_MESSAGE, { detail: 'empty content' });
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw new AiError('invalid_output', UNEXPECTED_DRAFT_MESSAGE, { cause: error, detail: 'not JSON' });
  }
  const parsed = draftEnvelopeSchema.safeParse(json);
  if (!parsed.success) {
    throw new AiError('invalid_output', UNEXPECTED_DRAFT_MESSAGE, {
      cause: parsed.error,
      detail: 'no questions and competencies lists',
    });
  }
  return draftsFromOutput(parsed.data);
}

/** Chat completions with a json_schema response format (structured outputs), as the analysis asks. */
export function createOpenAiDrafter(options: OpenAiAnalystOptions): InterviewDrafter {
  const { client, baseURL, model, timeoutMs } = openAiChatOf(options);
  const responseFormat = zodResponseFormat(draftOutputSchema, 'interview_drafts');
  return {
    name: `openai-compatible (${model} at ${baseURL})`,
    async draft({ jobDescription, language }: DraftingRequest): Promise<InterviewDrafts> {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model,
          messages: [
            { role: 'system', content: draftSystemPrompt(language) },
            { role: 'user', content: draftUserPrompt(jobDescription) },
          ],
          response_format: { type: 'json_schema', json_schema: responseFormat.json_schema },
        });
      } catch (error) {
        throw providerFailure('drafting', error, timeoutMs);
      }
      const message = completion.choices?.[0]?.message;
      return parseDrafts(message?.content, message?.refusal);
    },
  };
}
