-- Taking an interview by its token: get_interview_by_token, start_interview, submit_answer and
-- complete_interview, for every persona and every kind of bad token (unknown, malformed, expired,
-- cancelled, completed). Errors: P0002 not found or expired, 42501 not allowed, 28000 sign-in
-- needed, 22023 invalid input, 55000 wrong state.
begin;
select plan(103);

-- The deletes below stand for the Storage API's: it tells Storage's delete protection so on each
-- request, and row-level security then decides as it does for the API.
select set_config('storage.allow_delete_query', 'true', true);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t05_cand_a');
select tests.create_supabase_user('t05_cand_b');
select tests.create_supabase_user('t05_rec_owner');
select tests.create_supabase_user('t05_rec_other');
select tests.create_supabase_user('t05_admin');
select tests.set_role('t05_rec_owner', 'RECRUITER');
select tests.set_role('t05_rec_other', 'RECRUITER');
select tests.set_role('t05_admin', 'ADMIN');

-- Section: data (as postgres) ---------------------------------------------------------------------
-- I1 belongs to the owning recruiter: Q1 TEXT, Q2 VIDEO, Q3 AUDIO (inserted out of order).
-- I2 belongs to the other recruiter: QX TEXT, used as "a question of another interview".
insert into public.interviews (id, recruiter_id, title) values
  ('05100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t05_rec_owner'), 'Taking test interview'),
  ('05100000-0000-4000-a000-000000000002', tests.get_supabase_uid('t05_rec_other'), 'Another recruiter interview');

insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('05200000-0000-4000-a000-000000000003', '05100000-0000-4000-a000-000000000001', 3, 'Say it out loud.', 'AUDIO'),
  ('05200000-0000-4000-a000-000000000001', '05100000-0000-4000-a000-000000000001', 1, 'Write a sentence.', 'TEXT'),
  ('05200000-0000-4000-a000-000000000002', '05100000-0000-4000-a000-000000000001', 2, 'Show yourself.', 'VIDEO'),
  ('05200000-0000-4000-a000-000000000009', '05100000-0000-4000-a000-000000000002', 1, 'Not yours.', 'TEXT');

-- INV_MAIN pending and unbound (the happy path); INV_BOUNDP pending but already bound to candidate A
-- (bound at registration, not started); INV_EXP started by A but expired; INV_CANC cancelled (bound
-- to A); INV_DONE completed by A; INV_REV reviewed (A).
insert into public.invitations
  (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token, created_at, expires_at)
values
  ('05300000-0000-4000-a000-000000000001', '05100000-0000-4000-a000-000000000001', null,
   'Mina', 'Main', 'invitee.main05@example.com', 'PENDING', 'tok05-main-xxxxxxxxxxx', now(), now() + interval '7 days'),
  ('05300000-0000-4000-a000-000000000002', '05100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t05_cand_a'),
   'Bo', 'Bound', 'invitee.bound05@example.com', 'PENDING', 'tok05-boundpending-xxx', now(), now() + interval '7 days'),
  ('05300000-0000-4000-a000-000000000003', '05100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t05_cand_a'),
   'Ex', 'Pired', 'invitee.expired05@example.com', 'STARTED', 'tok05-expired-xxxxxxxx', now() - interval '30 days', now() - interval '1 day'),
  ('05300000-0000-4000-a000-000000000004', '05100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t05_cand_a'),
   'Can', 'Celled', 'invitee.cancelled05@example.com', 'CANCELLED', 'tok05-cancelled-xxxxxx', now(), now() + interval '7 days'),
  ('05300000-0000-4000-a000-000000000005', '05100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t05_cand_a'),
   'Com', 'Pleted', 'invitee.completed05@example.com', 'COMPLETED', 'tok05-completed-xxxxxx', now(), now() + interval '7 days'),
  ('05300000-0000-4000-a000-000000000006', '05100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t05_cand_a'),
   'Re', 'Viewed', 'invitee.reviewed05@example.com', 'REVIEWED', 'tok05-reviewed-xxxxxxx', now(), now() + interval '7 days');

