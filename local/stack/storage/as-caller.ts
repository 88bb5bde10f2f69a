import type { Sql, TransactionSql } from 'postgres';
import type { Caller } from './caller.ts';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * Runs `statements` in one transaction as the caller, the way Supabase Storage and PostgREST do:
 * `set local role` and the JWT claims in `request.jwt.claims` (a bound parameter), so row-level
 * security and `auth.uid()` see exactly who is asking, and `storage.allow_delete_query`, by which
 * the service tells Storage's delete protection that a DELETE is its own. Every SQL of the
 * stand-in goes through here.
 */
export async function asCaller<T>(
  sql: Sql,
  caller: Caller,
  statements: (tx: TransactionSql) => Promise<T>,
): Promise<T> {
  // The role is spliced into the statement, so it must be one of the three API roles.
  if (!ROLES.has(caller.role)) throw new Error(`Unknown database role: ${caller.role}`);
  const result = await sql.begin(async (tx) => {
    await tx.unsafe(`set local role ${caller.role}`);
    await tx`select set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true),
                    set_config('storage.allow_delete_query', 'true', true)`;
    return [await statements(tx)] as const;
  });
  return result[0] as T;
}

const ROLLBACK = Symbol('rollback');

/**
 * Runs `statements` as the caller and rolls them back: whether the caller may do something,
 * decided by the policies themselves (the real service's `testPermission`).
 */
export async function testAsCaller(
  sql: Sql,
  caller: Caller,
  statements: (tx: TransactionSql) => Promise<unknown>,
): Promise<void> {
  try {
    await asCaller(sql, caller, async (tx) => {
      await statements(tx);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}
