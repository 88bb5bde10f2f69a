-- Issue #37: the public API's reviews show a choice answer's options and whether a knockout ended
-- the interview (supabase/schemas/80-public-api.sql), read as the key under row-level security.
create policy question_options_api_key_select on public.question_options for select to workspace_api
  using (question_id in (select q.id from public.questions q where q.interview_id in (select private.api_key_interview_ids())));
grant select on public.question_options to workspace_api;
grant select (knocked_out_at) on public.invitations to workspace_api;
