-- The job queue (issue #16, docs/architecture.md §3 jobs): graphile-worker, a well-kept PostgreSQL
-- queue. Its own schema (graphile_worker) is installed by its migrator before ours run (`npm run
-- db:migrate`, and the worker at start-up; README "Running the worker"). Jobs are added in SQL, by
-- triggers and security definer functions, so a job is enqueued in the same transaction as the
-- write that causes it: the write and its job commit or roll back together.
-- graphile-worker frees the jobs of a crashed worker only after four hours; so each worker process
-- writes a heartbeat for its pools here, and the other workers hand a silent pool's jobs back to
-- the queue with graphile-worker's own force_unlock_workers (worker/recovery.ts).

-- Section: enqueueing -----------------------------------------------------------------------------
create function private.enqueue_job(
  p_task text,
  p_payload jsonb,
  p_job_key text default null,
  p_max_attempts integer default 5,
  p_run_at timestamptz default null
)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  -- graphile_worker's schema is installed at run time, so the call is resolved when it runs.
  perform graphile_worker.add_job(
    p_task,
    p_payload::json,
    run_at => p_run_at,
    max_attempts => p_max_attempts,
    job_key => p_job_key
  );
end
$$;
comment on function private.enqueue_job(text, jsonb, text, integer, timestamptz) is
  'Adds a graphile-worker job in the caller''s transaction. A job_key replaces a waiting job with the same key (one job per thing).';
revoke execute on function private.enqueue_job(text, jsonb, text, integer, timestamptz) from public, anon, authenticated;

-- Section: worker heartbeats ----------------------------------------------------------------------
create table private.job_worker_heartbeats (
  pool_id text primary key check (char_length(pool_id) <= 200),
  host text not null check (char_length(host) <= 200),
  seen_at timestamptz not null default now()
);
comment on table private.job_worker_heartbeats is
  'One row per live graphile-worker pool; a pool silent for longer than the dead-after interval has its jobs unlocked by another worker.';
create index job_worker_heartbeats_seen_at_idx on private.job_worker_heartbeats (seen_at);
alter table private.job_worker_heartbeats enable row level security;
revoke all on private.job_worker_heartbeats from public, anon, authenticated;