-- Uploaded recordings: two takes for Q2 and one for Q3 of INV_MAIN; one under another invitation;
-- one with the right name but in the resumes bucket.
insert into storage.objects (bucket_id, name, owner_id) values
  ('responses', '05300000-0000-4000-a000-000000000001/05200000-0000-4000-a000-000000000002/1.webm', tests.get_supabase_uid('t05_cand_a')::text),
  ('responses', '05300000-0000-4000-a000-000000000001/05200000-0000-4000-a000-000000000002/2.webm', tests.get_supabase_uid('t05_cand_a')::text),
  ('responses', '05300000-0000-4000-a000-000000000001/05200000-0000-4000-a000-000000000003/1.webm', tests.get_supabase_uid('t05_cand_a')::text),
  ('responses', '05300000-0000-4000-a000-000000000002/05200000-0000-4000-a000-000000000002/1.webm', tests.get_supabase_uid('t05_cand_a')::text),
  ('resumes', '05300000-0000-4000-a000-000000000001/05200000-0000-4000-a000-000000000002/3.webm', tests.get_supabase_uid('t05_cand_a')::text);

-- Section: get_interview_by_token -----------------------------------------------------------------
select tests.clear_authentication();

select throws_ok($$select public.get_interview_by_token('tok05-unknown-xxxxxxxx')$$, 'P0002', NULL,
  'get_interview_by_token refuses an unknown token as not found.');
select throws_ok($$select public.get_interview_by_token('short')$$, 'P0002', NULL,
  'get_interview_by_token refuses a too-short token as not found.');
select throws_ok($$select public.get_interview_by_token(null)$$, 'P0002', NULL,
  'get_interview_by_token refuses a null token as not found.');
select throws_ok($$select public.get_interview_by_token($t$x' or '1'='1$t$)$$, 'P0002', NULL,
  'get_interview_by_token refuses an SQL-injection-shaped token as not found.');
select throws_ok($$select public.get_interview_by_token('tok05-main-xxxxxxxxxxxx')$$, 'P0002', NULL,
  'get_interview_by_token refuses a valid token with an extra character as not found.');
select is(public.get_interview_by_token('tok05-expired-xxxxxxxx') - array['invitation_id', 'expires_at', 'interview', 'workspace', 'contact', 'accommodations', 'first_name', 'bound_to_caller', 'practice_question', 'status'],
  '{"availability": "EXPIRED", "questions": [], "answers": [], "requests": [], "knocked_out": false}'::jsonb,
  'get_interview_by_token answers an expired token as EXPIRED, without its questions.');
select throws_ok($$select public.get_interview_by_token('tok05-cancelled-xxxxxx')$$, 'P0002', NULL,
  'get_interview_by_token refuses a cancelled invitation as not found.');

select is(public.get_interview_by_token('tok05-main-xxxxxxxxxxx') -> 'interview' ->> 'title', 'Taking test interview',
  'Anon opening a pending token gets the interview title.');
select is(public.get_interview_by_token('tok05-main-xxxxxxxxxxx') ->> 'status', 'PENDING',
  'Anon opening a pending token gets the status PENDING.');
select is(
  (select array_agg(e ->> 'id' order by ord)
     from jsonb_array_elements(public.get_interview_by_token('tok05-main-xxxxxxxxxxx') -> 'questions') with ordinality as q (e, ord)),
  array['05200000-0000-4000-a000-000000000001', '05200000-0000-4000-a000-000000000002', '05200000-0000-4000-a000-000000000003'],
  'The questions of a pending token come ordered by order_number.');
select is(
  (select array_agg((e ->> 'order_number')::int order by ord)
     from jsonb_array_elements(public.get_interview_by_token('tok05-main-xxxxxxxxxxx') -> 'questions') with ordinality as q (e, ord)),
  array[1, 2, 3],
  'The questions carry their order numbers 1, 2, 3 in that order.');
