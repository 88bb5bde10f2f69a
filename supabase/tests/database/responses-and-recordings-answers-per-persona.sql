-- The responses table per persona: anon, candidate A (author), candidate B, the owning recruiter,
-- another recruiter, admin; select, insert, update, delete. Candidates write answers only through
-- submit_answer (see take-token-functions.sql); recruiters and admins only store transcription and AI analysis.
-- Row-level security hides forbidden rows, so forbidden updates and deletes change 0 rows.
begin;
select plan(44);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t06_cand_a');
select tests.create_supabase_user('t06_cand_b');
select tests.create_supabase_user('t06_rec_owner');
select tests.create_supabase_user('t06_rec_other');
select tests.create_supabase_user('t06_admin');
select tests.set_role('t06_rec_owner', 'RECRUITER');
select tests.set_role('t06_rec_other', 'RECRUITER');
select tests.set_role('t06_admin', 'ADMIN');

-- Section: data (as postgres) ---------------------------------------------------------------------
-- The owning recruiter's interview I_OWN (Q1, Q2) has invitations INV_A (candidate A) and INV_B
-- (candidate B). The other recruiter's interview I_OTHER (QO) has INV_O, also taken by candidate A.
-- Responses: R1, R2 by A on INV_A; RB by B on INV_B; RO by A on INV_O.
insert into public.interviews (id, recruiter_id, title) values
  ('06100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t06_rec_owner'), 'Responses test interview'),
  ('06100000-0000-4000-a000-000000000002', tests.get_supabase_uid('t06_rec_other'), 'Other recruiter interview');

insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('06200000-0000-4000-a000-000000000001', '06100000-0000-4000-a000-000000000001', 1, 'First question.', 'TEXT'),
  ('06200000-0000-4000-a000-000000000002', '06100000-0000-4000-a000-000000000001', 2, 'Second question.', 'TEXT'),
  ('06200000-0000-4000-a000-000000000003', '06100000-0000-4000-a000-000000000002', 1, 'Other question.', 'TEXT');

insert into public.invitations
  (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token, started_at)
values
  ('06300000-0000-4000-a000-000000000001', '06100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t06_cand_a'),
   'Ann', 'Author', 'invitee.a06@example.com', 'STARTED', 'tok06-a-xxxxxxxxxxxxxx', now()),
  ('06300000-0000-4000-a000-000000000002', '06100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t06_cand_b'),
   'Ben', 'Bystander', 'invitee.b06@example.com', 'STARTED', 'tok06-b-xxxxxxxxxxxxxx', now()),
  ('06300000-0000-4000-a000-000000000003', '06100000-0000-4000-a000-000000000002', tests.get_supabase_uid('t06_cand_a'),
   'Ann', 'Author', 'invitee.a06@example.com', 'STARTED', 'tok06-o-xxxxxxxxxxxxxx', now());

insert into public.responses (id, invitation_id, question_id, candidate_id, response_text) values
  ('06400000-0000-4000-a000-000000000001', '06300000-0000-4000-a000-000000000001', '06200000-0000-4000-a000-000000000001',
   tests.get_supabase_uid('t06_cand_a'), 'A answers one'),
  ('06400000-0000-4000-a000-000000000002', '06300000-0000-4000-a000-000000000001', '06200000-0000-4000-a000-000000000002',
   tests.get_supabase_uid('t06_cand_a'), 'A answers two'),
  ('06400000-0000-4000-a000-000000000003', '06300000-0000-4000-a000-000000000002', '06200000-0000-4000-a000-000000000001',
   tests.get_supabase_uid('t06_cand_b'), 'B answers one'),
  ('06400000-0000-4000-a000-000000000004', '06300000-0000-4000-a000-000000000003', '06200000-0000-4000-a000-000000000003',
   tests.get_supabase_uid('t06_cand_a'), 'A answers the other recruiter');

-- Section: select ---------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$select id from public.responses$$, '42501', NULL,
  'Anon cannot read the responses table at all.');

-- Candidates read their answers back only through get_interview_by_token, never the table, so the
-- recruiter's transcription and AI analysis stay with the recruiter.
select tests.authenticate_as('t06_cand_a');
select is_empty(
  $$select id from public.responses where id::text like '06400000-0000-4000-a000-%'$$,
  'Candidate A reads none of the responses rows, not even their own answers.');
