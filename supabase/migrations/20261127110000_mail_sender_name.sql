-- One definition of the From display name of a workspace's e-mails (candidate invitations and team
-- invitations alike): its sender name, else its name, without what a From header cannot hold
-- (< > " \ and control characters), at most 100 characters; null when nothing is left (the platform's
-- name alone is used). The api writes it through this function and the outbox policies admit that
-- name or none (the platform's alone), so a member cannot queue an e-mail under another name, and
-- the two kinds can no longer differ.
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
revoke execute on function private.mail_sender_name(uuid) from public, anon;
grant execute on function private.mail_sender_name(uuid) to authenticated, service_role;

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
revoke execute on function private.invitation_mail_sender_name(uuid) from public, anon;
grant execute on function private.invitation_mail_sender_name(uuid) to authenticated, service_role;

-- INSERT(mail_outbox) of an invitation e-mail: as before, and only under the workspace's sender name or none.
drop policy mail_outbox_insert on public.mail_outbox;
create policy mail_outbox_insert on public.mail_outbox
  for insert to authenticated
  with check (
    kind = 'INVITATION'
    and ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()))
    and to_email = (select inv.email from public.invitations inv where inv.id = invitation_id)
    and (from_name is null or from_name = private.invitation_mail_sender_name(invitation_id))
  );

create or replace function private.team_invitation_mail_allowed(
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
