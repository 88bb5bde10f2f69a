// Which analyst the environment picks. Run by tests/api/function-deno-tests.test.ts.
import { assertEquals, assertMatch } from '../testing/assert.ts';
import { serverEnvOf } from '../testing/server-env.ts';
import { analystFromEnv, assertConfigured, NO_AI_PROVIDER_ERROR } from './ai-from-env.ts';
import { AiError } from './interview-analyst.ts';

const env = (values: Record<string, string>) => serverEnvOf(values).ai;

async function failureOf(work: () => unknown): Promise<AiError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof AiError) return error;
    throw error;
  }
  throw new Error('expected an AiError');
}

Deno.test(
  'without OPENAI_API_KEY nothing is configured, and every call says which variable to set',
  async () => {
    const analyst = analystFromEnv(env({ OPENAI_BASE_URL: 'http://127.0.0.1:1/v1', OPENAI_MODEL: 'm' }));
    assertEquals(analyst.name, 'none');
    for (const failure of [
      await failureOf(() => assertConfigured(analyst)),
      await failureOf(() =>
        analyst.analyse({
          interviewTitle: 'T',
          question: 'Q',
          format: 'TEXT',
          answer: 'A',
          competencies: [],
          language: 'en',
          proseLanguage: 'en',
        }),
      ),
      await failureOf(() =>
        analyst.transcribe({ bytes: new Uint8Array([1]), fileName: 'a.webm', contentType: 'video/webm' }),
      ),
    ]) {
      assertEquals(failure.failure, 'not_configured');
      assertEquals(failure.message, NO_AI_PROVIDER_ERROR);
    }
    assertMatch(NO_AI_PROVIDER_ERROR, /set OPENAI_API_KEY/);
  },
);

Deno.test('a blank OPENAI_API_KEY counts as unset', () => {
  assertEquals(analystFromEnv(env({ OPENAI_API_KEY: '   ' })).name, 'none');
});

Deno.test('OPENAI_API_KEY picks the OpenAI-compatible adapter with the configured server and models', () => {
  const analyst = analystFromEnv(
    env({
      OPENAI_API_KEY: 'sk-x',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3.1',
      OPENAI_TRANSCRIBE_MODEL: 'whisper-large-v3',
    }),
  );
  assertEquals(analyst.name, 'openai-compatible (llama3.1, whisper-large-v3 at http://127.0.0.1:11434/v1)');
  assertConfigured(analyst);
});

Deno.test('without OPENAI_BASE_URL and the models, OpenAI and its default models are used', () => {
  assertEquals(
    analystFromEnv(env({ OPENAI_API_KEY: 'sk-x' })).name,
    'openai-compatible (gpt-4o-mini, whisper-1 at https://api.openai.com/v1)',
  );
});
