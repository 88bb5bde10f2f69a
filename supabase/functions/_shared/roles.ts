import { createMiddleware } from 'hono/factory';
import { userOf, type UserEnv } from './auth.ts';
import type { UserCaller } from './caller.ts';
import { adminErrorMessages } from './contract/admin.ts';
import { errorCodes, RECRUITER_ACCESS_DENIED_MESSAGE } from './contract/errors.ts';
import type { AppRole } from './contract/users.ts';
import type { Tables } from './database.types.ts';
import { readAsCaller } from './db.ts';
import { HttpError } from './http-error.ts';

/** full_name is a generated column, which the generator types nullable; its two parts never are. */
export type CallerProfile = Pick<
  Tables<'profiles'>,
  'id' | 'email' | 'role' | 'first_name' | 'last_name' | 'locale'
> & {
  full_name: string;
  /** Belongs to at least one workspace: passes the recruiter access check whatever the role. */
  is_member: boolean;
};

/**
 * The caller's own profile, read as the caller (row-level security lets a user read their own).
 * Read on every request rather than taken from the token, so an admin's role change applies to
 * the next request and not only to the next token.
 */
export async function readCallerProfile(user: UserCaller): Promise<CallerProfile | undefined> {
  const [profile] = await readAsCaller(
    user,
    (tx) => tx<CallerProfile[]>`
      select id, email, role, first_name, last_name, locale, full_name, private.is_workspace_member() as is_member
      from public.profiles
      where id = (select auth.uid())`,
  );
  return profile;
}

interface RecruiterEnv {
  Variables: UserEnv['Variables'] & { profile: CallerProfile };
}

/** A valid token whose user has since been deleted is as good as no sign-in. */
export function accountGone(): HttpError {
  return new HttpError(401, 'This account no longer exists', { code: errorCodes.unauthenticated });
}

/**
 * Route middleware admitting the roles `allowed`: 401 without a user (or once the user is gone),
 * `refusal()` for any other role. The role is read on this request, so a role change applies at
 * once. Row-level security still decides which rows; this only answers a clear 403 instead of an
 * empty list.
 */
function requireRole(admits: (profile: CallerProfile) => boolean, refusal: () => HttpError) {
  return createMiddleware<RecruiterEnv>(async (c, next) => {
    const user = userOf(c);
    const profile = await readCallerProfile(user);
    if (!profile) throw accountGone();
    if (!admits(profile)) throw refusal();
    c.set('user', user);
    c.set('profile', profile);
    await next();
  });
}

const RECRUITER_ROLES: ReadonlySet<AppRole> = new Set(['RECRUITER', 'ADMIN']);

/**
 * Recruiter routes: RECRUITER or ADMIN, or a member of any workspace (a teammate needs no
 * administrator); others get docs/product.md §7's 403, which sends the client to the candidate
 * portal. What a member may do in a workspace is their workspace role's business (row-level
 * security, and the routes' clear 403 for a REVIEWER).
 */
export const requireRecruiter = requireRole(
  (profile) => RECRUITER_ROLES.has(profile.role) || profile.is_member,
  () =>
    new HttpError(403, RECRUITER_ACCESS_DENIED_MESSAGE, {
      code: errorCodes.recruiterAccessRequired,
      extra: { message: RECRUITER_ACCESS_DENIED_MESSAGE, redirect_to_candidate: true },
    }),
);

/** Admin routes: ADMIN only, so a demoted admin loses access at once. */
export const requireAdmin = requireRole(
  (profile) => profile.role === 'ADMIN',
  () => new HttpError(403, adminErrorMessages.adminRequired, { code: errorCodes.adminRequired }),
);
