import { Hono } from 'hono';
import type { AuthEnv } from '../auth-env.ts';
import { badRequest } from '../auth-errors.ts';
import type { AuthRouteDeps } from '../auth-route-deps.ts';
import { requireUser } from '../authenticate.ts';

/**
 * POST /logout?scope=global|local|others, as GoTrue's Logout: the sessions go (their refresh tokens
 * and amr claims with them, by the foreign keys) and the answer is 204.
 */
export function logoutRoutes({ sql, verify }: AuthRouteDeps): Hono<AuthEnv> {
  return new Hono<AuthEnv>().post('/logout', async (c) => {
    const { user, session } = await requireUser(sql, c.get('caller'), verify);
    const scope = c.req.query('scope') ?? '';
    if (!['', 'global', 'local', 'others'].includes(scope)) {
      throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(scope)}`);
    }
    if (session && scope === 'local') {
      await sql`delete from auth.sessions where id = ${session.id}`;
    } else if (session && scope === 'others') {
      await sql`delete from auth.sessions where user_id = ${user.id} and id <> ${session.id}`;
    } else {
      await sql`delete from auth.sessions where user_id = ${user.id}`;
    }
    return c.body(null, 204);
  });
}
