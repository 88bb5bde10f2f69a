import OpenAI from 'openai';
import type { OpenAiAnalystOptions } from './openai-analyst.ts';

const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
const DEFAULT_AI_TIMEOUT_MS = 60_000;

/** A client of the configured OpenAI-compatible server, with the chat model and timeout it is used with. */
export interface OpenAiChat {
  client: OpenAI;
  baseURL: string;
  model: string;
  timeoutMs: number;
}

/** One settings reading for every AI call: the analysis and the drafting use the same server and model. */
export function openAiChatOf(options: OpenAiAnalystOptions): OpenAiChat {
  const baseURL = options.baseUrl ?? DEFAULT_OPENAI_BASE_URL;
  const model = options.model ?? DEFAULT_CHAT_MODEL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  // The client never retries: the job queue does for the analysis, the recruiter for a draft.
  const client = new OpenAI({ apiKey: options.apiKey, baseURL, timeout: timeoutMs, maxRetries: 0 });
  return { client, baseURL, model, timeoutMs };
}
