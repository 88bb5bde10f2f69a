-- The languages of workspaces and interviews (issue #36): the one list public.locale holds, a
-- workspace's language (en unless its owner picks another), and an interview's (its workspace's
-- unless it is created with another, filled by interviews_language_from_workspace).
-- Rolls back.
begin;
select plan(13);

select tests.create_supabase_user('t36_owner');
select tests.create_supabase_user('t36_recruiter');
select tests.set_role('t36_owner', 'RECRUITER');
select set_config('t36.w', (select workspace_id::text from public.workspace_members
                            where user_id = tests.get_supabase_uid('t36_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t36.w')::uuid, tests.get_supabase_uid('t36_recruiter'), 'RECRUITER');

-- Section: the list and the columns ---------------------------------------------------------------
-- The same list, in the same order, as SUPPORTED_LOCALES of supabase/functions/_shared/contract/locales.ts.
select enum_has_labels('public', 'locale', array['en', 'es', 'fr', 'de', 'pt-BR', 'ar'],
  'public.locale lists the supported locales');
select col_not_null('public', 'workspaces', 'language', 'a workspace always has a language');
select col_not_null('public', 'interviews', 'language', 'an interview always has a language');
select col_hasnt_default('public', 'interviews', 'language',
  'an interview''s language has no column default: the trigger gives it its workspace''s');
insert into public.workspaces (name, slug) values ('T36 new', 't36-new');
select is((select language from public.workspaces where slug = 't36-new'),
  'en'::public.locale, 'a new workspace writes in English');
select throws_ok($$update public.workspaces set language = 'xx' where slug = 't36-new'$$,
  '22P02', null, 'a language outside the list is refused');

-- Section: the owner picks the workspace's language -------------------------------------------------
select tests.authenticate_as('t36_recruiter');
select is(tests.affected_rows(format($$update public.workspaces set language = 'de' where id = %L$$, current_setting('t36.w'))),
  0, 'a RECRUITER member cannot change the workspace''s language');
select tests.authenticate_as('t36_owner');
select is(tests.affected_rows(format($$update public.workspaces set language = 'es' where id = %L$$, current_setting('t36.w'))),
  1, 'its OWNER can');

-- Section: a new interview is held in its workspace's language -----------------------------------
select tests.authenticate_as('t36_recruiter');
select lives_ok($$insert into public.interviews (title, workspace_id)
                  values ('T36 Spanish by default', current_setting('t36.w')::uuid)$$,
  'a RECRUITER creates an interview naming no language');
select lives_ok($$insert into public.interviews (title, language) values ('T36 in French', 'fr')$$,
  'and one in French, in the workspace the database picks');
select tests.reset_authentication();
select is((select language from public.interviews where title = 'T36 Spanish by default'),
  'es'::public.locale, 'the interview named no language: it is held in its workspace''s');
select is((select language from public.interviews where title = 'T36 in French'),
  'fr'::public.locale, 'the interview named one: it keeps it');

select tests.authenticate_as('t36_recruiter');
select is(tests.affected_rows($$update public.interviews set language = 'pt-BR' where title = 'T36 Spanish by default'$$),
  1, 'a RECRUITER changes an interview''s language');

select * from finish();
rollback;
