import postgres from 'postgres';
import { signAccessToken } from '../../local/stack/auth/access-token.ts';
import { loadSigningKey } from '../../local/stack/signing-key.ts';
import type { StackConfig } from '../../local/stack/config.ts';

export type Role = 'ADMIN' | 'RECRUITER' | 'CANDIDATE';

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  /** A valid access token for this user, as the auth stand-in would issue. */
  accessToken: string;
}

/** A unique suffix so tests seed their own rows on the shared database and never collide. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Creates a confirmed user directly in auth.users (the profile trigger runs), gives them a role as
 * server code would, opens a session in auth.sessions and signs an access token of that session
 * with the stack's key. For tests that need a signed-in caller but are not about signing in.
 */
export async function createTestUser(
  config: StackConfig,
  options: { role?: Role; email?: string; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const role = options.role ?? 'CANDIDATE';
  const email = options.email ?? `${uniqueName(role.toLowerCase())}@test.example.com`;
  const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const metadata = {
      first_name: options.firstName ?? 'Test',
      last_name: options.lastName ?? role.toLowerCase(),
    };
    const [user] = await sql<{ id: string }[]>`
      insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      values (gen_random_uuid(), 'authenticated', 'authenticated', ${email}, now(),
              ${sql.json({ provider: 'email', providers: ['email'] })}, ${sql.json(metadata)}, now(), now())
      returning id`;
    if (!user) throw new Error('auth.users insert returned no row');
    if (role !== 'CANDIDATE') await sql`update public.profiles set role = ${role} where id = ${user.id}`;
    // A real session, as Auth makes at sign-in: the api refuses a token whose session is gone.
    const sessionId = crypto.randomUUID();
    await sql`
      insert into auth.sessions (id, user_id, created_at, updated_at, aal)
      values (${sessionId}, ${user.id}, now(), now(), 'aal1')`;
    const signingKey = await loadSigningKey(config.stateDir);
    const { token } = await signAccessToken(signingKey, config, {
      id: user.id,
      email,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: metadata,
      sessionId,
      method: 'password',
    });
    return { id: user.id, email, role, accessToken: token };
  } finally {
    await sql.end();
  }
}
