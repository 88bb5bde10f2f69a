import type { BrowserContext } from 'playwright-core';
import type { StackConfig } from '../../../local/stack/config.ts';
import type { TestUser } from '../../support/users.ts';

/** supabase-js's default storage key: `sb-<first label of the API host>-auth-token`. */
export function sessionStorageKey(config: StackConfig): string {
  return `sb-${new URL(config.supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * The session supabase-js stores after `user` signs in. The refresh token is never used: the access
 * token outlives any test.
 */
export function sessionOf(user: TestUser) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: user.accessToken,
    refresh_token: 'unused',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: {
      id: user.id,
      email: user.email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: new Date(now * 1000).toISOString(),
    },
  };
}

/** A script that stores `user`'s session in the site's localStorage, run before the app loads. */
export function sessionInitScript(config: StackConfig, user: TestUser): { content: string } {
  const origin = JSON.stringify(new URL(config.siteUrl).origin);
  return {
    content: `if (location.origin === ${origin}) localStorage.setItem(${JSON.stringify(sessionStorageKey(config))}, ${JSON.stringify(JSON.stringify(sessionOf(user)))});`,
  };
}

/** Signs `user` in for every page of `context` by storing their session before the app loads. */
export async function signInAs(context: BrowserContext, config: StackConfig, user: TestUser): Promise<void> {
  await context.addInitScript(sessionInitScript(config, user));
}