select is(public.get_interview_by_token('tok05-main-xxxxxxxxxxx') -> 'answers', '[]'::jsonb,
  'Anon gets no answers for a pending token.');
select is(position('invitee.main05@example.com' in public.get_interview_by_token('tok05-main-xxxxxxxxxxx')::text), 0,
  'The interview returned by token never contains the invitee''s e-mail.');
select ok(not (public.get_interview_by_token('tok05-main-xxxxxxxxxxx') ? 'email'),
  'The interview returned by token has no email key.');
select is(
  jsonb_build_object('status', public.get_interview_by_token('tok05-completed-xxxxxx') -> 'status',
                     'questions', public.get_interview_by_token('tok05-completed-xxxxxx') -> 'questions'),
  '{"status": "COMPLETED", "questions": []}'::jsonb,
  'A completed token shows the status COMPLETED and an empty questions array.');
select is(
  jsonb_build_object('status', public.get_interview_by_token('tok05-reviewed-xxxxxxx') -> 'status',
                     'questions', public.get_interview_by_token('tok05-reviewed-xxxxxxx') -> 'questions'),
  '{"status": "REVIEWED", "questions": []}'::jsonb,
  'A reviewed token shows the status REVIEWED and an empty questions array.');

select tests.authenticate_as('t05_cand_b');
select is(public.get_interview_by_token('tok05-main-xxxxxxxxxxx') ->> 'status', 'PENDING',
  'A signed-in user may open a pending token too.');

-- Section: start_interview ------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$select public.start_interview('tok05-main-xxxxxxxxxxx')$$, '42501', NULL,
  'Anon cannot execute start_interview.');

-- A session of role authenticated without a user id is asked to sign in.
select set_config('role', 'authenticated', true);
select set_config('request.jwt.claims', '{"role": "authenticated"}', true);
select throws_ok($$select public.start_interview('tok05-main-xxxxxxxxxxx')$$, '28000', NULL,
  'start_interview without a user id asks to sign in (28000).');

select tests.authenticate_as('t05_cand_a');
select throws_ok($$select public.start_interview('tok05-unknown-xxxxxxxx')$$, 'P0002', NULL,
  'start_interview refuses an unknown token as not found.');
select throws_ok($$select public.start_interview('short')$$, 'P0002', NULL,
  'start_interview refuses a too-short token as not found.');
select throws_ok($$select public.start_interview(null)$$, 'P0002', NULL,
  'start_interview refuses a null token as not found.');
select throws_ok($$select public.start_interview($t$x' or '1'='1$t$)$$, 'P0002', NULL,
  'start_interview refuses an SQL-injection-shaped token as not found.');
select throws_ok($$select public.start_interview('tok05-expired-xxxxxxxx')$$, 'P0002', NULL,
  'start_interview refuses an expired token as not found.');
select throws_ok($$select public.start_interview('tok05-cancelled-xxxxxx')$$, 'P0002', NULL,
  'start_interview refuses a cancelled invitation as not found.');
select throws_ok($$select public.start_interview('tok05-completed-xxxxxx')$$, '55000', NULL,
  'start_interview refuses a completed invitation of the same candidate as wrong state.');
select throws_ok($$select public.start_interview('tok05-reviewed-xxxxxxx')$$, '55000', NULL,
  'start_interview refuses a reviewed invitation of the same candidate as wrong state.');

select throws_ok($$select public.start_interview('tok05-main-xxxxxxxxxxx')$$, '55000', NULL,
  'start_interview refuses a candidate who has not agreed to the notice.');
select lives_ok($$select public.give_consent('tok05-main-xxxxxxxxxxx', '2026-11-27', true)$$,
  'Candidate A agrees to the notice.');
select is(public.start_interview('tok05-main-xxxxxxxxxxx'), '05300000-0000-4000-a000-000000000001'::uuid,
  'Candidate A starts the pending interview and gets its invitation id.');

