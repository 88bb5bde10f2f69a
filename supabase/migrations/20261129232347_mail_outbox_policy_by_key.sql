-- Issue #39: mail_outbox's select policy asks about each row's invitation by its key
-- (private.reviews_invitation) instead of listing every invitation of the caller's workspaces first.
-- The same rule for one invitation, by its key (issue #39): a policy that asks it per row reads the
-- invitation, its interview and the caller's membership by index, where reviewable_invitation_ids()
-- first lists every invitation of the caller's workspaces (2,000 in the bench: 1.2 to 5.6 ms a
-- statement for a page of 20). In PL/pgSQL, whose plan the session keeps, a call costs about a fifth
-- of the same body in SQL (0.012 against 0.063 ms, both committed, 20 calls in a statement).
-- Admins are the policy's own (select private.is_admin()).
create function private.reviews_invitation(p_invitation_id uuid)
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return exists (
    select 1
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    join public.workspace_members m on m.workspace_id = i.workspace_id and m.user_id = (select auth.uid())
    where inv.id = p_invitation_id
      and (m.role in ('OWNER', 'RECRUITER') or inv.status in ('COMPLETED', 'REVIEWED'))
  );
end;
$$;
comment on function private.reviews_invitation(uuid) is
  'Whether the caller sees this invitation as a member of its workspace (reviewable_invitation_ids() for one invitation, admins aside).';

drop policy mail_outbox_select on public.mail_outbox;
-- SELECT(mail_outbox): the e-mails of invitations the caller sees; admins all. Which columns: the
-- grants below (not the addresses, names and bodies). Asked per row by the invitation's key
-- (reviews_invitation): the invitation list reads one e-mail per invitation of its page, and no
-- caller reads more than a page's or one invitation's e-mails.
create policy mail_outbox_select on public.mail_outbox
  for select to authenticated
  using (
    (select private.is_admin())
    or (invitation_id is not null and private.reviews_invitation(invitation_id))
  );

grant execute on function private.reviews_invitation(uuid) to service_role, authenticated;
