// A worker's context for tests that run a task in the test process (to steer its attempts or its
// failures): the test stack's database, as the worker's own role, and Storage, and no AI or mail provider unless `env` names one.
import { roleUrl } from '../../local/db/database-url.ts';
import { createWorkerContext, type WorkerContext } from '../../worker/context.ts';
import { readWorkerEnv } from '../../worker/env.ts';
import { config } from './interview-fixtures.ts';

export function testWorkerContext(env: Record<string, string> = {}): WorkerContext {
  return createWorkerContext(
    readWorkerEnv({
      DATABASE_URL: roleUrl(config.databaseUrl, 'job_worker'),
      SUPABASE_URL: config.supabaseUrl,
      SUPABASE_SECRET_KEY: config.secretKey,
      SITE_URL: config.siteUrl,
      // As the stack's own worker: the tests' webhook receivers listen on this machine.
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      ...env,
    }),
  );
}
