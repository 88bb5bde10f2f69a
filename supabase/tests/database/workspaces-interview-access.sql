-- Workspace access (issue #17) to interviews and everything under them, per persona: the workspace's
-- OWNER, a RECRUITER member, a REVIEWER member (both platform CANDIDATEs: membership decides), a
-- member of another workspace (its OWNER), the candidate bound to an invitation, anon, and a
-- platform admin. Tables: interviews, questions, invitations, responses, mail_outbox,
-- recording_media, profiles. Ids start with a3500000: W1 is the owner's workspace, W2 the other one.
--   Interviews: …01 (W1, kept), …02 (W2), …03/…04/…05 (W1, deleted by the recruiter, owner, admin).
--   Invitations of …01: 101 PENDING, 102 STARTED (bound to the candidate), 103 COMPLETED,
--   104 REVIEWED, 105 COMPLETED (the reviewer marks it reviewed), 106 PENDING (the recruiter cancels
--   it), 107 PENDING (the recruiter deletes it); of …02: 201 COMPLETED.
begin;
select plan(93);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t35_owner');
select tests.create_supabase_user('t35_recruiter');
select tests.create_supabase_user('t35_reviewer');
select tests.create_supabase_user('t35_outsider');
select tests.create_supabase_user('t35_cand');
select tests.create_supabase_user('t35_cand2');
select tests.create_supabase_user('t35_admin');
select tests.set_role('t35_owner', 'RECRUITER');
select tests.set_role('t35_outsider', 'RECRUITER');
select tests.set_role('t35_admin', 'ADMIN');

-- Their own workspaces, made by the role change; the owner's gains a recruiter and a reviewer.
select set_config('t35.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t35_owner')), true);
select set_config('t35.w2', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t35_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t35.w1')::uuid, tests.get_supabase_uid('t35_recruiter'), 'RECRUITER'),
  (current_setting('t35.w1')::uuid, tests.get_supabase_uid('t35_reviewer'), 'REVIEWER');

-- Section: data, arranged as postgres -------------------------------------------------------------
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a3500000-0000-4000-a000-000000000001', current_setting('t35.w1')::uuid, tests.get_supabase_uid('t35_owner'), 'T35 team interview'),
  ('a3500000-0000-4000-a000-000000000002', current_setting('t35.w2')::uuid, tests.get_supabase_uid('t35_outsider'), 'T35 other team'),
  ('a3500000-0000-4000-a000-000000000003', current_setting('t35.w1')::uuid, tests.get_supabase_uid('t35_owner'), 'T35 recruiter deletes'),
  ('a3500000-0000-4000-a000-000000000004', current_setting('t35.w1')::uuid, tests.get_supabase_uid('t35_owner'), 'T35 owner deletes'),
  ('a3500000-0000-4000-a000-000000000005', current_setting('t35.w1')::uuid, tests.get_supabase_uid('t35_owner'), 'T35 admin deletes');
insert into public.questions (id, interview_id, order_number, text) values
  ('a3500000-0000-4000-a000-000000000011', 'a3500000-0000-4000-a000-000000000001', 1, 'T35 question one'),
  ('a3500000-0000-4000-a000-000000000012', 'a3500000-0000-4000-a000-000000000001', 2, 'T35 question two'),
  ('a3500000-0000-4000-a000-000000000021', 'a3500000-0000-4000-a000-000000000002', 1, 'T35 other question');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a3500000-0000-4000-a000-000000000101', 'a3500000-0000-4000-a000-000000000001', null, 'Pia', 'Pending', 't35.101@example.com', 'PENDING'),
  ('a3500000-0000-4000-a000-000000000102', 'a3500000-0000-4000-a000-000000000001', tests.get_supabase_uid('t35_cand'), 'Sam', 'Started', 't35.102@example.com', 'STARTED'),
  ('a3500000-0000-4000-a000-000000000103', 'a3500000-0000-4000-a000-000000000001', tests.get_supabase_uid('t35_cand2'), 'Cid', 'Completed', 't35.103@example.com', 'COMPLETED'),
  ('a3500000-0000-4000-a000-000000000104', 'a3500000-0000-4000-a000-000000000001', tests.get_supabase_uid('t35_cand2'), 'Rae', 'Reviewed', 't35.104@example.com', 'REVIEWED'),
  ('a3500000-0000-4000-a000-000000000105', 'a3500000-0000-4000-a000-000000000001', tests.get_supabase_uid('t35_cand2'), 'Cat', 'Completed', 't35.105@example.com', 'COMPLETED'),
  ('a3500000-0000-4000-a000-000000000106', 'a3500000-0000-4000-a000-000000000001', null, 'Pat', 'Cancel', 't35.106@example.com', 'PENDING'),
  ('a3500000-0000-4000-a000-000000000107', 'a3500000-0000-4000-a000-000000000001', null, 'Del', 'Ete', 't35.107@example.com', 'PENDING'),
  ('a3500000-0000-4000-a000-000000000201', 'a3500000-0000-4000-a000-000000000002', tests.get_supabase_uid('t35_cand2'), 'Oz', 'Other', 't35.201@example.com', 'COMPLETED');
insert into public.responses (id, invitation_id, question_id, candidate_id, media_path) values
  ('a3500000-0000-4000-a000-000000000301', 'a3500000-0000-4000-a000-000000000102', 'a3500000-0000-4000-a000-000000000011',
   tests.get_supabase_uid('t35_cand'), 'a3500000-0000-4000-a000-000000000102/a3500000-0000-4000-a000-000000000011/1.webm'),
  ('a3500000-0000-4000-a000-000000000303', 'a3500000-0000-4000-a000-000000000103', 'a3500000-0000-4000-a000-000000000011',
   tests.get_supabase_uid('t35_cand2'), 'a3500000-0000-4000-a000-000000000103/a3500000-0000-4000-a000-000000000011/1.webm'),
  ('a3500000-0000-4000-a000-000000000304', 'a3500000-0000-4000-a000-000000000104', 'a3500000-0000-4000-a000-000000000011',
   tests.get_supabase_uid('t35_cand2'), 'a3500000-0000-4000-a000-000000000104/a3500000-0000-4000-a000-000000000011/1.webm'),
  ('a3500000-0000-4000-a000-000000000321', 'a3500000-0000-4000-a000-000000000201', 'a3500000-0000-4000-a000-000000000021',
   tests.get_supabase_uid('t35_cand2'), 'a3500000-0000-4000-a000-000000000201/a3500000-0000-4000-a000-000000000021/1.webm');
insert into public.mail_outbox (id, invitation_id, to_email, subject, html, text_body) values
  ('a3500000-0000-4000-a000-000000000401', 'a3500000-0000-4000-a000-000000000101', 't35.101@example.com', 'T35', '', ''),
  ('a3500000-0000-4000-a000-000000000403', 'a3500000-0000-4000-a000-000000000103', 't35.103@example.com', 'T35', '', ''),
  ('a3500000-0000-4000-a000-000000000421', 'a3500000-0000-4000-a000-000000000201', 't35.201@example.com', 'T35', '', '');
-- The recordings the saving trigger made, with the answer's number in the id.
update public.recording_media set id = ('a3500000-0000-4000-a000-0000000005' || right(response_id::text, 2))::uuid
  where response_id::text like 'a3500000-%';

select is(
  (select count(*)::int from public.recording_media where id::text like 'a3500000-0000-4000-a000-0000000005%'),
  4, 'Saving the four answers made their four recording rows.');

-- Section: anon -----------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$select id from public.interviews$$, '42501', null, 'Anon cannot read interviews.');
select throws_ok($$select id from public.questions$$, '42501', null, 'Anon cannot read questions.');
select throws_ok($$select id from public.invitations$$, '42501', null, 'Anon cannot read invitations.');
select throws_ok($$select id from public.responses$$, '42501', null, 'Anon cannot read answers.');
select throws_ok($$select id from public.mail_outbox$$, '42501', null, 'Anon cannot read the outbox.');
select throws_ok(
  $$insert into public.interviews (workspace_id, title) values (current_setting('t35.w1')::uuid, 'T35 anon')$$,
  '42501', null, 'Anon cannot create an interview.');

