-- Opening a shared link (issue #18): public.open_review_share, as anon and as a signed-in
-- stranger, answers one candidate's read-only view for a live token and logs the opening; an
-- expired, revoked or unknown token answers null and logs nothing; a blind interview's view holds
-- no name, e-mail or video. Ids cccccccc-0066-…; rolls back.
begin;
select plan(15);

-- Section: arrange ------------------------------------------------------------------------------
select tests.create_supabase_user('t66_owner');
select tests.create_supabase_user('t66_cand');
select tests.create_supabase_user('t66_stranger');
select tests.set_role('t66_owner', 'RECRUITER');

insert into public.interviews (id, recruiter_id, title) values
  ('cccccccc-0066-4000-a000-000000000001', tests.get_supabase_uid('t66_owner'), 'T66 open interview'),
  ('cccccccc-0066-4000-a000-000000000002', tests.get_supabase_uid('t66_owner'), 'T66 blind interview');
update public.interviews set anonymous_review = true where id = 'cccccccc-0066-4000-a000-000000000002';
update public.interviews set language = 'es' where id = 'cccccccc-0066-4000-a000-000000000001';
insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('cccccccc-0066-4000-a000-000000000011', 'cccccccc-0066-4000-a000-000000000001', 1, 'T66 question', 'TEXT'),
  ('cccccccc-0066-4000-a000-000000000012', 'cccccccc-0066-4000-a000-000000000002', 1, 'T66 blind question', 'TEXT');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token) values
  ('cccccccc-0066-4000-a000-000000000101', 'cccccccc-0066-4000-a000-000000000001',
   tests.get_supabase_uid('t66_cand'), 'Cara', 'Shared', 't66.cand@example.com', 'COMPLETED', 'T66-open-token-0000001'),
  ('cccccccc-0066-4000-a000-000000000102', 'cccccccc-0066-4000-a000-000000000001',
   null, 'Otto', 'Other', 't66.other@example.com', 'COMPLETED', 'T66-other-token-000002'),
  ('cccccccc-0066-4000-a000-000000000103', 'cccccccc-0066-4000-a000-000000000002',
   tests.get_supabase_uid('t66_cand'), 'Cara', 'Shared', 't66.cand@example.com', 'COMPLETED', 'T66-blind-token-000003');
insert into public.responses (invitation_id, question_id, candidate_id, response_text, ai_insights) values
  ('cccccccc-0066-4000-a000-000000000101', 'cccccccc-0066-4000-a000-000000000011',
   tests.get_supabase_uid('t66_cand'), 'T66 shared answer', '{"score": 71, "summary": "T66 secret analysis"}'),
  ('cccccccc-0066-4000-a000-000000000103', 'cccccccc-0066-4000-a000-000000000012',
   tests.get_supabase_uid('t66_cand'), 'T66 blind answer', null);
insert into public.review_shares (id, invitation_id, token, created_at, expires_at, revoked_at) values
  ('cccccccc-0066-4000-a000-000000000201', 'cccccccc-0066-4000-a000-000000000101',
   'T66goodToken0000000001', now(), now() + interval '7 days', null),
  ('cccccccc-0066-4000-a000-000000000202', 'cccccccc-0066-4000-a000-000000000101',
   'T66expiredToken0000002', now() - interval '10 days', now() - interval '1 day', null),
  ('cccccccc-0066-4000-a000-000000000203', 'cccccccc-0066-4000-a000-000000000101',
   'T66revokedToken0000003', now(), now() + interval '7 days', now()),
  ('cccccccc-0066-4000-a000-000000000204', 'cccccccc-0066-4000-a000-000000000103',
   'T66blindToken000000004', now(), now() + interval '7 days', null);

create temporary table t66_opened (who text, payload jsonb) on commit drop;
grant insert, select on t66_opened to anon, authenticated;

-- Section: anon ----------------------------------------------------------------------------------
select tests.clear_authentication();
insert into t66_opened values ('good', public.open_review_share('T66goodToken0000000001', 'T66 Agent/1.0'));
select is(
  (select payload ->> 'invitation_id' from t66_opened where who = 'good'),
  'cccccccc-0066-4000-a000-000000000101',
  'anon with a live token gets that candidate''s invitation');
select is(
  (select payload ->> 'candidate_name' from t66_opened where who = 'good'),
  'Cara Shared',
  'an open interview names the candidate');
select is(
  (select jsonb_path_query_array(payload, '$.answers[*].response_text') from t66_opened where who = 'good'),
  '["T66 shared answer"]'::jsonb,
  'it holds that candidate''s answers only');
select is(
  (select payload ->> 'interview_language' from t66_opened where who = 'good'),
  'es',
  'it says the interview''s language, which the transcripts are in');
select ok(
  (select payload::text !~ 'T66 secret analysis|ai_insights|Otto|t66\.' from t66_opened where who = 'good'),
  'no analysis, no e-mail and nothing of another candidate');
select is(public.open_review_share('T66expiredToken0000002', 'x'), null, 'an expired token answers null');
select is(public.open_review_share('T66revokedToken0000003', 'x'), null, 'a revoked token answers null');
select is(public.open_review_share('T66unknownToken0000005', 'x'), null, 'an unknown token answers null');
select throws_ok($$select 1 from public.review_shares$$, '42501', null, 'anon reads no shared link itself');
select throws_ok($$select 1 from public.review_share_openings$$, '42501', null, 'anon reads no opening itself');

insert into t66_opened values ('blind', public.open_review_share('T66blindToken000000004', null));
select is(
  (select (payload ->> 'candidate_name', payload ->> 'candidate_number' is not null, payload ->> 'anonymous_review')
   from t66_opened where who = 'blind'),
  (null::text, true, 'true'::text),
  'a blind interview answers the candidate''s number, not their name');
select ok(
  (select payload::text !~ 'Cara|Shared|t66\.cand' from t66_opened where who = 'blind'),
  'the blind view holds no name or e-mail');

-- Section: a signed-in stranger ------------------------------------------------------------------
select tests.authenticate_as('t66_stranger');
select isnt(public.open_review_share('T66goodToken0000000001', 'T66 Agent/2.0'), null,
  'anyone signed in with the link opens it too');

-- Section: the log -------------------------------------------------------------------------------
select tests.reset_authentication();
select results_eq(
  $$select share_id::text, user_agent from public.review_share_openings
    where share_id::text like 'cccccccc-0066-%' order by share_id, opened_at, id$$,
  $$values ('cccccccc-0066-4000-a000-000000000201', 'T66 Agent/1.0'),
           ('cccccccc-0066-4000-a000-000000000201', 'T66 Agent/2.0'),
           ('cccccccc-0066-4000-a000-000000000204', null)$$,
  'every opening of a live link is logged with its user agent; refused ones log nothing');
select tests.authenticate_as('t66_owner');
select is(
  (select count(*)::int from public.review_share_openings where share_id = 'cccccccc-0066-4000-a000-000000000201'),
  2,
  'the interview''s owner reads the log of their link');

select * from finish();
rollback;
