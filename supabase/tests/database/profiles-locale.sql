-- The account's language (issue #36: the portal uses the account's choice), per persona: null
-- until the user chooses one of public.locale; the user sets and clears their own; nobody else sets
-- it, an admin included (who may still edit the names), nor anon; server code is not held to this.
-- No rows of its own: its users are named ploc_*.
begin;
select plan(22);

select tests.create_supabase_user('ploc_cand');
select tests.create_supabase_user('ploc_other_cand');
select tests.create_supabase_user('ploc_owner');
select tests.create_supabase_user('ploc_teammate');
select tests.create_supabase_user('ploc_admin');
select tests.set_role('ploc_owner', 'RECRUITER');
select tests.set_role('ploc_admin', 'ADMIN');
insert into public.workspace_members (workspace_id, user_id, role)
  select m.workspace_id, tests.get_supabase_uid('ploc_teammate'), 'RECRUITER'
  from public.workspace_members m where m.user_id = tests.get_supabase_uid('ploc_owner');

-- Section: the column -----------------------------------------------------------------------------
select has_column('public', 'profiles', 'locale', 'profiles has a locale');
select col_type_is('public', 'profiles', 'locale', 'public', 'locale', 'one of the supported locales');
select col_is_null('public', 'profiles', 'locale', 'null: the user has not chosen yet');
select col_hasnt_default('public', 'profiles', 'locale', 'no language is chosen for the user');
select is((select locale from public.profiles where id = tests.get_supabase_uid('ploc_cand')), null,
  'a new account has no language yet');

-- Section: the user themselves ----------------------------------------------------------------------
select tests.authenticate_as('ploc_cand');
select is(tests.affected_rows($$update public.profiles set locale = 'fr' where id = auth.uid()$$), 1,
  'a candidate chooses their language');
select is((select locale from public.profiles where id = auth.uid()), 'fr'::public.locale,
  'and reads it back');
select throws_ok($$update public.profiles set locale = 'xx' where id = auth.uid()$$, '22P02', null,
  'a language outside the list is refused');
select is((select locale from public.profiles where id = auth.uid()), 'fr'::public.locale,
  'the refused value changed nothing');
select is(tests.affected_rows($$update public.profiles set locale = null where id = auth.uid()$$), 1,
  'the choice can be cleared');
select is(tests.affected_rows($$update public.profiles set locale = 'ar' where id = auth.uid()$$), 1,
  'and made again');
select is(tests.affected_rows(format($$update public.profiles set locale = 'de' where id = %L$$,
                                     tests.get_supabase_uid('ploc_other_cand'))), 0,
  'a candidate cannot reach another user''s language');

select tests.authenticate_as('ploc_teammate');
select is(tests.affected_rows($$update public.profiles set locale = 'pt-BR' where id = auth.uid()$$), 1,
  'a recruiter chooses their own language');
select is(tests.affected_rows(format($$update public.profiles set locale = 'de' where id = %L$$,
                                     tests.get_supabase_uid('ploc_owner'))), 0,
  'but not a teammate''s, whose name they see');

select tests.authenticate_as('ploc_admin');
select throws_ok(format($$update public.profiles set locale = 'de' where id = %L$$, tests.get_supabase_uid('ploc_cand')),
  '42501', 'Only the user themselves chooses their language',
  'an admin, who edits anyone''s profile, does not choose their language');
select is(tests.affected_rows(format($$update public.profiles set first_name = 'Renamed' where id = %L$$,
                                     tests.get_supabase_uid('ploc_cand'))), 1,
  'the admin still edits the names');
select is(tests.affected_rows(format($$update public.profiles set first_name = 'Same', locale = 'ar' where id = %L$$,
                                     tests.get_supabase_uid('ploc_cand'))), 1,
  'even naming the user''s own language again, unchanged');
select is(tests.affected_rows($$update public.profiles set locale = 'es' where id = auth.uid()$$), 1,
  'an admin chooses their own language');

select tests.clear_authentication();
select throws_ok($$update public.profiles set locale = 'en'$$, '42501', null, 'anon changes no language');

-- Section: what stayed --------------------------------------------------------------------------------
select tests.reset_authentication();
select results_eq(
  format($$select locale::text from public.profiles where id in (%L, %L, %L, %L) order by email$$,
         tests.get_supabase_uid('ploc_cand'), tests.get_supabase_uid('ploc_other_cand'),
         tests.get_supabase_uid('ploc_owner'), tests.get_supabase_uid('ploc_teammate')),
  format($$select l from (values (%L, 'ar'), (%L, null), (%L, null), (%L, 'pt-BR')) v(e, l) order by e$$,
         tests.get_supabase_email('ploc_cand'), tests.get_supabase_email('ploc_other_cand'),
         tests.get_supabase_email('ploc_owner'), tests.get_supabase_email('ploc_teammate')),
  'each language is the one its user chose, and nobody else''s choice landed');
select lives_ok(format($$update public.profiles set locale = 'en' where id = %L$$, tests.get_supabase_uid('ploc_other_cand')),
  'server code (the seed, the service role) is not held to the user''s own choice');
select is((select locale from public.profiles where id = tests.get_supabase_uid('ploc_other_cand')), 'en'::public.locale,
  'and its value lands');

select * from finish();
rollback;
