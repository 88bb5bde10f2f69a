-- Who a candidate is in a payload (issue #39): private.candidate_identity() gives the name and
-- e-mail where candidate_identity_visible() holds (not blind, or the caller submitted their
-- ratings), or to the interview's managers when the list asks (p_managers_see_names); else nulls
-- and anonymous. Ids start with a6100000. W1's interview …01 is blind, …02 is not; W2 is another.
begin;
select plan(12);

select tests.create_supabase_user('t61_owner');
select tests.create_supabase_user('t61_reviewer');
select tests.create_supabase_user('t61_outsider');
select tests.set_role('t61_owner', 'RECRUITER');
select tests.set_role('t61_outsider', 'RECRUITER');
select set_config('t61.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t61_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t61.w1')::uuid, tests.get_supabase_uid('t61_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title, anonymous_review) values
  ('a6100000-0000-4000-a000-000000000001', current_setting('t61.w1')::uuid, tests.get_supabase_uid('t61_owner'), 'T61 blind', true),
  ('a6100000-0000-4000-a000-000000000002', current_setting('t61.w1')::uuid, tests.get_supabase_uid('t61_owner'), 'T61 open', false);
insert into public.invitations (id, interview_id, first_name, last_name, email, status) values
  ('a6100000-0000-4000-a000-000000000101', 'a6100000-0000-4000-a000-000000000001', 'Ann', 'Blind', 't61.101@example.com', 'COMPLETED'),
  ('a6100000-0000-4000-a000-000000000201', 'a6100000-0000-4000-a000-000000000002', 'Ben', 'Open', 't61.201@example.com', 'COMPLETED');

-- "first last <email>" or "anonymous", as a payload would show the candidate.
create function pg_temp.shown(p_invitation text, p_managers boolean) returns text language sql as $$
  select case when who.anonymous then 'anonymous'
              else coalesce(nullif(concat_ws(' ', who.first_name, who.last_name, '<' || who.email || '>'), ''), 'nothing') end
  from private.candidate_identity(('a6100000-0000-4000-a000-000000000' || p_invitation)::uuid, p_managers) who
$$;
grant execute on function pg_temp.shown(text, boolean) to authenticated, anon;

select tests.authenticate_as('t61_reviewer');
select is(pg_temp.shown('101', false), 'anonymous', 'A REVIEWER of a blind interview sees a number before submitting.');
select is(pg_temp.shown('101', true), 'anonymous', 'Also where a list keeps the names for managers: a REVIEWER is none.');
select is(pg_temp.shown('201', false), 'Ben Open <t61.201@example.com>', 'On an interview that is not blind, the REVIEWER sees the name.');
reset role;
insert into public.rating_submissions (invitation_id, rater_id)
  values ('a6100000-0000-4000-a000-000000000101', tests.get_supabase_uid('t61_reviewer'));
select tests.authenticate_as('t61_reviewer');
select is(pg_temp.shown('101', false), 'Ann Blind <t61.101@example.com>', 'Once they submitted their ratings, the REVIEWER sees the name.');

select tests.authenticate_as('t61_owner');
select is(pg_temp.shown('101', false), 'anonymous', 'The OWNER reviewing a blind interview sees a number before submitting.');
select is(pg_temp.shown('101', true), 'Ann Blind <t61.101@example.com>', 'The invitation list shows the OWNER the name they invited.');
select is(pg_temp.shown('201', false), 'Ben Open <t61.201@example.com>', 'And the name on an interview that is not blind.');

select tests.authenticate_as('t61_outsider');
select is(pg_temp.shown('201', false), 'nothing', 'A member of another workspace gets no name, even of an open interview.');
select is(pg_temp.shown('201', true), 'nothing', 'Nor as a recruiter of their own workspace.');
select is(pg_temp.shown('101', true), 'anonymous', 'And a blind interview''s candidate stays anonymous to them.');

select tests.clear_authentication();
select throws_ok($$select pg_temp.shown('201', false)$$, '42501', null, 'anon cannot call candidate_identity().');
reset role;
select ok(not has_function_privilege('anon', 'private.candidate_identity(uuid, boolean)', 'execute'),
  'anon holds no execute grant on it.');

select * from finish();
rollback;
