-- Take numbers from the server (issue #15, item 3): submit_answer and get_interview_by_token say
-- which take (1-3) a saved recording is, as the storage rules read its name, so the client parses
-- no object name. The take is not the attempt count: a take never stored (a failed upload, then a
-- retake) uses a number but no attempt. Only the bound candidate sees answers, and so take numbers.
-- Ids of this file start with b2300000.
begin;
select plan(8);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('cand_a');
select tests.create_supabase_user('cand_b');
select tests.create_supabase_user('rec_owner');
select tests.create_supabase_user('rec_other');
select tests.create_supabase_user('admin');
select tests.set_role('rec_owner', 'RECRUITER');
select tests.set_role('rec_other', 'RECRUITER');
select tests.set_role('admin', 'ADMIN');

-- Section: data, arranged as postgres -------------------------------------------------------------
-- Interview ...01 (the owner's): VIDEO question ...11, TEXT question ...12. Invitation ...21 is
-- candidate A's, STARTED.
insert into public.interviews (id, recruiter_id, title) values
  ('b2300000-0000-4000-a000-000000000001', tests.get_supabase_uid('rec_owner'), 'Take numbers');
insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('b2300000-0000-4000-a000-000000000011', 'b2300000-0000-4000-a000-000000000001', 1, 'Show us.', 'VIDEO'),
  ('b2300000-0000-4000-a000-000000000012', 'b2300000-0000-4000-a000-000000000001', 2, 'Tell us.', 'TEXT');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token)
values ('b2300000-0000-4000-a000-000000000021', 'b2300000-0000-4000-a000-000000000001',
        tests.get_supabase_uid('cand_a'), 'Alice', 'Able', 'alice@example.com', 'STARTED', 'tok23-take-numbers-xxx');

-- Section: submit_answer says the take ------------------------------------------------------------
select tests.authenticate_as('cand_a');
insert into storage.objects (bucket_id, name, owner, owner_id)
values ('responses', 'b2300000-0000-4000-a000-000000000021/b2300000-0000-4000-a000-000000000011/2.webm',
        auth.uid(), auth.uid()::text);
select is(
  public.submit_answer('tok23-take-numbers-xxx', 'b2300000-0000-4000-a000-000000000011', null,
    'b2300000-0000-4000-a000-000000000021/b2300000-0000-4000-a000-000000000011/2.webm') - 'id',
  jsonb_build_object('question_id', 'b2300000-0000-4000-a000-000000000011', 'attempts', 1,
    'response_text', null,
    'media_path', 'b2300000-0000-4000-a000-000000000021/b2300000-0000-4000-a000-000000000011/2.webm',
    'choice_option_ids', null, 'take', 2, 'file_path', null, 'file_name', null, 'knocked_out', false),
  'Take 2 submitted first is attempt 1 and take 2.');
select is(
  public.submit_answer('tok23-take-numbers-xxx', 'b2300000-0000-4000-a000-000000000012', 'In words.', null) -> 'take',
  'null'::jsonb,
  'A text answer has no take.');

-- Section: get_interview_by_token says the takes to the bound candidate only -----------------------
select results_eq(
  $$ select a ->> 'question_id', (a ->> 'attempts')::int, (a ->> 'take')::int
     from jsonb_array_elements(public.get_interview_by_token('tok23-take-numbers-xxx') -> 'answers') a
     order by 1 $$,
  $$ values ('b2300000-0000-4000-a000-000000000011', 1, 2), ('b2300000-0000-4000-a000-000000000012', 1, null) $$,
  'The bound candidate reads each answer''s take.');

select tests.authenticate_as('cand_b');
select is(public.get_interview_by_token('tok23-take-numbers-xxx') -> 'answers', '[]'::jsonb,
  'Another candidate holding the token sees no answers, so no takes.');
select tests.authenticate_as('rec_owner');
select is(public.get_interview_by_token('tok23-take-numbers-xxx') -> 'answers', '[]'::jsonb,
  'The owning recruiter reads answers through reviews, not through the token.');
select tests.authenticate_as('rec_other');
select is(public.get_interview_by_token('tok23-take-numbers-xxx') -> 'answers', '[]'::jsonb,
  'Another recruiter sees no answers.');
select tests.authenticate_as('admin');
select is(public.get_interview_by_token('tok23-take-numbers-xxx') -> 'answers', '[]'::jsonb,
  'An admin sees no answers through the token.');
select tests.clear_authentication();
select is(public.get_interview_by_token('tok23-take-numbers-xxx') -> 'answers', '[]'::jsonb,
  'Anonymous callers see no answers.');

select * from finish();
rollback;