select tests.reset_authentication();
select ok(exists (
    select 1 from public.invitations
    where id = '05300000-0000-4000-a000-000000000001'
      and status = 'STARTED' and candidate_id = tests.get_supabase_uid('t05_cand_a') and started_at is not null),
  'Starting binds the invitation to candidate A, moves it to STARTED and sets started_at.');

select tests.authenticate_as('t05_cand_a');
select is(public.start_interview('tok05-main-xxxxxxxxxxx'), '05300000-0000-4000-a000-000000000001'::uuid,
  'Candidate A may call start_interview again while the interview is STARTED.');
select is(public.get_interview_by_token('tok05-main-xxxxxxxxxxx') ->> 'status', 'STARTED',
  'After starting, the token shows the status STARTED.');
select is(jsonb_array_length(public.get_interview_by_token('tok05-main-xxxxxxxxxxx') -> 'questions'), 3,
  'A started token still lists its three questions.');

select tests.authenticate_as('t05_cand_b');
select throws_ok($$select public.start_interview('tok05-main-xxxxxxxxxxx')$$, '42501', NULL,
  'Candidate B cannot start an invitation bound to candidate A.');
select throws_ok($$select public.start_interview('tok05-boundpending-xxx')$$, '42501', NULL,
  'Candidate B cannot start a pending invitation already bound to candidate A.');
select tests.authenticate_as('t05_admin');
select throws_ok($$select public.start_interview('tok05-main-xxxxxxxxxxx')$$, '42501', NULL,
  'An admin cannot start an invitation bound to candidate A.');
select tests.authenticate_as('t05_rec_owner');
select throws_ok($$select public.start_interview('tok05-main-xxxxxxxxxxx')$$, '42501', NULL,
  'The owning recruiter cannot start an invitation bound to candidate A.');

-- Section: submit_answer: refusals ----------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000001', 'Hi', null)$$,
  '42501', NULL, 'Anon cannot execute submit_answer.');

select tests.authenticate_as('t05_cand_a');
select throws_ok($$select public.submit_answer('tok05-unknown-xxxxxxxx', '05200000-0000-4000-a000-000000000001', 'Hi', null)$$,
  'P0002', NULL, 'submit_answer refuses an unknown token as not found.');
select throws_ok($$select public.submit_answer('short', '05200000-0000-4000-a000-000000000001', 'Hi', null)$$,
  'P0002', NULL, 'submit_answer refuses a too-short token as not found.');
select throws_ok($$select public.submit_answer(null, '05200000-0000-4000-a000-000000000001', 'Hi', null)$$,
  'P0002', NULL, 'submit_answer refuses a null token as not found.');
select throws_ok($$select public.submit_answer($t$x' or '1'='1$t$, '05200000-0000-4000-a000-000000000001', 'Hi', null)$$,
  'P0002', NULL, 'submit_answer refuses an SQL-injection-shaped token as not found.');
select throws_ok($$select public.submit_answer('tok05-expired-xxxxxxxx', '05200000-0000-4000-a000-000000000001', 'Hi', null)$$,
  'P0002', NULL, 'submit_answer refuses the expired token of a started interview as not found.');
select throws_ok($$select public.submit_answer('tok05-cancelled-xxxxxx', '05200000-0000-4000-a000-000000000001', 'Hi', null)$$,
  'P0002', NULL, 'submit_answer refuses a cancelled invitation as not found.');
select throws_ok($$select public.submit_answer('tok05-completed-xxxxxx', '05200000-0000-4000-a000-000000000001', 'Hi', null)$$,
  '55000', NULL, 'submit_answer refuses a completed invitation as wrong state.');
select throws_ok($$select public.submit_answer('tok05-boundpending-xxx', '05200000-0000-4000-a000-000000000001', 'Hi', null)$$,
  '55000', NULL, 'submit_answer refuses a pending (not started) invitation of the caller as wrong state.');

select tests.authenticate_as('t05_cand_b');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000001', 'Hi', null)$$,
  '42501', NULL, 'Candidate B cannot answer on an invitation bound to candidate A.');
