-- Schema: the nine tables and their keys, the enums, row-level security everywhere, policy hygiene
-- (wrapped auth.uid(), explicit roles), anon locked out, the private helpers' definer settings,
-- column defaults, and the check constraints that reject bad rows whoever writes them.
begin;
select plan(50);

-- Section: tables and primary keys ----------------------------------------------------------------
select has_table('public'::name, 'profiles'::name, 'the profiles table exists');
select has_table('public'::name, 'interviews'::name, 'the interviews table exists');
select has_table('public'::name, 'questions'::name, 'the questions table exists');
select has_table('public'::name, 'invitations'::name, 'the invitations table exists');
select has_table('public'::name, 'responses'::name, 'the responses table exists');
select has_table('public'::name, 'video_resumes'::name, 'the video_resumes table exists');
select has_table('public'::name, 'resume_views'::name, 'the resume_views table exists');
select has_table('public'::name, 'admin_logs'::name, 'the admin_logs table exists');
select has_table('public'::name, 'mail_outbox'::name, 'the mail_outbox table exists');

select col_is_pk('public'::name, 'profiles'::name, 'id'::name, 'profiles is keyed by id');
select col_is_pk('public'::name, 'interviews'::name, 'id'::name, 'interviews is keyed by id');
select col_is_pk('public'::name, 'questions'::name, 'id'::name, 'questions is keyed by id');
select col_is_pk('public'::name, 'invitations'::name, 'id'::name, 'invitations is keyed by id');
select col_is_pk('public'::name, 'responses'::name, 'id'::name, 'responses is keyed by id');
select col_is_pk('public'::name, 'video_resumes'::name, 'id'::name, 'video_resumes is keyed by id');
select col_is_pk('public'::name, 'resume_views'::name, 'id'::name, 'resume_views is keyed by id');
select col_is_pk('public'::name, 'admin_logs'::name, 'id'::name, 'admin_logs is keyed by id');
select col_is_pk('public'::name, 'mail_outbox'::name, 'id'::name, 'mail_outbox is keyed by id');

-- Section: enums ----------------------------------------------------------------------------------
select enum_has_labels('public'::name, 'app_role'::name, array['ADMIN', 'RECRUITER', 'CANDIDATE']::name[],
  'app_role has the labels ADMIN, RECRUITER, CANDIDATE');
select enum_has_labels('public'::name, 'interview_status'::name, array['DRAFT', 'ACTIVE', 'CLOSED', 'ARCHIVED']::name[],
  'interview_status has the labels DRAFT, ACTIVE, CLOSED, ARCHIVED');
select enum_has_labels('public'::name, 'invitation_status'::name,
  array['PENDING', 'STARTED', 'COMPLETED', 'REVIEWED', 'CANCELLED']::name[],
  'invitation_status has the labels PENDING, STARTED, COMPLETED, REVIEWED, CANCELLED');
select enum_has_labels('public'::name, 'mail_kind'::name, array['INVITATION', 'INTERVIEW_READY', 'TEAM_INVITATION', 'REMINDER', 'REQUEST_DECIDED', 'COMPLETION_RECEIPT', 'FEEDBACK', 'DATA_DELETED', 'WEBHOOK_DISABLED']::name[],
  'mail_kind has the labels INVITATION, INTERVIEW_READY, TEAM_INVITATION, REMINDER, REQUEST_DECIDED, COMPLETION_RECEIPT, FEEDBACK, DATA_DELETED, WEBHOOK_DISABLED (the invitation''s e-mail status is its outbox rows'')');
select enum_has_labels('public'::name, 'response_format'::name, array['VIDEO', 'AUDIO', 'TEXT', 'CHOICE', 'FILE']::name[],
  'response_format has the labels VIDEO, AUDIO, TEXT, CHOICE, FILE');
select enum_has_labels('public'::name, 'admin_action'::name, array['ROLE_CHANGE', 'DELETE_USER']::name[],
  'admin_action has the labels ROLE_CHANGE, DELETE_USER');

-- Section: row-level security and policy hygiene --------------------------------------------------
select is_empty(
  $$ select c.relname from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity $$,
  'every table in schema public has row-level security enabled'
);

