-- A workspace's library of templates (issue #37 item 4), per persona: the workspace's OWNER and
-- RECRUITER read, save, rename and delete its templates, in their own name; its REVIEWER, a
-- recruiter of another workspace, the workspace's API key, a candidate and anon get nothing; an
-- admin everything. Names are one per kind in a workspace whatever their case; the content is a
-- JSON object; a deleted author leaves the template with the team, a deleted workspace takes its
-- templates. Ids start with c3740000.
begin;
select plan(34);

-- Section: the table ------------------------------------------------------------------------------
select has_table('public'::name, 'interview_templates'::name, 'interview_templates exists');
select col_is_pk('public'::name, 'interview_templates'::name, 'id'::name, 'interview_templates is keyed by id');

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t374_owner');
select tests.create_supabase_user('t374_recruiter');
select tests.create_supabase_user('t374_reviewer');
select tests.create_supabase_user('t374_outsider');
select tests.create_supabase_user('t374_cand');
select tests.create_supabase_user('t374_admin');
select tests.set_role('t374_owner', 'RECRUITER');
select tests.set_role('t374_outsider', 'RECRUITER');
select tests.set_role('t374_admin', 'ADMIN');
select set_config('t374.w', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t374_owner')), true);
select set_config('t374.other', (select workspace_id::text from public.workspace_members
                                 where user_id = tests.get_supabase_uid('t374_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t374.w')::uuid, tests.get_supabase_uid('t374_recruiter'), 'RECRUITER'),
  (current_setting('t374.w')::uuid, tests.get_supabase_uid('t374_reviewer'), 'REVIEWER');

-- Section: data, arranged as postgres -------------------------------------------------------------
-- ...01: the workspace's interview template, by its recruiter; ...02: the other workspace's.
insert into public.interview_templates (id, workspace_id, kind, name, content, created_by) values
  ('c3740000-0000-4000-a000-000000000001', current_setting('t374.w')::uuid, 'INTERVIEW', 'Support agent',
   '{"title": "Support agent", "questions": [{"text": "Tell us about a hard customer."}]}',
   tests.get_supabase_uid('t374_recruiter')),
  ('c3740000-0000-4000-a000-000000000002', current_setting('t374.other')::uuid, 'QUESTION', 'Outsider question',
   '{"text": "Why us?"}', tests.get_supabase_uid('t374_outsider'));

-- Section: who reads and writes templates ---------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select id from public.interview_templates $$, '42501', null, 'anon cannot read templates.');

-- An API key of the workspace (the public API's role): the library is not in the public API.
select tests.reset_authentication();
insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope) values
  (current_setting('t374.w')::uuid, 'Key', 'aik_T374keyA', sha256('t374 key'), 'READ_WRITE');
select set_config('request.jwt.claims', jsonb_build_object('role', 'workspace_api', 'key_id',
         (select id from public.workspace_api_keys where prefix = 'aik_T374keyA'))::text, true);
set local role workspace_api;
do $$ begin
  perform id from public.interview_templates;
  perform set_config('t374.api_read', 'read', true);
exception when insufficient_privilege then
  perform set_config('t374.api_read', '42501', true);
end $$;
reset role;
select is(current_setting('t374.api_read'), '42501', 'An API key of the workspace cannot read its templates.');

select tests.authenticate_as('t374_cand');
select is_empty($$ select id from public.interview_templates $$, 'A candidate reads no template.');
select throws_ok($$ insert into public.interview_templates (workspace_id, kind, name, content)
                    values (current_setting('t374.w')::uuid, 'QUESTION', 'Candidate''s', '{}') $$,
  '42501', null, 'A candidate cannot save a template into the workspace.');

select tests.authenticate_as('t374_outsider');
select results_eq($$ select id from public.interview_templates $$,
  $$ values ('c3740000-0000-4000-a000-000000000002'::uuid) $$,
  'A recruiter of another workspace reads only their own workspace''s templates.');
select throws_ok($$ insert into public.interview_templates (workspace_id, kind, name, content)
                    values (current_setting('t374.w')::uuid, 'QUESTION', 'Outsider''s', '{}') $$,
  '42501', null, 'A recruiter of another workspace cannot save into it.');
select is(tests.affected_rows($$ update public.interview_templates set name = 'Taken'
                                 where id = 'c3740000-0000-4000-a000-000000000001' $$), 0,
  'A recruiter of another workspace cannot rename its template.');
select is(tests.affected_rows($$ delete from public.interview_templates where id = 'c3740000-0000-4000-a000-000000000001' $$), 0,
  'A recruiter of another workspace cannot delete its template.');

select tests.authenticate_as('t374_reviewer');
select is_empty($$ select id from public.interview_templates $$,
  'The workspace''s REVIEWER reads no template: they build no interviews.');
select throws_ok($$ insert into public.interview_templates (workspace_id, kind, name, content)
                    values (current_setting('t374.w')::uuid, 'QUESTION', 'Reviewer''s', '{}') $$,
  '42501', null, 'A REVIEWER cannot save a template.');
select is(tests.affected_rows($$ update public.interview_templates set name = 'Reviewed'
                                 where id = 'c3740000-0000-4000-a000-000000000001' $$), 0,
  'A REVIEWER cannot rename a template.');
select is(tests.affected_rows($$ delete from public.interview_templates where id = 'c3740000-0000-4000-a000-000000000001' $$), 0,
  'A REVIEWER cannot delete a template.');

select tests.authenticate_as('t374_owner');
select results_eq($$ select name, created_by from public.interview_templates $$,
  $$ values ('Support agent'::text, tests.get_supabase_uid('t374_recruiter')) $$,
  'The workspace''s OWNER reads its templates, and who saved each.');
select lives_ok($$ insert into public.interview_templates (workspace_id, kind, name, content)
                   values (current_setting('t374.w')::uuid, 'QUESTION',
                           'Why this role', '{"text": "Why this role?"}') $$,
  'The OWNER saves a question template.');
select is((select created_by from public.interview_templates where name = 'Why this role'),
  tests.get_supabase_uid('t374_owner'), 'A template is saved in its author''s name.');
select throws_ok($$ insert into public.interview_templates (workspace_id, kind, name, content, created_by)
                    values (current_setting('t374.w')::uuid, 'QUESTION', 'Forged', '{}', tests.get_supabase_uid('t374_recruiter')) $$,
  '42501', null, 'Nobody saves a template in a teammate''s name.');
select is(tests.affected_rows($$ update public.interview_templates set name = 'Support agent, EMEA'
                                 where id = 'c3740000-0000-4000-a000-000000000001' $$), 1,
  'The OWNER renames a teammate''s template.');

select tests.authenticate_as('t374_recruiter');
select results_eq($$ select name from public.interview_templates order by name $$,
  $$ values ('Support agent, EMEA'::text), ('Why this role'::text) $$,
  'The workspace''s RECRUITER reads every template of the workspace.');
select lives_ok($$ insert into public.interview_templates (workspace_id, kind, name, content)
                   values (current_setting('t374.w')::uuid, 'INTERVIEW', 'Engineer', '{"title": "Engineer"}') $$,
  'The RECRUITER saves an interview template.');
select throws_ok($$ update public.interview_templates set workspace_id = current_setting('t374.other')::uuid
                    where name = 'Why this role' $$,
  '42501', null, 'A template never moves to another workspace.');
select is(tests.affected_rows($$ delete from public.interview_templates where name = 'Why this role' $$), 1,
  'The RECRUITER deletes a template.');

select tests.authenticate_as('t374_admin');
select is((select count(*)::int from public.interview_templates where id in
           ('c3740000-0000-4000-a000-000000000001', 'c3740000-0000-4000-a000-000000000002')), 2,
  'An admin reads every workspace''s templates.');
select lives_ok($$ insert into public.interview_templates (workspace_id, kind, name, content)
                   values (current_setting('t374.other')::uuid, 'QUESTION', 'Admin''s', '{}') $$,
  'An admin saves a template into any workspace.');
select is(tests.affected_rows($$ update public.interview_templates set name = 'Renamed by the admin'
                                 where id = 'c3740000-0000-4000-a000-000000000002' $$), 1,
  'An admin renames any template.');
select is(tests.affected_rows($$ delete from public.interview_templates where id = 'c3740000-0000-4000-a000-000000000002' $$), 1,
  'An admin deletes any template.');

-- Section: the rules of a row ---------------------------------------------------------------------
select tests.authenticate_as('t374_owner');
select throws_ok($$ insert into public.interview_templates (workspace_id, kind, name, content)
                    values (current_setting('t374.w')::uuid, 'INTERVIEW', 'ENGINEER', '{}') $$,
  '23505', null, 'A name is taken for its kind whatever its case.');
select lives_ok($$ insert into public.interview_templates (workspace_id, kind, name, content)
                   values (current_setting('t374.w')::uuid, 'QUESTION', 'Engineer', '{"text": "Why?"}') $$,
  'The same name may name a question template beside an interview template.');
select throws_ok($$ insert into public.interview_templates (workspace_id, kind, name, content)
                    values (current_setting('t374.w')::uuid, 'INTERVIEW', 'A list', '[]') $$,
  '23514', null, 'The content is a JSON object.');
select throws_ok($$ insert into public.interview_templates (workspace_id, kind, name, content)
                    values (current_setting('t374.w')::uuid, 'INTERVIEW', '   ', '{}') $$,
  '23514', null, 'A blank name is refused.');
select throws_ok($$ insert into public.interview_templates (workspace_id, kind, name, content)
                    values (current_setting('t374.w')::uuid, 'SCORECARD', 'Other kind', '{}') $$,
  '23514', null, 'A template is of an interview or of a question.');

-- Section: deletes --------------------------------------------------------------------------------
select tests.reset_authentication();
delete from auth.users where id = tests.get_supabase_uid('t374_recruiter');
select is((select created_by from public.interview_templates where id = 'c3740000-0000-4000-a000-000000000001'), null,
  'A deleted author''s template stays with the workspace, its author unknown.');

delete from public.workspaces where id = current_setting('t374.other')::uuid;
select is_empty($$ select id from public.interview_templates where workspace_id = current_setting('t374.other')::uuid $$,
  'A deleted workspace takes its library with it.');

select * from finish();
rollback;
