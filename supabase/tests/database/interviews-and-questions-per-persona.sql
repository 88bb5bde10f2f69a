-- Interviews and questions, per persona: anon, candidate A, candidate B, the owning recruiter,
-- another recruiter, admin. Every policy on the two tables has an assertion where the persona it
-- lets in succeeds, and the forbidden personas are refused. Rows arranged as postgres carry ids
-- bbbbbbbb-0003-…; rows created as a persona are found by their title or text. Seed-independent.
begin;
select plan(94);

-- Section: arrange ------------------------------------------------------------------------------
select tests.create_supabase_user('t03_cand_a');
select tests.create_supabase_user('t03_cand_b');
select tests.create_supabase_user('t03_owner');
select tests.create_supabase_user('t03_other');
select tests.create_supabase_user('t03_admin');
select tests.set_role('t03_owner', 'RECRUITER');
select tests.set_role('t03_other', 'RECRUITER');
select tests.set_role('t03_admin', 'ADMIN');

-- I1: the owner's main interview. I2: deleted by the admin. I3: deleted by the owner.
insert into public.interviews (id, recruiter_id, title, description) values
  ('bbbbbbbb-0003-4000-a000-000000000001', tests.get_supabase_uid('t03_owner'), 'T03 owner interview', 'The main one'),
  ('bbbbbbbb-0003-4000-a000-000000000002', tests.get_supabase_uid('t03_owner'), 'T03 admin deletes this', null),
  ('bbbbbbbb-0003-4000-a000-000000000003', tests.get_supabase_uid('t03_owner'), 'T03 owner deletes this', null);
