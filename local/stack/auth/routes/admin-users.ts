import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '../auth-env.ts';
import { badRequest, internalError, notFound, unprocessable } from '../auth-errors.ts';
import type { AuthRouteDeps } from '../auth-route-deps.ts';
import { requireAdmin } from '../authenticate.ts';
import { confirmUser, emailIdentityData, insertIdentity, insertUser } from '../create-user.ts';
import {
  optionalBoolean,
  optionalObject,
  optionalString,
  readJson,
  readOptionalJson,
} from '../request-body.ts';
import {
  AUDIENCE,
  findIdentities,
  findUserByEmail,
  findUserById,
  loadUserJson,
  NIL_INSTANCE_ID,
  userJson,
  type IdentityRow,
  type UserRow,
} from '../user-record.ts';
import { validateEmail } from '../validation.ts';

const DEFAULT_PER_PAGE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const createBody = z.object({
  id: optionalString,
  aud: optionalString,
  role: optionalString,
  email: optionalString,
  phone: optionalString,
  password: z.string().nullish(),
  password_hash: optionalString,
  email_confirm: optionalBoolean,
  phone_confirm: optionalBoolean,
  user_metadata: optionalObject,
  app_metadata: optionalObject,
  ban_duration: optionalString,
});

const deleteBody = z.object({ should_soft_delete: optionalBoolean });

function pageNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) {
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: invalid syntax`,
    );
  }
  return Number(value);
}

/** GoTrue's addPaginationHeaders: Link (next, last) on the path GoTrue sees, and X-Total-Count. */
function setPaginationHeaders(c: Context<AuthEnv>, page: number, perPage: number, total: number): void {
  const totalPages = Math.ceil(total / perPage);
  const query = new URLSearchParams(c.req.query());
  const link = (target: number) => {
    query.set('page', String(target));
    const sorted = [...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `</admin/users?${new URLSearchParams(sorted).toString()}>`;
  };
  const next = totalPages > page ? `${link(page + 1)}; rel="next", ` : '';
  c.header('Link', `${next}${link(totalPages)}; rel="last"`);
  c.header('X-Total-Count', String(total));
}

async function loadUser(c: Context<AuthEnv>, deps: AuthRouteDeps): Promise<UserRow> {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(deps.sql, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

/**
 * The admin user endpoints the app and its tests use, as GoTrue's admin.go: list (paged, newest
 * first), get, create and delete. Only the service role (the secret key) gets through.
 */
export function adminUserRoutes(deps: AuthRouteDeps): Hono<AuthEnv> {
  const { sql, verify } = deps;
  return new Hono<AuthEnv>()
    .use('/admin/*', async (c, next) => {
      await requireAdmin(sql, c.get('caller'), verify);
      await next();
    })
    .get('/admin/users', async (c) => {
      const page = Math.max(pageNumber(c.req.query('page'), 1), 1);
      const perPage = pageNumber(c.req.query('per_page'), DEFAULT_PER_PAGE) || 20;
      const filter = c.req.query('filter') ?? '';
      const pattern = `%${filter}%`;
      const matching = sql`
        (instance_id = ${NIL_INSTANCE_ID} or instance_id is null) and aud = ${AUDIENCE}
        and (${filter} = '' or email like ${pattern} or raw_user_meta_data ->> 'full_name' ilike ${pattern})`;
      const [count] = await sql<
        { total: number }[]
      >`select count(*)::int as total from auth.users where ${matching}`;
      const users = await sql<UserRow[]>`
        select * from auth.users where ${matching}
        order by created_at desc, id desc limit ${perPage} offset ${(page - 1) * perPage}`;
      const identities = users.length
        ? await sql<IdentityRow[]>`
            select * from auth.identities where user_id in ${sql(users.map((user) => user.id))}
            order by created_at asc, id asc`
        : [];
      setPaginationHeaders(c, page, perPage, count?.total ?? 0);
      return c.json({
        users: users.map((user) =>
          userJson(
            user,
            identities.filter((identity) => identity.user_id === user.id),
          ),
        ),
        aud: AUDIENCE,
      });
    })
    .post('/admin/users', async (c) => {
      const body = await readJson(c, createBody);
      const email = body.email ?? '';
      if (email === '' && !body.phone) {
        throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
      }
      if (body.phone)
        throw badRequest('validation_failed', 'Phone users are not supported by the local auth stand-in');
      const address = validateEmail(email);
      if (await findUserByEmail(sql, address)) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
      if (body.password && body.password_hash) {
        throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
      }
      if (body.password && Buffer.byteLength(body.password) > 72) {
        throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes');
      }
      if (body.id && !UUID.test(body.id))
        throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
      const banned =
        body.ban_duration && body.ban_duration !== 'none' ? parseDuration(body.ban_duration) : undefined;
      const userId = await sql.begin(async (tx) => {
        const user = await insertUser(tx, {
          id: body.id ?? undefined,
          email: address,
          password: body.password || randomBytes(48).toString('base64url'),
          passwordHash: body.password_hash || undefined,
          provider: 'email',
          userMetadata: body.user_metadata ?? {},
          role: body.role || undefined,
        });
        await insertIdentity(tx, user.id, 'email', emailIdentityData(user.id, address));
        if (body.app_metadata) {
          await tx`update auth.users set raw_app_meta_data = raw_app_meta_data || ${tx.json(body.app_metadata as never)}
                   where id = ${user.id}`;
        }
        if (body.email_confirm) await confirmUser(tx, user.id);
        if (banned !== undefined) {
          await tx`update auth.users set banned_until = now() + ${`${banned} milliseconds`}::interval
                   where id = ${user.id}`;
        }
        return user.id;
      });
      return c.json(await loadUserJson(sql, userId));
    })
    .get('/admin/users/:id', async (c) => {
      const user = await loadUser(c, deps);
      return c.json(userJson(user, await findIdentities(sql, user.id)));
    })
    .delete('/admin/users/:id', async (c) => {
      const user = await loadUser(c, deps);
      const body = await readOptionalJson(c, deleteBody);
      if (body.should_soft_delete) {
        if (!user.deleted_at) {
          await sql.begin(async (tx) => {
            await tx`update auth.users set deleted_at = now(), updated_at = now(), encrypted_password = ''
                     where id = ${user.id}`;
            await tx`delete from auth.sessions where user_id = ${user.id}`;
          });
        }
      } else {
        try {
          await sql`delete from auth.users where id = ${user.id}`;
        } catch (error) {
          console.error('[auth] deleting a user failed:', error);
          throw internalError('Database error deleting user');
        }
      }
      return c.json({});
    });
}

/** Go's time.ParseDuration for the units an admin would use (ns … h), in milliseconds. */
function parseDuration(text: string): number {
  const units: Record<string, number> = {
    ns: 1e-6,
    us: 1e-3,
    µs: 1e-3,
    ms: 1,
    s: 1000,
    m: 60_000,
    h: 3_600_000,
  };
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) {
    throw badRequest(
      'validation_failed',
      `invalid format for ban duration: time: invalid duration ${JSON.stringify(text)}`,
    );
  }
  return parts.reduce((total, part) => total + Number(part[1]) * (units[part[2] ?? 's'] ?? 0), 0);
}
