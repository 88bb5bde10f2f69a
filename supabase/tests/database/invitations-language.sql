-- The language of an invitation (issue #36): the one its candidate's e-mails speak. Given none, it
-- is its interview's (invitations_language_from_interview); a recruiter may give one, as may an
-- API key; it is never null and never outside public.locale. Ids start with a3600000. Rolls back.
begin;
select plan(10);

select tests.create_supabase_user('t36i_owner');
select tests.set_role('t36i_owner', 'RECRUITER');
select set_config('t36i.w', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t36i_owner')), true);
insert into public.interviews (id, workspace_id, recruiter_id, title, status, language) values
  ('a3600000-0000-4000-a000-000000000001', current_setting('t36i.w')::uuid,
   tests.get_supabase_uid('t36i_owner'), 'T36i Spanish', 'ACTIVE', 'es');

-- Section: the column and its trigger --------------------------------------------------------------
select col_not_null('public', 'invitations', 'language', 'an invitation always has a language');
select col_type_is('public', 'invitations', 'language', 'locale', 'one of the supported locales');
select col_hasnt_default('public', 'invitations', 'language',
  'no column default: the trigger gives it its interview''s');
select trigger_is('public', 'invitations', 'invitations_language_from_interview',
  'private', 'invitation_language_from_interview', 'the trigger fills it from the interview');

-- Section: a recruiter invites ---------------------------------------------------------------------
select tests.authenticate_as('t36i_owner');
select lives_ok($$insert into public.invitations (interview_id, first_name, last_name, email) values
  ('a3600000-0000-4000-a000-000000000001', 'Ana', 'Default', 't36i.101@example.com')$$,
  'a recruiter invites naming no language');
select lives_ok($$insert into public.invitations (interview_id, first_name, last_name, email, language) values
  ('a3600000-0000-4000-a000-000000000001', 'Amal', 'Arabic', 't36i.102@example.com', 'ar')$$,
  'and one naming Arabic');
select is((select language from public.invitations where interview_id = 'a3600000-0000-4000-a000-000000000001' and candidate_number = 1),
  'es'::public.locale, 'the recruiter reads it back: the invitation naming none speaks its interview''s language');
select is((select language from public.invitations where interview_id = 'a3600000-0000-4000-a000-000000000001' and candidate_number = 2),
  'ar'::public.locale, 'the invitation naming one keeps it');
select throws_ok($$insert into public.invitations (interview_id, first_name, last_name, email, language) values
  ('a3600000-0000-4000-a000-000000000001', 'Xa', 'Vier', 't36i.103@example.com', 'xx')$$,
  '22P02', null, 'a language outside the list is refused');
select tests.reset_authentication();

-- Section: the interview's language changes later ---------------------------------------------------
update public.interviews set language = 'fr' where id = 'a3600000-0000-4000-a000-000000000001';
select is((select language from public.invitations where interview_id = 'a3600000-0000-4000-a000-000000000001' and candidate_number = 1),
  'es'::public.locale, 'an invitation keeps the language it was sent in when its interview''s changes');

select * from finish();
rollback;
