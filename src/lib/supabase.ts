import { AuthClient } from '@supabase/auth-js';
import { env } from '@/config/env';
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage-key';

/**
 * The app's one Supabase Auth client; the session it keeps in localStorage is the sign-in state.
 * Only the auth client, not the whole supabase-js: every other call goes through the api function,
 * and the candidate's first visit should not download Realtime, PostgREST and Storage clients.
 * Headers are supabase-js's own.
 */
export const supabaseAuth = new AuthClient({
  url: `${env.supabaseUrl}/auth/v1`,
  headers: { Authorization: `Bearer ${env.supabasePublishableKey}`, apikey: env.supabasePublishableKey },
  storageKey: AUTH_STORAGE_KEY,
  flowType: 'pkce',
  persistSession: true,
  autoRefreshToken: true,
  // Each callback route exchanges the code itself, so it can show the spec's errors and progress.
  detectSessionInUrl: false,
});
