-- Issue #35 (review item D8): the refusals of the invitation and team invitation e-mail limits are
-- written once, in two private helpers both triggers call, instead of once per trigger. The limits,
-- the sentences, SQLSTATE P0429 and the HINTs are unchanged; each trigger keeps its own counts,
-- permission early-returns and advisory lock. As supabase/schemas/45-mail-and-jobs.sql has them.

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

create or replace function private.enforce_team_invitation_mail_limits()
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

create or replace function private.enforce_invitation_mail_limits()
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