-- The owner's workspace, which their interviews went into (read by any persona below).
select set_config('t03.workspace',
  (select workspace_id::text from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'), true);

-- Q1: read and edited. Q2: deleted by the owner. Q3: deleted by the admin.
insert into public.questions (id, interview_id, order_number, text) values
  ('bbbbbbbb-0003-4000-a000-000000000011', 'bbbbbbbb-0003-4000-a000-000000000001', 1, 'T03 question one'),
  ('bbbbbbbb-0003-4000-a000-000000000012', 'bbbbbbbb-0003-4000-a000-000000000001', 2, 'T03 question two'),
  ('bbbbbbbb-0003-4000-a000-000000000013', 'bbbbbbbb-0003-4000-a000-000000000001', 3, 'T03 question three');

-- Section: anon ---------------------------------------------------------------------------------
select tests.clear_authentication();

select throws_ok(
  $$select id from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  '42501', null, 'anon cannot read interviews');
select throws_ok(
  $$insert into public.interviews (title) values ('T03 anon interview')$$,
  '42501', null, 'anon cannot create an interview');
select throws_ok(
  $$update public.interviews set title = 'T03 anon was here' where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  '42501', null, 'anon cannot update an interview');
select throws_ok(
  $$delete from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  '42501', null, 'anon cannot delete an interview');

select throws_ok(
  $$select id from public.questions where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$,
  '42501', null, 'anon cannot read questions');
select throws_ok(
  $$insert into public.questions (interview_id, order_number, text)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 9, 'T03 anon question')$$,
  '42501', null, 'anon cannot add a question');
select throws_ok(
  $$update public.questions set text = 'T03 anon edit' where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$,
  '42501', null, 'anon cannot edit a question');
select throws_ok(
  $$delete from public.questions where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$,
  '42501', null, 'anon cannot delete a question');

-- Section: the owning recruiter: interviews -----------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t03_owner');

select results_eq(
  $$select title from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  $$values ('T03 owner interview'::text)$$,
  'the owner sees their interview');

select lives_ok(
  $$insert into public.interviews (title, description) values ('T03 created by the owner', 'Made through the API')$$,
  'the owner creates an interview without naming a recruiter');
select results_eq(
  $$select recruiter_id, status::text from public.interviews where title = 'T03 created by the owner'$$,
  $$select tests.get_supabase_uid('t03_owner'), 'ACTIVE'::text$$,
  'a new interview belongs to its creator and starts ACTIVE');

select throws_ok(
  format($$insert into public.interviews (recruiter_id, title) values (%L, 'T03 for the other recruiter')$$,
         tests.get_supabase_uid('t03_other')),
  '42501', null, 'the owner cannot create an interview for another recruiter (no insert grant on recruiter_id)');
select throws_ok(
  format($$insert into public.interviews (recruiter_id, title) values (%L, 'T03 naming myself')$$,
         tests.get_supabase_uid('t03_owner')),
  '42501', null, 'recruiter_id cannot be written at all on insert, not even as oneself');
select throws_ok(
  $$insert into public.interviews (title) values ('   ')$$,
  '23514', null, 'a blank interview title is rejected');
select throws_ok(
  $$insert into public.interviews (title, welcome_video_url) values ('T03 bad video', 'javascript:alert(1)')$$,
  '23514', null, 'a welcome video URL that is not http(s) is rejected');

select is(
  tests.affected_rows($$update public.interviews set title = 'T03 owner interview renamed'
                        where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$),
  1, 'the owner renames their interview');
select results_eq(
  $$select title from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  $$values ('T03 owner interview renamed'::text)$$,
  'the owner''s rename is stored');
select throws_ok(
  $$update public.interviews set title = '' where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  '23514', null, 'the owner cannot blank the title');
select throws_ok(
  format($$update public.interviews set recruiter_id = %L where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
         tests.get_supabase_uid('t03_other')),
  '42501', null, 'the owner cannot hand the interview to another recruiter (no update grant on recruiter_id)');

select is(
  tests.affected_rows($$update public.interviews set status = 'ARCHIVED'
                        where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$),
  1, 'the owner archives their interview');
select results_eq(
  $$select status::text from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  $$values ('ARCHIVED'::text)$$,
  'the archived interview is ARCHIVED');

select is(
  tests.affected_rows($$delete from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000003'$$),
  1, 'the owner deletes their interview');

-- Section: the owning recruiter: questions ------------------------------------------------------
select results_eq(
  $$select text from public.questions where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$,
  $$values ('T03 question one'::text)$$,
  'the owner sees the questions of their interview');

select lives_ok(
  $$insert into public.questions (interview_id, order_number, text)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 5, 'T03 owner question with defaults')$$,
  'the owner adds a question to their interview');
select results_eq(
  $$select response_format::text, time_limit_seconds from public.questions
    where text = 'T03 owner question with defaults'$$,
  $$values ('VIDEO'::text, 120)$$,
  'a new question defaults to VIDEO and 120 seconds');

select throws_ok(
  $$insert into public.questions (interview_id, order_number, text, time_limit_seconds)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 6, 'T03 too short', 29)$$,
  '23514', null, 'a time limit of 29 seconds is rejected');
select throws_ok(
  $$insert into public.questions (interview_id, order_number, text, time_limit_seconds)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 6, 'T03 too long', 601)$$,
  '23514', null, 'a time limit of 601 seconds is rejected');
select lives_ok(
  $$insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 6, 'T03 shortest', 'TEXT', 30),
           ('bbbbbbbb-0003-4000-a000-000000000001', 7, 'T03 longest', 'AUDIO', 600)$$,
  'time limits of 30 and 600 seconds are accepted');
select throws_ok(
  $$insert into public.questions (interview_id, order_number, text)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 8, '  ')$$,
  '23514', null, 'a blank question text is rejected');
select throws_ok(
  $$insert into public.questions (interview_id, order_number, text)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 0, 'T03 order zero')$$,
  '23514', null, 'an order number below 1 is rejected');
select throws_ok(
  $$insert into public.questions (interview_id, order_number, text)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 1, 'T03 duplicate order')$$,
  '23505', null, 'two questions of one interview cannot share an order number');

select is(
  tests.affected_rows($$update public.questions set text = 'T03 question one, edited by the owner'
                        where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$),
  1, 'the owner edits a question of their interview');
select results_eq(
  $$select text from public.questions where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$,
  $$values ('T03 question one, edited by the owner'::text)$$,
  'the owner''s edit is stored');