select is(
  (select ai_insights from public.responses where id = '06400000-0000-4000-a000-000000000001'),
  null,
  'Candidate A cannot read the analysis stored on their own answer.');

select tests.authenticate_as('t06_cand_b');
select is_empty(
  $$select id from public.responses where id::text like '06400000-0000-4000-a000-%'$$,
  'Candidate B reads none of the responses rows, neither their own nor candidate A''s.');

select tests.authenticate_as('t06_rec_owner');
select results_eq(
  $$select id from public.responses where id::text like '06400000-0000-4000-a000-%' order by id$$,
  array['06400000-0000-4000-a000-000000000001', '06400000-0000-4000-a000-000000000002', '06400000-0000-4000-a000-000000000003']::uuid[],
  'The owning recruiter sees every response to their interview and none to another recruiter''s.');

select tests.authenticate_as('t06_rec_other');
select is_empty(
  $$select id from public.responses where id in ('06400000-0000-4000-a000-000000000001',
    '06400000-0000-4000-a000-000000000002', '06400000-0000-4000-a000-000000000003')$$,
  'Another recruiter sees none of the responses to the owning recruiter''s interview.');
select results_eq(
  $$select id from public.responses where id::text like '06400000-0000-4000-a000-%' order by id$$,
  array['06400000-0000-4000-a000-000000000004']::uuid[],
  'The other recruiter sees only the response to their own interview.');

select tests.authenticate_as('t06_admin');
select results_eq(
  $$select id from public.responses where id::text like '06400000-0000-4000-a000-%' order by id$$,
  array['06400000-0000-4000-a000-000000000001', '06400000-0000-4000-a000-000000000002',
        '06400000-0000-4000-a000-000000000003', '06400000-0000-4000-a000-000000000004']::uuid[],
  'An admin sees every response.');

-- Section: insert (no insert grant for anyone: answers go through submit_answer) -----------------
select tests.clear_authentication();
select throws_ok($$insert into public.responses (invitation_id, question_id, candidate_id, response_text)
    values ('06300000-0000-4000-a000-000000000002', '06200000-0000-4000-a000-000000000002',
            '00000000-0000-4000-a000-000000000099', 'Anon answer')$$,
  '42501', NULL, 'Anon cannot insert a response.');

select tests.authenticate_as('t06_cand_a');
select throws_ok(format($$insert into public.responses (invitation_id, question_id, candidate_id, response_text)
    values ('06300000-0000-4000-a000-000000000001', '06200000-0000-4000-a000-000000000002', %L, 'Direct answer')$$,
    tests.get_supabase_uid('t06_cand_a')),
  '42501', NULL, 'Candidate A cannot insert a response directly, even on their own started invitation.');

select tests.authenticate_as('t06_cand_b');
select throws_ok(format($$insert into public.responses (invitation_id, question_id, candidate_id, response_text)
    values ('06300000-0000-4000-a000-000000000002', '06200000-0000-4000-a000-000000000002', %L, 'Direct answer')$$,
    tests.get_supabase_uid('t06_cand_b')),
  '42501', NULL, 'Candidate B cannot insert a response directly.');

select tests.authenticate_as('t06_rec_owner');
select throws_ok(format($$insert into public.responses (invitation_id, question_id, candidate_id, response_text)
    values ('06300000-0000-4000-a000-000000000002', '06200000-0000-4000-a000-000000000002', %L, 'Forged answer')$$,
    tests.get_supabase_uid('t06_cand_b')),
  '42501', NULL, 'The owning recruiter cannot insert a response.');

select tests.authenticate_as('t06_rec_other');
select throws_ok(format($$insert into public.responses (invitation_id, question_id, candidate_id, response_text)
    values ('06300000-0000-4000-a000-000000000002', '06200000-0000-4000-a000-000000000002', %L, 'Forged answer')$$,
    tests.get_supabase_uid('t06_cand_b')),
  '42501', NULL, 'Another recruiter cannot insert a response.');

