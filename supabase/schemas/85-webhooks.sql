-- Signed webhooks: a workspace's OWNERS register endpoints with the events they want; each event
-- is written into webhook_deliveries, one row per enabled endpoint that wants it, in the
-- transaction of the change that caused it, and its deliver_webhook job with it. The worker signs
-- and sends it (worker/tasks/deliver-webhook.ts), retries with backoff for more than 24 hours, and
-- after the last failure disables the endpoint and e-mails the owners. A settled delivery
-- (DELIVERED or FAILED) is kept for the owners to read and resend for a while, then deleted by the
-- worker's hourly prune_webhook_deliveries schedule (worker/tasks/prune-webhook-deliveries.ts,
-- which holds how long). A delivery settles at its last attempt: delivered_at when delivered; a
-- FAILED one keeps the moment its last attempt was due in next_attempt_at. PENDING deliveries are
-- never deleted.

-- Types -------------------------------------------------------------------------------------------
create type public.webhook_event_type as enum (
  'invitation.started', 'invitation.completed', 'review.completed', 'decision.made', 'webhook.test'
);
comment on type public.webhook_event_type is
  'What a delivery tells; webhook.test is the owner''s Send test event and no endpoint subscribes to it.';

create type public.webhook_delivery_status as enum ('PENDING', 'DELIVERED', 'FAILED');

-- Tables ------------------------------------------------------------------------------------------
create table public.webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- Plain http only to this machine: local receivers and tests. Anything else must be https.
  url text not null constraint webhook_endpoints_url_check check (
    char_length(url) <= 2000
    and (url ~ '^https://[^/?#\s]+[^\s]*$' or url ~ '^http://(localhost|127\.0\.0\.1)(:[0-9]{1,5})?([/?#][^\s]*)?$')
  ),
  description text not null default '' check (char_length(description) <= 200),
  events public.webhook_event_type[] not null constraint webhook_endpoints_events_check check (
    cardinality(events) between 1 and 4 and not ('webhook.test' = any (events))
  ),
  -- Standard Webhooks' symmetric secret: whsec_ and 24 random bytes in base64.
  secret text not null default 'whsec_' || encode(extensions.gen_random_bytes(24), 'base64'),
  enabled boolean not null default true,
  disabled_reason text check (char_length(disabled_reason) <= 500),
  failing_since timestamptz,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.webhook_endpoints is
  'Where a workspace''s events are sent (issue #22); its secret signs them and only its owners read it.';
alter table public.webhook_endpoints enable row level security;

create table public.webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  endpoint_id uuid not null references public.webhook_endpoints (id) on delete cascade,
  -- The event's id, the same for every endpoint it goes to and across retries and resends: the
  -- webhook-id a receiver deduplicates with.
  event_id uuid not null,
  event_type public.webhook_event_type not null,
  payload jsonb not null,
  status public.webhook_delivery_status not null default 'PENDING',
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_status_code integer,
  last_error text check (char_length(last_error) <= 2000),
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  unique (endpoint_id, event_id)
);
comment on table public.webhook_deliveries is
  'The delivery log: one row per event and endpoint, its attempts and outcome; written by the database and the worker only.';
alter table public.webhook_deliveries enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index webhook_endpoints_workspace_idx on public.webhook_endpoints (workspace_id);

create index webhook_endpoints_created_by_idx on public.webhook_endpoints (created_by);

create index webhook_deliveries_endpoint_idx on public.webhook_deliveries (endpoint_id, created_at desc);

create index webhook_deliveries_settled_idx on public.webhook_deliveries ((coalesce(delivered_at, next_attempt_at)))
  where status <> 'PENDING';

-- Private helpers ---------------------------------------------------------------------------------
create function private.owned_webhook_endpoint_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select e.id from public.webhook_endpoints e
    where e.workspace_id in (select private.owned_workspace_ids());
end
$$;

-- Queues the job of one delivery row: new events, Resend and the retries come through here. A job
-- that throws is tried twice more; the delivery's own schedule handles a receiver that fails.
create function private.queue_webhook_delivery(p_delivery uuid, p_run_at timestamptz default null)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('deliver_webhook', jsonb_build_object('delivery_id', p_delivery),
                              'webhook:' || p_delivery, 3, p_run_at);
end
$$;

-- Writes event `p_type` of workspace `p_workspace` for every enabled endpoint that wants it, in the
-- Standard Webhooks shape {type, timestamp, data}. Returns how many endpoints get it.
create function private.emit_webhook_event(p_workspace uuid, p_type public.webhook_event_type, p_data jsonb)
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  v_event uuid := gen_random_uuid();
  v_payload jsonb := jsonb_build_object(
    'type', p_type, 'timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', p_data);
  v_delivery uuid;
  v_count integer := 0;