select throws_ok(
  $$update public.questions set time_limit_seconds = 601 where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$,
  '23514', null, 'the owner cannot raise a time limit above 600 seconds');
select throws_ok(
  $$update public.questions set interview_id = 'bbbbbbbb-0003-4000-a000-000000000002'
    where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$,
  '42501', null, 'a question cannot be moved to another interview (no update grant on interview_id)');

select is(
  tests.affected_rows($$delete from public.questions where id = 'bbbbbbbb-0003-4000-a000-000000000012'$$),
  1, 'the owner deletes a question of their interview');

-- Section: another recruiter --------------------------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t03_other');

select is_empty(
  $$select id from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  'the other recruiter cannot see the owner''s interview');
select is_empty(
  $$select id from public.interviews where title = 'T03 created by the owner'$$,
  'the other recruiter cannot see the interview the owner created');
select is(
  tests.affected_rows($$update public.interviews set title = 'T03 hijacked'
                        where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$),
  0, 'the other recruiter cannot update the owner''s interview');
select is(
  tests.affected_rows($$delete from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$),
  0, 'the other recruiter cannot delete the owner''s interview');
select lives_ok(
  $$insert into public.interviews (title) values ('T03 created by the other recruiter')$$,
  'the other recruiter creates an interview of their own');

select is_empty(
  $$select id from public.questions where interview_id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  'the other recruiter cannot see the questions of the owner''s interview');
select throws_ok(
  $$insert into public.questions (interview_id, order_number, text)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 20, 'T03 other recruiter question')$$,
  '42501', null, 'the other recruiter cannot add a question to the owner''s interview');
select is(
  tests.affected_rows($$update public.questions set text = 'T03 hijacked question'
                        where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$),
  0, 'the other recruiter cannot edit a question of the owner''s interview');
select is(
  tests.affected_rows($$delete from public.questions where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$),
  0, 'the other recruiter cannot delete a question of the owner''s interview');

-- Section: candidate A --------------------------------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t03_cand_a');

select is_empty(
  $$select id from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  'candidate A cannot see the interview');
select throws_ok(
  $$insert into public.interviews (title) values ('T03 candidate A interview')$$,
  '23502', 'Choose a workspace to create the interview in',
  'candidate A, in no workspace, cannot create an interview without naming one');
select throws_ok(
  $$insert into public.interviews (workspace_id, title)
    values (current_setting('t03.workspace')::uuid, 'T03 candidate A interview')$$,
  '42501', null, 'candidate A cannot create an interview in the owner''s workspace');
select is(
  tests.affected_rows($$update public.interviews set title = 'T03 candidate A edit'
                        where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$),
  0, 'candidate A cannot update the interview');
select is(
  tests.affected_rows($$delete from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$),
  0, 'candidate A cannot delete the interview');

select is_empty(
  $$select id from public.questions where interview_id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  'candidate A cannot read the questions directly');
select throws_ok(
  $$insert into public.questions (interview_id, order_number, text)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 21, 'T03 candidate A question')$$,
  '42501', null, 'candidate A cannot add a question');
select is(
  tests.affected_rows($$update public.questions set text = 'T03 candidate A edit'
                        where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$),
  0, 'candidate A cannot edit a question');
select is(
  tests.affected_rows($$delete from public.questions where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$),
  0, 'candidate A cannot delete a question');

-- Section: candidate B --------------------------------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t03_cand_b');

select is_empty(
  $$select id from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  'candidate B cannot see the interview');
select throws_ok(
  $$insert into public.interviews (title) values ('T03 candidate B interview')$$,
  '23502', 'Choose a workspace to create the interview in',
  'candidate B, in no workspace, cannot create an interview without naming one');
select throws_ok(
  $$insert into public.interviews (workspace_id, title)
    values (current_setting('t03.workspace')::uuid, 'T03 candidate B interview')$$,
  '42501', null, 'candidate B cannot create an interview in the owner''s workspace');
