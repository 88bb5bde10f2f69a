-- A candidate's name and address (issue #33, item 12): RLS decides rows, not columns, so every
-- member who may read an invitation row could select its first_name, last_name and email, a
-- REVIEWER too while the review is blind (anonymous_review, no ratings submitted yet). The caller
-- selects them no more; private.invitation_identity() returns them to whom the rule below allows
-- and nulls to anyone else. The worker (job_worker) and the public API (workspace_api, its own
-- workspace's invitations) keep their own column grants.

-- The name and e-mail of an invitation for its interview's managers (OWNER/RECRUITER of the
-- workspace), admins, its candidate (bound, or unbound and sent to their confirmed address), and a
-- member reviewing it (COMPLETED or REVIEWED) where candidate_identity_visible(), the rule of the
-- review payloads, holds: the interview is not blind, or they have submitted their ratings. Every
-- condition is a lookup by key, so a list calls it for each row of its page.
create function private.invitation_identity(
  p_invitation_id uuid, out first_name text, out last_name text, out email text
)
language sql stable security definer set search_path = ''
as $$
  select inv.first_name, inv.last_name, inv.email
  from public.invitations inv
  where inv.id = p_invitation_id
    and ((select private.is_admin())
         or inv.candidate_id = (select auth.uid())
         or (inv.candidate_id is null and lower(inv.email) = (select private.confirmed_email()))
         or exists (
           select 1
           from public.interviews i
           join public.workspace_members m on m.workspace_id = i.workspace_id
           where i.id = inv.interview_id and m.user_id = (select auth.uid())
             and (m.role in ('OWNER', 'RECRUITER')
                  or (inv.status in ('COMPLETED', 'REVIEWED') and private.candidate_identity_visible(inv.id)))))
$$;
comment on function private.invitation_identity(uuid) is
  'The invitation''s first_name, last_name and email for its managers, admins, its candidate and a reviewer who may see who the candidate is (candidate_identity_visible); nulls for anyone else (a REVIEWER of a blind review).';
revoke execute on function private.invitation_identity(uuid) from public, anon;
grant execute on function private.invitation_identity(uuid) to authenticated;

-- Whether a bulk invitation repeats invitations of the interview that are not cancelled: the
-- addresses among p_emails already invited, for its managers, admins and an API key of its
-- workspace (the public API invites through the same code); none for anyone else.
create function private.invited_emails(p_interview_id uuid, p_emails text[])
returns setof text
language sql stable security definer set search_path = ''
as $$
  select distinct inv.email
  from public.invitations inv
  join unnest(p_emails) as asked(email) on asked.email = inv.email
  where inv.interview_id = p_interview_id and inv.status <> 'CANCELLED'
    and ((select private.is_admin())
         or inv.interview_id in (select private.own_interview_ids())
         or inv.interview_id in (select private.api_key_interview_ids()))
$$;
comment on function private.invited_emails(uuid, text[]) is
  'The addresses among p_emails with an invitation to the interview that is not cancelled, for its managers, admins and its workspace''s API keys; none for anyone else.';
revoke execute on function private.invited_emails(uuid, text[]) from public, anon;
grant execute on function private.invited_emails(uuid, text[]) to authenticated, workspace_api;

revoke select on public.invitations from authenticated;
grant select (id, interview_id, candidate_id, status, expires_at, created_at, updated_at, started_at, completed_at,
              reviewed_at, cancelled_at, candidate_number, time_accommodation, extra_attempts, text_answers_allowed,
              bulk_key, data_deleted_at)
  on public.invitations to authenticated;

-- The invitation e-mail goes to the invitation's address, which its managers get from
-- invitation_identity().
drop policy mail_outbox_insert on public.mail_outbox;
create policy mail_outbox_insert on public.mail_outbox
  for insert to authenticated
  with check (
    kind = 'INVITATION'
    and ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()))
    and to_email = (private.invitation_identity(invitation_id)).email
    and (from_name is null or from_name = private.invitation_mail_sender_name(invitation_id))
  );
