import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../local/stack/config.ts';

const DENO = resolve(REPO_ROOT, 'node_modules/.bin/deno');

/**
 * How a resume view is identified (salted viewer and network keys, the client address header, the
 * trusted country header) is Deno code, tested by Deno tests beside it
 * (supabase/functions/_shared/resume-views/*.test.ts); this runs them so `npm test` does too.
 */
describe('Deno tests of the resume viewer identity', () => {
  it('deno test supabase/functions/_shared/resume-views/ passes', () => {
    const run = spawnSync(
      DENO,
      [
        'test',
        '--config',
        'supabase/functions/api/deno.json',
        '--no-prompt',
        'supabase/functions/_shared/resume-views/',
      ],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
      },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.error, output).toBeUndefined();
    expect(run.status, output).toBe(0);
    expect(output).toMatch(/ok \| \d+ passed \| 0 failed/);
  });
});
