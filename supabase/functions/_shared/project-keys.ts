// The project's API keys, as env.ts found them (one variable each, a hosted project's JSON maps,
// or the legacy anon and service role keys).
import { serverEnv } from './env.ts';

/** The publishable key, sent as `apikey` beside a caller's own bearer. */
export function publishableKey(): string {
  return serverEnv.publishableKey;
}

/**
 * The secret key, for what only server code may do: deleting an auth user, removing the resume
 * files of a deleted user, signing the video URL of a public resume for a visitor. Asked for when
 * needed, so the rest of the api works without it.
 */
export function secretKey(): string {
  if (!serverEnv.secretKey) {
    throw new Error('The api function needs the environment variable SUPABASE_SECRET_KEY.');
  }
  return serverEnv.secretKey;
}
