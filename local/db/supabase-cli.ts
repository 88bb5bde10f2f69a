import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const SUPABASE = resolve(REPO_ROOT, 'node_modules/.bin/supabase');

/**
 * config.toml's [auth.hook.send_email] reads its secret from SEND_EMAIL_HOOK_SECRET, and the CLI
 * refuses the whole file without a well-formed one, even for the database commands run here, which
 * never use it: this stands in when the variable is unset. Never a real hook's secret.
 */
const DATABASE_COMMANDS_HOOK_SECRET = `v1,whsec_${Buffer.from('database commands only: no Auth hook uses this').toString('base64')}`;

/** Runs the Supabase CLI from node_modules in the repo root; throws with its output on failure. */
export function supabase(args: string[], options: { quiet?: boolean } = {}): string {
  const result = spawnSync(SUPABASE, args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      SEND_EMAIL_HOOK_SECRET: process.env.SEND_EMAIL_HOOK_SECRET || DATABASE_COMMANDS_HOOK_SECRET,
      SUPABASE_YES: '1',
      DO_NOT_TRACK: '1',
      SUPABASE_TELEMETRY_DISABLED: '1',
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new Error(`supabase ${args[0]} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(
      `supabase ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  if (!options.quiet && result.stderr.trim()) process.stderr.write(result.stderr);
  return result.stdout;
}
