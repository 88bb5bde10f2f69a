import type { Sql } from 'postgres';

/** How often, at most, the stand-in tidies up after requests. */
const CLEANUP_INTERVAL_MS = 60_000;

/**
 * GoTrue's models.Cleanup, the part that applies here: revoked refresh tokens and flow states older
 * than a day are deleted, a few at a time, skipping rows other requests hold. GoTrue runs it after
 * requests; so does the stand-in, at most once a minute, without making the request wait.
 */
export function createCleanup(sql: Sql): () => void {
  let last = 0;
  return () => {
    const now = Date.now();
    if (now - last < CLEANUP_INTERVAL_MS) return;
    last = now;
    void (async () => {
      await sql`
        delete from auth.refresh_tokens where id in (
          select id from auth.refresh_tokens where revoked is true and updated_at < now() - interval '24 hours'
          limit 100 for update skip locked)`;
      await sql`
        delete from auth.flow_state where id in (
          select id from auth.flow_state where created_at < now() - interval '24 hours'
          limit 100 for update skip locked)`;
    })().catch((error: unknown) => console.error('[auth] cleanup failed:', error));
  };
}
