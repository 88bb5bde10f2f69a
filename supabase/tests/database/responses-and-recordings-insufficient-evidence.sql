-- The stored analysis of an answer (issue #18): a score from 0 to 100, or null only when the
-- analysis says insufficient_evidence; a score left out stays allowed (rows stored before
-- scorecards). Ids cccccccc-0067-…; rolls back.
begin;
select plan(6);

select tests.create_supabase_user('t67_owner');
select tests.create_supabase_user('t67_cand');
select tests.set_role('t67_owner', 'RECRUITER');
insert into public.interviews (id, recruiter_id, title) values
  ('cccccccc-0067-4000-a000-000000000001', tests.get_supabase_uid('t67_owner'), 'T67 interview');
insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('cccccccc-0067-4000-a000-000000000011', 'cccccccc-0067-4000-a000-000000000001', 1, 'T67 question', 'TEXT');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token) values
  ('cccccccc-0067-4000-a000-000000000101', 'cccccccc-0067-4000-a000-000000000001',
   tests.get_supabase_uid('t67_cand'), 'Cara', 'T', 't67.cand@example.com', 'COMPLETED', 'T67-token-000000000001');
insert into public.responses (id, invitation_id, question_id, candidate_id, response_text) values
  ('cccccccc-0067-4000-a000-000000000201', 'cccccccc-0067-4000-a000-000000000101',
   'cccccccc-0067-4000-a000-000000000011', tests.get_supabase_uid('t67_cand'), 'Not sure.');

create function pg_temp.store(p_insights jsonb) returns void language sql as $$
  update public.responses set ai_insights = p_insights where id = 'cccccccc-0067-4000-a000-000000000201'
$$;
grant execute on function pg_temp.store to public;

select lives_ok($$select pg_temp.store('{"score": 72, "insufficient_evidence": false}')$$, 'a score from 0 to 100 is stored');
select lives_ok($$select pg_temp.store('{"score": null, "insufficient_evidence": true}')$$,
  'no score is stored when the analysis says insufficient evidence');
select lives_ok($$select pg_temp.store('{"summary": "stored before scorecards"}')$$, 'a score left out is allowed as before');
select throws_ok($$select pg_temp.store('{"score": null}')$$, '23514', null,
  'a null score without insufficient evidence is refused');
select throws_ok($$select pg_temp.store('{"score": null, "insufficient_evidence": false}')$$, '23514', null,
  'a null score of an analysis that found evidence is refused');
select throws_ok($$select pg_temp.store('{"score": 101}')$$, '23514', null, 'a score over 100 is refused');

select * from finish();
rollback;