select tests.authenticate_as('t06_admin');
select throws_ok(format($$insert into public.responses (invitation_id, question_id, candidate_id, response_text)
    values ('06300000-0000-4000-a000-000000000002', '06200000-0000-4000-a000-000000000002', %L, 'Forged answer')$$,
    tests.get_supabase_uid('t06_cand_b')),
  '42501', NULL, 'An admin cannot insert a response.');

-- Section: update ---------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$update public.responses set transcription = 'x' where id = '06400000-0000-4000-a000-000000000001'$$,
  '42501', NULL, 'Anon cannot update responses.');

select tests.authenticate_as('t06_cand_a');
select throws_ok($$update public.responses set response_text = 'Edited' where id = '06400000-0000-4000-a000-000000000001'$$,
  '42501', NULL, 'Candidate A cannot edit the text of their own answer directly.');
select throws_ok($$update public.responses set attempts = 1 where id = '06400000-0000-4000-a000-000000000001'$$,
  '42501', NULL, 'Candidate A cannot reset the attempts of their own answer.');
select is(tests.affected_rows($$update public.responses set transcription = 'Self transcript'
    where id = '06400000-0000-4000-a000-000000000001'$$), 0,
  'Candidate A cannot store a transcription on their own answer (0 rows).');

select tests.authenticate_as('t06_cand_b');
select is(tests.affected_rows($$update public.responses set transcription = 'Meddling'
    where id = '06400000-0000-4000-a000-000000000001'$$), 0,
  'Candidate B cannot update candidate A''s answer (0 rows).');

select tests.authenticate_as('t06_rec_owner');
select throws_ok($$update public.responses set response_text = 'Rewritten' where id = '06400000-0000-4000-a000-000000000001'$$,
  '42501', NULL, 'The owning recruiter cannot change the answer text.');
select throws_ok($$update public.responses set media_path = 'x/y/z.webm' where id = '06400000-0000-4000-a000-000000000001'$$,
  '42501', NULL, 'The owning recruiter cannot change the media path.');
select throws_ok($$update public.responses set attempts = 3 where id = '06400000-0000-4000-a000-000000000001'$$,
  '42501', NULL, 'The owning recruiter cannot change the attempts.');
select throws_ok($$update public.responses set candidate_id = null where id = '06400000-0000-4000-a000-000000000001'$$,
  '42501', NULL, 'The owning recruiter cannot change the author.');
select is(tests.affected_rows($$update public.responses
    set transcription = 'Owner transcript', ai_insights = '{"score": 81, "summary": "Clear"}', analyzed_at = now()
    where id = '06400000-0000-4000-a000-000000000001'$$), 1,
  'The owning recruiter stores transcription, AI insights and analysis time on a response to their interview.');
select is(tests.affected_rows($$update public.responses set transcription = 'Owner transcript B'
    where id = '06400000-0000-4000-a000-000000000003'$$), 1,
  'The owning recruiter updates the response of another candidate to their interview.');
select is(tests.affected_rows($$update public.responses set transcription = 'Not mine'
    where id = '06400000-0000-4000-a000-000000000004'$$), 0,
  'The owning recruiter cannot update a response to another recruiter''s interview (0 rows).');
select throws_ok($$update public.responses set ai_insights = '{"score": 150}' where id = '06400000-0000-4000-a000-000000000001'$$,
  '23514', NULL, 'AI insights with a score above 100 are refused.');

select tests.authenticate_as('t06_rec_other');
select is(tests.affected_rows($$update public.responses set transcription = 'Snooping'
    where id in ('06400000-0000-4000-a000-000000000001', '06400000-0000-4000-a000-000000000002',
                 '06400000-0000-4000-a000-000000000003')$$), 0,
  'Another recruiter updates none of the owning recruiter''s responses (0 rows).');

select tests.authenticate_as('t06_admin');
select throws_ok($$update public.responses set response_text = 'Admin edit' where id = '06400000-0000-4000-a000-000000000002'$$,
  '42501', NULL, 'An admin cannot change the answer text either.');
select is(tests.affected_rows($$update public.responses set transcription = 'Admin transcript', analyzed_at = now()
    where id in ('06400000-0000-4000-a000-000000000002', '06400000-0000-4000-a000-000000000004')$$), 2,
  'An admin updates responses of both recruiters'' interviews.');