select is_empty(
  $$ select schemaname, tablename, policyname from pg_policies
     where schemaname in ('public', 'storage')
       and (replace(coalesce(qual, ''), '( SELECT auth.uid() AS uid)', '') like '%auth.uid()%'
         or replace(coalesce(with_check, ''), '( SELECT auth.uid() AS uid)', '') like '%auth.uid()%') $$,
  'no policy in public or storage calls auth.uid() without wrapping it in (select auth.uid())'
);

select is_empty(
  $$ select schemaname, tablename, policyname from pg_policies
     where schemaname in ('public', 'storage') and 'public' = any (roles) $$,
  'every policy in public and storage names an explicit role instead of public'
);

-- Section: anon is locked out ---------------------------------------------------------------------
select is_empty(
  $$ select c.relname, p.privilege
     from pg_class c
     cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p (privilege)
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
       and has_table_privilege('anon', c.oid, p.privilege)
     union all
     select table_name::name, privilege_type::text from information_schema.role_table_grants
     where table_schema = 'public' and grantee in ('anon', 'PUBLIC')
     union all
     select table_name::name, privilege_type::text from information_schema.column_privileges
     where table_schema = 'public' and grantee in ('anon', 'PUBLIC') $$,
  'anon has no table or column privilege on any table in schema public'
);

select ok(
  not has_schema_privilege('anon', 'private', 'usage'),
  'anon has no usage on schema private'
);

select schema_privs_are('private'::name, 'anon'::name, array[]::text[],
  'anon holds no privilege at all on schema private');

-- Section: helper and public function settings ----------------------------------------------------
select is_empty(
  $$ select f.fname from unnest(array[
       'app_role', 'is_admin', 'is_recruiter', 'own_interview_ids', 'own_invitation_ids', 'own_resume_ids',
       'can_upload_response', 'can_review_response', 'invitation_by_token', 'taking_invitation',
       'handle_new_user', 'sync_profile_email', 'log_role_change'
     ]) as f (fname)
     where not exists (
       select 1 from pg_proc p
       where p.pronamespace = 'private'::regnamespace and p.proname = f.fname and p.prosecdef
     ) $$,
  'the private helper functions are security definer'
);

select is_empty(
  $$ select p.proname from pg_proc p
     where p.pronamespace = 'private'::regnamespace
       and not coalesce('search_path=""' = any (p.proconfig), false) $$,
  'every function in schema private pins search_path to the empty string'
);

select is_empty(
  $$ select f.fname from unnest(array[
       'get_interview_by_token', 'start_interview', 'submit_answer', 'complete_interview',
       'get_public_video_resume', 'record_resume_view', 'give_consent', 'get_take_notice', 'get_consent_receipt'
     ]) as f (fname)
     where not exists (
       select 1 from pg_proc p
       where p.pronamespace = 'public'::regnamespace and p.proname = f.fname and p.prosecdef
         and 'search_path=""' = any (p.proconfig)
     ) $$,
  'the public token and resume functions are security definer with an empty search_path'
);

-- Section: defaults -------------------------------------------------------------------------------
select col_default_is('public'::name, 'questions'::name, 'time_limit_seconds'::name, 120,
  'questions.time_limit_seconds defaults to 120');
select col_default_is('public'::name, 'questions'::name, 'response_format'::name, 'VIDEO'::public.response_format,
  'questions.response_format defaults to VIDEO');
select col_default_is('public'::name, 'invitations'::name, 'status'::name, 'PENDING'::public.invitation_status,
  'invitations.status defaults to PENDING');

-- Section: check constraints, as postgres -----------------------------------------------------------
select tests.create_supabase_user('schema_recruiter');
select tests.create_supabase_user('schema_candidate');
select tests.set_role('schema_recruiter', 'RECRUITER');

insert into public.interviews (id, recruiter_id, title)
values ('a1000000-0000-4000-a000-000000000001', tests.get_supabase_uid('schema_recruiter'), 'Schema test interview');

select throws_ok(
  $$ insert into public.interviews (recruiter_id, title)
     values (tests.get_supabase_uid('schema_recruiter'), '   ') $$,
  '23514', null,
  'an interview with a blank title is rejected'
);

select throws_ok(
  $$ insert into public.questions (interview_id, order_number, text, time_limit_seconds)
     values ('a1000000-0000-4000-a000-000000000001', 1, 'Too short?', 29) $$,
  '23514', null,
  'a question time limit of 29 seconds is rejected'
);

