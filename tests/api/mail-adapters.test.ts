import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../local/stack/config.ts';
import { testStackConfig } from '../support/test-stack.ts';

const DENO = resolve(REPO_ROOT, 'node_modules/.bin/deno');

/**
 * The mail adapters and the invitation services are Deno code, so their tests are Deno tests
 * (`*.test.ts` beside them, Deno.test). This runs them under Deno, so `npm test` does too:
 *   - supabase/functions/_shared/mail/: the Resend and mail-viewer adapters against a local server
 *     speaking Resend's API (sent, testing-only 403 → test mode, 500 → failed, timeout → failed),
 *     the provider choice and test mode, the e-mail template;
 *   - supabase/functions/_shared/invitations/: creating and resending an invitation against this
 *     test database with injected senders that fail, throw or hit test mode.
 */
function denoTest(directory: string) {
  return spawnSync(
    DENO,
    [
      'test',
      '--config',
      'supabase/functions/api/deno.json',
      '--allow-net',
      '--allow-env',
      '--no-prompt',
      directory,
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
      },
    },
  );
}

describe('Deno tests of the mail port and the invitation services', () => {
  it.each(['supabase/functions/_shared/mail/', 'supabase/functions/_shared/invitations/'])(
    'deno test %s passes',
    (directory) => {
      const run = denoTest(directory);
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.error, output).toBeUndefined();
      expect(run.status, output).toBe(0);
      expect(output).toMatch(/ok \| \d+ passed \| 0 failed/);
    },
  );
});
