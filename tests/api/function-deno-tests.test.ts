import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../local/stack/config.ts';
import { DENO, functionEnv } from '../support/deno.ts';
import { OPENAI_TEST_API_KEY, openaiTestServerUrl } from '../support/openai-server.ts';

/**
 * The api function's own code is tested by Deno tests beside it (`*.test.ts`, Deno.test) under
 * supabase/functions/_shared/; this runs every one of them, so `npm test` does too, a new one included.
 * Among them: the mail adapters against a local server speaking Resend's API and the invitation
 * services against this test database; the AI port's provider choice (none → the 503 naming
 * OPENAI_API_KEY) and its OpenAI-compatible adapter against the stack's local OpenAI-protocol
 * server; the salted viewer keys of resume views and the trusted headers.
 */
describe('Deno tests of the api function', () => {
  it('deno test supabase/functions/_shared/ passes', () => {
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
        'supabase/functions/_shared/',
      ],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        timeout: 180_000,
        env: functionEnv({ OPENAI_TEST_SERVER_URL: openaiTestServerUrl(), OPENAI_TEST_API_KEY }),
      },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.error, output).toBeUndefined();
    expect(run.status, output).toBe(0);
    expect(output).toMatch(/ok \| \d+ passed \| 0 failed/);
  }, 200_000);
});
