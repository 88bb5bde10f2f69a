-- Who reads and writes team invitations, their e-mails, and the two functions behind the link
-- /join/{token} (issue #17 item 2). Only a workspace's OWNERs (and platform admins) see, write,
-- revoke and resend its team invitations; the invitee reaches theirs only through the token, and
-- joins only with an account whose confirmed e-mail is the invited one.

-- Section: the invitation's life ---------------------------------------------------------------------
-- An owner revokes (REVOKED with revoked_at) or extends (expires_at) a PENDING invitation; only
-- accept_team_invitation() marks one ACCEPTED, since nobody else may write accepted_at.
alter table public.workspace_invitations
  add constraint workspace_invitations_accepted_stamped check (status <> 'ACCEPTED' or accepted_at is not null),
  add constraint workspace_invitations_revoked_stamped check (status <> 'REVOKED' or revoked_at is not null);

grant select, delete on public.workspace_invitations to authenticated;
grant insert (workspace_id, email, role) on public.workspace_invitations to authenticated;
grant update (status, revoked_at, expires_at) on public.workspace_invitations to authenticated;

-- SELECT/INSERT/DELETE(workspace_invitations): the workspace's owners; admins.
create policy workspace_invitations_select on public.workspace_invitations
  for select to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

create policy workspace_invitations_insert on public.workspace_invitations
  for insert to authenticated
  with check (
    ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()))
    and invited_by = (select auth.uid())
  );

create policy workspace_invitations_delete on public.workspace_invitations
  for delete to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

-- UPDATE(workspace_invitations): owners revoke or extend a PENDING invitation; admins any.
create policy workspace_invitations_update on public.workspace_invitations
  for update to authenticated
  using ((select private.is_admin()) or (workspace_id in (select private.owned_workspace_ids()) and status = 'PENDING'))
  with check ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

-- Section: the team invitation e-mail --------------------------------------------------------------
-- Separate policies from the candidate invitation's (permissive policies add up): an owner queues
-- a TEAM_INVITATION row only for a PENDING invitation of a workspace they own, only to its e-mail,
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
    join public.workspaces w on w.id = wi.workspace_id
    where wi.id = p_workspace_invitation_id
      and wi.status = 'PENDING'
      and wi.email = p_to_email
      and (p_from_name is null or p_from_name = coalesce(w.email_sender_name, w.name))
      and ((select private.is_admin()) or wi.workspace_id in (select private.owned_workspace_ids()))
  )
$$;
comment on function private.team_invitation_mail_allowed(uuid, text, text) is
  'True when the caller may queue this team invitation e-mail: owner (or admin), PENDING, to the invitee, in the workspace''s name.';
revoke execute on function private.team_invitation_mail_allowed(uuid, text, text) from public, anon;
grant execute on function private.team_invitation_mail_allowed(uuid, text, text) to authenticated, service_role;

create policy mail_outbox_insert_team_invitation on public.mail_outbox
  for insert to authenticated
  with check (
    kind = 'TEAM_INVITATION'
    and invitation_id is null
    and private.team_invitation_mail_allowed(workspace_invitation_id, to_email, from_name)
  );

create policy mail_outbox_select_team_invitation on public.mail_outbox
  for select to authenticated
  using (
    workspace_invitation_id in (
      select wi.id from public.workspace_invitations wi
      where wi.workspace_id in (select private.owned_workspace_ids())
    )
  );

-- Section: limits on team invitation e-mail --------------------------------------------------------
-- As for candidate invitations (20261125220000_mail_queue.sql): a 60 s cooldown and 5 sends per
-- invitation, and 50 a day per workspace, refused with P0429 and the seconds to wait in HINT.
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
  if invitation_sends >= per_invitation_cap then
    raise exception 'This team invitation has already been sent % times; it cannot be sent again', per_invitation_cap
      using errcode = 'P0429';
  end if;
  if last_sent_at > now() - cooldown then
    raise exception 'This team invitation was sent less than a minute ago; wait a minute before sending it again'
      using errcode = 'P0429',
            hint = ceil(extract(epoch from last_sent_at + cooldown - now()))::integer::text;
  end if;

  select count(*), min(o.created_at) into daily_sends, oldest_daily_send
  from public.mail_outbox o
  join public.workspace_invitations wi on wi.id = o.workspace_invitation_id
  where wi.workspace_id = ws_id and o.created_at > now() - interval '24 hours';
  if daily_sends >= daily_cap then
    raise exception 'This workspace has reached the limit of % team invitation e-mails a day; try again later', daily_cap
      using errcode = 'P0429',
            hint = ceil(extract(epoch from oldest_daily_send + interval '24 hours' - now()))::integer::text;
  end if;
  return new;