select tests.reset_authentication();
select results_eq(
  $$select id, response_text, transcription, (ai_insights ->> 'score')::int
      from public.responses where id::text like '06400000-0000-4000-a000-%' order by id$$,
  $$values ('06400000-0000-4000-a000-000000000001'::uuid, 'A answers one', 'Owner transcript', 81),
           ('06400000-0000-4000-a000-000000000002'::uuid, 'A answers two', 'Admin transcript', null::int),
           ('06400000-0000-4000-a000-000000000003'::uuid, 'B answers one', 'Owner transcript B', null::int),
           ('06400000-0000-4000-a000-000000000004'::uuid, 'A answers the other recruiter', 'Admin transcript', null::int)$$,
  'Only the allowed updates took effect and no answer text changed.');

-- Section: delete ---------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$delete from public.responses where id = '06400000-0000-4000-a000-000000000001'$$,
  '42501', NULL, 'Anon cannot delete responses.');

select tests.authenticate_as('t06_cand_a');
select is(tests.affected_rows($$delete from public.responses where id = '06400000-0000-4000-a000-000000000001'$$), 0,
  'Candidate A cannot delete their own answer (0 rows).');

select tests.authenticate_as('t06_cand_b');
select is(tests.affected_rows($$delete from public.responses where id = '06400000-0000-4000-a000-000000000001'$$), 0,
  'Candidate B cannot delete candidate A''s answer (0 rows).');
select is(tests.affected_rows($$delete from public.responses where id = '06400000-0000-4000-a000-000000000003'$$), 0,
  'Candidate B cannot delete their own answer (0 rows).');

select tests.authenticate_as('t06_rec_other');
select is(tests.affected_rows($$delete from public.responses
    where id in ('06400000-0000-4000-a000-000000000001', '06400000-0000-4000-a000-000000000002',
                 '06400000-0000-4000-a000-000000000003')$$), 0,
  'Another recruiter deletes none of the owning recruiter''s responses (0 rows).');

select tests.authenticate_as('t06_rec_owner');
select is(tests.affected_rows($$delete from public.responses where id = '06400000-0000-4000-a000-000000000004'$$), 0,
  'The owning recruiter cannot delete a response to another recruiter''s interview (0 rows).');
select is(tests.affected_rows($$delete from public.responses where id = '06400000-0000-4000-a000-000000000003'$$), 1,
  'The owning recruiter deletes a response to their interview.');

select tests.authenticate_as('t06_admin');
select is(tests.affected_rows($$delete from public.responses where id = '06400000-0000-4000-a000-000000000004'$$), 1,
  'An admin deletes a response to another recruiter''s interview.');
select is(tests.affected_rows($$delete from public.responses where id = '06400000-0000-4000-a000-000000000002'$$), 1,
  'An admin deletes a response to the owning recruiter''s interview.');

select tests.reset_authentication();
select results_eq(
  $$select id from public.responses where id::text like '06400000-0000-4000-a000-%' order by id$$,
  array['06400000-0000-4000-a000-000000000001']::uuid[],
  'Only the allowed deletes took effect: R1 remains, R2, RB and RO are gone.');

-- The author reads their remaining answer back through the token function.
select tests.authenticate_as('t06_cand_a');
select is(
  (select count(*)::int from jsonb_array_elements(public.get_interview_by_token('tok06-a-xxxxxxxxxxxxxx') -> 'answers')),
  1,
  'After the deletes candidate A gets only their remaining answer back from get_interview_by_token.');

-- Service code (submit_answer, as the function owner) still writes answers: sanity of the fixture.
select tests.authenticate_as('t06_cand_b');
select is(public.submit_answer('tok06-b-xxxxxxxxxxxxxx', '06200000-0000-4000-a000-000000000002', 'B answers two', null) ->> 'attempts', '1',
  'Candidate B still saves an answer through submit_answer, the only write path.');
select tests.reset_authentication();
select results_eq(
  $$select response_text from public.responses where invitation_id = '06300000-0000-4000-a000-000000000002' and question_id = '06200000-0000-4000-a000-000000000002'$$,
  array['B answers two'],
  'The answer submit_answer saved for candidate B is stored.');

select * from finish();
rollback;
