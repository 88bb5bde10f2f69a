import { env } from '@/config/env';

/** Where the auth client keeps the session: supabase-js's own key, so sessions saved by either are the same. */
export const AUTH_STORAGE_KEY = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;

/**
 * Whether this browser keeps a session, read without the auth client: a visitor without one (most
 * candidates opening their link) is signed out at once, and their first calls need no auth client.
 * Unreadable storage (a blocked or private mode) counts as a session, so the auth client decides.
 */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}