end;
$$;
comment on function private.enforce_team_invitation_mail_limits() is
  'Refuses a team invitation e-mail over the cooldown, the per-invitation cap or the workspace''s daily cap (P0429, seconds to wait in HINT).';
revoke execute on function private.enforce_team_invitation_mail_limits() from public, anon, authenticated;
create trigger mail_outbox_enforce_team_invitation_limits
  before insert on public.mail_outbox
  for each row execute function private.enforce_team_invitation_mail_limits();

-- Section: the link ---------------------------------------------------------------------------------
-- Anyone holding the token sees what it offers; an unknown token gives no row.
create function public.get_team_invitation(p_token text)
returns table (
  workspace_name text,
  logo_path text,
  brand_color text,
  email text,
  role public.workspace_role,
  status text,
  invited_by_name text,
  expires_at timestamptz
)
language sql stable security definer set search_path = ''
as $$
  select w.name, w.logo_path, w.brand_color, wi.email, wi.role,
         case when wi.status = 'PENDING' and wi.expires_at <= now() then 'EXPIRED' else wi.status::text end,
         nullif(btrim(p.full_name), ''), wi.expires_at
  from public.workspace_invitations wi
  join public.workspaces w on w.id = wi.workspace_id
  left join public.profiles p on p.id = wi.invited_by
  where wi.token = p_token
$$;
comment on function public.get_team_invitation(text) is
  'What a team invitation link offers (workspace brand, e-mail, role, status with EXPIRED); no row for an unknown token.';
revoke execute on function public.get_team_invitation(text) from public;
grant execute on function public.get_team_invitation(text) to anon, authenticated, service_role;

-- The signed-in caller joins with the invited role. Errors: 28000 not signed in, P0002 unknown
-- token, 55000 revoked/used/expired, 42501 another account's invitation. A member already keeps
-- their membership as it is; the invitation is used all the same.
create function public.accept_team_invitation(p_token text)
returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  invitation public.workspace_invitations%rowtype;
begin
  if caller is null then
    raise exception 'Sign in to continue' using errcode = '28000';
  end if;
  select * into invitation from public.workspace_invitations wi where wi.token = p_token for update;
  if not found then
    raise exception 'Team invitation not found' using errcode = 'P0002';
  end if;
  if invitation.status = 'ACCEPTED' then
    if invitation.accepted_by = caller then
      return invitation.workspace_id;
    end if;
    raise exception 'This team invitation has already been used' using errcode = '55000';
  end if;
  if invitation.status = 'REVOKED' then
    raise exception 'This team invitation has been withdrawn' using errcode = '55000';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'This team invitation has expired; ask for a new one' using errcode = '55000';
  end if;
  if (select private.confirmed_email()) is distinct from invitation.email then
    raise exception 'This invitation was sent to another e-mail address; sign in with that address to join'
      using errcode = '42501';
  end if;

  insert into public.workspace_members (workspace_id, user_id, role)
  values (invitation.workspace_id, caller, invitation.role)
  on conflict (workspace_id, user_id) do nothing;
  update public.workspace_invitations
  set status = 'ACCEPTED', accepted_by = caller, accepted_at = now()
  where id = invitation.id;
  return invitation.workspace_id;
end;
$$;
comment on function public.accept_team_invitation(text) is
  'Joins the caller to the invitation''s workspace with its role, when their confirmed e-mail is the invited one; returns the workspace id.';
revoke execute on function public.accept_team_invitation(text) from public, anon;
grant execute on function public.accept_team_invitation(text) to authenticated, service_role;