select tests.authenticate_as('t05_rec_owner');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000001', 'Hi', null)$$,
  '42501', NULL, 'The owning recruiter cannot answer on an invitation bound to candidate A.');

select tests.authenticate_as('t05_cand_a');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000009', 'Hi', null)$$,
  '22023', NULL, 'submit_answer refuses a question of another interview as invalid input.');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-0000000000ff', 'Hi', null)$$,
  '22023', NULL, 'submit_answer refuses an unknown question id as invalid input.');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000001', '   ', null)$$,
  '22023', NULL, 'A TEXT question refuses a blank answer.');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000001', null, null)$$,
  '22023', NULL, 'A TEXT question refuses a missing answer.');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000001', 'Hi',
    '05300000-0000-4000-a000-000000000001/05200000-0000-4000-a000-000000000002/1.webm')$$,
  '22023', NULL, 'A TEXT question refuses an answer that also carries a media path.');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000002', null, null)$$,
  '22023', NULL, 'A VIDEO question refuses an answer without a recording.');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000002', 'Words',
    '05300000-0000-4000-a000-000000000001/05200000-0000-4000-a000-000000000002/1.webm')$$,
  '22023', NULL, 'A VIDEO question refuses an answer that also carries text.');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000002', null,
    '05300000-0000-4000-a000-000000000002/05200000-0000-4000-a000-000000000002/1.webm')$$,
  '22023', NULL, 'A VIDEO question refuses a recording stored under another invitation, even when it exists.');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000002', null, 'a.webm')$$,
  '22023', NULL, 'A VIDEO question refuses a media path outside any invitation folder.');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000003', null,
    '05300000-0000-4000-a000-000000000001/05200000-0000-4000-a000-000000000003/2.webm')$$,
  '22023', NULL, 'A VIDEO question refuses a recording that was never uploaded.');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000002', null,
    '05300000-0000-4000-a000-000000000001/05200000-0000-4000-a000-000000000002/3.webm')$$,
  '22023', NULL, 'A VIDEO question refuses a recording that exists only in another bucket.');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000003', null, null)$$,
  '22023', NULL, 'An AUDIO question refuses an answer without a recording.');

select tests.reset_authentication();
select is_empty($$select 1 from public.responses where invitation_id = '05300000-0000-4000-a000-000000000001'$$,
  'None of the refused submissions stored an answer.');

-- Section: complete_interview before every answer -------------------------------------------------
select tests.authenticate_as('t05_cand_a');
select throws_ok($$select public.complete_interview('tok05-main-xxxxxxxxxxx')$$, '55000', NULL,
  'complete_interview refuses while no question is answered.');

-- Section: submit_answer: saving and attempts -----------------------------------------------------
select is(public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000001', 'First answer', null) ->> 'attempts', '1',
  'Candidate A saves a text answer as attempt 1.');
select is(public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000001', 'First answer', null) ->> 'attempts', '1',
  'Resubmitting the identical text answer does not count another attempt.');
select is(public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000002', null,
    '05300000-0000-4000-a000-000000000001/05200000-0000-4000-a000-000000000002/1.webm') ->> 'attempts', '1',
  'Candidate A saves an uploaded video as attempt 1.');
select throws_ok($$select public.complete_interview('tok05-main-xxxxxxxxxxx')$$, '55000', NULL,
  'complete_interview refuses while one question is still unanswered.');
select is(public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000003', null,
    '05300000-0000-4000-a000-000000000001/05200000-0000-4000-a000-000000000003/1.webm') ->> 'attempts', '1',
  'Candidate A saves an uploaded audio recording as attempt 1.');

-- The recruiter's analysis of the first take, which a changed answer must clear.
select tests.reset_authentication();
update public.responses
  set transcription = 'Old transcript', ai_insights = '{"score": 70}', analyzed_at = now()
  where invitation_id = '05300000-0000-4000-a000-000000000001' and question_id = '05200000-0000-4000-a000-000000000001';

