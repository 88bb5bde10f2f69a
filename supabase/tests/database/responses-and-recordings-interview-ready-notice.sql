-- The recruiter's notice: notify_recruiter is queued in the transaction that settles the last piece
-- of work of a completed interview (its completion, a recording done, an analysis done), not
-- before, and not again once the notice has been written.
begin;
select plan(10);

-- Section: data (as postgres) ---------------------------------------------------------------------
select tests.create_supabase_user('t33_cand');
select tests.create_supabase_user('t33_owner', 't33.owner@example.com');
select tests.set_role('t33_owner', 'RECRUITER');

insert into public.interviews (id, recruiter_id, title, status) values
  ('33100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t33_owner'), 'Ready interview', 'ACTIVE');
insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('33200000-0000-4000-a000-000000000001', '33100000-0000-4000-a000-000000000001', 1, 'Typed?', 'TEXT'),
  ('33200000-0000-4000-a000-000000000002', '33100000-0000-4000-a000-000000000001', 2, 'Recorded?', 'VIDEO');
-- A: one typed and one recorded answer. B: one typed answer, analysed already.
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, started_at) values
  ('33300000-0000-4000-a000-000000000001', '33100000-0000-4000-a000-000000000001',
   tests.get_supabase_uid('t33_cand'), 'Rae', 'Ready', 'rae@example.com', 'STARTED', now()),
  ('33300000-0000-4000-a000-000000000002', '33100000-0000-4000-a000-000000000001',
   tests.get_supabase_uid('t33_cand'), 'Ben', 'Done', 'ben@example.com', 'STARTED', now());
insert into public.responses (id, invitation_id, question_id, candidate_id, response_text, media_path, ai_insights) values
  ('33400000-0000-4000-a000-000000000001', '33300000-0000-4000-a000-000000000001', '33200000-0000-4000-a000-000000000001',
   tests.get_supabase_uid('t33_cand'), 'My typed answer', null, null),
  ('33400000-0000-4000-a000-000000000002', '33300000-0000-4000-a000-000000000001', '33200000-0000-4000-a000-000000000002',
   tests.get_supabase_uid('t33_cand'), null,
   '33300000-0000-4000-a000-000000000001/33200000-0000-4000-a000-000000000002/answer.webm', null),
  ('33400000-0000-4000-a000-000000000003', '33300000-0000-4000-a000-000000000002', '33200000-0000-4000-a000-000000000001',
   tests.get_supabase_uid('t33_cand'), 'Analysed before', null, '{"summary": "done"}');

create function pg_temp.notices_queued(p_invitation uuid) returns bigint language sql security definer as $$
  select count(*) from graphile_worker.jobs j
  where j.task_identifier = 'notify_recruiter' and j.key = 'notify:' || p_invitation
$$;
grant execute on function pg_temp.notices_queued to public;

-- Section: not before the last answer settles ----------------------------------------------------
update public.invitations set status = 'COMPLETED' where id = '33300000-0000-4000-a000-000000000001';
select results_eq(
  $$ select analysis_status::text from public.responses
     where invitation_id = '33300000-0000-4000-a000-000000000001' order by id $$,
  $$ values ('QUEUED'::text), ('QUEUED'::text) $$,
  'completing the interview queues both answers');
select is(pg_temp.notices_queued('33300000-0000-4000-a000-000000000001'), 0::bigint,
  'no notice while the answers are queued');

update public.recording_media set status = 'PROCESSING' where response_id = '33400000-0000-4000-a000-000000000002';
update public.responses set analysis_status = 'READY' where id = '33400000-0000-4000-a000-000000000001';
select is(pg_temp.notices_queued('33300000-0000-4000-a000-000000000001'), 0::bigint,
  'no notice when one answer is analysed and the other''s recording is still processing');

update public.recording_media set status = 'READY' where response_id = '33400000-0000-4000-a000-000000000002';
select is(pg_temp.notices_queued('33300000-0000-4000-a000-000000000001'), 0::bigint,
  'no notice when the recording is ready but its analysis is still queued');

update public.responses set analysis_status = 'PROCESSING' where id = '33400000-0000-4000-a000-000000000002';
select is(pg_temp.notices_queued('33300000-0000-4000-a000-000000000001'), 0::bigint,
  'no notice while the last analysis is processing');

-- Section: when it settles ------------------------------------------------------------------------
update public.responses set analysis_status = 'FAILED', analysis_error = 'The provider refused'
where id = '33400000-0000-4000-a000-000000000002';
select is(pg_temp.notices_queued('33300000-0000-4000-a000-000000000001'), 1::bigint,
  'the notice is queued when the last analysis settles (failed counts as settled: the reason is on the page)');

update public.invitations set status = 'COMPLETED' where id = '33300000-0000-4000-a000-000000000002';
select is(pg_temp.notices_queued('33300000-0000-4000-a000-000000000002'), 1::bigint,
  'an interview with nothing left to process is notified at its completion');

-- Section: once -----------------------------------------------------------------------------------
-- The job ran: it wrote the notice (and its job was taken off the queue).
select graphile_worker.remove_job('notify:33300000-0000-4000-a000-000000000001');
insert into public.mail_outbox (invitation_id, kind, to_email, subject, html, text_body)
values ('33300000-0000-4000-a000-000000000001', 'INTERVIEW_READY', 't33.owner@example.com', 'Ready', '', '');

-- Regenerate: the answer is analysed again.
update public.responses set analysis_status = 'QUEUED' where id = '33400000-0000-4000-a000-000000000001';
update public.responses set analysis_status = 'READY' where id = '33400000-0000-4000-a000-000000000001';
select is(pg_temp.notices_queued('33300000-0000-4000-a000-000000000001'), 0::bigint,
  'an answer analysed again after the notice was written queues no second notice');
select is(
  (select count(*) from public.mail_outbox
   where invitation_id = '33300000-0000-4000-a000-000000000001' and kind = 'INTERVIEW_READY'),
  1::bigint, 'one notice for the invitation');

-- Section: a notice queued twice writes once --------------------------------------------------------
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, kind, to_email, subject, html, text_body)
     values ('33300000-0000-4000-a000-000000000001', 'INTERVIEW_READY', 't33.owner@example.com', 'Ready', '', '') $$,
  '23505', null, 'a second notice row for the invitation is refused (the job inserts on conflict do nothing)');

select * from finish();
rollback;
