// What a recruiter waiting on an AI call is answered when it fails, and the drafting call without a
// provider. Run by tests/api/function-deno-tests.test.ts.
import { assertEquals } from '../testing/assert.ts';
import { serverEnvOf } from '../testing/server-env.ts';
import { drafterFromEnv, NO_AI_DRAFTING_ERROR } from './ai-from-env.ts';
import { httpErrorOfAiFailure } from './ai-http-error.ts';
import { AiError } from './interview-analyst.ts';

Deno.test('without OPENAI_API_KEY, drafting answers 503 with the sentence naming the variables', async () => {
  const drafter = drafterFromEnv(serverEnvOf({ OPENAI_BASE_URL: 'http://127.0.0.1:1/v1' }).ai);
  assertEquals(drafter.name, 'none');
  let failure: unknown;
  try {
    await drafter.draft({ jobDescription: 'A job' });
  } catch (error) {
    failure = error;
  }
  if (!(failure instanceof AiError)) throw new Error('expected an AiError');
  const answer = httpErrorOfAiFailure(failure);
  assertEquals(
    [answer.status, answer.body()],
    [503, { error: NO_AI_DRAFTING_ERROR, code: 'ai_not_configured' }],
  );
});

Deno.test('a slow provider is 504, an unusable answer or a refusal 502, a 429 keeps its wait', () => {
  const status = (error: AiError) => httpErrorOfAiFailure(error).status;
  assertEquals(status(new AiError('timeout', 'Too slow')), 504);
  assertEquals(status(new AiError('invalid_output', 'Unexpected format')), 502);
  assertEquals(status(new AiError('provider', 'Refused (HTTP 500)')), 502);
  const limited = httpErrorOfAiFailure(
    new AiError('provider', 'Refused (HTTP 429)', { retryAfterSeconds: 1.5 }),
  );
  assertEquals(
    [limited.status, limited.headers, limited.message],
    [429, { 'Retry-After': '2' }, 'Refused (HTTP 429)'],
  );
});
