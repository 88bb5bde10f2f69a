import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { ANON_CALLER } from '../auth.ts';
import type { ApiError } from '../contract/errors.ts';
import type { Health } from '../contract/health.ts';
import { asCaller } from '../db.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    // As anon: proves the pool, the role switch and the claims setting all work.
    await asCaller(ANON_CALLER, (tx) => tx`select 1`);
  } catch (error) {
    console.error('Health check: the database did not answer', error);
    return c.json({ error: 'Database unavailable' } satisfies ApiError, 503);
  }
  return c.json({ status: 'ok' } satisfies Health);
});
