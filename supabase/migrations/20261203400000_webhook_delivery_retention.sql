-- The webhook delivery log's retention (issue #22): a settled delivery (DELIVERED or FAILED) is
-- kept for the owners to read and resend for a while, then deleted by the worker's hourly
-- prune_webhook_deliveries schedule (worker/tasks/prune-webhook-deliveries.ts, which holds how
-- long). A delivery settles at its last attempt: delivered_at when delivered; a FAILED one keeps
-- the moment its last attempt was due in next_attempt_at. PENDING deliveries are never deleted.

create index webhook_deliveries_settled_idx on public.webhook_deliveries ((coalesce(delivered_at, next_attempt_at)))
  where status <> 'PENDING';

-- Deletes the deliveries settled before `p_before`; answers how many.
create function private.prune_webhook_deliveries(p_before timestamptz)
returns integer
language sql security definer set search_path = ''
as $$
  with pruned as (
    delete from public.webhook_deliveries d
    where d.status <> 'PENDING' and coalesce(d.delivered_at, d.next_attempt_at) < p_before
    returning 1
  )
  select count(*)::integer from pruned
$$;
comment on function private.prune_webhook_deliveries(timestamptz) is
  'Deletes the webhook deliveries settled (DELIVERED or FAILED) before p_before; the worker''s schedule runs it.';
-- Only the worker (as postgres) runs it; no api caller does.
revoke execute on function private.prune_webhook_deliveries(timestamptz)
  from public, anon, authenticated, service_role;
