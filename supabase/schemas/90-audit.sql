-- The audit trail: per workspace, who opened which candidate's review, played which recording,
-- rated, decided, shared, exported or deleted, and when. Append-only: the database refuses UPDATE,
-- DELETE and TRUNCATE to every role, owners and postgres included. The events of writes are
-- recorded by triggers on the rows written, so no path can skip them; the events of reads by the
-- api, through private.record_access, which checks the caller may see what they say they saw. No
-- foreign keys: the trail outlives the interviews and people it names.

-- Types -------------------------------------------------------------------------------------------
create type public.audit_action as enum (
  'REVIEW_OPENED', 'RECORDING_PLAYED', 'RATED', 'DECIDED', 'SHARED', 'SHARE_REVOKED', 'EXPORTED', 'DELETED'
);

-- Tables ------------------------------------------------------------------------------------------
create table public.audit_events (
  id bigint generated always as identity primary key,
  workspace_id uuid not null,
  actor_id uuid,
  actor_email text,
  action public.audit_action not null,
  interview_id uuid,
  invitation_id uuid,
  detail jsonb not null default '{}'::jsonb check (jsonb_typeof(detail) = 'object'),
  occurred_at timestamptz not null default now()
);
comment on table public.audit_events is
  'Append-only record of who did what to which candidate, per workspace; read by its owners (issue #20).';
alter table public.audit_events enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index audit_events_workspace_idx on public.audit_events (workspace_id, occurred_at desc, id desc);

create index audit_events_actor_idx on public.audit_events (workspace_id, actor_id, occurred_at desc);

create index audit_events_invitation_idx on public.audit_events (invitation_id, occurred_at desc);

