-- A cap per recipient (issue #33 item 8): one address receives at most 10 invitation e-mails in any
-- 24 hours, whichever workspaces send them, so inviting one person over and over (from one
-- workspace or from many made for it) cannot flood their mailbox; the per-workspace cap bounds only
-- a workspace's own total. Otherwise as the api key invitations migration wrote the function.
--
-- The workspace's lock does not serialise two workspaces mailing one address at the same moment,
-- and a lock per address, taken row by row in a bulk batch, could deadlock two batches; so
-- concurrent sends from different workspaces may pass the cap by the sends in flight, and every
-- send after them is refused.
create index mail_outbox_invitation_recipient_idx on public.mail_outbox (lower(to_email), created_at)
  where kind = 'INVITATION';

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
  if invitation_sends >= per_invitation_cap then
    raise exception 'This invitation has already been sent % times; it cannot be sent again', per_invitation_cap
      using errcode = 'P0429';
  end if;
  if last_sent_at > now() - cooldown then
    raise exception 'This invitation was sent less than a minute ago; wait a minute before sending it again'
      using errcode = 'P0429',
            hint = ceil(extract(epoch from last_sent_at + cooldown - now()))::integer::text;
  end if;

  -- interviews_workspace_id_created_at_idx finds the workspace's interviews.
  select count(*), min(o.created_at) into daily_sends, oldest_daily_send
  from public.mail_outbox o
  join public.invitations inv on inv.id = o.invitation_id
  join public.interviews i on i.id = inv.interview_id
  where i.workspace_id = v_workspace_id and o.kind = 'INVITATION' and o.created_at > now() - interval '24 hours';
  if daily_sends >= daily_cap then
    raise exception 'This workspace has reached the limit of % invitation e-mails a day; try again later', daily_cap
      using errcode = 'P0429',
            hint = ceil(extract(epoch from oldest_daily_send + interval '24 hours' - now()))::integer::text;
  end if;

  -- mail_outbox_invitation_recipient_idx finds the address's sends.
  select count(*), min(o.created_at) into daily_sends, oldest_daily_send
  from public.mail_outbox o
  where lower(o.to_email) = lower(new.to_email) and o.kind = 'INVITATION'
    and o.created_at > now() - interval '24 hours';
  if daily_sends >= recipient_daily_cap then
    raise exception 'This address has already been sent % invitation e-mails in 24 hours; try again later',
      recipient_daily_cap
      using errcode = 'P0429',
            hint = ceil(extract(epoch from oldest_daily_send + interval '24 hours' - now()))::integer::text;
  end if;
  return new;
end;
$$;
comment on function private.enforce_invitation_mail_limits() is
  'Refuses an invitation e-mail (kind INVITATION) over the cooldown, the per-invitation cap, the daily cap of the interview''s workspace or the daily cap of its address (P0429, seconds to wait in HINT).';