begin
  for v_delivery in
    insert into public.webhook_deliveries (endpoint_id, event_id, event_type, payload)
    select e.id, v_event, p_type, v_payload from public.webhook_endpoints e
    where e.workspace_id = p_workspace and e.enabled and p_type = any (e.events)
    returning id
  loop
    perform private.queue_webhook_delivery(v_delivery);
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

-- Policies ----------------------------------------------------------------------------------------
-- The workspace's owners only: the secret signs what the workspace's receivers trust.
create policy webhook_endpoints_owner on public.webhook_endpoints for all to authenticated
  using (workspace_id in (select private.owned_workspace_ids()))
  with check (workspace_id in (select private.owned_workspace_ids()));

create policy webhook_deliveries_owner_select on public.webhook_deliveries for select to authenticated
  using (endpoint_id in (select private.owned_webhook_endpoint_ids()));

-- Functions ---------------------------------------------------------------------------------------
-- Send test event: a webhook.test delivery to one endpoint of the caller's, enabled or not (an
-- owner checks a fixed endpoint before enabling it again). Returns the delivery's id.
create function private.send_webhook_test(p_endpoint uuid)
returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  v_delivery uuid;
begin
  if p_endpoint is null or p_endpoint not in (select private.owned_webhook_endpoint_ids()) then
    raise exception 'Webhook endpoint not found' using errcode = 'P0002';
  end if;
  insert into public.webhook_deliveries (endpoint_id, event_id, event_type, payload)
  values (p_endpoint, gen_random_uuid(), 'webhook.test',
          jsonb_build_object('type', 'webhook.test',
                             'timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                             'data', jsonb_build_object('endpoint_id', p_endpoint)))
  returning id into v_delivery;
  perform private.queue_webhook_delivery(v_delivery);
  return v_delivery;
end
$$;

-- Resend: the same event again, attempts counted afresh; the webhook-id stays, as the standard
-- asks of a message sent again.
create function private.resend_webhook_delivery(p_delivery uuid)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  update public.webhook_deliveries d
  set status = 'PENDING', attempts = 0, next_attempt_at = now(), last_status_code = null,
      last_error = null, delivered_at = null
  where d.id = p_delivery and d.endpoint_id in (select private.owned_webhook_endpoint_ids());
  if not found then
    raise exception 'Webhook delivery not found' using errcode = 'P0002';
  end if;
  perform private.queue_webhook_delivery(p_delivery);
end
$$;

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

-- Triggers ----------------------------------------------------------------------------------------
-- Enabling an endpoint again starts it afresh; so does changing where it points.
create function private.webhook_endpoint_reenabled() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if (new.enabled and not old.enabled) or new.url is distinct from old.url then
    new.disabled_reason := null;
    new.failing_since := null;
  end if;
  return new;
end
$$;
create trigger webhook_endpoints_reenabled before update on public.webhook_endpoints
  for each row execute function private.webhook_endpoint_reenabled();

create function private.invitation_webhook_event() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_type public.webhook_event_type := case new.status
    when 'STARTED' then 'invitation.started'
    when 'COMPLETED' then 'invitation.completed'
    when 'REVIEWED' then 'review.completed'
  end;
begin
  if v_type is not null then
    perform private.emit_webhook_event(
      (select i.workspace_id from public.interviews i where i.id = new.interview_id),
      v_type,
      jsonb_build_object('invitation_id', new.id, 'interview_id', new.interview_id, 'status', new.status));
  end if;
  return null;
end
$$;
create trigger invitations_webhook_event after update of status on public.invitations
  for each row when (new.status is distinct from old.status)
  execute function private.invitation_webhook_event();

create function private.decision_webhook_event() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.emit_webhook_event(
    (select i.workspace_id from public.invitations inv join public.interviews i on i.id = inv.interview_id
     where inv.id = new.invitation_id),
    'decision.made',
    jsonb_build_object('invitation_id', new.invitation_id, 'decision', new.decision,
                       'decided_at', to_char(new.decided_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  return null;
end
$$;
create trigger candidate_decisions_webhook_event after insert on public.candidate_decisions
  for each row execute function private.decision_webhook_event();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.webhook_endpoints to service_role;
grant select, delete on public.webhook_endpoints to authenticated;
grant insert (workspace_id, url, description, events) on public.webhook_endpoints to authenticated;
grant update (url, description, events, enabled) on public.webhook_endpoints to authenticated;

grant all on public.webhook_deliveries to service_role;
grant select on public.webhook_deliveries to authenticated;

grant execute on function private.resend_webhook_delivery(uuid) to authenticated;
grant execute on function private.owned_webhook_endpoint_ids() to authenticated;
grant execute on function private.send_webhook_test(uuid) to authenticated;