select throws_ok(
  $$ insert into public.questions (interview_id, order_number, text, time_limit_seconds)
     values ('a1000000-0000-4000-a000-000000000001', 1, 'Too long?', 601) $$,
  '23514', null,
  'a question time limit of 601 seconds is rejected'
);

select lives_ok(
  $$ insert into public.questions (id, interview_id, order_number, text, time_limit_seconds)
     values ('a2000000-0000-4000-a000-000000000001', 'a1000000-0000-4000-a000-000000000001', 1, 'Shortest allowed', 30) $$,
  'a question time limit of 30 seconds is accepted'
);

select lives_ok(
  $$ insert into public.questions (interview_id, order_number, text, time_limit_seconds)
     values ('a1000000-0000-4000-a000-000000000001', 2, 'Longest allowed', 600) $$,
  'a question time limit of 600 seconds is accepted'
);

select throws_ok(
  $$ insert into public.invitations (interview_id, first_name, last_name, email)
     values ('a1000000-0000-4000-a000-000000000001', 'Bad', 'Mail', 'not-an-email') $$,
  '23514', null,
  'an invitation with a malformed e-mail address is rejected'
);

insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email)
values
  ('a3000000-0000-4000-a000-000000000001', 'a1000000-0000-4000-a000-000000000001',
   tests.get_supabase_uid('schema_candidate'), 'Ada', 'Lovelace', 'ada.schema@test.example.com'),
  ('a3000000-0000-4000-a000-000000000002', 'a1000000-0000-4000-a000-000000000001',
   null, 'Alan', 'Turing', 'alan.schema@test.example.com');

select ok(
  (select unique_link_token ~ '^[A-Za-z0-9_-]{22}$' from public.invitations
   where id = 'a3000000-0000-4000-a000-000000000001'),
  'the default invitation token is 22 URL-safe characters'
);

select isnt(
  (select unique_link_token from public.invitations where id = 'a3000000-0000-4000-a000-000000000001'),
  (select unique_link_token from public.invitations where id = 'a3000000-0000-4000-a000-000000000002'),
  'two invitations get different tokens'
);

select throws_ok(
  $$ insert into public.invitations (interview_id, first_name, last_name, email, unique_link_token)
     values ('a1000000-0000-4000-a000-000000000001', 'Short', 'Token', 'short.token@test.example.com', 'abc+def') $$,
  '23514', null,
  'an invitation token that is not 22 URL-safe characters is rejected'
);

select throws_ok(
  $$ insert into public.invitations (interview_id, first_name, last_name, email, unique_link_token)
     select 'a1000000-0000-4000-a000-000000000001', 'Same', 'Token', 'same.token@test.example.com', unique_link_token
     from public.invitations where id = 'a3000000-0000-4000-a000-000000000001' $$,
  '23505', null,
  'an invitation token already in use is rejected'
);

select ok(
  (select expires_at between now() + interval '7 days' - interval '1 minute'
                         and now() + interval '7 days' + interval '1 minute'
   from public.invitations where id = 'a3000000-0000-4000-a000-000000000001'),
  'an invitation expires about 7 days (its interview''s default deadline) after it is created by default'
);

insert into public.responses (id, invitation_id, question_id, candidate_id, response_text)
values ('a4000000-0000-4000-a000-000000000001', 'a3000000-0000-4000-a000-000000000001',
        'a2000000-0000-4000-a000-000000000001', tests.get_supabase_uid('schema_candidate'), 'My answer');

select throws_ok(
  $$ update public.responses set attempts = 8 where id = 'a4000000-0000-4000-a000-000000000001' $$,
  '23514', null,
  'a response with 8 attempts is rejected (5 a question and 2 more by accommodation at most)'
);

select throws_ok(
  $$ update public.responses set ai_insights = '{"score": 101, "summary": "too good"}'
     where id = 'a4000000-0000-4000-a000-000000000001' $$,
  '23514', null,
  'ai_insights with a score of 101 is rejected'
);

select lives_ok(
  $$ update public.responses set ai_insights = '{"score": 100, "summary": "perfect"}'
     where id = 'a4000000-0000-4000-a000-000000000001' $$,
  'ai_insights with a score of 100 is accepted'
);

select * from finish();
rollback;