-- Section: SELECT per persona -----------------------------------------------------------------------
-- Every persona reads the same statements; what each sees is its workspace role's share.
create function pg_temp.seen(p_table text) returns text[] language plpgsql as $$
declare
  ids text[];
begin
  execute format('select coalesce(array_agg(right(id::text, 3) order by id), ''{}'') from public.%I
                  where id::text like ''a3500000-%%''', p_table) into ids;
  return ids;
end
$$;
grant execute on function pg_temp.seen(text) to authenticated;

select tests.authenticate_as('t35_owner');
select is(pg_temp.seen('interviews'), array['001', '003', '004', '005'], 'The OWNER sees the workspace''s interviews only.');
select is(pg_temp.seen('questions'), array['011', '012'], 'The OWNER sees the questions of the workspace''s interviews only.');
select is(pg_temp.seen('invitations'), array['101', '102', '103', '104', '105', '106', '107'],
  'The OWNER sees every invitation of the workspace, whatever its status.');
select is(pg_temp.seen('responses'), array['301', '303', '304'], 'The OWNER sees every answer of the workspace.');
select is(pg_temp.seen('mail_outbox'), array['401', '403'], 'The OWNER sees the workspace''s invitation e-mails.');
select is(pg_temp.seen('recording_media'), array['501', '503', '504'], 'The OWNER sees every recording of the workspace.');

select tests.authenticate_as('t35_recruiter');
select is(pg_temp.seen('interviews'), array['001', '003', '004', '005'], 'A RECRUITER member sees the workspace''s interviews, not only their own.');
select is(pg_temp.seen('questions'), array['011', '012'], 'A RECRUITER member sees the workspace''s questions.');
select is(pg_temp.seen('invitations'), array['101', '102', '103', '104', '105', '106', '107'],
  'A RECRUITER member sees every invitation of the workspace.');
select is(pg_temp.seen('responses'), array['301', '303', '304'], 'A RECRUITER member sees every answer of the workspace.');
select is(pg_temp.seen('mail_outbox'), array['401', '403'], 'A RECRUITER member sees the workspace''s e-mails.');
select is(pg_temp.seen('recording_media'), array['501', '503', '504'], 'A RECRUITER member sees the workspace''s recordings.');

select tests.authenticate_as('t35_reviewer');
select is(pg_temp.seen('interviews'), array['001', '003', '004', '005'], 'A REVIEWER sees the workspace''s interviews.');
select is(pg_temp.seen('questions'), array['011', '012'], 'A REVIEWER sees the workspace''s questions.');
select is(pg_temp.seen('invitations'), array['103', '104', '105'],
  'A REVIEWER sees only the COMPLETED and REVIEWED invitations.');
select is(pg_temp.seen('responses'), array['303', '304'], 'A REVIEWER sees the answers of completed and reviewed invitations only.');
select is(pg_temp.seen('mail_outbox'), array['403'], 'A REVIEWER sees the e-mails of the invitations they see only.');
select is(pg_temp.seen('recording_media'), array['503', '504'], 'A REVIEWER sees the recordings of the answers they see only.');

select tests.authenticate_as('t35_outsider');
select is(pg_temp.seen('interviews'), array['002'], 'A member of another workspace sees none of this one''s interviews.');
select is(pg_temp.seen('questions'), array['021'], 'A member of another workspace sees none of its questions.');
select is(pg_temp.seen('invitations'), array['201'], 'A member of another workspace sees none of its invitations.');
select is(pg_temp.seen('responses'), array['321'], 'A member of another workspace sees none of its answers.');
select is(pg_temp.seen('mail_outbox'), array['421'], 'A member of another workspace sees none of its e-mails.');
select is(pg_temp.seen('recording_media'), array['521'], 'A member of another workspace sees none of its recordings.');

select tests.authenticate_as('t35_cand');
select is(pg_temp.seen('interviews'), '{}'::text[], 'The candidate sees no interview row.');
select is(pg_temp.seen('questions'), '{}'::text[], 'The candidate sees no question row.');
select is(pg_temp.seen('invitations'), array['102'], 'The candidate sees their own invitation only.');
select is(pg_temp.seen('responses'), '{}'::text[], 'The candidate reads no answer row (a reviewer''s).');
select is(pg_temp.seen('mail_outbox'), '{}'::text[], 'The candidate reads no e-mail.');
select is(pg_temp.seen('recording_media'), '{}'::text[], 'The candidate reads no answer recording.');

select tests.authenticate_as('t35_admin');
select is(pg_temp.seen('interviews'), array['001', '002', '003', '004', '005'], 'A platform admin sees every workspace''s interviews.');
select is(pg_temp.seen('questions'), array['011', '012', '021'], 'A platform admin sees every question.');
select is(pg_temp.seen('invitations'), array['101', '102', '103', '104', '105', '106', '107', '201'], 'A platform admin sees every invitation.');
select is(pg_temp.seen('responses'), array['301', '303', '304', '321'], 'A platform admin sees every answer.');
select is(pg_temp.seen('mail_outbox'), array['401', '403', '421'], 'A platform admin sees every e-mail.');
select is(pg_temp.seen('recording_media'), array['501', '503', '504', '521'], 'A platform admin sees every recording.');

-- Section: profiles: teammates see each other, nobody else -------------------------------------------
create function pg_temp.seen_people() returns text[] language sql as $$
  select coalesce(array_agg(person order by person), '{}')
  from unnest(array['t35_owner', 't35_recruiter', 't35_reviewer', 't35_outsider', 't35_cand', 't35_cand2', 't35_admin']) person
  where exists (select 1 from public.profiles p where p.id = tests.get_supabase_uid(person))
$$;
grant execute on function pg_temp.seen_people() to authenticated;

select tests.authenticate_as('t35_owner');
select is(pg_temp.seen_people(), array['t35_owner', 't35_recruiter', 't35_reviewer'], 'The OWNER sees their teammates'' profiles.');
select tests.authenticate_as('t35_reviewer');
select is(pg_temp.seen_people(), array['t35_owner', 't35_recruiter', 't35_reviewer'], 'A REVIEWER sees their teammates'' profiles.');
select tests.authenticate_as('t35_outsider');
select is(pg_temp.seen_people(), array['t35_outsider'], 'A member of another workspace sees only their own profile.');
select tests.authenticate_as('t35_cand');
select is(pg_temp.seen_people(), array['t35_cand'], 'A candidate sees only their own profile.');
select tests.authenticate_as('t35_owner');
select is(
  tests.affected_rows($$update public.profiles set first_name = 'Renamed' where id = tests.get_supabase_uid('t35_recruiter')$$),
  0, 'The OWNER cannot change a teammate''s profile.');

-- Section: the REVIEWER changes nothing but a review ---------------------------------------------------
select tests.authenticate_as('t35_reviewer');
select throws_ok(
  $$insert into public.interviews (workspace_id, title) values (current_setting('t35.w1')::uuid, 'T35 reviewer interview')$$,
  '42501', null, 'A REVIEWER cannot create an interview in the workspace.');
select throws_ok(
  $$insert into public.interviews (title) values ('T35 reviewer interview')$$,
  '23502', 'Choose a workspace to create the interview in',
  'A REVIEWER has no workspace an interview could default to.');
select is(tests.affected_rows($$update public.interviews set title = 'T35 reviewer edit' where id::text like 'a3500000-%'$$),
  0, 'A REVIEWER cannot change or archive an interview.');
select is(tests.affected_rows($$delete from public.interviews where id::text like 'a3500000-%'$$),
  0, 'A REVIEWER cannot delete an interview.');
select throws_ok(
  $$insert into public.questions (interview_id, order_number, text) values ('a3500000-0000-4000-a000-000000000001', 9, 'T35 reviewer question')$$,
  '42501', null, 'A REVIEWER cannot add a question.');
select is(tests.affected_rows($$update public.questions set text = 'T35 reviewer edit' where id::text like 'a3500000-%'$$),
  0, 'A REVIEWER cannot edit a question.');
select is(tests.affected_rows($$delete from public.questions where id::text like 'a3500000-%'$$),
  0, 'A REVIEWER cannot delete a question.');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('a3500000-0000-4000-a000-000000000001', 'Rev', 'Invite', 't35.reviewer.invite@example.com')$$,
  '42501', null, 'A REVIEWER cannot invite a candidate.');
select is(tests.affected_rows($$update public.invitations set status = 'CANCELLED' where id = 'a3500000-0000-4000-a000-000000000101'$$),
  0, 'A REVIEWER cannot cancel an invitation.');
select is(tests.affected_rows($$update public.invitations set status = 'COMPLETED' where id = 'a3500000-0000-4000-a000-000000000104'$$),
  0, 'A REVIEWER cannot move a REVIEWED invitation back.');
select is(tests.affected_rows($$delete from public.invitations where id::text like 'a3500000-%'$$),
  0, 'A REVIEWER cannot delete an invitation.');
select is(tests.affected_rows($$delete from public.responses where id::text like 'a3500000-%'$$),
  0, 'A REVIEWER cannot delete an answer.');
select throws_ok(
  $$insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
    values ('a3500000-0000-4000-a000-000000000103', 't35.103@example.com', 'T35 reviewer', '', '')$$,
  '42501', null, 'A REVIEWER cannot send an invitation e-mail.');
select is(tests.affected_rows($$update public.invitations set status = 'REVIEWED' where id = 'a3500000-0000-4000-a000-000000000105'$$),
  1, 'A REVIEWER marks a COMPLETED invitation reviewed.');
select is(tests.affected_rows($$update public.responses set transcription = 'T35 reviewer notes' where id = 'a3500000-0000-4000-a000-000000000303'$$),
  1, 'A REVIEWER stores an answer''s transcription (asking for an analysis).');

-- Section: a member of another workspace changes nothing here -------------------------------------------
select tests.authenticate_as('t35_outsider');
select throws_ok(
  $$insert into public.interviews (workspace_id, title) values (current_setting('t35.w1')::uuid, 'T35 outsider interview')$$,
  '42501', null, 'A member of another workspace cannot create an interview in this one.');
select is(tests.affected_rows($$update public.interviews set title = 'T35 outsider' where id = 'a3500000-0000-4000-a000-000000000001'$$),
  0, 'A member of another workspace cannot change its interview.');
select is(tests.affected_rows($$delete from public.interviews where id = 'a3500000-0000-4000-a000-000000000001'$$),
  0, 'A member of another workspace cannot delete its interview.');
select throws_ok(
  $$insert into public.questions (interview_id, order_number, text) values ('a3500000-0000-4000-a000-000000000001', 9, 'T35 outsider question')$$,
  '42501', null, 'A member of another workspace cannot add a question to its interview.');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('a3500000-0000-4000-a000-000000000001', 'Out', 'Sider', 't35.outsider.invite@example.com')$$,
  '42501', null, 'A member of another workspace cannot invite to its interview.');
select is(tests.affected_rows($$update public.invitations set status = 'REVIEWED' where id = 'a3500000-0000-4000-a000-000000000103'$$),
  0, 'A member of another workspace cannot review its invitation.');
select is(tests.affected_rows($$update public.responses set transcription = 'T35 outsider' where id = 'a3500000-0000-4000-a000-000000000303'$$),
  0, 'A member of another workspace cannot write on its answers.');

-- Section: the candidate ------------------------------------------------------------------------------
select tests.authenticate_as('t35_cand');
select throws_ok(
  $$insert into public.interviews (workspace_id, title) values (current_setting('t35.w1')::uuid, 'T35 candidate interview')$$,
  '42501', null, 'The candidate cannot create an interview in the workspace.');
select is(tests.affected_rows($$update public.invitations set status = 'REVIEWED' where id::text like 'a3500000-%'$$),
  0, 'The candidate cannot review any invitation.');

-- Section: the RECRUITER member manages the workspace's interviews ---------------------------------------
select tests.authenticate_as('t35_recruiter');
select lives_ok(
  $$insert into public.interviews (workspace_id, title) values (current_setting('t35.w1')::uuid, 'T35 recruiter interview')$$,
  'A RECRUITER member creates an interview in the workspace.');
select is(tests.affected_rows($$update public.interviews set description = 'T35 edited by the recruiter' where id = 'a3500000-0000-4000-a000-000000000001'$$),
  1, 'A RECRUITER member edits the OWNER''s interview.');
select throws_ok(
  $$update public.interviews set workspace_id = current_setting('t35.w2')::uuid where id = 'a3500000-0000-4000-a000-000000000001'$$,
  '42501', null, 'A RECRUITER member cannot move an interview to another workspace (the column is not theirs to write).');
select is(tests.affected_rows($$delete from public.interviews where id = 'a3500000-0000-4000-a000-000000000003'$$),
  1, 'A RECRUITER member deletes an interview someone else created.');
select lives_ok(
  $$insert into public.questions (interview_id, order_number, text) values ('a3500000-0000-4000-a000-000000000004', 1, 'T35 recruiter question')$$,
  'A RECRUITER member adds a question to an interview nobody has answered yet.');
select is(tests.affected_rows($$update public.questions set text = 'T35 recruiter question, edited' where interview_id = 'a3500000-0000-4000-a000-000000000004'$$),
  1, 'A RECRUITER member edits a question.');
select is(tests.affected_rows($$delete from public.questions where interview_id = 'a3500000-0000-4000-a000-000000000004'$$),
  1, 'A RECRUITER member deletes a question.');
select throws_ok($$update public.questions set text = 'T35 question one, edited' where id = 'a3500000-0000-4000-a000-000000000011'$$,
  '55000', 'Candidates have already answered this interview, so its questions can no longer change. Duplicate it to change the questions.',
  'A RECRUITER member cannot reword a question candidates have answered.');
select lives_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('a3500000-0000-4000-a000-000000000001', 'Rec', 'Invite', 't35.recruiter.invite@example.com')$$,
  'A RECRUITER member invites a candidate.');
select is(tests.affected_rows($$update public.invitations set status = 'CANCELLED' where id = 'a3500000-0000-4000-a000-000000000106'$$),
  1, 'A RECRUITER member cancels an invitation.');
select is(tests.affected_rows($$delete from public.invitations where id = 'a3500000-0000-4000-a000-000000000107'$$),
  1, 'A RECRUITER member deletes an invitation.');
select lives_ok(
  $$insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
    select inv.id, idn.email, 'T35 recruiter', '', ''
    from public.invitations inv, private.invitation_identity(inv.id) idn where idn.email = 't35.recruiter.invite@example.com'$$,
  'A RECRUITER member sends an invitation e-mail.');
select is(tests.affected_rows($$delete from public.responses where id = 'a3500000-0000-4000-a000-000000000304'$$),
  1, 'A RECRUITER member deletes an answer.');

-- Section: the OWNER and the admin -------------------------------------------------------------------------
select tests.authenticate_as('t35_owner');
select is(tests.affected_rows($$delete from public.interviews where id = 'a3500000-0000-4000-a000-000000000004'$$),
  1, 'The OWNER deletes an interview of the workspace.');
select is(tests.affected_rows($$update public.invitations set status = 'REVIEWED' where id = 'a3500000-0000-4000-a000-000000000103'$$),
  1, 'The OWNER marks an invitation reviewed.');

select tests.authenticate_as('t35_admin');
select lives_ok(
  $$insert into public.interviews (workspace_id, title) values (current_setting('t35.w2')::uuid, 'T35 admin interview')$$,
  'A platform admin creates an interview in any workspace.');
select is(tests.affected_rows($$update public.interviews set title = 'T35 admin edit' where id = 'a3500000-0000-4000-a000-000000000002'$$),
  1, 'A platform admin edits any workspace''s interview.');
select is(tests.affected_rows($$delete from public.interviews where id = 'a3500000-0000-4000-a000-000000000005'$$),
  1, 'A platform admin deletes any workspace''s interview.');

-- Section: outcome as postgres ---------------------------------------------------------------------------
select tests.reset_authentication();
select results_eq(
  $$select right(id::text, 3), status::text from public.invitations where id::text like 'a3500000-%' order by id$$,
  $$values ('101', 'PENDING'), ('102', 'STARTED'), ('103', 'REVIEWED'), ('104', 'REVIEWED'),
           ('105', 'REVIEWED'), ('106', 'CANCELLED'), ('201', 'COMPLETED')$$,
  'Only the allowed status moves happened (105 by the reviewer, 103 by the owner, 106 by the recruiter).');
select results_eq(
  $$select title, workspace_id::text, recruiter_id from public.interviews where id::text like 'a3500000-%' or title like 'T35 %' order by title$$,
  $$values ('T35 admin edit', current_setting('t35.w2'), tests.get_supabase_uid('t35_outsider')),
           ('T35 admin interview', current_setting('t35.w2'), tests.get_supabase_uid('t35_admin')),
           ('T35 recruiter interview', current_setting('t35.w1'), tests.get_supabase_uid('t35_recruiter')),
           ('T35 team interview', current_setting('t35.w1'), tests.get_supabase_uid('t35_owner'))$$,
  'The interviews left are where they were made, each recording who created it; no refused insert left a row.');
select is(
  (select transcription from public.responses where id = 'a3500000-0000-4000-a000-000000000303'),
  'T35 reviewer notes', 'The outsider''s write on the answer changed nothing.');

select * from finish();
rollback;
