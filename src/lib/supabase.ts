import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';

/** The one Supabase client of the app; the session it keeps in localStorage is the sign-in state. */
export const supabase = createClient(env.supabaseUrl, env.supabasePublishableKey, {
  auth: {
    flowType: 'pkce',
    persistSession: true,
    autoRefreshToken: true,
    // Each callback route exchanges the code itself, so it can show the spec's errors and progress.
    detectSessionInUrl: false,
  },
});
