-- Decisions and comments on a candidate (issue #18) per persona. A decision is made by the OWNER or
-- a RECRUITER of the interview, in their own name, about a COMPLETED or REVIEWED candidate; nobody
-- changes one. Comments are read and written by every member who may see the candidate; an author
-- deletes their own. Ids start with a5300000.
--   W1 interview …01: invitations 301 COMPLETED, 302 REVIEWED, 303 STARTED (bound to the candidate),
--   304 PENDING. W2 interview …02: invitation 401 COMPLETED.
begin;
select plan(50);

select has_table('public'::name, 'candidate_decisions'::name, 'candidate_decisions exists');
select has_table('public'::name, 'candidate_comments'::name, 'candidate_comments exists');
select col_is_pk('public'::name, 'candidate_decisions'::name, 'id'::name, 'A decision is identified by its id');
select col_is_pk('public'::name, 'candidate_comments'::name, 'id'::name, 'A comment is identified by its id');
select enum_has_labels('public'::name, 'candidate_decision'::name, array['ADVANCE', 'HOLD', 'REJECT'],
  'A decision is to advance, hold or reject');

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t53_owner');
select tests.create_supabase_user('t53_recruiter');
select tests.create_supabase_user('t53_reviewer');
select tests.create_supabase_user('t53_outsider');
select tests.create_supabase_user('t53_cand');
select tests.create_supabase_user('t53_admin');
select tests.set_role('t53_owner', 'RECRUITER');
select tests.set_role('t53_outsider', 'RECRUITER');
select tests.set_role('t53_admin', 'ADMIN');
select set_config('t53.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t53_owner')), true);
select set_config('t53.w2', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t53_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t53.w1')::uuid, tests.get_supabase_uid('t53_recruiter'), 'RECRUITER'),
  (current_setting('t53.w1')::uuid, tests.get_supabase_uid('t53_reviewer'), 'REVIEWER');

-- Section: data, arranged as postgres -------------------------------------------------------------
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a5300000-0000-4000-a000-000000000001', current_setting('t53.w1')::uuid, tests.get_supabase_uid('t53_owner'), 'T53 one'),
  ('a5300000-0000-4000-a000-000000000002', current_setting('t53.w2')::uuid, tests.get_supabase_uid('t53_outsider'), 'T53 other');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a5300000-0000-4000-a000-000000000301', 'a5300000-0000-4000-a000-000000000001', tests.get_supabase_uid('t53_cand'), 'Cid', 'Completed', 't53.301@example.com', 'COMPLETED'),
  ('a5300000-0000-4000-a000-000000000302', 'a5300000-0000-4000-a000-000000000001', tests.get_supabase_uid('t53_cand'), 'Rae', 'Reviewed', 't53.302@example.com', 'REVIEWED'),
  ('a5300000-0000-4000-a000-000000000303', 'a5300000-0000-4000-a000-000000000001', tests.get_supabase_uid('t53_cand'), 'Sam', 'Started', 't53.303@example.com', 'STARTED'),
  ('a5300000-0000-4000-a000-000000000304', 'a5300000-0000-4000-a000-000000000001', null, 'Pia', 'Pending', 't53.304@example.com', 'PENDING'),
  ('a5300000-0000-4000-a000-000000000401', 'a5300000-0000-4000-a000-000000000002', tests.get_supabase_uid('t53_cand'), 'Oz', 'Other', 't53.401@example.com', 'COMPLETED');
insert into public.candidate_decisions (id, invitation_id, decision, reason, decided_by) values
  ('a5300000-0000-4000-a000-000000000501', 'a5300000-0000-4000-a000-000000000301', 'HOLD', 'T53 waiting', tests.get_supabase_uid('t53_owner')),
  ('a5300000-0000-4000-a000-000000000521', 'a5300000-0000-4000-a000-000000000401', 'ADVANCE', 'T53 other', tests.get_supabase_uid('t53_outsider'));
insert into public.candidate_comments (id, invitation_id, body, author_id) values
  ('a5300000-0000-4000-a000-000000000601', 'a5300000-0000-4000-a000-000000000301', 'T53 by the reviewer', tests.get_supabase_uid('t53_reviewer')),
  ('a5300000-0000-4000-a000-000000000602', 'a5300000-0000-4000-a000-000000000301', 'T53 by the owner', tests.get_supabase_uid('t53_owner')),
  ('a5300000-0000-4000-a000-000000000621', 'a5300000-0000-4000-a000-000000000401', 'T53 other', tests.get_supabase_uid('t53_outsider'));

create function pg_temp.seen(p_table text) returns text[] language plpgsql as $$
declare
  ids text[];
begin
  execute format('select coalesce(array_agg(right(id::text, 3) order by id), ''{}'') from public.%I
                  where id::text like ''a5300000-%%''', p_table) into ids;
  return ids;
end
$$;
create function pg_temp.decide(p_invitation text, p_decision public.candidate_decision) returns void language sql as $$
  insert into public.candidate_decisions (invitation_id, decision, reason)
  values (('a5300000-0000-4000-a000-000000000' || p_invitation)::uuid, p_decision, 'T53 reason')
$$;
create function pg_temp.comment(p_invitation text) returns void language sql as $$
  insert into public.candidate_comments (invitation_id, body)
  values (('a5300000-0000-4000-a000-000000000' || p_invitation)::uuid, 'T53 comment')
$$;
grant execute on function pg_temp.seen(text) to authenticated;
grant execute on function pg_temp.decide(text, public.candidate_decision) to authenticated;
grant execute on function pg_temp.comment(text) to authenticated;

-- Section: anon -----------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$select id from public.candidate_decisions$$, '42501', null, 'Anon cannot read decisions.');
select throws_ok($$select id from public.candidate_comments$$, '42501', null, 'Anon cannot read comments.');
select throws_ok($$select pg_temp.decide('301', 'REJECT')$$, '42501', null, 'Anon cannot decide.');

-- Section: decisions ----------------------------------------------------------------------------------
select tests.authenticate_as('t53_reviewer');
select is(pg_temp.seen('candidate_decisions'), array['501'], 'A REVIEWER sees the decisions about the workspace''s candidates.');
select throws_ok($$select pg_temp.decide('301', 'REJECT')$$, '42501', null, 'A REVIEWER cannot decide.');
select is(tests.affected_rows($$delete from public.candidate_decisions where id::text like 'a5300000-%'$$), 0,
  'A REVIEWER cannot delete a decision.');

select tests.authenticate_as('t53_owner');
select lives_ok($$select pg_temp.decide('301', 'ADVANCE')$$, 'The OWNER decides about a COMPLETED candidate.');
select is(
  (select decided_by from public.candidate_decisions where invitation_id = 'a5300000-0000-4000-a000-000000000301' and decision = 'ADVANCE'),
  tests.get_supabase_uid('t53_owner'), 'The decision is recorded in the OWNER''s name.');
select throws_ok(
  $$insert into public.candidate_decisions (invitation_id, decision, reason, decided_by)
    values ('a5300000-0000-4000-a000-000000000301', 'REJECT', 'T53 forged', tests.get_supabase_uid('t53_recruiter'))$$,
  '42501', null, 'The OWNER cannot decide in someone else''s name.');
select throws_ok(
  $$insert into public.candidate_decisions (invitation_id, decision, reason, decided_at)
    values ('a5300000-0000-4000-a000-000000000301', 'REJECT', 'T53 future', '2099-01-01')$$,
  '42501', null, 'The OWNER cannot date a decision (one dated in the future would stay current for ever).');
select throws_ok($$select pg_temp.decide('303', 'REJECT')$$, '42501', null, 'Nobody decides about a STARTED candidate.');
select throws_ok($$select pg_temp.decide('304', 'REJECT')$$, '42501', null, 'Nobody decides about a PENDING candidate.');
select throws_ok($$select pg_temp.decide('401', 'REJECT')$$, '42501', null, 'The OWNER cannot decide about another workspace''s candidate.');
select throws_ok(
  $$insert into public.candidate_decisions (invitation_id, decision, reason) values ('a5300000-0000-4000-a000-000000000301', 'HOLD', '   ')$$,
  '23514', null, 'A decision needs a reason.');
select throws_ok(
  $$update public.candidate_decisions set decision = 'REJECT' where id = 'a5300000-0000-4000-a000-000000000501'$$,
  '42501', null, 'Nobody changes a decision: a new one is a new row.');
select is(tests.affected_rows($$delete from public.candidate_decisions where id::text like 'a5300000-%'$$), 0,
  'The OWNER cannot delete a decision.');

select tests.authenticate_as('t53_recruiter');
select lives_ok($$select pg_temp.decide('302', 'REJECT')$$, 'A RECRUITER member decides about a REVIEWED candidate.');
select is(
  (select array_agg(right(invitation_id::text, 3) || ':' || decision::text order by invitation_id, decision)
   from public.candidate_decisions where invitation_id::text like 'a5300000-%'),
  array['301:ADVANCE', '301:HOLD', '302:REJECT'], 'Every decision is kept: a new one is added beside the earlier.');

select tests.authenticate_as('t53_outsider');
select is(pg_temp.seen('candidate_decisions'), array['521'], 'A member of another workspace sees none of this one''s decisions.');
select throws_ok($$select pg_temp.decide('301', 'REJECT')$$, '42501', null, 'A member of another workspace cannot decide here.');

select tests.authenticate_as('t53_cand');
select is(pg_temp.seen('candidate_decisions'), '{}'::text[], 'A candidate sees no decision, not even about themselves.');
select throws_ok($$select pg_temp.decide('301', 'ADVANCE')$$, '42501', null, 'A candidate cannot decide.');

select tests.authenticate_as('t53_admin');
select is((select count(*)::int from public.candidate_decisions where invitation_id::text like 'a5300000-%'), 4, 'A platform admin sees every decision.');
select lives_ok($$select pg_temp.decide('401', 'HOLD')$$, 'A platform admin decides about any candidate, in their own name.');
select is(tests.affected_rows($$delete from public.candidate_decisions where id = 'a5300000-0000-4000-a000-000000000521'$$), 1,
  'A platform admin deletes a decision.');

-- Section: comments -----------------------------------------------------------------------------------
select tests.authenticate_as('t53_reviewer');
select is(pg_temp.seen('candidate_comments'), array['601', '602'], 'A REVIEWER reads the workspace''s thread.');
select lives_ok($$select pg_temp.comment('301')$$, 'A REVIEWER comments on a candidate they see.');
select is(
  (select author_id from public.candidate_comments where body = 'T53 comment'),
  tests.get_supabase_uid('t53_reviewer'), 'The comment is in the REVIEWER''s name.');
select throws_ok(
  $$insert into public.candidate_comments (invitation_id, body, author_id)
    values ('a5300000-0000-4000-a000-000000000301', 'T53 forged', tests.get_supabase_uid('t53_owner'))$$,
  '42501', null, 'Nobody comments in someone else''s name.');
select throws_ok(
  $$insert into public.candidate_comments (invitation_id, body, created_at)
    values ('a5300000-0000-4000-a000-000000000301', 'T53 dated', '2000-01-01')$$,
  '42501', null, 'Nobody dates a comment.');
select throws_ok($$select pg_temp.comment('303')$$, '42501', null, 'A REVIEWER cannot comment on a STARTED candidate.');
select is(tests.affected_rows($$delete from public.candidate_comments where id = 'a5300000-0000-4000-a000-000000000602'$$), 0,
  'A member cannot delete another''s comment.');
select throws_ok(
  $$update public.candidate_comments set body = 'T53 edited' where id = 'a5300000-0000-4000-a000-000000000601'$$,
  '42501', null, 'Nobody edits a comment.');
select is(tests.affected_rows($$delete from public.candidate_comments where id = 'a5300000-0000-4000-a000-000000000601'$$), 1,
  'An author deletes their own comment.');
select throws_ok(
  $$insert into public.candidate_comments (invitation_id, body) values ('a5300000-0000-4000-a000-000000000301', ' ')$$,
  '23514', null, 'A comment cannot be blank.');

select tests.authenticate_as('t53_recruiter');
select is((select count(*)::int from public.candidate_comments where invitation_id::text like 'a5300000-%'), 2,
  'A RECRUITER member reads the thread (the reviewer''s new comment and the owner''s).');
select lives_ok($$select pg_temp.comment('302')$$, 'A RECRUITER member comments on a REVIEWED candidate.');

select tests.authenticate_as('t53_outsider');
select is(pg_temp.seen('candidate_comments'), array['621'], 'A member of another workspace reads none of this one''s comments.');
select throws_ok($$select pg_temp.comment('301')$$, '42501', null, 'A member of another workspace cannot comment here.');
select is(tests.affected_rows($$delete from public.candidate_comments where id = 'a5300000-0000-4000-a000-000000000602'$$), 0,
  'A member of another workspace cannot delete this one''s comment.');

select tests.authenticate_as('t53_cand');
select is(pg_temp.seen('candidate_comments'), '{}'::text[], 'A candidate reads no comment, not even about themselves.');
select throws_ok($$select pg_temp.comment('301')$$, '42501', null, 'A candidate cannot comment.');

select tests.authenticate_as('t53_admin');
select is((select count(*)::int from public.candidate_comments where invitation_id::text like 'a5300000-%'), 4,
  'A platform admin reads every comment.');
select is(tests.affected_rows($$delete from public.candidate_comments where id = 'a5300000-0000-4000-a000-000000000602'$$), 1,
  'A platform admin deletes anyone''s comment.');

select tests.reset_authentication();
select is(
  (select count(*)::int from public.candidate_comments where invitation_id::text like 'a5300000-%'),
  3, 'Only the allowed comments were added and removed.');

select * from finish();
rollback;
