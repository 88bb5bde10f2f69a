-- Notice and consent (issue #20 item 1) per persona: only the signed-in candidate of an open link
-- gives it, for the current notice, with an AI choice; start_interview refuses without it; the
-- candidate and the team that sees the invitation read it, nobody writes it directly; a declined
-- AI analysis is refused by completion, by request_answer_analysis and by the responses trigger.
-- A consent records the language the notice was read in (issue #36): the page's, else the interview's.
-- Ids start with a9400000.
--   W1 interview …01 (retention 90 days, held in Spanish): invitation 301 PENDING (cand), 302 STARTED (cand, declines),
--   303 STARTED (cand, allows), 304 PENDING (other_cand's e-mail, bound to them).
begin;
select plan(50);

select has_table('public'::name, 'interview_consents'::name, 'interview_consents exists');
select col_is_pk('public'::name, 'interview_consents'::name, 'invitation_id'::name, 'One consent per invitation');
select col_type_is('public', 'interview_consents', 'locale', 'public', 'locale', 'A consent names one of the supported locales');
select col_not_null('public', 'interview_consents', 'locale', 'Every consent names the language its notice was read in');
select col_hasnt_default('public', 'interview_consents', 'locale',
  'No column default: give_consent names the page''s language or the interview''s');

select tests.create_supabase_user('t94_owner');
select tests.create_supabase_user('t94_recruiter');
select tests.create_supabase_user('t94_reviewer');
select tests.create_supabase_user('t94_outsider');
select tests.create_supabase_user('t94_admin');
select tests.create_supabase_user('t94_cand');
select tests.create_supabase_user('t94_other_cand');
select tests.set_role('t94_owner', 'RECRUITER');
select tests.set_role('t94_outsider', 'RECRUITER');
select tests.set_role('t94_admin', 'ADMIN');
select set_config('t94.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t94_owner')), true);
update public.workspaces set retention_days = 90 where id = current_setting('t94.w1')::uuid;
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t94.w1')::uuid, tests.get_supabase_uid('t94_recruiter'), 'RECRUITER'),
  (current_setting('t94.w1')::uuid, tests.get_supabase_uid('t94_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title, language) values
  ('a9400000-0000-4000-a000-000000000001', current_setting('t94.w1')::uuid, tests.get_supabase_uid('t94_owner'), 'T94', 'es');
insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('a9400000-0000-4000-a000-000000000011', 'a9400000-0000-4000-a000-000000000001', 1, 'Why us?', 'TEXT');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token) values
  ('a9400000-0000-4000-a000-000000000301', 'a9400000-0000-4000-a000-000000000001', null, 'Pia', 'Pending', 't94.301@example.com', 'PENDING', 'tok94-pending-xxxxxxxx'),
  ('a9400000-0000-4000-a000-000000000302', 'a9400000-0000-4000-a000-000000000001', tests.get_supabase_uid('t94_cand'), 'Dee', 'Declines', 't94.302@example.com', 'STARTED', 'tok94-declines-xxxxxxx'),
  ('a9400000-0000-4000-a000-000000000303', 'a9400000-0000-4000-a000-000000000001', tests.get_supabase_uid('t94_cand'), 'Al', 'Allows', 't94.303@example.com', 'STARTED', 'tok94-allows-xxxxxxxxx'),
  ('a9400000-0000-4000-a000-000000000304', 'a9400000-0000-4000-a000-000000000001', tests.get_supabase_uid('t94_other_cand'), 'Oli', 'Other', 't94.304@example.com', 'PENDING', 'tok94-other-xxxxxxxxxx');

-- Section: giving consent ----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.give_consent('tok94-pending-xxxxxxxx', '2026-11-27', true) $$,
  '42501', null, 'anon cannot give consent.');
select tests.authenticate_as('t94_cand');
select throws_ok($$ select public.start_interview('tok94-pending-xxxxxxxx') $$,
  '55000', 'Read the notice and agree to it before starting', 'Nobody starts before agreeing to the notice.');
select throws_ok($$ select public.give_consent('tok94-pending-xxxxxxxx', '2025-01-01', true) $$,
  '22023', 'The notice has changed: read it again before agreeing', 'Consent to an old notice is refused.');
select throws_ok($$ select public.give_consent('tok94-pending-xxxxxxxx', '2026-11-27', null) $$,
  '22023', 'Choose whether AI analysis may be used', 'Consent without an AI choice is refused.');
select throws_ok($$ select public.give_consent('tok94-other-xxxxxxxxxx', '2026-11-27', true) $$,
  '42501', null, 'Nobody consents on an invitation bound to another account.');
select throws_ok($$ select public.give_consent('tok94-unknown-xxxxxxxx', '2026-11-27', true) $$,
  'P0002', null, 'An unknown link opens nothing to consent to.');
select is(public.give_consent('tok94-pending-xxxxxxxx', '2026-11-27', true) ->> 'retention_days', '90',
  'The consent records the workspace''s retention the notice named.');
select is((select locale from public.profiles where id = tests.get_supabase_uid('t94_cand')), 'es'::public.locale,
  'An account that had chosen no language takes the one its first notice was read in.');
select is(public.give_consent('tok94-pending-xxxxxxxx', '2026-11-27', false) ->> 'ai_analysis_allowed', 'false',
  'Before completing, the candidate may change the AI choice.');
select lives_ok($$ select public.start_interview('tok94-pending-xxxxxxxx') $$, 'With consent, the interview starts.');
select lives_ok($$ select public.give_consent('tok94-declines-xxxxxxx', '2026-11-27', false) $$, 'A candidate declines AI analysis.');
select lives_ok($$ select public.give_consent('tok94-allows-xxxxxxxxx', '2026-11-27', true) $$, 'A candidate allows AI analysis.');
select is((public.get_take_notice('tok94-allows-xxxxxxxxx') -> 'consent' ->> 'ai_analysis_allowed'), 'true',
  'The link shows its candidate their own consent.');

-- Section: the language the notice was read in ----------------------------------------------------
select is((select locale from public.interview_consents where invitation_id = 'a9400000-0000-4000-a000-000000000302'),
  'es'::public.locale, 'A consent given without a language is recorded in the interview''s.');
select is(public.give_consent('tok94-allows-xxxxxxxxx', '2026-11-27', true, 'ar') ->> 'locale', 'ar',
  'A consent given in the page''s language says it.');
select is((select locale from public.interview_consents where invitation_id = 'a9400000-0000-4000-a000-000000000303'),
  'ar'::public.locale, 'and records it.');
select is((public.get_take_notice('tok94-allows-xxxxxxxxx') -> 'consent' ->> 'locale'), 'ar',
  'The link shows the candidate the language of their consent.');
select throws_ok($$ select public.give_consent('tok94-allows-xxxxxxxxx', '2026-11-27', false, 'xx') $$,
  '22P02', null, 'A language outside the list is refused.');
select results_eq($$ select locale::text, ai_analysis_allowed from public.interview_consents
                     where invitation_id = 'a9400000-0000-4000-a000-000000000303' $$,
  $$ values ('ar', true) $$, 'and the refused consent changed nothing.');
select is(public.give_consent('tok94-allows-xxxxxxxxx', '2026-11-27', true, null) ->> 'locale', 'es',
  'Given again without a language, the consent is in the interview''s again.');
select is(public.give_consent('tok94-allows-xxxxxxxxx', '2026-11-27', true, 'fr') ->> 'locale', 'fr',
  'and again in the page''s.');
select is((select locale from public.profiles where id = tests.get_supabase_uid('t94_cand')), 'es'::public.locale,
  'A later consent in another language leaves the account''s language as it was.');

-- Section: who reads, nobody writes ----------------------------------------------------------------
select is((select count(*)::int from public.interview_consents), 3, 'The candidate reads their own consents.');
select throws_ok($$ update public.interview_consents set ai_analysis_allowed = true $$, '42501', null,
  'The candidate cannot change a consent behind the function''s back.');
select throws_ok($$ insert into public.interview_consents (invitation_id, candidate_id, notice_version, retention_days, ai_analysis_allowed)
                    values ('a9400000-0000-4000-a000-000000000304', tests.get_supabase_uid('t94_cand'), '2026-11-27', 180, true) $$,
  '42501', null, 'Nobody inserts a consent directly.');
select tests.authenticate_as('t94_other_cand');
select is((select count(*)::int from public.interview_consents), 0, 'Another candidate reads none.');
select is((public.get_take_notice('tok94-allows-xxxxxxxxx') -> 'consent'), 'null'::jsonb,
  'Another holder of the link does not see the candidate''s consent.');
select tests.authenticate_as('t94_recruiter');
select is((select count(*)::int from public.interview_consents), 3, 'A recruiter of the workspace reads the choices.');
select throws_ok($$ delete from public.interview_consents $$, '42501', null, 'A recruiter cannot delete a consent.');
select tests.authenticate_as('t94_reviewer');
select is((select count(*)::int from public.interview_consents), 0, 'A reviewer reads none before completion.');
select tests.authenticate_as('t94_outsider');
select is((select count(*)::int from public.interview_consents), 0, 'The owner of another workspace reads none.');
select tests.authenticate_as('t94_admin');
select is((select count(*)::int from public.interview_consents where invitation_id::text like 'a9400000%'), 3, 'An admin reads them.');
select tests.reset_authentication();
select set_config('t94.receipt', (select receipt_token from public.interview_consents
                                  where invitation_id = 'a9400000-0000-4000-a000-000000000302'), true);
select tests.clear_authentication();
select throws_ok($$ select count(*) from public.interview_consents $$, '42501', null, 'anon reads none.');
select is((public.get_consent_receipt(current_setting('t94.receipt')) ->> 'ai_analysis_allowed'),
  'false', 'The receipt opens by its token, without an account.');
select is((public.get_consent_receipt(current_setting('t94.receipt')) ->> 'locale'),
  'es', 'The receipt says the language the notice was read in.');
select is(public.get_consent_receipt('tok94-unknown-xxxxxxxx'), null, 'An unknown receipt token opens nothing.');

-- Section: a declined AI analysis is never made --------------------------------------------------
select tests.reset_authentication();
insert into public.responses (id, invitation_id, question_id, candidate_id, response_text) values
  ('a9400000-0000-4000-a000-000000000502', 'a9400000-0000-4000-a000-000000000302', 'a9400000-0000-4000-a000-000000000011', tests.get_supabase_uid('t94_cand'), 'Because.'),
  ('a9400000-0000-4000-a000-000000000503', 'a9400000-0000-4000-a000-000000000303', 'a9400000-0000-4000-a000-000000000011', tests.get_supabase_uid('t94_cand'), 'Because.');
update public.invitations set status = 'COMPLETED'
  where id in ('a9400000-0000-4000-a000-000000000302', 'a9400000-0000-4000-a000-000000000303');
select is((select count(*)::int from graphile_worker.jobs where key = 'analysis:a9400000-0000-4000-a000-000000000502'), 0,
  'Completing queues no analysis of a candidate who declined.');
select is((select analysis_status from public.responses where id = 'a9400000-0000-4000-a000-000000000502'), null,
  'Their answer is not marked as queued either.');
select is((select count(*)::int from graphile_worker.jobs where key = 'analysis:a9400000-0000-4000-a000-000000000503'), 1,
  'Completing queues the analysis of a candidate who allowed it.');
select tests.authenticate_as('t94_owner');
select throws_ok($$ select public.request_answer_analysis('a9400000-0000-4000-a000-000000000302', 'a9400000-0000-4000-a000-000000000502') $$,
  '42501', 'AI analysis declined by the candidate', 'Generate is refused for a candidate who declined.');
select tests.reset_authentication();
select throws_ok($$ update public.responses set transcription = 'Because.' where id = 'a9400000-0000-4000-a000-000000000502' $$,
  '42501', 'AI analysis declined by the candidate', 'Not even the worker''s role can store a transcript of such an answer.');
select throws_ok($$ update public.responses set ai_insights = '{"score": 50}' where id = 'a9400000-0000-4000-a000-000000000502' $$,
  '42501', 'AI analysis declined by the candidate', 'Nor an analysis.');

-- Section: the candidate's data export says each consent's language ----------------------------------
select tests.authenticate_as('t94_cand');
select results_eq(
  $$ select inv ->> 'id', inv -> 'consent' ->> 'locale', inv -> 'consent' ->> 'notice_version'
     from jsonb_array_elements(private.my_candidate_data() -> 'invitations') inv
     where inv ->> 'id' like 'a9400000%' order by 1 $$,
  $$ values ('a9400000-0000-4000-a000-000000000301', 'es', '2026-11-27'),
            ('a9400000-0000-4000-a000-000000000302', 'es', '2026-11-27'),
            ('a9400000-0000-4000-a000-000000000303', 'fr', '2026-11-27') $$,
  'Download my data names each consent''s language beside its notice version.');
select ok((private.my_candidate_data() -> 'profile') ? 'locale', 'and the account''s language.');
select tests.authenticate_as('t94_other_cand');
select throws_ok($$ update public.interview_consents set locale = 'en' $$, '42501', null,
  'Nobody changes a consent''s language behind the function''s back.');
select tests.reset_authentication();

select * from finish();
rollback;
