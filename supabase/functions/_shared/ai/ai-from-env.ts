import { AiError, type InterviewAnalyst } from './interview-analyst.ts';
import { createOpenAiDrafter, type InterviewDrafter } from './interview-drafter.ts';
import { createOpenAiAnalyst, type OpenAiAnalystOptions } from './openai-analyst.ts';

export const NO_AI_PROVIDER_ERROR =
  'AI analysis is not configured: set OPENAI_API_KEY (and OPENAI_BASE_URL for a server other than OpenAI)';

/** The same sentence for drafting from a job description (issue #37). */
export const NO_AI_DRAFTING_ERROR =
  'Drafting with AI is not configured: set OPENAI_API_KEY (and OPENAI_BASE_URL for a server other than OpenAI)';

/** The AI settings of the environment (env.ts); without an API key, no provider. */
export type AiSettings = Partial<OpenAiAnalystOptions>;

const unconfigured: InterviewAnalyst = {
  name: 'none',
  transcribe: () => Promise.reject(new AiError('not_configured', NO_AI_PROVIDER_ERROR)),
  analyse: () => Promise.reject(new AiError('not_configured', NO_AI_PROVIDER_ERROR)),
};

/** False for the stand-in used when no provider is configured. */
export function isConfigured(analyst: InterviewAnalyst): boolean {
  return analyst !== unconfigured;
}

/** Throws the not_configured AiError without a provider, so no media is downloaded in vain. */
export function assertConfigured(analyst: InterviewAnalyst): void {
  if (analyst === unconfigured) throw new AiError('not_configured', NO_AI_PROVIDER_ERROR);
}

/**
 * Which provider analyses answers:
 *   OPENAI_API_KEY set → any OpenAI-compatible API: OPENAI_BASE_URL (default OpenAI's),
 *                        OPENAI_MODEL (default gpt-4o-mini), OPENAI_TRANSCRIBE_MODEL (default
 *                        whisper-1), OPENAI_TIMEOUT_SECONDS per attempt (default 60);
 *   else               → none: every call fails with NO_AI_PROVIDER_ERROR (the route answers 503).
 * A self-hosted server that checks no key (Ollama) still needs some OPENAI_API_KEY, as OpenAI's
 * own clients do.
 */
export function analystFromEnv({ apiKey, ...options }: AiSettings): InterviewAnalyst {
  return apiKey ? createOpenAiAnalyst({ apiKey, ...options }) : unconfigured;
}

/** Who drafts interviews from a job description: the same provider as the analysis, or none (503). */
export function drafterFromEnv({ apiKey, ...options }: AiSettings): InterviewDrafter {
  if (apiKey) return createOpenAiDrafter({ apiKey, ...options });
  return {
    name: 'none',
    draft: () => Promise.reject(new AiError('not_configured', NO_AI_DRAFTING_ERROR)),
  };
}
