import type { Db } from './auth-env.ts';
import { forbidden } from './auth-errors.ts';
import { confirmUser, insertIdentity, insertUser } from './create-user.ts';
import type { GoogleProfile } from './local-google.ts';
import { findUserById, isBanned, mergeUserMetadata, refreshProviders, type UserRow } from './user-record.ts';

type Json = Record<string, unknown>;

/**
 * The identity data GoTrue stores for a Google sign-in: its provider.Claims as a map (empty values
 * left out, email_verified and phone_verified always present).
 */
export function googleIdentityData(profile: GoogleProfile): Json {
  return {
    iss: 'https://accounts.google.com',
    sub: profile.sub,
    ...(profile.name ? { name: profile.name, full_name: profile.name } : {}),
    email: profile.email,
    email_verified: true,
    phone_verified: false,
    provider_id: profile.sub,
  };
}

async function linkedUser(db: Db, provider: string, profile: GoogleProfile): Promise<UserRow | undefined> {
  const [identity] = await db<{ user_id: string }[]>`
    select user_id from auth.identities where provider_id = ${profile.sub} and provider = ${provider}`;
  return identity ? findUserById(db, identity.user_id) : undefined;
}

/** Users the verified e-mail links to: via any identity with that e-mail, else a user row with it. */
async function usersWithEmail(db: Db, email: string): Promise<string[]> {
  const viaIdentities = await db<{ user_id: string }[]>`
    select distinct user_id from auth.identities where email = ${email}`;
  if (viaIdentities.length > 0) return viaIdentities.map((row) => row.user_id);
  const users = await db<{ id: string }[]>`
    select id from auth.users where lower(email) = ${email} and is_sso_user = false`;
  return users.map((row) => row.id);
}

/**
 * GoTrue's createAccountFromExternalIdentity with its automatic linking: the identity's own user
 * (AccountExists), else the one user with the same verified e-mail (LinkAccount), else a new user
 * (CreateAccount) whose metadata is the identity data, so the profile trigger sees full_name.
 * Returns the signed-in user's id.
 */
export async function signInWithExternalIdentity(
  db: Db,
  provider: string,
  profile: GoogleProfile,
): Promise<string> {
  const identityData = googleIdentityData(profile);
  let user = await linkedUser(db, provider, profile);
  if (user) {
    await db`
      update auth.identities set identity_data = ${db.json(identityData as never)}, last_sign_in_at = now(),
             updated_at = now()
      where provider_id = ${profile.sub} and provider = ${provider}`;
    await mergeUserMetadata(db, user, identityData);
    await refreshProviders(db, user.id);
  } else {
    const matches = await usersWithEmail(db, profile.email);
    if (matches.length > 1) {
      throw new Error(
        'Multiple accounts with the same email address in the same linking domain detected: default',
      );
    }
    const existing = matches[0] ? await findUserById(db, matches[0]) : undefined;
    if (existing) {
      user = existing;
      await insertIdentity(db, user.id, provider, identityData);
      await mergeUserMetadata(db, user, identityData);
      await refreshProviders(db, user.id);
    } else {
      user = await insertUser(db, {
        email: profile.email,
        password: '',
        provider,
        userMetadata: identityData,
      });
      await insertIdentity(db, user.id, provider, identityData);
    }
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  if (!user.email_confirmed_at) await confirmUser(db, user.id);
  return user.id;
}
