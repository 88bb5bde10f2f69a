import type { Db } from './auth-env.ts';
import { AUDIENCE, NIL_INSTANCE_ID, type UserRow } from './user-record.ts';

type Json = Record<string, unknown>;

export interface NewUser {
  id?: string;
  email: string;
  /** Hashed with bcrypt (cost 10, as GoTrue) in the database; '' for OAuth-only users. */
  password: string;
  /** Ready-made bcrypt hash instead of a password (admin `password_hash`). */
  passwordHash?: string;
  provider: string;
  userMetadata: Json;
  role?: string;
  isSsoUser?: boolean;
}

/**
 * Inserts an auth.users row as GoTrue's NewUser + signupNewUser do: lower-cased e-mail, empty token
 * strings, app_metadata naming the provider. The on_auth_user_created trigger
 * (supabase/schemas/10-profiles.sql) then creates the profile.
 */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const appMetadata = { provider: user.provider, providers: [user.provider] };
  const [row] = await db<UserRow[]>`
    insert into auth.users (
      instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
      created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change,
      is_sso_user, is_anonymous
    ) values (
      ${NIL_INSTANCE_ID}, ${user.id ?? crypto.randomUUID()}, ${AUDIENCE}, ${user.role ?? AUDIENCE},
      ${user.email.toLowerCase()},
      ${
        user.passwordHash !== undefined
          ? db`${user.passwordHash}`
          : user.password === ''
            ? db`''`
            : db`extensions.crypt(${user.password}, extensions.gen_salt('bf', 10))`
      },
      ${db.json(appMetadata)}, ${db.json(user.userMetadata as never)},
      now(), now(), '', '', '', '', ${user.isSsoUser ?? false}, false
    )
    returning *`;
  if (!row) throw new Error('auth.users insert returned no row');
  return row;
}

/** Inserts an auth.identities row (models.NewIdentity: provider_id is the identity's `sub`). */
export async function insertIdentity(
  db: Db,
  userId: string,
  provider: string,
  identityData: Json,
): Promise<void> {
  await db`
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    values (${String(identityData.sub)}, ${userId}, ${db.json(identityData as never)}, ${provider}, now(), now(), now())`;
}

/** The identity data GoTrue stores for an e-mail identity: provider.Claims{Subject, Email} as a map. */
export function emailIdentityData(userId: string, email: string, extra: Json = {}): Json {
  const data: Json = { sub: userId, email, email_verified: false, phone_verified: false };
  for (const [key, value] of Object.entries(extra)) if (!(key in data)) data[key] = value;
  return data;
}

/** User.Confirm: e-mail confirmed now, and `email_verified: true` merged into user_metadata. */
export async function confirmUser(db: Db, userId: string): Promise<void> {
  await db`
    update auth.users
    set email_confirmed_at = now(), confirmation_token = '', updated_at = now(),
        raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
    where id = ${userId}`;
}

/** True when `password` matches the stored bcrypt hash (checked by pgcrypto, as the seed hashes). */
export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const [row] = await db<{ matches: boolean }[]>`
    select case when coalesce(encrypted_password, '') = '' then false
                else extensions.crypt(${password}, encrypted_password) = encrypted_password end as matches
    from auth.users where id = ${userId}`;
  return row?.matches ?? false;
}