select tests.authenticate_as('t05_cand_a');
select is(public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000001', 'Second answer', null) ->> 'attempts', '2',
  'A changed text answer counts attempt 2.');

select tests.reset_authentication();
select ok(exists (
    select 1 from public.responses
    where invitation_id = '05300000-0000-4000-a000-000000000001' and question_id = '05200000-0000-4000-a000-000000000001'
      and response_text = 'Second answer' and transcription is null and ai_insights is null and analyzed_at is null),
  'Changing an answer clears its transcription, AI insights and analysis time.');

select tests.authenticate_as('t05_cand_a');
select is(public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000001', 'Third answer', null) ->> 'attempts', '3',
  'Another changed text answer counts attempt 3.');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000001', 'Fourth answer', null)$$,
  '55000', NULL, 'A fourth different answer is refused: no attempts left.');
select is(public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000001', 'Third answer', null) ->> 'attempts', '3',
  'Resubmitting the identical third answer is still accepted without counting an attempt.');

select tests.reset_authentication();
select is(
  (select response_text || ' / ' || attempts from public.responses
    where invitation_id = '05300000-0000-4000-a000-000000000001' and question_id = '05200000-0000-4000-a000-000000000001'),
  'Third answer / 3',
  'After the refused fourth attempt the stored answer is unchanged.');

select tests.authenticate_as('t05_cand_a');
select is(public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000002', null,
    '05300000-0000-4000-a000-000000000001/05200000-0000-4000-a000-000000000002/2.webm') ->> 'attempts', '2',
  'A retaken video counts attempt 2.');

-- Section: get_interview_by_token answers ---------------------------------------------------------
select is(
  (select array_agg(e ->> 'question_id' order by e ->> 'question_id')
     from jsonb_array_elements(public.get_interview_by_token('tok05-main-xxxxxxxxxxx') -> 'answers') as a (e)),
  array['05200000-0000-4000-a000-000000000001', '05200000-0000-4000-a000-000000000002', '05200000-0000-4000-a000-000000000003'],
  'The bound candidate gets their three saved answers back with the interview.');
select is(public.get_interview_by_token('tok05-main-xxxxxxxxxxx') ->> 'bound_to_caller', 'true',
  'The interview tells the bound candidate it is theirs.');

select tests.authenticate_as('t05_cand_b');
select is(public.get_interview_by_token('tok05-main-xxxxxxxxxxx') -> 'answers', '[]'::jsonb,
  'Another signed-in user opening the token gets no answers.');
select tests.authenticate_as('t05_rec_owner');
select is(public.get_interview_by_token('tok05-main-xxxxxxxxxxx') -> 'answers', '[]'::jsonb,
  'The owning recruiter opening the token gets no answers through it.');
select tests.clear_authentication();
select is(public.get_interview_by_token('tok05-main-xxxxxxxxxxx') -> 'answers', '[]'::jsonb,
  'Anon opening a token with saved answers gets no answers.');

-- Section: complete_interview ---------------------------------------------------------------------
select throws_ok($$select public.complete_interview('tok05-main-xxxxxxxxxxx')$$, '42501', NULL,
  'Anon cannot execute complete_interview.');

select tests.authenticate_as('t05_cand_a');
select throws_ok($$select public.complete_interview('tok05-unknown-xxxxxxxx')$$, 'P0002', NULL,
  'complete_interview refuses an unknown token as not found.');
select throws_ok($$select public.complete_interview('short')$$, 'P0002', NULL,
  'complete_interview refuses a too-short token as not found.');
select throws_ok($$select public.complete_interview(null)$$, 'P0002', NULL,
  'complete_interview refuses a null token as not found.');
select throws_ok($$select public.complete_interview($t$x' or '1'='1$t$)$$, 'P0002', NULL,
  'complete_interview refuses an SQL-injection-shaped token as not found.');
select throws_ok($$select public.complete_interview('tok05-expired-xxxxxxxx')$$, 'P0002', NULL,
  'complete_interview refuses the expired token of a started interview as not found.');
