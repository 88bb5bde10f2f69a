// The benchmark's AI provider: the tests' local server speaking OpenAI's protocol, on the bench
// stack's own port, with its environment set for the worker the stack starts.
import { serve } from '@hono/node-server';
import {
  createOpenAiTestApp,
  OPENAI_TEST_API_KEY,
  OPENAI_TEST_MODEL,
  OPENAI_TEST_TRANSCRIBE_MODEL,
  type RecordedRequest,
} from '../tests/support/openai-server.ts';

export async function startBenchAiServer(port: number): Promise<{ stop(): Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: createOpenAiTestApp(requests).fetch, hostname: '127.0.0.1', port }, () =>
      resolve(started),
    );
  });
  Object.assign(process.env, {
    OPENAI_API_KEY: OPENAI_TEST_API_KEY,
    OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    OPENAI_MODEL: OPENAI_TEST_MODEL,
    OPENAI_TRANSCRIBE_MODEL: OPENAI_TEST_TRANSCRIBE_MODEL,
  });
  return {
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
