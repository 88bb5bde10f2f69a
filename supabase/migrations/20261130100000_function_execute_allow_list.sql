-- Functions are executable by everyone unless someone says otherwise: PostgreSQL gives EXECUTE to
-- PUBLIC on every new function, and Supabase's default privileges give it to anon, authenticated
-- and service_role in public. A per-schema revoke cannot take back the PUBLIC grant, so until now
-- every migration revoked by hand, and a function that forgot was callable by anon.
--
-- From here no new function of postgres is executable by anyone but its owner until a migration
-- grants it, and the grants below are the allow-list of the private schema: the helpers row-level
-- security, check constraints and the api function's own SQL call as the API roles.
-- tests/db/function-execute-allow-list.test.ts fails when an anon- or authenticated-executable
-- function has no such grant.

alter default privileges for role postgres revoke execute on functions from public;
alter default privileges for role postgres in schema public revoke execute on functions from anon, authenticated, service_role;

-- Trigger functions and the helpers only security definer code calls need no grant: a trigger
-- fires whatever the caller may execute, and a definer runs as its owner. service_role, trusted
-- with every row, keeps what it had.
revoke execute on all functions in schema private from public, anon, authenticated;

-- Called by policies (as authenticated).
grant execute on function
  private.is_admin(),
  private.own_interview_ids(),
  private.own_invitation_ids(),
  private.own_resume_ids(),
  private.is_own_resume_path(text),
  private.can_upload_response(text),
  private.can_review_response(text),
  private.invitee_invitation_ids(),
  private.has_profile(),
  private.can_write_take(text),
  private.is_submitted_take(text),
  private.resume_folder_has_room(),
  private.reviewable_response_ids(),
  private.member_workspace_ids(),
  private.managed_workspace_ids(),
  private.owned_workspace_ids(),
  private.teammate_ids(),
  private.visible_interview_ids(),
  private.reviewable_invitation_ids(),
  private.can_manage_response(text),
  private.can_manage_workspace_logo(text),
  private.team_invitation_mail_allowed(uuid, text, text),
  private.readable_workspace_ids(),
  private.visible_competency_ids(),
  private.managed_competency_ids(),
  private.ratable_invitation_ids(),
  private.decidable_invitation_ids(),
  private.managed_share_ids(),
  private.invitation_mail_sender_name(uuid),
  private.rating_is_revealed(uuid, uuid)
  to authenticated;

-- Called by check constraints on rows the API roles write.
grant execute on function
  private.is_plain_file_name(text),
  private.anchors_are_valid(text[]),
  private.reminder_hours_are_valid(integer[])
  to authenticated;

-- Called by the api function's SQL, which runs as the caller's role.
grant execute on function
  private.response_object_names(uuid[]),
  private.has_workspace_role(uuid, public.workspace_role[]),
  private.candidate_identity_visible(uuid),
  private.is_workspace_member(),
  private.session_is_live(),
  private.mail_sender_name(uuid)
  to authenticated;
