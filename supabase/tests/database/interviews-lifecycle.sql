-- The interview lifecycle (20261128800000): status moves, invitations only to an ACTIVE
-- interview, and questions frozen once a candidate has answered, per persona.
-- Ids cccccccc-0085-…; rolls back.
begin;
select plan(16);

select tests.create_supabase_user('t85_owner');
select tests.create_supabase_user('t85_reviewer');
select tests.create_supabase_user('t85_outsider');
select tests.create_supabase_user('t85_cand');
select tests.set_role('t85_owner', 'RECRUITER');
select tests.set_role('t85_outsider', 'RECRUITER');

insert into public.interviews (id, recruiter_id, title, status) values
  ('cccccccc-0085-4000-a000-000000000001', tests.get_supabase_uid('t85_owner'), 'T85 draft', 'DRAFT'),
  ('cccccccc-0085-4000-a000-000000000002', tests.get_supabase_uid('t85_owner'), 'T85 answered', 'ACTIVE'),
  ('cccccccc-0085-4000-a000-000000000003', tests.get_supabase_uid('t85_owner'), 'T85 archived', 'ARCHIVED');
insert into public.workspace_members (workspace_id, user_id, role)
select workspace_id, tests.get_supabase_uid('t85_reviewer'), 'REVIEWER'
from public.interviews where id = 'cccccccc-0085-4000-a000-000000000001';
insert into public.questions (id, interview_id, order_number, text) values
  ('cccccccc-0085-4000-a000-000000000011', 'cccccccc-0085-4000-a000-000000000001', 1, 'T85 draft question'),
  ('cccccccc-0085-4000-a000-000000000021', 'cccccccc-0085-4000-a000-000000000002', 1, 'T85 answered question');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('cccccccc-0085-4000-a000-000000000101', 'cccccccc-0085-4000-a000-000000000002',
   tests.get_supabase_uid('t85_cand'), 'Cara', 'Eightyfive', 't85.cand@example.com', 'STARTED');
insert into public.responses (invitation_id, question_id, candidate_id, response_text) values
  ('cccccccc-0085-4000-a000-000000000101', 'cccccccc-0085-4000-a000-000000000021',
   tests.get_supabase_uid('t85_cand'), 'An answer');

-- Section: status moves ---------------------------------------------------------------------------
select tests.authenticate_as('t85_reviewer');
select is(tests.affected_rows($$update public.interviews set status = 'ACTIVE' where id = 'cccccccc-0085-4000-a000-000000000001'$$),
  0, 'a REVIEWER cannot publish');
select tests.authenticate_as('t85_outsider');
select is(tests.affected_rows($$update public.interviews set status = 'ACTIVE' where id = 'cccccccc-0085-4000-a000-000000000001'$$),
  0, 'another workspace''s recruiter cannot publish');
select tests.authenticate_as('t85_owner');
select throws_ok($$update public.interviews set status = 'CLOSED' where id = 'cccccccc-0085-4000-a000-000000000001'$$,
  '55000', 'An interview cannot move from DRAFT to CLOSED', 'a draft cannot be closed');
select throws_ok($$update public.interviews set status = 'ACTIVE' where id = 'cccccccc-0085-4000-a000-000000000003'$$,
  '55000', 'An interview cannot move from ARCHIVED to ACTIVE', 'an archived interview stays archived');

-- Section: invitations need an ACTIVE interview ---------------------------------------------------
select throws_ok($$insert into public.invitations (interview_id, first_name, last_name, email)
                   values ('cccccccc-0085-4000-a000-000000000001', 'Di', 'Draft', 't85.draft@example.com')$$,
  '55000', 'Publish the interview before inviting candidates', 'the owner cannot invite to a draft');
select lives_ok($$update public.interviews set status = 'ACTIVE' where id = 'cccccccc-0085-4000-a000-000000000001'$$,
  'the owner publishes the draft');
select lives_ok($$insert into public.invitations (interview_id, first_name, last_name, email)
                  values ('cccccccc-0085-4000-a000-000000000001', 'Al', 'Active', 't85.active@example.com')$$,
  'and invites to it once it is active');
select lives_ok($$update public.interviews set status = 'CLOSED' where id = 'cccccccc-0085-4000-a000-000000000001'$$,
  'the owner closes it');
select tests.reset_authentication();
select isnt((select closed_at from public.interviews where id = 'cccccccc-0085-4000-a000-000000000001'), null,
  'closing records when');
select tests.authenticate_as('t85_owner');
select throws_ok($$insert into public.invitations (interview_id, first_name, last_name, email)
                   values ('cccccccc-0085-4000-a000-000000000001', 'Cy', 'Closed', 't85.closed@example.com')$$,
  '55000', 'This interview is closed; reopen it to invite candidates', 'nobody is invited to a closed interview');
select lives_ok($$update public.interviews set status = 'ACTIVE' where id = 'cccccccc-0085-4000-a000-000000000001'$$,
  'the owner reopens it');
select tests.reset_authentication();
select is((select closed_at from public.interviews where id = 'cccccccc-0085-4000-a000-000000000001'), null,
  'reopening clears closed_at');

-- Section: questions freeze once answered ---------------------------------------------------------
select tests.authenticate_as('t85_owner');
select throws_ok($$update public.questions set text = 'Reworded' where id = 'cccccccc-0085-4000-a000-000000000021'$$,
  '55000', 'Candidates have already answered this interview, so its questions can no longer change. Duplicate it to change the questions.',
  'an answered question cannot be reworded');
select throws_ok($$insert into public.questions (interview_id, order_number, text) values ('cccccccc-0085-4000-a000-000000000002', 2, 'New')$$,
  '55000', null, 'nor can a question be added to an answered interview');
select lives_ok($$update public.questions set time_limit_seconds = 300 where id = 'cccccccc-0085-4000-a000-000000000021'$$,
  'its time limit may still change');
select lives_ok($$update public.interviews set title = 'T85 renamed' where id = 'cccccccc-0085-4000-a000-000000000002'$$,
  'and the interview''s title');

select * from finish();
rollback;
