-- Shared links to one candidate (issue #18) per persona: review_shares and review_share_openings.
-- The OWNER and RECRUITERs of the interview create and revoke links to COMPLETED or REVIEWED
-- candidates; nobody else sees or touches them; a link lives 1 to 30 days; openings are read by the
-- managers only and written by no caller. Ids start with a5500000.
--   W1 interview …01: invitations 301 COMPLETED, 302 STARTED (bound to the candidate); share 501 of
--   301 with one opening. W2 interview …02: invitation 401 COMPLETED, share 521 with one opening.
begin;
select plan(42);

select has_table('public'::name, 'review_shares'::name, 'review_shares exists');
select has_table('public'::name, 'review_share_openings'::name, 'review_share_openings exists');
select col_is_pk('public'::name, 'review_shares'::name, 'id'::name, 'A link is identified by its id');
select col_is_pk('public'::name, 'review_share_openings'::name, 'id'::name, 'An opening is identified by its id');

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t55_owner');
select tests.create_supabase_user('t55_recruiter');
select tests.create_supabase_user('t55_reviewer');
select tests.create_supabase_user('t55_outsider');
select tests.create_supabase_user('t55_cand');
select tests.create_supabase_user('t55_admin');
select tests.set_role('t55_owner', 'RECRUITER');
select tests.set_role('t55_outsider', 'RECRUITER');
select tests.set_role('t55_admin', 'ADMIN');
select set_config('t55.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t55_owner')), true);
select set_config('t55.w2', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t55_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t55.w1')::uuid, tests.get_supabase_uid('t55_recruiter'), 'RECRUITER'),
  (current_setting('t55.w1')::uuid, tests.get_supabase_uid('t55_reviewer'), 'REVIEWER');

-- Section: data, arranged as postgres -------------------------------------------------------------
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a5500000-0000-4000-a000-000000000001', current_setting('t55.w1')::uuid, tests.get_supabase_uid('t55_owner'), 'T55 one'),
  ('a5500000-0000-4000-a000-000000000002', current_setting('t55.w2')::uuid, tests.get_supabase_uid('t55_outsider'), 'T55 other');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a5500000-0000-4000-a000-000000000301', 'a5500000-0000-4000-a000-000000000001', tests.get_supabase_uid('t55_cand'), 'Cid', 'Completed', 't55.301@example.com', 'COMPLETED'),
  ('a5500000-0000-4000-a000-000000000302', 'a5500000-0000-4000-a000-000000000001', tests.get_supabase_uid('t55_cand'), 'Sam', 'Started', 't55.302@example.com', 'STARTED'),
  ('a5500000-0000-4000-a000-000000000401', 'a5500000-0000-4000-a000-000000000002', tests.get_supabase_uid('t55_cand'), 'Oz', 'Other', 't55.401@example.com', 'COMPLETED');
insert into public.review_shares (id, invitation_id, created_by, expires_at) values
  ('a5500000-0000-4000-a000-000000000501', 'a5500000-0000-4000-a000-000000000301', tests.get_supabase_uid('t55_owner'), now() + interval '7 days'),
  ('a5500000-0000-4000-a000-000000000521', 'a5500000-0000-4000-a000-000000000401', tests.get_supabase_uid('t55_outsider'), now() + interval '7 days');
insert into public.review_share_openings (share_id, user_agent) values
  ('a5500000-0000-4000-a000-000000000501', 'T55 browser'),
  ('a5500000-0000-4000-a000-000000000521', 'T55 other browser');

create function pg_temp.shares() returns text[] language sql as $$
  select coalesce(array_agg(right(invitation_id::text, 3) order by invitation_id, created_at), '{}')
  from public.review_shares where invitation_id::text like 'a5500000-%'
$$;
create function pg_temp.openings() returns text[] language sql as $$
  select coalesce(array_agg(user_agent order by user_agent), '{}')
  from public.review_share_openings where user_agent like 'T55 %'
$$;
create function pg_temp.share(p_invitation text, p_days int) returns void language sql as $$
  insert into public.review_shares (invitation_id, expires_at)
  values (('a5500000-0000-4000-a000-000000000' || p_invitation)::uuid, now() + make_interval(days => p_days))
$$;
grant execute on function pg_temp.shares() to authenticated;
grant execute on function pg_temp.openings() to authenticated;
grant execute on function pg_temp.share(text, int) to authenticated;

select is(
  (select token ~ '^[A-Za-z0-9_-]{22}$' from public.review_shares where id = 'a5500000-0000-4000-a000-000000000501'),
  true, 'A link carries a 22-character URL-safe random token.');

-- Section: anon, candidates, a REVIEWER, another workspace: nothing ------------------------------------
select tests.clear_authentication();
select throws_ok($$select id from public.review_shares$$, '42501', null, 'Anon cannot read links.');
select throws_ok($$select id from public.review_share_openings$$, '42501', null, 'Anon cannot read the opening log.');
select throws_ok($$select pg_temp.share('301', 7)$$, '42501', null, 'Anon cannot create a link.');

select tests.authenticate_as('t55_reviewer');
select is(pg_temp.shares(), '{}'::text[], 'A REVIEWER sees no link.');
select is(pg_temp.openings(), '{}'::text[], 'A REVIEWER sees no opening.');
select throws_ok($$select pg_temp.share('301', 7)$$, '42501', null, 'A REVIEWER cannot share a candidate.');
select is(tests.affected_rows($$update public.review_shares set revoked_at = now() where invitation_id::text like 'a5500000-%'$$),
  0, 'A REVIEWER cannot revoke a link.');

select tests.authenticate_as('t55_outsider');
select is(pg_temp.shares(), array['401'], 'A member of another workspace sees only their own workspace''s links.');
select is(pg_temp.openings(), array['T55 other browser'], 'A member of another workspace sees only their own links'' openings.');
select throws_ok($$select pg_temp.share('301', 7)$$, '42501', null, 'A member of another workspace cannot share this one''s candidate.');
select is(tests.affected_rows($$update public.review_shares set revoked_at = now() where id = 'a5500000-0000-4000-a000-000000000501'$$),
  0, 'A member of another workspace cannot revoke this one''s link.');

select tests.authenticate_as('t55_cand');
select is(pg_temp.shares(), '{}'::text[], 'A candidate sees no link, not even to their own answers.');
select is(pg_temp.openings(), '{}'::text[], 'A candidate sees no opening.');
select throws_ok($$select pg_temp.share('301', 7)$$, '42501', null, 'A candidate cannot share their answers.');

-- Section: managers ------------------------------------------------------------------------------------
select tests.authenticate_as('t55_recruiter');
select is(pg_temp.shares(), array['301'], 'A RECRUITER member sees the workspace''s links.');
select is(pg_temp.openings(), array['T55 browser'], 'A RECRUITER member sees the openings of the workspace''s links.');
select lives_ok($$select pg_temp.share('301', 30)$$, 'A RECRUITER member shares a candidate for 30 days.');
select is(
  (select created_by from public.review_shares where invitation_id = 'a5500000-0000-4000-a000-000000000301' and id <> 'a5500000-0000-4000-a000-000000000501'),
  tests.get_supabase_uid('t55_recruiter'), 'The link is recorded in the RECRUITER''s name.');
select throws_ok(
  $$insert into public.review_shares (invitation_id, expires_at, created_by)
    values ('a5500000-0000-4000-a000-000000000301', now() + interval '7 days', tests.get_supabase_uid('t55_owner'))$$,
  '42501', null, 'Nobody shares in someone else''s name.');
select throws_ok(
  $$insert into public.review_shares (invitation_id, expires_at, token)
    values ('a5500000-0000-4000-a000-000000000301', now() + interval '7 days', 'AAAAAAAAAAAAAAAAAAAAAA')$$,
  '42501', null, 'Nobody chooses a link''s token.');
select throws_ok($$select pg_temp.share('301', 31)$$, '23514', null, 'A link lives at most 30 days.');
select throws_ok($$select pg_temp.share('301', 0)$$, '23514', null, 'A link lives at least a day.');
select throws_ok($$select pg_temp.share('302', 7)$$, '42501', null, 'A STARTED candidate cannot be shared.');
select throws_ok($$select pg_temp.share('401', 7)$$, '42501', null, 'Another workspace''s candidate cannot be shared.');
select throws_ok(
  $$insert into public.review_share_openings (share_id, user_agent) values ('a5500000-0000-4000-a000-000000000501', 'T55 forged')$$,
  '42501', null, 'Nobody writes the opening log directly.');

select tests.authenticate_as('t55_owner');
select is(cardinality(pg_temp.shares()), 2, 'The OWNER sees both links to the candidate.');
select lives_ok($$select pg_temp.share('301', 1)$$, 'The OWNER shares a candidate for a day.');
select is(tests.affected_rows($$update public.review_shares set revoked_at = now() where id = 'a5500000-0000-4000-a000-000000000501'$$),
  1, 'The OWNER revokes a link.');
select is(tests.affected_rows($$update public.review_shares set revoked_at = null where id = 'a5500000-0000-4000-a000-000000000501'$$),
  1, 'Trying to take a revocation back ...');
select isnt((select revoked_at from public.review_shares where id = 'a5500000-0000-4000-a000-000000000501'), null,
  '... leaves the link revoked.');
select throws_ok(
  $$update public.review_shares set expires_at = now() + interval '30 days' where id = 'a5500000-0000-4000-a000-000000000501'$$,
  '42501', null, 'Nobody extends a link.');
select is(tests.affected_rows($$delete from public.review_shares where id = 'a5500000-0000-4000-a000-000000000501'$$),
  0, 'The OWNER cannot delete a link: its log stays.');

select tests.reset_authentication();
select is(
  (select count(*)::int from public.review_shares where invitation_id::text like 'a5500000-%'),
  4, 'Only the managers'' links were made.');

select tests.authenticate_as('t55_admin');
select is(cardinality(pg_temp.shares()), 4, 'A platform admin sees every link.');
select is(pg_temp.openings(), array['T55 browser', 'T55 other browser'], 'A platform admin sees every opening.');
select is(tests.affected_rows($$update public.review_shares set revoked_at = now() where id = 'a5500000-0000-4000-a000-000000000521'$$),
  1, 'A platform admin revokes any link.');
select is(tests.affected_rows($$delete from public.review_shares where id = 'a5500000-0000-4000-a000-000000000521'$$),
  1, 'A platform admin deletes a link.');

select * from finish();
rollback;
