-- The public API's interviews and invitations (issue #22 item 3): a key reads its workspace's
-- questions and invitations, and a key with scope READ_WRITE invites candidates to its workspace's
-- interviews through the same path as the app's bulk invite: the invitation rows, then each
-- invitation's e-mail in the outbox (whose trigger queues the send_mail job and enforces the
-- workspace's mail limits). A READ key is refused by the database as well as by the api.

-- The workspace of the request's key, while the key is live; null for anyone else. As the key
-- access migration wrote it, but also null when the claims setting is empty rather than unset (as
-- it is after a transaction that set it ends): the invitation triggers below ask it of every writer.
create or replace function private.api_key_workspace()
returns uuid
language sql stable security definer set search_path = ''
as $$
  select k.workspace_id from public.workspace_api_keys k
  where k.id = nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'key_id', '')::uuid
    and k.revoked_at is null
$$;

-- Whether the request's key may write: a live key with scope READ_WRITE; false for anyone else.
create function private.api_key_can_write()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select k.scope = 'READ_WRITE' from public.workspace_api_keys k
     where k.id = nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'key_id', '')::uuid
       and k.revoked_at is null),
    false)
$$;
revoke execute on function private.api_key_can_write() from public, anon, authenticated;
grant execute on function private.api_key_can_write() to workspace_api;

-- The interviews of the request's key's workspace (interviews_workspace_id_created_at_idx finds them).
create function private.api_key_interview_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select i.id from public.interviews i where i.workspace_id = (select private.api_key_workspace())
$$;
revoke execute on function private.api_key_interview_ids() from public, anon, authenticated;
grant execute on function private.api_key_interview_ids() to workspace_api;

-- The invitations of the request's key's workspace, for the outbox's policies.
create function private.api_key_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id
  from public.interviews i
  join public.invitations inv on inv.interview_id = i.id
  where i.workspace_id = (select private.api_key_workspace())
$$;
revoke execute on function private.api_key_invitation_ids() from public, anon, authenticated;
grant execute on function private.api_key_invitation_ids() to workspace_api;

-- The e-mail's sender name, as the app's invitations write it and the outbox policy checks it.
grant execute on function private.invitation_mail_sender_name(uuid) to workspace_api;

-- The workspace's name, logo and colour brand the invitation e-mail; nothing else of it is read.
grant select (id, name, logo_path, brand_color) on public.workspaces to workspace_api;
create policy workspaces_api_key_select on public.workspaces for select to workspace_api
  using (id = (select private.api_key_workspace()));

grant select on public.questions to workspace_api;
create policy questions_api_key_select on public.questions for select to workspace_api
  using (interview_id in (select private.api_key_interview_ids()));

-- The invitation's columns an integration reads, and the ones the bulk invite writes and reads
-- back (the link's token goes into the e-mail). Not candidate_id: the candidate's account is theirs.
grant select (id, interview_id, first_name, last_name, email, status, unique_link_token, expires_at,
              created_at, updated_at, started_at, completed_at, reviewed_at, cancelled_at,
              candidate_number, bulk_key)
  on public.invitations to workspace_api;
grant insert (interview_id, first_name, last_name, email, expires_at, bulk_key)
  on public.invitations to workspace_api;
create policy invitations_api_key_select on public.invitations for select to workspace_api
  using (interview_id in (select private.api_key_interview_ids()));
create policy invitations_api_key_insert on public.invitations for insert to workspace_api
  with check ((select private.api_key_can_write())
              and interview_id in (select private.api_key_interview_ids())
              and status = 'PENDING');

-- The invitation e-mail: written as the app's recruiters write it (to the invitee, under the
-- workspace's sender name); read back only for whether and when it was sent.
grant select (id, invitation_id, kind, status, created_at, sent_at) on public.mail_outbox to workspace_api;
grant insert (invitation_id, to_email, from_name, subject, html, text_body) on public.mail_outbox to workspace_api;
create policy mail_outbox_api_key_select on public.mail_outbox for select to workspace_api
  using (invitation_id in (select private.api_key_invitation_ids()));
create policy mail_outbox_api_key_insert on public.mail_outbox for insert to workspace_api
  with check (kind = 'INVITATION'
              and (select private.api_key_can_write())
              and invitation_id in (select private.api_key_invitation_ids())
              and to_email = (select inv.email from public.invitations inv where inv.id = mail_outbox.invitation_id)
              and (from_name is null or from_name = private.invitation_mail_sender_name(invitation_id)));

-- v1 lists page invitations in the order they last changed (updated_at, then id).
create index invitations_updated_at_id_idx on public.invitations (updated_at, id);

-- Only an interview taking invitations (ACTIVE) gets new ones, for a key as for a signed-in user;
-- rows written by the database's own roles (seeds, tests) are not checked. Otherwise as the
-- interview lifecycle migration wrote it.
create or replace function private.require_active_interview()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_status public.interview_status;
begin
  if (select auth.uid()) is null and (select private.api_key_workspace()) is null then
    return new;
  end if;
  select status into v_status from public.interviews where id = new.interview_id;
  if v_status = 'DRAFT' then
    raise exception 'Publish the interview before inviting candidates' using errcode = '55000';
  elsif v_status = 'CLOSED' then
    raise exception 'This interview is closed; reopen it to invite candidates' using errcode = '55000';
  elsif v_status = 'ARCHIVED' then
    raise exception 'Interview is archived' using errcode = '55000';
  end if;
  return new;
end;
$$;

-- The workspace's invitation e-mail limits hold for a key's e-mails as for the app's; a row the key
-- may not write is left to the INSERT policy, as a user's is. Otherwise as the bulk invitation mail
-- cap migration wrote it.
create or replace function private.enforce_invitation_mail_limits()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  cooldown constant interval := interval '60 seconds';
  per_invitation_cap constant integer := 5;
  daily_cap constant integer := 2000;
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
  return new;
end;
$$;