-- Private helpers ---------------------------------------------------------------------------------
-- One event, as whoever the request is (auth.uid(); none for the worker), in the workspace of the
-- interview or invitation it names, or the workspace given.
create function private.append_audit_event(
  p_action public.audit_action,
  p_workspace uuid,
  p_interview uuid,
  p_invitation uuid,
  p_detail jsonb default '{}'::jsonb
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_interview uuid := p_interview;
  v_workspace uuid := p_workspace;
begin
  if p_invitation is not null and v_interview is null then
    select i.interview_id into v_interview from public.invitations i where i.id = p_invitation;
  end if;
  if v_interview is not null and v_workspace is null then
    select iv.workspace_id into v_workspace from public.interviews iv where iv.id = v_interview;
  end if;
  if v_workspace is null then
    return;
  end if;
  insert into public.audit_events (workspace_id, actor_id, actor_email, action, interview_id, invitation_id, detail)
  values (v_workspace, auth.uid(), (select p.email from public.profiles p where p.id = auth.uid()),
          p_action, v_interview, p_invitation, coalesce(p_detail, '{}'::jsonb));
end
$$;

-- Policies ----------------------------------------------------------------------------------------
create policy audit_events_select on public.audit_events for select to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

-- Functions ---------------------------------------------------------------------------------------
-- What the caller saw, recorded as them: a review they may open, an interview they may see, or
-- their own workspace's trail. Anything else is refused, so nobody writes events about what they
-- cannot reach. The same read by the same person within 10 minutes is one event (a review page
-- reloads its data, a recording's links are signed on every load, an export may be repeated), so
-- nobody can bury the trail's other entries under their own. An event is the same when its action,
-- actor and detail match and it names the same invitation, interview or workspace as given (the
-- interview and workspace of a review's events are derived, so only what the caller named is
-- compared).
create function private.record_access(
  p_action public.audit_action,
  p_workspace uuid,
  p_interview uuid,
  p_invitation uuid,
  p_detail jsonb default '{}'::jsonb
) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if p_action not in ('REVIEW_OPENED', 'RECORDING_PLAYED', 'EXPORTED') then
    raise exception 'Only reads are recorded this way.' using errcode = '22023';
  end if;
  if not (
    private.is_admin()
    or (p_invitation is not null and p_invitation in (select private.reviewable_invitation_ids()))
    or (p_invitation is null and p_interview is not null and p_interview in (select private.visible_interview_ids()))
    or (p_invitation is null and p_interview is null and p_workspace in (select private.owned_workspace_ids()))
  ) then
    raise exception 'Not allowed to record this access.' using errcode = '42501';
  end if;
  -- A review page reloads its data while answers are processed, a recording's links are signed on
  -- every load, and an export may be repeated: the same read by the same person within 10 minutes
  -- is one event.
  if exists (
    select from public.audit_events e
    where e.actor_id = auth.uid() and e.action = p_action
      and (p_invitation is null or e.invitation_id = p_invitation)
      and (p_interview is null or e.interview_id = p_interview)
      and (p_workspace is null or e.workspace_id = p_workspace)
      and e.detail = coalesce(p_detail, '{}'::jsonb) and e.occurred_at > now() - interval '10 minutes'
  ) then
    return;
  end if;
  perform private.append_audit_event(p_action, p_workspace, p_interview, p_invitation, p_detail);
end
$$;

-- A review's opening, once per visit: the page's first load records it (record_access's rules);
-- its reloads (fresh links, an answer the worker finished) say `p_refetch` and record nothing when
-- the caller's opening of this review is on the trail from the last 12 hours, so a page left open
-- overnight is a new visit. A reload claimed without such an opening is recorded as one, so no
-- client hides a look by calling itself a reload.
create function private.record_review_opened(p_invitation uuid, p_refetch boolean) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if p_refetch and exists (
    select from public.audit_events e
    where e.invitation_id = p_invitation and e.actor_id = auth.uid() and e.action = 'REVIEW_OPENED'
      and e.occurred_at > now() - interval '12 hours'
  ) then
    return;
  end if;
  perform private.record_access('REVIEW_OPENED', null, null, p_invitation);
end
$$;

-- Triggers ----------------------------------------------------------------------------------------
create function private.refuse_audit_change() returns trigger
language plpgsql set search_path = ''
as $$
begin
  raise exception 'The audit trail is append-only: its events cannot be changed or removed.'
    using errcode = '42501';
end
$$;
create trigger audit_events_append_only before update or delete on public.audit_events
  for each row execute function private.refuse_audit_change();
create trigger audit_events_no_truncate before truncate on public.audit_events
  for each statement execute function private.refuse_audit_change();

create function private.audit_rating_submitted() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.append_audit_event('RATED', null, null, new.invitation_id);
  return null;
end
$$;
create trigger rating_submissions_audit after insert on public.rating_submissions
  for each row execute function private.audit_rating_submitted();

create function private.audit_decision() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.append_audit_event('DECIDED', null, null, new.invitation_id,
    jsonb_build_object('decision', new.decision));
  return null;
end
$$;
create trigger candidate_decisions_audit after insert on public.candidate_decisions
  for each row execute function private.audit_decision();

create function private.audit_share() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.append_audit_event('SHARED', null, null, new.invitation_id,
      jsonb_build_object('share_id', new.id, 'expires_at', new.expires_at));
  elsif old.revoked_at is null and new.revoked_at is not null then
    perform private.append_audit_event('SHARE_REVOKED', null, null, new.invitation_id,
      jsonb_build_object('share_id', new.id));
  end if;
  return null;
end
$$;
create trigger review_shares_audit after insert or update of revoked_at on public.review_shares
  for each row execute function private.audit_share();

-- An interview's deletion is one event; its invitations, deleted with it, add none (their
-- interview is already gone when the cascade reaches them).
create function private.audit_interview_deleted() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.append_audit_event('DELETED', old.workspace_id, old.id, null,
    jsonb_build_object('what', 'interview', 'title', old.title));
  return old;
end
$$;
create trigger interviews_audit_delete before delete on public.interviews
  for each row execute function private.audit_interview_deleted();

create function private.audit_invitation_deleted() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.append_audit_event('DELETED', null, old.interview_id, old.id,
    jsonb_build_object('what', 'invitation'));
  return old;
end
$$;
create trigger invitations_audit_delete before delete on public.invitations
  for each row execute function private.audit_invitation_deleted();

-- Grants ------------------------------------------------------------------------------------------
revoke all on public.audit_events from service_role;
grant select on public.audit_events to authenticated;

grant execute on function private.record_access(public.audit_action, uuid, uuid, uuid, jsonb) to authenticated;
grant execute on function private.record_review_opened(uuid, boolean) to authenticated;