select is(
  tests.affected_rows($$update public.interviews set status = 'CLOSED'
                        where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$),
  0, 'candidate B cannot update the interview');
select is(
  tests.affected_rows($$delete from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$),
  0, 'candidate B cannot delete the interview');

select is_empty(
  $$select id from public.questions where interview_id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  'candidate B cannot read the questions directly');
select throws_ok(
  $$insert into public.questions (interview_id, order_number, text)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 22, 'T03 candidate B question')$$,
  '42501', null, 'candidate B cannot add a question');
select is(
  tests.affected_rows($$update public.questions set time_limit_seconds = 300
                        where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$),
  0, 'candidate B cannot edit a question');
select is(
  tests.affected_rows($$delete from public.questions where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$),
  0, 'candidate B cannot delete a question');

-- Section: admin --------------------------------------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t03_admin');

select results_eq(
  $$select title from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  $$values ('T03 owner interview renamed'::text)$$,
  'the admin sees the owner''s interview');
select results_eq(
  $$select title from public.interviews
    where title in ('T03 created by the owner', 'T03 created by the other recruiter') order by title$$,
  $$values ('T03 created by the other recruiter'::text), ('T03 created by the owner'::text)$$,
  'the admin sees the interviews of every recruiter');
select lives_ok(
  $$insert into public.interviews (title) values ('T03 created by the admin')$$,
  'the admin creates an interview of their own');
select results_eq(
  $$select recruiter_id from public.interviews where title = 'T03 created by the admin'$$,
  $$select tests.get_supabase_uid('t03_admin')$$,
  'the admin''s interview belongs to the admin');
select is(
  tests.affected_rows($$update public.interviews set title = 'T03 renamed by the admin'
                        where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$),
  1, 'the admin updates another recruiter''s interview');
select results_eq(
  $$select title, status::text, recruiter_id from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  $$select 'T03 renamed by the admin'::text, 'ARCHIVED'::text, tests.get_supabase_uid('t03_owner')$$,
  'the admin''s update is stored and the interview keeps its owner');
select throws_ok(
  $$update public.interviews set status = 'ACTIVE' where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  '55000', 'An interview cannot move from ARCHIVED to ACTIVE',
  'not even the admin brings an archived interview back');
select is(
  tests.affected_rows($$delete from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000002'$$),
  1, 'the admin deletes another recruiter''s interview');

select results_eq(
  $$select text from public.questions where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$,
  $$values ('T03 question one, edited by the owner'::text)$$,
  'the admin sees the questions of any interview');
select lives_ok(
  $$insert into public.questions (interview_id, order_number, text, time_limit_seconds)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 10, 'T03 admin question', 90)$$,
  'the admin adds a question to another recruiter''s interview');
select throws_ok(
  $$insert into public.questions (interview_id, order_number, text, time_limit_seconds)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 11, 'T03 admin too long', 601)$$,
  '23514', null, 'the time limit holds for the admin too');
select is(
  tests.affected_rows($$update public.questions set time_limit_seconds = 240
                        where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$),
  1, 'the admin edits a question of another recruiter''s interview');
select results_eq(
  $$select time_limit_seconds from public.questions where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$,
  $$values (240)$$,
  'the admin''s edit is stored');
select is(
  tests.affected_rows($$delete from public.questions where id = 'bbbbbbbb-0003-4000-a000-000000000013'$$),
  1, 'the admin deletes a question of another recruiter''s interview');

-- Section: check the outcome as postgres ---------------------------------------------------------
select tests.reset_authentication();

select is_empty(
  $$select id from public.interviews
    where id in ('bbbbbbbb-0003-4000-a000-000000000002', 'bbbbbbbb-0003-4000-a000-000000000003')$$,
  'the interviews deleted by the owner and the admin are gone');
select is_empty(
  $$select id from public.questions
    where id in ('bbbbbbbb-0003-4000-a000-000000000012', 'bbbbbbbb-0003-4000-a000-000000000013')$$,
  'the questions deleted by the owner and the admin are gone');
