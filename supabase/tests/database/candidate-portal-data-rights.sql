-- The candidate's data rights (issue #20 item 3) per persona: only the candidate an invitation is
-- addressed to lists its stored objects and deletes its data; the team, another candidate and anon
-- cannot, and nothing changes when they try. The deletion leaves an anonymised invitation, a
-- DATA_DELETED e-mail to the candidate's own address tied to no invitation, and an audit event
-- with no actor. Ids start with a9700000.
begin;
select plan(19);

select tests.create_supabase_user('t97_owner');
select tests.create_supabase_user('t97_reviewer');
select tests.create_supabase_user('t97_cand', 't97.cand@example.com');
select tests.create_supabase_user('t97_other_cand');
select tests.set_role('t97_owner', 'RECRUITER');
select set_config('t97.w', (select workspace_id::text from public.workspace_members
                            where user_id = tests.get_supabase_uid('t97_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t97.w')::uuid, tests.get_supabase_uid('t97_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a9700000-0000-4000-a000-000000000001', current_setting('t97.w')::uuid, tests.get_supabase_uid('t97_owner'), 'T97');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a9700000-0000-4000-a000-000000000101', 'a9700000-0000-4000-a000-000000000001', tests.get_supabase_uid('t97_cand'), 'Cam', 'Candidate', 't97.cand@example.com', 'COMPLETED');
insert into public.candidate_comments (invitation_id, author_id, body) values
  ('a9700000-0000-4000-a000-000000000101', tests.get_supabase_uid('t97_owner'), 'T97 note');

-- Section: who may not ------------------------------------------------------------------------------
select tests.authenticate_as('t97_owner');
select throws_ok($$ select * from private.my_invitation_stored_objects('a9700000-0000-4000-a000-000000000101') $$,
  'P0002', 'Interview not found', 'The owner cannot list the candidate''s objects as theirs.');
select throws_ok($$ select private.delete_my_invitation_data('a9700000-0000-4000-a000-000000000101', 's', 'h', 't', null) $$,
  'P0002', 'Interview not found', 'The owner cannot delete the candidate''s data this way.');
select tests.authenticate_as('t97_reviewer');
select throws_ok($$ select private.delete_my_invitation_data('a9700000-0000-4000-a000-000000000101', 's', 'h', 't', null) $$,
  'P0002', 'Interview not found', 'A reviewer cannot.');
select tests.authenticate_as('t97_other_cand');
select throws_ok($$ select private.delete_my_invitation_data('a9700000-0000-4000-a000-000000000101', 's', 'h', 't', null) $$,
  'P0002', 'Interview not found', 'Another candidate cannot.');
select is((select count(*)::int from private.my_resume_stored_objects()), 0, 'Another candidate lists no resume objects of others.');
select is((select private.my_candidate_data() -> 'invitations'), '[]'::jsonb, 'Another candidate''s export holds none of it.');
select tests.clear_authentication();
select throws_ok($$ select private.delete_my_invitation_data('a9700000-0000-4000-a000-000000000101', 's', 'h', 't', null) $$,
  '42501', null, 'anon cannot.');
select throws_ok($$ select private.my_candidate_data() $$, '42501', null, 'anon has no export.');
select tests.reset_authentication();
select is((select count(*)::int from public.candidate_comments where invitation_id = 'a9700000-0000-4000-a000-000000000101'), 1,
  'Nothing was deleted by those refused.');

-- Section: the candidate ----------------------------------------------------------------------------
select tests.authenticate_as('t97_cand');
select throws_ok($$ select private.delete_my_invitation_data('a9700000-0000-4000-a000-000000000101', 's', 'h', 't', null) $$,
  '42501', 'Confirm your e-mail address before deleting your data',
  'Not before the candidate has confirmed the address the confirmation goes to.');
select tests.reset_authentication();
update auth.users set email_confirmed_at = now() where id = tests.get_supabase_uid('t97_cand');
select tests.authenticate_as('t97_cand');
select is((select private.my_candidate_data() -> 'invitations' -> 0 ->> 'id'), 'a9700000-0000-4000-a000-000000000101',
  'The candidate''s export holds their invitation.');
select ok(private.delete_my_invitation_data('a9700000-0000-4000-a000-000000000101', 'Deleted', '<p>Deleted</p>', 'Deleted', null),
  'The candidate deletes their data.');
select throws_ok($$ select private.delete_my_invitation_data('a9700000-0000-4000-a000-000000000101', 's', 'h', 't', null) $$,
  'P0002', 'Interview not found', 'Afterwards the invitation is no longer theirs.');
select is((select private.my_candidate_data() -> 'invitations'), '[]'::jsonb, 'Their export holds it no more.');
select tests.reset_authentication();
select is((select count(*)::int from public.candidate_comments where invitation_id = 'a9700000-0000-4000-a000-000000000101'), 0,
  'The notes about them are gone.');
select row_eq($$ select first_name, email, candidate_id from public.invitations where id = 'a9700000-0000-4000-a000-000000000101' $$,
  row('Deleted'::text, 'deleted-candidate@deleted.invalid'::text, null::uuid), 'The invitation is anonymised.');
select row_eq($$ select kind::text, invitation_id from public.mail_outbox where to_email = 't97.cand@example.com' $$,
  row('DATA_DELETED'::text, null::uuid), 'The confirmation goes to the candidate''s own address, tied to no invitation.');
select row_eq($$ select actor_id, actor_email, detail from public.audit_events
               where invitation_id = 'a9700000-0000-4000-a000-000000000101' and action = 'DELETED' $$,
  row(null::uuid, null::text, '{"what": "candidate data", "by": "candidate"}'::jsonb),
  'The workspace is told, naming nobody.');
select throws_ok($$ insert into public.mail_outbox (kind, to_email, subject, html, text_body) values ('REMINDER', 'x@example.com', 's', 'h', 't') $$,
  '23514', null, 'Only a DATA_DELETED e-mail may be tied to no invitation.');

select * from finish();
rollback;
