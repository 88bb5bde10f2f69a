-- Mail on the job queue (issue #16 item 5): every outbox row is sent by a `send_mail` job added in
-- the transaction that inserts the row, so a request never waits for the mail provider and a
-- provider outage delays mail instead of failing requests. The outbox now holds two kinds of mail:
-- the invitation e-mail (written by the recruiter with the invitation, or on resend) and the
-- recruiter's notice that a completed interview is ready to review (written by the worker, once per
-- invitation). The invitation's e-mail status is read from its newest INVITATION row (status,
-- last_error), so invitations.email_status and email_error, a second copy, are dropped.

-- Section: kinds of mail ---------------------------------------------------------------------------
create type public.mail_kind as enum ('INVITATION', 'INTERVIEW_READY');
comment on type public.mail_kind is
  'INVITATION: the invitation e-mail to the invitee. INTERVIEW_READY: the notice to the interview owner that a completed interview is ready to review.';

alter table public.mail_outbox add column kind public.mail_kind not null default 'INVITATION';
comment on column public.mail_outbox.kind is
  'What the e-mail is: INVITATION (to the invitee) or INTERVIEW_READY (to the interview owner, at most one per invitation).';
comment on table public.mail_outbox is
  'E-mails to send, each written in the same transaction as the send_mail job that sends it, so none is lost.';
comment on column public.mail_outbox.status is
  'PENDING until the send_mail job hands it to the mail provider; then SENT, FAILED (last_error says why) or TEST_MODE.';
comment on column public.mail_outbox.attempts is 'How many times the send_mail job has called the provider.';

-- The recruiter is told once per completed invitation: the worker inserts ON CONFLICT DO NOTHING.
create unique index mail_outbox_one_interview_ready_idx on public.mail_outbox (invitation_id)
  where kind = 'INTERVIEW_READY';
-- The invitation list reads each invitation's newest INVITATION row.
drop index public.mail_outbox_invitation_id_idx;
create index mail_outbox_invitation_kind_created_idx on public.mail_outbox (invitation_id, kind, created_at desc);

-- Section: who may write which kind ----------------------------------------------------------------
-- Recruiters (and admins) write invitation e-mails only, and only to the invitee: the outbox cannot
-- relay mail to anyone else. The notice is written only by the worker.
grant insert (kind) on public.mail_outbox to authenticated;
drop policy mail_outbox_insert on public.mail_outbox;
create policy mail_outbox_insert on public.mail_outbox
  for insert to authenticated
  with check (
    kind = 'INVITATION'
    and ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()))
    and to_email = (select inv.email from public.invitations inv where inv.id = invitation_id)
  );

-- Section: limits on invitation e-mail only --------------------------------------------------------
-- As in 20261123120100_invitation_mail_limits.sql, now counting and limiting INVITATION rows only:
-- the recruiter's own notice is not an invitation send and must never be refused by them. A row
-- written already settled (history the server records, such as the seed's) sends nothing and is
-- not limited either; recruiters cannot write one (no INSERT grant on status).
create or replace function private.enforce_invitation_mail_limits()
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
  select i.recruiter_id into owner_id
  from public.invitations inv join public.interviews i on i.id = inv.interview_id
  where inv.id = new.invitation_id;
  perform pg_advisory_xact_lock(hashtextextended('invitation_mail:' || owner_id::text, 0));

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

  select count(*), min(o.created_at) into daily_sends, oldest_daily_send
  from public.mail_outbox o
  join public.invitations inv on inv.id = o.invitation_id
  join public.interviews i on i.id = inv.interview_id
  where i.recruiter_id = owner_id and o.kind = 'INVITATION' and o.created_at > now() - interval '24 hours';
  if daily_sends >= daily_cap then
    raise exception 'You have reached the limit of % invitation e-mails a day; try again later', daily_cap
      using errcode = 'P0429',
            hint = ceil(extract(epoch from oldest_daily_send + interval '24 hours' - now()))::integer::text;
  end if;
  return new;
end;
$$;
comment on function private.enforce_invitation_mail_limits() is
  'Refuses an invitation e-mail (kind INVITATION) over the cooldown, the per-invitation cap or the daily cap of the interview''s recruiter (P0429, seconds to wait in HINT).';

-- Section: the job that sends a row ----------------------------------------------------------------
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
revoke execute on function private.queue_mail_send() from public, anon, authenticated;
create trigger mail_outbox_queue_send
  after insert on public.mail_outbox
  for each row when (new.status = 'PENDING')
  execute function private.queue_mail_send();

-- Section: one truth for the invitation's e-mail status --------------------------------------------
-- Existing invitations keep what they showed: an invitation whose status was recorded but that has
-- no outbox row of its own (written before the outbox existed) gets one in that state.
insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, status, last_error, created_at, sent_at)
select inv.id, inv.email, 'Invitation e-mail', '', '',
       inv.email_status::text::public.mail_outbox_status, inv.email_error, inv.created_at,
       case when inv.email_status = 'SENT' then inv.created_at end
from public.invitations inv
where inv.email_status <> 'PENDING'
  and not exists (select 1 from public.mail_outbox o where o.invitation_id = inv.id);

revoke update (email_status, email_error) on public.invitations from authenticated;
alter table public.invitations drop column email_status, drop column email_error;
-- The outbox has its own status type (20261124300000); nothing uses this one any more.
drop type public.email_status;
