-- The job worker's own role (issue #33 item 3): job_worker sees the rows its tasks read and write
-- (an answer and its recording, the invitation, interview and workspace an e-mail names, the
-- outbox) and nothing else: never a candidate's self-identification, directly or through a
-- function, never another table, never more than its tasks do to a table; and it holds no
-- privilege a role would give it (pg_read_all_data, bypassing row-level security).
-- Ids start with a99e0000.
begin;
select plan(23);

select tests.create_supabase_user('t99e_owner');
select tests.create_supabase_user('t99e_cand');
select tests.set_role('t99e_owner', 'RECRUITER');
insert into public.interviews (id, recruiter_id, title) values
  ('a99e0000-0000-4000-a000-000000000001', tests.get_supabase_uid('t99e_owner'), 'T99e interview');
insert into public.questions (id, interview_id, order_number, text) values
  ('a99e0000-0000-4000-a000-000000000011', 'a99e0000-0000-4000-a000-000000000001', 1, 'Introduce yourself.');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a99e0000-0000-4000-a000-000000000021', 'a99e0000-0000-4000-a000-000000000001',
   tests.get_supabase_uid('t99e_cand'), 'Tia', 'Worker', 't99e.cand@example.com', 'COMPLETED');
insert into public.responses (id, invitation_id, question_id, candidate_id, media_path) values
  ('a99e0000-0000-4000-a000-000000000031', 'a99e0000-0000-4000-a000-000000000021',
   'a99e0000-0000-4000-a000-000000000011', tests.get_supabase_uid('t99e_cand'),
   'a99e0000-0000-4000-a000-000000000021/a99e0000-0000-4000-a000-000000000011/1.webm');
insert into private.candidate_self_identifications (invitation_id, sex, race_ethnicity) values
  ('a99e0000-0000-4000-a000-000000000021', 'FEMALE', 'ASIAN');

-- Section: what the role is ------------------------------------------------------------------------
select ok(exists (select from pg_roles where rolname = 'job_worker'), 'The worker has a role of its own');
select is((select rolsuper or rolbypassrls or rolcreaterole or rolcreatedb from pg_roles where rolname = 'job_worker'),
  false, 'It is no superuser, does not bypass row-level security, creates no role and no database');
select is(
  array(select r.rolname::text from pg_roles r
        where r.rolname <> 'job_worker' and pg_has_role('job_worker', r.oid, 'member') order by 1),
  '{}'::text[], 'It is a member of no other role (pg_read_all_data, postgres, service_role, the API roles)');

-- Section: self-identification is out of reach --------------------------------------------------------
select is(
  array(select privilege from unnest(array['select', 'insert', 'update', 'delete']) as privilege
        where has_table_privilege('job_worker', 'private.candidate_self_identifications', privilege)),
  '{}'::text[], 'It holds no privilege on the self-identification table');
select is(
  array(select p.oid::regprocedure::text from pg_proc p
        where p.prosrc ilike '%candidate_self_identifications%'
          and has_function_privilege('job_worker', p.oid, 'execute')
        order by 1),
  array['private.purge_invitation_data(uuid,text)'],
  'The only function touching it that the worker may run is the retention''s purge, which deletes and reads nothing back');

-- A statement run as the worker: its one value as text, or the error's SQLSTATE. (pgTAP itself
-- lives in the extensions schema, which the worker may not use.)
create function pg_temp.as_worker(statement text) returns text
language plpgsql
as $$
declare
  result text;
begin
  set local role job_worker;
  begin
    execute statement into result;
  exception when others then
    result := 'SQLSTATE ' || sqlstate;
  end;
  reset role;
  return result;
end
$$;

select is(pg_temp.as_worker($$ select count(*)::text from private.candidate_self_identifications $$),
  'SQLSTATE 42501', 'The worker''s query on the self-identification table is refused');
select is(pg_temp.as_worker($$ select count(*)::text from private.fairness_counts('a99e0000-0000-4000-a000-000000000001') $$),
  'SQLSTATE 42501', 'So is the fairness report''s counting function');
select is(pg_temp.as_worker($$ select count(*)::text from public.candidate_decisions $$),
  'SQLSTATE 42501', 'A table no task uses is refused (decisions)');
select is(pg_temp.as_worker($$ select count(*)::text from public.audit_events $$),
  'SQLSTATE 42501', 'A table no task uses is refused (the audit trail)');