select throws_ok($$select public.complete_interview('tok05-cancelled-xxxxxx')$$, 'P0002', NULL,
  'complete_interview refuses a cancelled invitation as not found.');
select throws_ok($$select public.complete_interview('tok05-boundpending-xxx')$$, '55000', NULL,
  'complete_interview refuses a pending (not started) invitation as wrong state.');
select throws_ok($$select public.complete_interview('tok05-reviewed-xxxxxxx')$$, '55000', NULL,
  'complete_interview refuses a reviewed invitation as wrong state.');

select tests.authenticate_as('t05_cand_b');
select throws_ok($$select public.complete_interview('tok05-main-xxxxxxxxxxx')$$, '42501', NULL,
  'Candidate B cannot complete candidate A''s started interview.');
select tests.authenticate_as('t05_rec_owner');
select throws_ok($$select public.complete_interview('tok05-main-xxxxxxxxxxx')$$, '42501', NULL,
  'The owning recruiter cannot complete candidate A''s started interview.');

select tests.authenticate_as('t05_cand_a');
select throws_ok($$select public.complete_interview('tok05-main-xxxxxxxxxxx')$$, '55000', NULL,
  'complete_interview refuses while a discarded take (video take 1, replaced by take 2) is still stored.');
-- The api removes discarded takes through the Storage API as the candidate, which deletes the row.
select is(tests.affected_rows($$ delete from storage.objects where bucket_id = 'responses'
    and name = '05300000-0000-4000-a000-000000000001/05200000-0000-4000-a000-000000000002/1.webm' $$), 1,
  'The candidate removes their discarded take.');
select lives_ok($$select public.complete_interview('tok05-main-xxxxxxxxxxx')$$,
  'Candidate A completes the interview once every question is answered.');

select tests.reset_authentication();
select ok(exists (
    select 1 from public.invitations
    where id = '05300000-0000-4000-a000-000000000001' and status = 'COMPLETED' and completed_at is not null),
  'Completing moves the invitation to COMPLETED and sets completed_at.');

select tests.authenticate_as('t05_cand_a');
select lives_ok($$select public.complete_interview('tok05-main-xxxxxxxxxxx')$$,
  'Candidate A may call complete_interview again on the completed interview.');
select lives_ok($$select public.complete_interview('tok05-completed-xxxxxx')$$,
  'Candidate A may call complete_interview on another interview they already completed.');
select throws_ok($$select public.submit_answer('tok05-main-xxxxxxxxxxx', '05200000-0000-4000-a000-000000000001', 'Late answer', null)$$,
  '55000', NULL, 'After completing, submit_answer is refused as wrong state.');
select throws_ok($$select public.start_interview('tok05-main-xxxxxxxxxxx')$$, '55000', NULL,
  'After completing, start_interview is refused as wrong state.');
select is(
  jsonb_build_object('status', public.get_interview_by_token('tok05-main-xxxxxxxxxxx') -> 'status',
                     'questions', public.get_interview_by_token('tok05-main-xxxxxxxxxxx') -> 'questions',
                     'answers', public.get_interview_by_token('tok05-main-xxxxxxxxxxx') -> 'answers'),
  '{"status": "COMPLETED", "questions": [], "answers": []}'::jsonb,
  'After completing, the token shows COMPLETED with no questions and no answers.');

select tests.authenticate_as('t05_cand_b');
select throws_ok($$select public.complete_interview('tok05-main-xxxxxxxxxxx')$$, '42501', NULL,
  'Candidate B cannot complete candidate A''s completed interview.');
select throws_ok($$select public.complete_interview('tok05-completed-xxxxxx')$$, '42501', NULL,
  'Candidate B cannot complete another interview candidate A completed.');

select tests.reset_authentication();
select is(
  (select count(*)::int from public.responses where invitation_id = '05300000-0000-4000-a000-000000000001'),
  3,
  'The completed invitation keeps exactly its three answers.');

select * from finish();
rollback;
