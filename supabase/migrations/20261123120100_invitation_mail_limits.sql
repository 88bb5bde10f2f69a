-- Limits on sending invitation e-mail (issue #14 item 4): every send, first or resent, is a
-- mail_outbox row, so a BEFORE INSERT trigger counts the rows already there and refuses a new one
-- that would exceed a limit. The limits, in this one place (README "Invitation e-mail limits"):
--   a cooldown of 60 seconds between two sends of one invitation,
--   at most 5 sends of one invitation,
--   at most 100 sends a day (any rolling 24 hours) for the invitations of one recruiter's
--   interviews, whoever sends them (an admin's resend counts against the interview's owner).
-- Refusals raise SQLSTATE P0429 (the api answers 429) with the seconds to wait in HINT (the api's
-- Retry-After). A transaction-scoped advisory lock per recruiter serialises the check and the
-- insert, so concurrent sends cannot all see the same count and slip past together.
create function private.enforce_invitation_mail_limits()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  cooldown constant interval := interval '60 seconds';
  per_invitation_cap constant integer := 5;
  daily_cap constant integer := 100;
  owner_id uuid;
  last_sent_at timestamptz;
  invitation_sends integer;
  daily_sends integer;
  oldest_daily_send timestamptz;
begin
  if (select auth.uid()) is not null
     and not (((select private.is_admin()) or new.invitation_id in (select private.own_invitation_ids()))
              and new.to_email = (select inv.email from public.invitations inv where inv.id = new.invitation_id)) then
    -- The INSERT policy refuses this row after the trigger: let it answer 42501, rather than
    -- tell a stranger about the sends of an invitation or relay a limit for a row never allowed.
    return new;
  end if;
  select i.recruiter_id into owner_id
  from public.invitations inv join public.interviews i on i.id = inv.interview_id
  where inv.id = new.invitation_id;
  perform pg_advisory_xact_lock(hashtextextended('invitation_mail:' || owner_id::text, 0));

  -- Each query below runs after the lock is granted, so it sees the rows of a concurrent send
  -- that held the lock and committed first.
  select max(o.created_at), count(*) into last_sent_at, invitation_sends
  from public.mail_outbox o where o.invitation_id = new.invitation_id;
  if invitation_sends >= per_invitation_cap then
    raise exception 'This invitation has already been sent % times; it cannot be sent again', per_invitation_cap
      using errcode = 'P0429';
  end if;
  if last_sent_at > now() - cooldown then
    raise exception 'This invitation was sent less than a minute ago; wait a minute before sending it again'
      using errcode = 'P0429',
            hint = ceil(extract(epoch from last_sent_at + cooldown - now()))::integer::text;
  end if;

  select count(*), min(o.created_at) into daily_sends, oldest_daily_send
  from public.mail_outbox o
  join public.invitations inv on inv.id = o.invitation_id
  join public.interviews i on i.id = inv.interview_id
  where i.recruiter_id = owner_id and o.created_at > now() - interval '24 hours';
  if daily_sends >= daily_cap then
    raise exception 'You have reached the limit of % invitation e-mails a day; try again later', daily_cap
      using errcode = 'P0429',
            hint = ceil(extract(epoch from oldest_daily_send + interval '24 hours' - now()))::integer::text;
  end if;
  return new;
end;
$$;
comment on function private.enforce_invitation_mail_limits() is
  'Refuses an invitation e-mail over the cooldown, the per-invitation cap or the daily cap of the interview''s recruiter (P0429, seconds to wait in HINT).';

create trigger mail_outbox_enforce_limits
  before insert on public.mail_outbox
  for each row execute function private.enforce_invitation_mail_limits();

-- The daily count looks up one recruiter's recent sends.
create index mail_outbox_created_at_idx on public.mail_outbox (created_at);
