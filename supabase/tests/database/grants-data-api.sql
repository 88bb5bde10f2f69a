-- The grants behind the Data API (issue #14, item 2). supabase/config.toml exposes no schema of the
-- app (tests/db/data-api-exposure.test.ts); should one ever be exposed, these grants are what it
-- would reach, so they stay the second wall beside row-level security: anon reaches no table and
-- no function but the public token and resume-reading functions (views are counted by the api
-- alone, video-resumes-view-counting-access.sql), authenticated no function beyond the
-- api's, and the private schema nothing at all. A new function callable by anon or authenticated
-- must be added here on purpose.
begin;
select plan(5);

select results_eq(
  $$ select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')
     order by 1 $$,
  $$ values ('get_consent_receipt(text)'), ('get_interview_by_token(text)'), ('get_public_video_resume(text)'),
            ('get_take_notice(text)'), ('get_take_prompt_videos(text)'), ('get_team_invitation(text)'),
            ('note_link_opened(text)'), ('open_review_share(text,text)'),
            ('request_from_candidate(text,candidate_request_kind,text)') $$,
  'anon may execute only the public token, video resume and shared link reading functions of public.'
);

select results_eq(
  $$ select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and has_function_privilege('authenticated', p.oid, 'execute')
     order by 1 $$,
  $$ values ('accept_team_invitation(text)'), ('complete_interview(text)'),
            ('decide_candidate_request(uuid,boolean,timestamp with time zone)'), ('get_consent_receipt(text)'),
            ('get_interview_by_token(text)'), ('get_public_video_resume(text)'), ('get_take_notice(text)'),
            ('get_take_prompt_videos(text)'), ('get_team_invitation(text)'), ('give_consent(text,text,boolean,locale)'),
            ('hiring_funnel(uuid,uuid,timestamp with time zone,timestamp with time zone)'), ('list_my_invitations()'),
            ('note_link_opened(text)'), ('open_review_share(text,text)'), ('question_drop_off(uuid)'), ('rater_calibration(uuid)'),
            ('request_answer_analysis(uuid,uuid)'),
            ('request_from_candidate(text,candidate_request_kind,text)'),
            ('review_pace(uuid,timestamp with time zone,timestamp with time zone)'), ('start_interview(text)'), ('submit_answer(text,uuid,text,text,uuid[],text,text,text,integer,text)') $$,
  'authenticated may execute only the functions the api calls of public.'
);

select is_empty(
  $$ select c.oid::regclass::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'p', 'f')
       and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('anon', c.oid, 'insert')
            or has_table_privilege('anon', c.oid, 'update') or has_table_privilege('anon', c.oid, 'delete')) $$,
  'anon holds no privilege on any table or view of the app.'
);

select ok(
  not has_schema_privilege('anon', 'private', 'usage'),
  'anon cannot even look into the private schema.'
);

select is_empty(
  $$ select c.oid::regclass::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'private' and c.relkind in ('r', 'v', 'm', 'p', 'f')
       and has_table_privilege('authenticated', c.oid, 'select') $$,
  'authenticated reads no table of the private schema.'
);

select * from finish();
rollback;