-- Section: what its tasks use ----------------------------------------------------------------------
select is(pg_temp.as_worker($$ select first_name || ' ' || email from public.invitations
                               where id = 'a99e0000-0000-4000-a000-000000000021' $$),
  'Tia t99e.cand@example.com', 'It reads the invitation an e-mail goes to');
select is(pg_temp.as_worker($$ select title from public.interviews where id = 'a99e0000-0000-4000-a000-000000000001' $$),
  'T99e interview', 'and its interview');
select is(pg_temp.as_worker($$ select count(*)::text from public.workspaces w join public.interviews i on i.workspace_id = w.id
                               where i.id = 'a99e0000-0000-4000-a000-000000000001' $$),
  '1', 'and its workspace');
select is(pg_temp.as_worker(format($$ select count(*)::text from public.profiles where id = %L $$,
                                   tests.get_supabase_uid('t99e_owner'))),
  '1', 'and the owner''s profile (their address)');
select is(pg_temp.as_worker($$ select text from public.questions where id = 'a99e0000-0000-4000-a000-000000000011' $$),
  'Introduce yourself.', 'It reads the question an answer answers');
select is(pg_temp.as_worker($$ select status::text from public.recording_media
                               where response_id = 'a99e0000-0000-4000-a000-000000000031' $$),
  'QUEUED', 'It reads the recording it is to process');
select is(pg_temp.as_worker($$ with changed as (update public.recording_media set status = 'PROCESSING'
                                                where response_id = 'a99e0000-0000-4000-a000-000000000031' returning 1)
                               select count(*)::text from changed $$),
  '1', 'and updates it');
select is(pg_temp.as_worker($$ with changed as (update public.responses set analysis_status = 'PROCESSING'
                                                where id = 'a99e0000-0000-4000-a000-000000000031' returning 1)
                               select count(*)::text from changed $$),
  '1', 'It updates an answer''s analysis (the answer''s checks run as the worker too)');
select is(pg_temp.as_worker($$ with added as (
                                 insert into public.mail_outbox (invitation_id, kind, to_email, subject, html, text_body)
                                 values ('a99e0000-0000-4000-a000-000000000021', 'COMPLETION_RECEIPT', 't99e.cand@example.com',
                                         'Received', '<p>Received</p>', 'Received') returning 1)
                               select count(*)::text from added $$),
  '1', 'It writes an e-mail into the outbox');
select is(pg_temp.as_worker($$ select count(*)::text from public.mail_outbox
                               where invitation_id = 'a99e0000-0000-4000-a000-000000000021' $$),
  '1', 'and reads it back to send it');
select is(pg_temp.as_worker($$ delete from public.mail_outbox where invitation_id = 'a99e0000-0000-4000-a000-000000000021' $$),
  'SQLSTATE 42501', 'It deletes no e-mail (no task does)');
select is(pg_temp.as_worker($$ delete from public.responses where id = 'a99e0000-0000-4000-a000-000000000031' $$),
  'SQLSTATE 42501', 'It deletes no answer (the retention''s purge does, as its owner)');

-- Every table the tasks use lets the worker see each row; no other table has a policy for it.
select is(
  array(select schemaname || '.' || tablename from pg_policies where 'job_worker' = any(roles) order by 1),
  array['graphile_worker._private_job_queues', 'graphile_worker._private_jobs',
        'graphile_worker._private_known_crontabs', 'graphile_worker._private_tasks',
        'private.job_worker_heartbeats', 'public.candidate_feedback', 'public.candidate_requests',
        'public.interview_consents', 'public.interviews', 'public.invitation_reminders',
        'public.invitations', 'public.mail_outbox', 'public.profiles', 'public.prompt_videos',
        'public.question_competencies',
        'public.questions', 'public.recording_media', 'public.responses',
        'public.scorecard_competencies', 'public.webhook_deliveries', 'public.webhook_endpoints',
        'public.workspace_members', 'public.workspaces'],
  'The worker''s policies are those of the tables its tasks use');
select is(
  (select count(*)::int from private.candidate_self_identifications
   where invitation_id = 'a99e0000-0000-4000-a000-000000000021'),
  1, 'The self-identification is there all along: the worker was refused, not shown an empty table');

select * from finish();
rollback;
