-- The job queue and the mail outbox. Jobs are graphile-worker's (its own schema, installed by its
-- migrator before this file: `npm run db:migrate`, and the worker at start-up), added in SQL by
-- triggers and security definer functions, so a job is enqueued in the same transaction as the
-- write that causes it: the write and its job commit or roll back together. Every e-mail is an
-- outbox row whose send_mail job the worker runs; the limits on sending invitation and team
-- invitation e-mail are defined here, once, by BEFORE INSERT triggers on the outbox, which refuse
-- through the same two helpers. The reminders before an invitation's deadline are recorded here
-- too. The worker's role and grants: 88-job-worker.sql.

-- Types -------------------------------------------------------------------------------------------
-- An outbox row held back by the mail provider's test mode (it sends only to one test address
-- until a sending domain is verified) gets its own status, TEST_MODE, written once by the sender.
-- The outbox's statuses are not those of an invitation (which stays PENDING while test mode holds
-- the e-mail, docs/product.md §4), so the column has a type of its own.
create type public.mail_outbox_status as enum ('PENDING', 'SENT', 'FAILED', 'TEST_MODE');
comment on type public.mail_outbox_status is
  'Where an outbox row stands: PENDING until handed to the provider, then SENT, FAILED or TEST_MODE (held back by the provider''s test mode).';

-- What an e-mail is: the candidate's invitation, the recruiter's notice that a completed interview
-- is ready, a team invitation, the candidate's reminder before the deadline, the answer to their
-- request, their completion receipt and their feedback, the confirmation that their data was
-- deleted at their request, and the owners' notice that a webhook endpoint was disabled after its
-- last failed retry. A value added by a migration goes in a migration of its own: a new enum value
-- cannot be used in the transaction that adds it.
create type public.mail_kind as enum (
  'INVITATION', 'INTERVIEW_READY', 'TEAM_INVITATION', 'REMINDER', 'REQUEST_DECIDED', 'COMPLETION_RECEIPT',
  'FEEDBACK', 'DATA_DELETED', 'WEBHOOK_DISABLED'
);
comment on type public.mail_kind is
  'INVITATION: the invitation e-mail to the invitee. INTERVIEW_READY: the notice to the interview owner that a completed interview is ready to review.';

-- Tables ------------------------------------------------------------------------------------------
-- graphile-worker frees the jobs of a crashed worker only after four hours; so each worker process
-- writes a heartbeat for its pools here, and the other workers hand a silent pool's jobs back to
-- the queue with graphile-worker's own force_unlock_workers (worker/recovery.ts).
create table private.job_worker_heartbeats (
  pool_id text primary key check (char_length(pool_id) <= 200),
  host text not null check (char_length(host) <= 200),
  seen_at timestamptz not null default now()
);
comment on table private.job_worker_heartbeats is
  'One row per live graphile-worker pool; a pool silent for longer than the dead-after interval has its jobs unlocked by another worker.';
alter table private.job_worker_heartbeats enable row level security;

-- Every e-mail is an outbox row, sent by a `send_mail` job added in the transaction that inserts
-- the row, so a request never waits for the mail provider and a provider outage delays mail
-- instead of failing requests. An invitation's e-mail status is read from its newest INVITATION row.
create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid references public.invitations (id) on delete cascade,
  to_email text not null check (char_length(to_email) <= 254),
  subject text not null check (char_length(subject) <= 500),
  html text not null,
  text_body text not null,
  status public.mail_outbox_status not null default 'PENDING',
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  kind public.mail_kind not null default 'INVITATION',
  workspace_invitation_id uuid references public.workspace_invitations (id) on delete cascade,
  from_name text check (
    btrim(from_name) <> '' and char_length(from_name) <= 100 and from_name !~ '[<>"\\[:cntrl:]]'
  ),
  -- A row belongs to a candidate invitation or to a team invitation. The confirmation of a deleted
  -- candidate's data belongs to neither: that invitation is anonymised and a row holding the
  -- candidate's address under it would name them again (a whole account's deletion may have no
  -- invitation at all); nor does the owners' notice of a disabled webhook endpoint.
  constraint mail_outbox_one_subject check (
    num_nonnulls(invitation_id, workspace_invitation_id) = 1
    or (kind in ('DATA_DELETED', 'WEBHOOK_DISABLED') and num_nonnulls(invitation_id, workspace_invitation_id) = 0)
  )
);
comment on table public.mail_outbox is
  'E-mails to send, each written in the same transaction as the send_mail job that sends it, so none is lost.';
