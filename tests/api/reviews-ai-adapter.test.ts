import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../local/stack/config.ts';
import { OPENAI_TEST_API_KEY, openaiTestServerUrl } from '../support/openai-server.ts';
import { testStackConfig } from '../support/test-stack.ts';

const DENO = resolve(REPO_ROOT, 'node_modules/.bin/deno');

/**
 * The AI port is Deno code, so its tests are Deno tests beside it (supabase/functions/_shared/ai/):
 * the choice of provider from the environment (none → the 503 message naming OPENAI_API_KEY), and
 * the OpenAI-compatible adapter against the local OpenAI-protocol server the test stack runs
 * (structured output parsed; output breaking the schema, not JSON, 429, 500 and a timeout rejected;
 * transcription as multipart).
 */
describe('Deno tests of the AI port', () => {
  it('deno test supabase/functions/_shared/ai/ passes', () => {
    const run = spawnSync(
      DENO,
      [
        'test',
        '--config',
        'supabase/functions/api/deno.json',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--no-prompt',
        'supabase/functions/_shared/ai/',
      ],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        timeout: 120_000,
        env: {
          ...process.env,
          NO_COLOR: '1',
          DENO_NO_UPDATE_CHECK: '1',
          SUPABASE_DB_URL: testStackConfig().databaseUrl,
          OPENAI_TEST_SERVER_URL: openaiTestServerUrl(),
          OPENAI_TEST_API_KEY,
        },
      },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.error, output).toBeUndefined();
    expect(run.status, output).toBe(0);
    expect(output).toMatch(/ok \| \d+ passed \| 0 failed/);
  });
});
