import type { Db } from './auth-env.ts';

/** GoTrue keeps every user of the single-tenant service under the nil instance id. */
export const NIL_INSTANCE_ID = '00000000-0000-0000-0000-000000000000';
export const AUDIENCE = 'authenticated';

type Json = Record<string, unknown>;

/** The columns of auth.users that GoTrue reads. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  is_sso_user: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db<UserRow[]>`select * from auth.users where id = ${id}`;
  return user;
}

/** As models.FindUserByEmailAndAudience: case-insensitive, SSO users excluded. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db<UserRow[]>`
    select * from auth.users
    where lower(email) = ${email.toLowerCase()} and aud = ${AUDIENCE} and is_sso_user = false
      and (instance_id = ${NIL_INSTANCE_ID} or instance_id is null)
    limit 1`;
  return user;
}

export async function findIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  return db<IdentityRow[]>`
    select * from auth.identities where user_id = ${userId} order by created_at asc, id asc`;
}

/** Merges `updates` into raw_user_meta_data; a null value removes its key (User.UpdateUserMetaData). */
export async function mergeUserMetadata(db: Db, user: UserRow, updates: Json): Promise<void> {
  const merged = new Map(Object.entries(user.raw_user_meta_data ?? {}));
  for (const [key, value] of Object.entries(updates)) {
    if (value === null || value === undefined) merged.delete(key);
    else merged.set(key, value);
  }
  const metadata = Object.fromEntries(merged);
  await db`update auth.users set raw_user_meta_data = ${db.json(metadata as never)}, updated_at = now()
           where id = ${user.id}`;
}

/** Recomputes app_metadata.providers (and provider) from the identities, oldest first. */
export async function refreshProviders(db: Db, userId: string): Promise<void> {
  await db`
    update auth.users u
    set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || jsonb_build_object(
          'provider', p.providers -> 0, 'providers', p.providers),
        updated_at = now()
    from (
      select coalesce(jsonb_agg(provider order by first_created), '[]'::jsonb) as providers
      from (select provider, min(created_at) as first_created from auth.identities
            where user_id = ${userId} group by provider) i
    ) p
    where u.id = ${userId}`;
}

function time(value: Date | null): string | undefined {
  return value ? value.toISOString() : undefined;
}

function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: time(identity.last_sign_in_at),
    created_at: time(identity.created_at),
    updated_at: time(identity.updated_at),
    email: identity.email || undefined,
  };
}

/**
 * A user as GoTrue's models.User marshals it: optional timestamps are left out when unset (Go's
 * omitempty), email and phone are strings ('' when null), and identities are listed.
 */
export function userJson(user: UserRow, identities: IdentityRow[]) {
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: time(user.email_confirmed_at),
    invited_at: time(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: time(user.phone_confirmed_at),
    confirmation_sent_at: time(user.confirmation_sent_at),
    confirmed_at: time(user.confirmed_at),
    recovery_sent_at: time(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: time(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: time(user.phone_change_sent_at),
    reauthentication_sent_at: time(user.reauthentication_sent_at),
    last_sign_in_at: time(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: time(user.created_at) ?? new Date(0).toISOString(),
    updated_at: time(user.updated_at) ?? new Date(0).toISOString(),
    banned_until: time(user.banned_until),
    deleted_at: time(user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
}

export type UserJson = ReturnType<typeof userJson>;

/** Reads a user and their identities again and returns the JSON GoTrue would send. */
export async function loadUserJson(db: Db, userId: string): Promise<UserJson> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`User ${userId} vanished`);
  return userJson(user, await findIdentities(db, userId));
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}
