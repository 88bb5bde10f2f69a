-- Row-level security policies: one per table and verb, named <table>_<verb>, each for an explicit
-- role. anon has no policy and no grant on any table: the public paths (taking an interview by
-- token, the public resume page) go through the security definer functions of a later migration.

-- Section: profiles -------------------------------------------------------------------------------
-- SELECT(profiles): a user sees their own profile; an admin sees everyone's.
create policy profiles_select on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

-- UPDATE(profiles): a user edits their own names; an admin edits anyone. Role changes are further
-- restricted to admins by the guard trigger, which also logs them.
create policy profiles_update on public.profiles
  for update to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()))
  with check (id = (select auth.uid()) or (select private.is_admin()));

-- Section: interviews -----------------------------------------------------------------------------
-- SELECT(interviews): a recruiter sees their own interviews; an admin sees all. The owner test is on
-- the row itself (not through own_interview_ids()), so `insert … returning` sees the new row.
create policy interviews_select on public.interviews
  for select to authenticated
  using (
    (select private.is_admin())
    or (recruiter_id = (select auth.uid()) and (select private.is_recruiter()))
  );

-- INSERT(interviews): anyone with recruiter access creates interviews they own.
create policy interviews_insert on public.interviews
  for insert to authenticated
  with check (recruiter_id = (select auth.uid()) and (select private.is_recruiter()));

-- UPDATE(interviews): the owning recruiter or an admin.
create policy interviews_update on public.interviews
  for update to authenticated
  using (
    (select private.is_admin())
    or (recruiter_id = (select auth.uid()) and (select private.is_recruiter()))
  )
  with check ((select private.is_admin()) or recruiter_id = (select auth.uid()));

-- DELETE(interviews): the owning recruiter or an admin.
create policy interviews_delete on public.interviews
  for delete to authenticated
  using (
    (select private.is_admin())
    or (recruiter_id = (select auth.uid()) and (select private.is_recruiter()))
  );

-- Section: questions ------------------------------------------------------------------------------
-- SELECT(questions): those of interviews the caller may see.
create policy questions_select on public.questions
  for select to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- INSERT(questions): into the caller's own interviews (admins: any).
create policy questions_insert on public.questions
  for insert to authenticated
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- UPDATE(questions): of the caller's own interviews (admins: any).
create policy questions_update on public.questions
  for update to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()))
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- DELETE(questions): of the caller's own interviews (admins: any).
create policy questions_delete on public.questions
  for delete to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- Section: invitations ----------------------------------------------------------------------------
-- SELECT(invitations): the owning recruiter, an admin, and the candidate the invitation is bound to.
create policy invitations_select on public.invitations
  for select to authenticated
  using (
    (select private.is_admin())
    or interview_id in (select private.own_interview_ids())
    or candidate_id = (select auth.uid())
  );

-- INSERT(invitations): the owning recruiter or an admin; a new invitation is always PENDING.
create policy invitations_insert on public.invitations
  for insert to authenticated
  with check (
    ((select private.is_admin()) or interview_id in (select private.own_interview_ids()))
    and status = 'PENDING'
  );

-- UPDATE(invitations): the owning recruiter or an admin (cancel, mark reviewed, e-mail status).
-- Which status moves are allowed is the transition trigger's business.
create policy invitations_update on public.invitations
  for update to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()))
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- DELETE(invitations): the owning recruiter or an admin.
create policy invitations_delete on public.invitations
  for delete to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- Section: responses ------------------------------------------------------------------------------
-- SELECT(responses): the owning recruiter and admins. Candidates write and read back their answers
-- only through the token functions, so they never see the recruiter's transcription or analysis.
create policy responses_select on public.responses
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()));

-- UPDATE(responses): the owning recruiter or an admin stores transcription and AI analysis.
create policy responses_update on public.responses
  for update to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()))
  with check ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()));

-- DELETE(responses): the owning recruiter or an admin.
create policy responses_delete on public.responses
  for delete to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()));

-- Section: video resumes --------------------------------------------------------------------------
-- SELECT(video_resumes): the owner and admins; the public page uses get_public_video_resume().
create policy video_resumes_select on public.video_resumes
  for select to authenticated
  using (candidate_id = (select auth.uid()) or (select private.is_admin()));

-- INSERT(video_resumes): a signed-in user creates resumes of their own.
create policy video_resumes_insert on public.video_resumes
  for insert to authenticated
  with check (candidate_id = (select auth.uid()));

-- UPDATE(video_resumes): the owner only.
create policy video_resumes_update on public.video_resumes
  for update to authenticated
  using (candidate_id = (select auth.uid()))
  with check (candidate_id = (select auth.uid()));

-- DELETE(video_resumes): the owner or an admin.
create policy video_resumes_delete on public.video_resumes
  for delete to authenticated
  using (candidate_id = (select auth.uid()) or (select private.is_admin()));

-- SELECT(resume_views): the resume's owner and admins. Views are recorded by record_resume_view().
create policy resume_views_select on public.resume_views
  for select to authenticated
  using ((select private.is_admin()) or resume_id in (select private.own_resume_ids()));

-- Section: admin log ------------------------------------------------------------------------------
-- SELECT(admin_logs): admins only.
create policy admin_logs_select on public.admin_logs
  for select to authenticated
  using ((select private.is_admin()));

-- INSERT(admin_logs): admins log the users they delete; role changes are logged only by the trigger,
-- so no one can write a role change that did not happen.
create policy admin_logs_insert on public.admin_logs
  for insert to authenticated
  with check ((select private.is_admin()) and admin_id = (select auth.uid()) and action = 'DELETE_USER');

-- Section: mail outbox ----------------------------------------------------------------------------
-- SELECT(mail_outbox): the recruiter who owns the invitation, and admins.
create policy mail_outbox_select on public.mail_outbox
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()));

-- INSERT(mail_outbox): written by the recruiter in the same transaction as their invitation, and
-- only to the invitee, so the outbox cannot relay mail to anyone else.
create policy mail_outbox_insert on public.mail_outbox
  for insert to authenticated
  with check (
    ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()))
    and to_email = (select inv.email from public.invitations inv where inv.id = invitation_id)
  );