comment on column public.mail_outbox.kind is
  'What the e-mail is: INVITATION (to the invitee) or INTERVIEW_READY (to the interview owner, at most one per invitation).';
comment on column public.mail_outbox.status is
  'PENDING until the send_mail job hands it to the mail provider; then SENT, FAILED (last_error says why) or TEST_MODE.';
comment on column public.mail_outbox.attempts is 'How many times the send_mail job has called the provider.';
comment on column public.mail_outbox.workspace_invitation_id is 'The team invitation a TEAM_INVITATION e-mail belongs to; null for the other kinds.';
comment on column public.mail_outbox.from_name is 'The sender''s display name (the workspace''s sender name or name); the address is the platform''s.';
alter table public.mail_outbox enable row level security;

-- Reminders before an invitation's deadline. The worker's schedule (queue_reminders, every 5
-- minutes) finds each PENDING or STARTED invitation of an ACTIVE interview whose reminder moments
-- (the interview's reminder_hours before expires_at) have come, and writes, in one transaction per
-- invitation, one row here per moment and one REMINDER e-mail to the outbox. The unique
-- (invitation, hours_before) is the "never twice": a run repeated, two workers at once, or a
-- restart in between find the row and send nothing. When several moments are due at once (a late
-- invitation, a worker that was down) only the nearest is e-mailed; the others are recorded as
-- skipped.
create table public.invitation_reminders (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  hours_before integer not null check (hours_before between 1 and 336),
  due_at timestamptz not null,
  outbox_id uuid references public.mail_outbox (id) on delete set null,
  skipped boolean not null default false,
  created_at timestamptz not null default now(),
  unique (invitation_id, hours_before)
);
comment on table public.invitation_reminders is
  'One row per reminder moment of an invitation that has come: e-mailed (outbox_id) or skipped for a nearer one.';
comment on column public.invitation_reminders.due_at is 'expires_at minus hours_before, when the row was written.';
alter table public.invitation_reminders enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
-- The daily counts look up recent sends.
create index mail_outbox_created_at_idx on public.mail_outbox (created_at);

create index mail_outbox_pending_idx on public.mail_outbox (created_at) where status = 'PENDING';

create index job_worker_heartbeats_seen_at_idx on private.job_worker_heartbeats (seen_at);

-- The recruiter is told once per completed invitation: the worker inserts ON CONFLICT DO NOTHING.
create unique index mail_outbox_one_interview_ready_idx on public.mail_outbox (invitation_id)
  where kind = 'INTERVIEW_READY';

-- The invitation list reads each invitation's newest INVITATION row.
create index mail_outbox_invitation_kind_created_idx on public.mail_outbox (invitation_id, kind, created_at desc);

create index mail_outbox_workspace_invitation_idx on public.mail_outbox (workspace_invitation_id, created_at desc)
  where workspace_invitation_id is not null;

create index invitation_reminders_outbox_id_idx on public.invitation_reminders (outbox_id);

-- The candidate's receipt: completing an interview queues send_receipt in the same transaction
-- (60-take.sql); the worker renders the e-mail (what happens next, the team's decision date if set)
-- into the outbox as a COMPLETION_RECEIPT row, at most one per invitation, so a repeated job writes
-- nothing.
create unique index mail_outbox_one_completion_receipt_idx on public.mail_outbox (invitation_id)
  where kind = 'COMPLETION_RECEIPT';

-- The cap per recipient counts an address's invitation e-mails.
create index mail_outbox_invitation_recipient_idx on public.mail_outbox (lower(to_email), created_at)
  where kind = 'INVITATION';

-- Private helpers ---------------------------------------------------------------------------------
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

-- One definition of the From display name of a workspace's e-mails (candidate invitations and team
-- invitations alike): its sender name, else its name, without what a From header cannot hold
-- (< > " \ and control characters), at most 100 characters; null when nothing is left (the platform's
-- name alone is used). The api writes it through this function and the outbox policies admit that
-- name or none (the platform's alone), so a member cannot queue an e-mail under another name, and
-- the two kinds cannot differ.
create function private.mail_sender_name(p_workspace_id uuid)
returns text
language sql stable security definer set search_path = ''
as $$
  select nullif(btrim(left(btrim(regexp_replace(coalesce(w.email_sender_name, w.name), '[<>"\\[:cntrl:]]', '', 'g')), 100)), '')
  from public.workspaces w
  where w.id = p_workspace_id
$$;
comment on function private.mail_sender_name(uuid) is
  'The From display name of the workspace''s e-mails: sender name, else name, cleaned for a header; null when nothing is left.';

-- Whether the caller may queue a team invitation's e-mail: an owner (or admin) queues a
-- TEAM_INVITATION row only for a PENDING invitation of a workspace they own, only to its e-mail,
-- and signed only with the workspace's own sender name, so the outbox relays to nobody else and
-- nobody sends in another team's name.
create function private.team_invitation_mail_allowed(
  p_workspace_invitation_id uuid, p_to_email text, p_from_name text
)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from public.workspace_invitations wi
    where wi.id = p_workspace_invitation_id
      and wi.status = 'PENDING'
      and wi.email = p_to_email
      and (p_from_name is null or p_from_name = private.mail_sender_name(wi.workspace_id))
      and ((select private.is_admin()) or wi.workspace_id in (select private.owned_workspace_ids()))
  )
$$;
comment on function private.team_invitation_mail_allowed(uuid, text, text) is
  'True when the caller may queue this team invitation e-mail: owner (or admin), PENDING, to the invitee, in the workspace''s name.';

create function private.invitation_mail_sender_name(p_invitation_id uuid)
returns text
language sql stable security definer set search_path = ''
as $$
  select private.mail_sender_name(i.workspace_id)
  from public.invitations inv join public.interviews i on i.id = inv.interview_id
  where inv.id = p_invitation_id
$$;
comment on function private.invitation_mail_sender_name(uuid) is
  'The From display name of a candidate invitation''s e-mail: that of its interview''s workspace.';

-- The refusals of the e-mail limits, written once for the two triggers below that count sends
-- (candidate invitations and team invitations): each trigger keeps its own limits, queries and
-- lock, and passes its counts and its sentence here. A refusal is SQLSTATE P0429 (the api answers
-- 429) with the seconds to wait in HINT (the api's Retry-After), rounded up so that a retry after
-- them is not refused again. A cap over every send of one invitation has nothing to wait for: it is
-- called without p_oldest_send and its refusal has no HINT. A cap over a rolling 24 hours waits
-- until the oldest of those sends leaves the window. %s in the sentence is the cap.
create function private.refuse_mail_over_cap(
  p_sends integer, p_cap integer, p_message text, p_oldest_send timestamptz default null
)
returns void
language plpgsql stable set search_path = ''
as $$
begin
  if p_sends >= p_cap then
    if p_oldest_send is null then
      raise exception using message = format(p_message, p_cap), errcode = 'P0429';
    end if;
    raise exception using message = format(p_message, p_cap), errcode = 'P0429',
      hint = ceil(extract(epoch from p_oldest_send + interval '24 hours' - now()))::integer::text;
  end if;
end
$$;
comment on function private.refuse_mail_over_cap(integer, integer, text, timestamptz) is
  'Raises P0429 with the sentence (%s: the cap) when p_sends has reached p_cap; HINT: seconds until p_oldest_send is 24 hours old, when given.';

create function private.refuse_mail_within_cooldown(
  p_last_sent_at timestamptz, p_cooldown interval, p_message text
)
returns void
language plpgsql stable set search_path = ''
as $$
begin
  if p_last_sent_at > now() - p_cooldown then
    raise exception using message = p_message, errcode = 'P0429',
      hint = ceil(extract(epoch from p_last_sent_at + p_cooldown - now()))::integer::text;
  end if;
end
$$;
comment on function private.refuse_mail_within_cooldown(timestamptz, interval, text) is
  'Raises P0429 with the sentence when the last send was less than p_cooldown ago; HINT: seconds until the cooldown ends.';

-- The newest invitation e-mail of each invitation of a page, in one call for the page (issue #39):
-- read as the caller, the outbox's policy asks reviews_invitation() per e-mail, and 50 of them cost
-- 1.4 ms a statement against 0.5 ms here. The rule is that policy's (an admin, or a member of the
-- invitation's workspace who manages it or whose invitation is COMPLETED or REVIEWED), joined once
-- for the page. Only the status and the failure's reason, which the outbox's grants let the caller
-- read. Invitations without one, or not the caller's, have no row.
-- PL/pgSQL keeps its plan for the session; a generic one, as the ids change at every call.
create function private.invitation_email_states(p_invitation_ids uuid[])
returns table (invitation_id uuid, status public.mail_outbox_status, last_error text)
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_generic_plan
rows 50
as $$
#variable_conflict use_column
begin
  return query
  select distinct on (inv.id) inv.id, o.status, o.last_error
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  join public.mail_outbox o on o.invitation_id = inv.id and o.kind = 'INVITATION'
  where inv.id = any (p_invitation_ids)
    and ((select private.is_admin())
         or exists (select 1 from public.workspace_members wm
                    where wm.workspace_id = i.workspace_id and wm.user_id = (select auth.uid())
                      and (wm.role in ('OWNER', 'RECRUITER') or inv.status in ('COMPLETED', 'REVIEWED'))))
  order by inv.id, o.created_at desc, o.id desc;
end;
$$;
comment on function private.invitation_email_states(uuid[]) is
  'The status and failure reason of the newest INVITATION e-mail of each invitation given whose e-mails the caller reads (mail_outbox_select); no row for the others.';

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(mail_outbox): the e-mails of invitations the caller sees; admins all. Which columns: the
-- grants below (not the addresses, names and bodies). Asked per row by the invitation's key
-- (reviews_invitation): no caller reads more than one invitation's e-mails; the invitation list
-- reads its page's through invitation_email_states().
create policy mail_outbox_select on public.mail_outbox
  for select to authenticated
  using (
    (select private.is_admin())
    or (invitation_id is not null and private.reviews_invitation(invitation_id))
  );

-- SELECT(mail_outbox) of team invitations' e-mails: the workspace's owners.
create policy mail_outbox_select_team_invitation on public.mail_outbox
  for select to authenticated
  using (
    workspace_invitation_id in (
      select wi.id from public.workspace_invitations wi
      where wi.workspace_id in (select private.owned_workspace_ids())
    )
  );

-- INSERT(mail_outbox): recruiters (and admins) write invitation e-mails only, only to the invitee
-- (the invitation's address, which its managers get from invitation_identity()) and only under the
-- workspace's sender name or none: the outbox cannot relay mail to anyone else, nor in another
-- team's name. The other kinds are written by the worker and the security definer functions.
-- Permissive policies add up: the team invitation's e-mail has its own below.
create policy mail_outbox_insert on public.mail_outbox
  for insert to authenticated
  with check (
    kind = 'INVITATION'
    and ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()))
    and to_email = (private.invitation_identity(invitation_id)).email
    and (from_name is null or from_name = private.invitation_mail_sender_name(invitation_id))
  );

create policy mail_outbox_insert_team_invitation on public.mail_outbox
  for insert to authenticated
  with check (
    kind = 'TEAM_INVITATION'
    and invitation_id is null
    and private.team_invitation_mail_allowed(workspace_invitation_id, to_email, from_name)
  );

-- SELECT(invitation_reminders): those who manage the invitation's interview, and admins; only the
-- worker writes.
create policy invitation_reminders_select on public.invitation_reminders
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()));

