-- Reminders before an invitation's deadline (issue #19 item 3). The worker's schedule
-- (queue_reminders, every 5 minutes) finds each PENDING or STARTED invitation of an ACTIVE
-- interview whose reminder moments (the interview's reminder_hours before expires_at) have come,
-- and writes, in one transaction per invitation, one row here per moment and one REMINDER e-mail
-- to the outbox. The unique (invitation, hours_before) is the "never twice": a run repeated, two
-- workers at once, or a restart in between find the row and send nothing. When several moments
-- are due at once (a late invitation, a worker that was down) only the nearest is e-mailed; the
-- others are recorded as skipped.

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
create index invitation_reminders_outbox_id_idx on public.invitation_reminders (outbox_id);

alter table public.invitation_reminders enable row level security;

-- SELECT: those who manage the invitation's interview, and admins; only the worker writes.
create policy invitation_reminders_select on public.invitation_reminders
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()));

grant select on public.invitation_reminders to authenticated;
grant all on public.invitation_reminders to service_role;

-- Section: what is due at a given time ------------------------------------------------------------
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
revoke execute on function private.due_reminders(timestamptz) from public, anon, authenticated;