select results_eq(
  $$select title from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  $$values ('T03 renamed by the admin'::text)$$,
  'the refused updates of the other recruiter and the candidates changed nothing');
select results_eq(
  $$select text from public.questions where interview_id = 'bbbbbbbb-0003-4000-a000-000000000001' order by order_number$$,
  $$values ('T03 question one, edited by the owner'::text), ('T03 owner question with defaults'::text),
           ('T03 shortest'::text), ('T03 longest'::text), ('T03 admin question'::text)$$,
  'the interview holds exactly the questions the owner and the admin added');
select is_empty(
  $$select id from public.interviews where title in ('T03 anon interview', 'T03 candidate A interview',
    'T03 candidate B interview', 'T03 for the other recruiter', 'T03 naming myself')$$,
  'no refused interview insert left a row');

-- Section: a recruiter demoted to CANDIDATE, then removed from the workspace --------------------
-- Access follows workspace membership, not the platform role: demoted but still a member, the
-- owner keeps the workspace's interviews; once removed (another owner took over) they lose them.
select tests.set_role('t03_owner', 'CANDIDATE');
select tests.authenticate_as('t03_owner');

select results_eq(
  $$select title from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  $$values ('T03 renamed by the admin'::text)$$,
  'a recruiter demoted to CANDIDATE who is still a member keeps seeing the workspace''s interview');

select tests.reset_authentication();
insert into public.workspace_members (workspace_id, user_id, role)
select workspace_id, tests.get_supabase_uid('t03_admin'), 'OWNER' from public.interviews
where id = 'bbbbbbbb-0003-4000-a000-000000000001';
delete from public.workspace_members
where user_id = tests.get_supabase_uid('t03_owner') and workspace_id = current_setting('t03.workspace')::uuid;
select tests.authenticate_as('t03_owner');

select is_empty(
  $$select id from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  'a demoted recruiter removed from the workspace no longer sees their interview');
select is_empty(
  $$select id from public.interviews where title = 'T03 created by the owner'$$,
  'a removed member no longer sees the interview they created');
select is_empty(
  $$select id from public.questions where interview_id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  'a removed member no longer sees the questions of their interview');
select is(
  tests.affected_rows($$update public.interviews set title = 'T03 demoted edit'
                        where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$),
  0, 'a removed member cannot update their interview');
select is(
  tests.affected_rows($$delete from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$),
  0, 'a removed member cannot delete their interview');
select throws_ok(
  $$insert into public.interviews (title) values ('T03 demoted interview')$$,
  '23502', 'Choose a workspace to create the interview in',
  'a removed member in no workspace gets no interview without naming a workspace');
select throws_ok(
  $$insert into public.interviews (workspace_id, title)
    values (current_setting('t03.workspace')::uuid, 'T03 demoted interview')$$,
  '42501', null, 'a removed member cannot create an interview in their old workspace');
select throws_ok(
  $$insert into public.questions (interview_id, order_number, text)
    values ('bbbbbbbb-0003-4000-a000-000000000001', 30, 'T03 demoted question')$$,
  '42501', null, 'a removed member cannot add a question to their old interview');
select is(
  tests.affected_rows($$update public.questions set text = 'T03 demoted question edit'
                        where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$),
  0, 'a removed member cannot edit a question of their old interview');
select is(
  tests.affected_rows($$delete from public.questions where id = 'bbbbbbbb-0003-4000-a000-000000000011'$$),
  0, 'a removed member cannot delete a question of their old interview');

-- Added back, the same statement sees the interview again: access follows membership, not a session.
select tests.reset_authentication();
insert into public.workspace_members (workspace_id, user_id, role)
values (current_setting('t03.workspace')::uuid, tests.get_supabase_uid('t03_owner'), 'RECRUITER');
select tests.authenticate_as('t03_owner');

select results_eq(
  $$select title from public.interviews where id = 'bbbbbbbb-0003-4000-a000-000000000001'$$,
  $$values ('T03 renamed by the admin'::text)$$,
  'a member added back sees their interview again');

select tests.reset_authentication();
select * from finish();
rollback;