-- Functions ---------------------------------------------------------------------------------------
create function private.due_reminders(p_at timestamptz)
returns table (invitation_id uuid, hours_before integer, due_at timestamptz)
language sql stable set search_path = ''
as $$
  select inv.id, h.hours, inv.expires_at - make_interval(hours => h.hours)
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  cross join lateral unnest(i.reminder_hours) as h(hours)
  where inv.status in ('PENDING', 'STARTED')
    and i.status = 'ACTIVE'
    and inv.expires_at > p_at
    and inv.expires_at - make_interval(hours => h.hours) <= p_at
    -- A moment before the invitation was sent is no reminder.
    and inv.expires_at - make_interval(hours => h.hours) >= inv.created_at
    and not exists (
      select 1 from public.invitation_reminders r
      where r.invitation_id = inv.id and r.hours_before = h.hours
    )
  order by inv.id, h.hours
$$;
comment on function private.due_reminders(timestamptz) is
  'The reminder moments that have come by p_at and are not recorded yet, of open invitations of active interviews.';

-- Triggers ----------------------------------------------------------------------------------------
-- Added in the inserting transaction: the row and its job commit or roll back together. Rows
-- written already settled (the seed's SENT history) have nothing to send.
create function private.queue_mail_send()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('send_mail', jsonb_build_object('outbox_id', new.id), 'mail:' || new.id, 8);
  return null;
end
$$;
create trigger mail_outbox_queue_send
  after insert on public.mail_outbox
  for each row when (new.status = 'PENDING')
  execute function private.queue_mail_send();

-- As for candidate invitations (enforce_invitation_mail_limits below): a 60 s cooldown and 5 sends
-- per invitation, and 50 a day per workspace, refused with P0429 and the seconds to wait in HINT.
create function private.enforce_team_invitation_mail_limits()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  cooldown constant interval := interval '60 seconds';
  per_invitation_cap constant integer := 5;
  daily_cap constant integer := 50;
  ws_id uuid;
  last_sent_at timestamptz;
  invitation_sends integer;
  daily_sends integer;
  oldest_daily_send timestamptz;
begin
  if new.kind <> 'TEAM_INVITATION' or new.status <> 'PENDING' then
    return new;
  end if;
  if (select auth.uid()) is not null
     and not private.team_invitation_mail_allowed(new.workspace_invitation_id, new.to_email, new.from_name) then
    -- The INSERT policy refuses this row after the trigger: let it answer 42501 rather than tell
    -- a stranger about another team's sends.
    return new;
  end if;
  select wi.workspace_id into ws_id from public.workspace_invitations wi where wi.id = new.workspace_invitation_id;
  perform pg_advisory_xact_lock(hashtextextended('team_invitation_mail:' || ws_id::text, 0));

  select max(o.created_at), count(*) into last_sent_at, invitation_sends
  from public.mail_outbox o where o.workspace_invitation_id = new.workspace_invitation_id;
  perform private.refuse_mail_over_cap(invitation_sends, per_invitation_cap,
    'This team invitation has already been sent %s times; it cannot be sent again');
  perform private.refuse_mail_within_cooldown(last_sent_at, cooldown,
    'This team invitation was sent less than a minute ago; wait a minute before sending it again');

  select count(*), min(o.created_at) into daily_sends, oldest_daily_send
  from public.mail_outbox o
  join public.workspace_invitations wi on wi.id = o.workspace_invitation_id
  where wi.workspace_id = ws_id and o.created_at > now() - interval '24 hours';
  perform private.refuse_mail_over_cap(daily_sends, daily_cap,
    'This workspace has reached the limit of %s team invitation e-mails a day; try again later', oldest_daily_send);
  return new;
end;
$$;
comment on function private.enforce_team_invitation_mail_limits() is
  'Refuses a team invitation e-mail over the cooldown, the per-invitation cap or the workspace''s daily cap (P0429, seconds to wait in HINT).';
create trigger mail_outbox_enforce_team_invitation_limits
  before insert on public.mail_outbox
  for each row execute function private.enforce_team_invitation_mail_limits();

-- Limits on sending invitation e-mail: every send, first or resent, is an INVITATION row, so this
-- BEFORE INSERT trigger counts the rows already there and refuses a new one that would exceed a
-- limit. The limits, in this one place (docs/product.md §9, "Invitation e-mail limits"):
--   a cooldown of 60 seconds between two sends of one invitation,
--   at most 5 sends of one invitation,
--   at most 2,000 sends a day (any rolling 24 hours) for the invitations of one workspace's
--   interviews, whoever sends them (bulk invitations send up to 1,000 at once),
--   at most 10 a day to one address, whichever workspaces send them, so inviting one person over
--   and over (from one workspace or from many made for it) cannot flood their mailbox.
-- Refusals raise SQLSTATE P0429 (the api answers 429) with the seconds to wait in HINT (the api's
-- Retry-After), through the helpers both triggers share (refuse_mail_over_cap and
-- refuse_mail_within_cooldown, under Private helpers). A transaction-scoped advisory lock per
-- workspace serialises the check and the insert, so concurrent sends cannot all see the same count
-- and slip past together. It does not serialise two workspaces mailing one address at the same
-- moment, and a lock per address, taken row by row in a bulk batch, could deadlock two batches; so
-- concurrent sends from different workspaces may pass the address's cap by the sends in flight, and
-- every send after them is refused. The recruiter's own notice and the other kinds are not
-- invitation sends; a row written already settled (history the server records, such as the seed's)
-- sends nothing and is not limited either (no API role may insert a status).
create function private.enforce_invitation_mail_limits()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  cooldown constant interval := interval '60 seconds';
  per_invitation_cap constant integer := 5;
  daily_cap constant integer := 2000;
  recipient_daily_cap constant integer := 10;
  v_workspace_id uuid;
  last_sent_at timestamptz;
  invitation_sends integer;
  daily_sends integer;
  oldest_daily_send timestamptz;
begin
  if new.kind <> 'INVITATION' or new.status <> 'PENDING' then
    return new;
  end if;
  if (select auth.uid()) is not null
     and not (((select private.is_admin()) or new.invitation_id in (select private.own_invitation_ids()))
              and new.to_email = (select inv.email from public.invitations inv where inv.id = new.invitation_id)) then
    -- The INSERT policy refuses this row after the trigger: let it answer 42501, rather than
    -- tell a stranger about the sends of an invitation or relay a limit for a row never allowed.
    return new;
  end if;
  if (select private.api_key_workspace()) is not null
     and not ((select private.api_key_can_write())
              and new.invitation_id in (select private.api_key_invitation_ids())
              and new.to_email = (select inv.email from public.invitations inv where inv.id = new.invitation_id)) then
    -- The same for a key: a READ key, or a key of another workspace, gets the policy's 42501.
    return new;
  end if;
  select i.workspace_id into v_workspace_id
  from public.invitations inv join public.interviews i on i.id = inv.interview_id
  where inv.id = new.invitation_id;
  perform pg_advisory_xact_lock(hashtextextended('invitation_mail:' || v_workspace_id::text, 0));

  -- Each query below runs after the lock is granted, so it sees the rows of a concurrent send
  -- that held the lock and committed first.
  select max(o.created_at), count(*) into last_sent_at, invitation_sends
  from public.mail_outbox o where o.invitation_id = new.invitation_id and o.kind = 'INVITATION';
  perform private.refuse_mail_over_cap(invitation_sends, per_invitation_cap,
    'This invitation has already been sent %s times; it cannot be sent again');
  perform private.refuse_mail_within_cooldown(last_sent_at, cooldown,
    'This invitation was sent less than a minute ago; wait a minute before sending it again');

  -- interviews_workspace_id_created_at_idx finds the workspace's interviews.
  select count(*), min(o.created_at) into daily_sends, oldest_daily_send
  from public.mail_outbox o
  join public.invitations inv on inv.id = o.invitation_id
  join public.interviews i on i.id = inv.interview_id
  where i.workspace_id = v_workspace_id and o.kind = 'INVITATION' and o.created_at > now() - interval '24 hours';
  perform private.refuse_mail_over_cap(daily_sends, daily_cap,
    'This workspace has reached the limit of %s invitation e-mails a day; try again later', oldest_daily_send);

  -- mail_outbox_invitation_recipient_idx finds the address's sends.
  select count(*), min(o.created_at) into daily_sends, oldest_daily_send
  from public.mail_outbox o
  where lower(o.to_email) = lower(new.to_email) and o.kind = 'INVITATION'
    and o.created_at > now() - interval '24 hours';
  perform private.refuse_mail_over_cap(daily_sends, recipient_daily_cap,
    'This address has already been sent %s invitation e-mails in 24 hours; try again later', oldest_daily_send);
  return new;
end;
$$;
comment on function private.enforce_invitation_mail_limits() is
  'Refuses an invitation e-mail (kind INVITATION) over the cooldown, the per-invitation cap, the daily cap of the interview''s workspace or the daily cap of its address (P0429, seconds to wait in HINT).';
create trigger mail_outbox_enforce_limits
  before insert on public.mail_outbox
  for each row execute function private.enforce_invitation_mail_limits();

-- The confirmation of a deletion goes once it is settled (issue #33 item 26). A DATA_DELETED row
-- holds the address, the first name and the interview's title of a person who asked for their data
-- to go, and nobody reads it after the worker has handed it to the provider (it belongs to no
-- invitation, so no recruiter's list shows it). So the update that settles it, SENT, TEST_MODE or
-- FAILED (the worker logs the failure by the row's id), deletes it in the same transaction: the
-- e-mail is delivered first, and nothing of the person stays behind.
create function private.remove_settled_data_deleted_mail()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  delete from public.mail_outbox where id = new.id;
  return null;
end;
$$;
comment on function private.remove_settled_data_deleted_mail() is
  'Deletes a DATA_DELETED outbox row once its send is settled (SENT, TEST_MODE or FAILED).';
create trigger mail_outbox_remove_settled_data_deleted
  after update of status on public.mail_outbox
  for each row
  when (new.kind = 'DATA_DELETED' and new.status <> 'PENDING')
  execute function private.remove_settled_data_deleted_mail();

-- Grants ------------------------------------------------------------------------------------------
-- An e-mail's address, sender, subject and bodies are no caller's to select: a REVIEWER could
-- otherwise read them for every completed invitation (the candidate's name, their interview link).
-- No route reads them as the caller: the api renders and inserts them, the worker sends them with
-- its own role. The caller keeps the columns the invitation lists and the workspace page read
-- (state, error, when).
grant all on public.mail_outbox to service_role;
grant select (id, invitation_id, status, attempts, last_error, created_at, sent_at, kind,
              workspace_invitation_id)
  on public.mail_outbox to authenticated;
grant insert (invitation_id, to_email, subject, html, text_body, kind, workspace_invitation_id,
              from_name)
  on public.mail_outbox to authenticated;

grant all on public.invitation_reminders to service_role;
grant select on public.invitation_reminders to authenticated;

grant execute on function private.team_invitation_mail_allowed(uuid, text, text) to service_role, authenticated;
grant execute on function private.mail_sender_name(uuid) to service_role, authenticated;
grant execute on function private.invitation_mail_sender_name(uuid) to service_role, authenticated;
grant execute on function private.invitation_email_states(uuid[]) to authenticated;
