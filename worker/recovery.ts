// Crash recovery for graphile-worker (docs/architecture.md §3 jobs). graphile-worker hands the jobs
// of a worker that died without shutting down back to the queue only after four hours. So each
// worker process writes a heartbeat for its pools every few seconds, and every process, on the same
// beat, unlocks the jobs of pools whose heartbeat has gone quiet with graphile-worker's own
// forceUnlockWorkers. A job of a dead worker is then run again (at least once); tasks are idempotent.
import type { WorkerUtils } from 'graphile-worker';
import type postgres from 'postgres';

export interface RecoveryOptions {
  sql: postgres.Sql;
  utils: WorkerUtils;
  /** The pools of this process, as graphile-worker names them in jobs.locked_by. */
  poolIds: () => readonly string[];
  host: string;
  deadAfterSeconds: number;
  log: (line: string) => void;
}

export interface Recovery {
  /** One heartbeat and sweep now (also run on a timer). */
  beat(): Promise<void>;
  /** Stops the timer and removes this process's heartbeats. */
  stop(): Promise<void>;
}

/** Writes this process's heartbeats, then finds the pools that are silent or were never seen. */
async function beatAndFindDead(options: RecoveryOptions): Promise<string[]> {
  const { sql, poolIds, host, deadAfterSeconds } = options;
  const ids = [...poolIds()];
  return sql.begin(async (tx) => {
    if (ids.length > 0) {
      await tx`
        insert into private.job_worker_heartbeats (pool_id, host, seen_at)
        select unnest(${ids}::text[]), ${host}, now()
        on conflict (pool_id) do update set seen_at = now(), host = excluded.host`;
    }
    const dead = await tx<{ pool_id: string }[]>`
      with silent as (
        delete from private.job_worker_heartbeats
        where seen_at < now() - make_interval(secs => ${deadAfterSeconds})
        returning pool_id
      )
      select pool_id from silent
      union
      select distinct j.locked_by from graphile_worker.jobs j
      where j.locked_by is not null
        and j.locked_at < now() - make_interval(secs => ${deadAfterSeconds})
        and not exists (select 1 from private.job_worker_heartbeats h where h.pool_id = j.locked_by)`;
    return dead.map((row) => row.pool_id);
  });
}

export function startRecovery(options: RecoveryOptions): Recovery {
  const intervalMs = Math.max(1000, Math.min(10_000, (options.deadAfterSeconds * 1000) / 3));
  let running: Promise<void> = Promise.resolve();

  const beat = async () => {
    const dead = await beatAndFindDead(options);
    if (dead.length === 0) return;
    await options.utils.forceUnlockWorkers(dead);
    options.log(`Returned the jobs of ${dead.length} silent worker pool(s) to the queue: ${dead.join(', ')}`);
  };
  const tick = () => {
    running = running.then(beat).catch((error: unknown) => {
      options.log(`Heartbeat failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();

  return {
    beat: () => {
      tick();
      return running;
    },
    async stop() {
      clearInterval(timer);
      await running;
      const ids = [...options.poolIds()];
      if (ids.length > 0) {
        await options.sql`delete from private.job_worker_heartbeats where pool_id = any(${ids}::text[])`;
      }
    },
  };
}
