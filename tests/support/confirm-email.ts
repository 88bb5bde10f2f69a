import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { latestMail } from './mail.ts';

/** The link of the newest "Confirm Your Signup" mail to `email` (local auth stand-in). */
export async function confirmationLink(email: string): Promise<string> {
  const mail = await latestMail(email);
  if (mail.subject !== 'Confirm Your Signup') {
    throw new Error(`The newest mail to ${email} is "${mail.subject}", not a confirmation.`);
  }
  const link = mail.links.find((href) => new URL(href).pathname.endsWith('/auth/v1/verify'));
  if (!link) throw new Error(`The confirmation mail to ${email} has no link to /verify.`);
  return link;
}

/**
 * Opens the confirmation link as a browser would and returns where Auth sends it next: the sign-up's
 * redirect with `?code=` (PKCE) or with the session in the fragment, or with the error.
 */
export async function followConfirmationLink(email: string): Promise<URL> {
  const response = await fetch(await confirmationLink(email), { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) {
    throw new Error(`The confirmation link answered ${response.status}: ${await response.text()}`);
  }
  return new URL(location);
}

/**
 * A sign-up confirmed through its mail, and the session of the client that signed up (its PKCE
 * verifier turns the link's code into the session).
 */
export async function confirmSignUp(email: string, client: SupabaseClient): Promise<Session> {
  const next = await followConfirmationLink(email);
  const code = next.searchParams.get('code');
  if (!code) throw new Error(`The confirmation link led to ${next.toString()}, without a code.`);
  const { data, error } = await client.auth.exchangeCodeForSession(code);
  if (error || !data.session) throw new Error(`The confirmation code gave no session: ${error?.message}`);
  return data.session;
}
