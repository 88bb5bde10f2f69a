import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';
import postgres from 'postgres';
import { testStackConfig } from '../support/test-stack.ts';
import { uniqueName } from '../support/users.ts';

export const config = testStackConfig();
export const AUTH_URL = `${config.supabaseUrl}/auth/v1`;
export const PASSWORD = 'correct-horse-battery';

/** The value, or a failed test saying what was missing. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}`);
  return value;
}

/** A unique address per test, so files running side by side on one database never collide. */
export function uniqueEmail(prefix: string): string {
  return `${uniqueName(prefix)}@test.example.com`;
}

/** The database as `postgres`, to look behind the service's back. */
export function openDatabase() {
  return postgres(config.databaseUrl, { max: 2, onnotice: () => {} });
}
export type Database = ReturnType<typeof openDatabase>;

/** A storage kept in memory, so a test can read (and put back) what auth-js stores, like the PKCE verifier. */
export function memoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

/** Node 20 has no WebSocket and supabase-js wants one for realtime, which these tests never open. */
function noWebSocket(): never {
  throw new Error('Realtime is not used by the auth tests');
}

/** supabase-js as the browser app uses it: publishable key, PKCE flow; session kept in `storage`. */
export function publicClient(storage: SupportedStorage = memoryStorage()): SupabaseClient {
  return createClient(config.supabaseUrl, config.publishableKey, {
    auth: {
      storage,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: 'pkce',
    },
    realtime: { transport: noWebSocket as never },
  });
}

/** supabase-js with the secret key, as server code uses the admin API. */
export function adminClient(): SupabaseClient {
  return createClient(config.supabaseUrl, config.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: noWebSocket as never },
  });
}

/** A confirmed e-mail user made through the admin API, with a known password. */
export async function createConfirmedUser(
  metadata: Record<string, unknown> = { first_name: 'Test', last_name: 'User' },
): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('admin-made');
  const { data, error } = await adminClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: metadata,
  });
  if (error || !data.user) throw error ?? new Error('createUser returned no user');
  return { id: data.user.id, email };
}

/** A raw call to the auth service, for what supabase-js does not expose (status codes, headers). */
export function callAuth(
  path: string,
  init: RequestInit & { apikey?: string | null } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  const apikey = init.apikey === undefined ? config.publishableKey : init.apikey;
  if (apikey) headers.set('apikey', apikey);
  if (!headers.has('X-Supabase-Api-Version')) headers.set('X-Supabase-Api-Version', '2024-01-01');
  return fetch(`${AUTH_URL}${path}`, { ...init, headers, redirect: 'manual' });
}
