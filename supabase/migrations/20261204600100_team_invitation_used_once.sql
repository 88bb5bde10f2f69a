-- A team invitation is used once (issue #33 item 17): accepting it again answers 'already been
-- used' to everyone, its own invitee too. Before, the invitee got the workspace's id back, even
-- after they had left or been removed, and the app then opened a workspace they no longer belonged
-- to. Otherwise as the team invitation access migration wrote it.
create or replace function public.accept_team_invitation(p_token text)
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
