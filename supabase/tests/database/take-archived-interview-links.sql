-- An archived interview's invitation links stop working: get_interview_by_token, start_interview
-- and submit_answer refuse its tokens as not found (P0002) for every persona, while the same kind
-- of invitation of an active interview still opens.
begin;
select plan(13);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t15_cand');
select tests.create_supabase_user('t15_rec_owner');
select tests.create_supabase_user('t15_rec_other');
select tests.create_supabase_user('t15_admin');
select tests.set_role('t15_rec_owner', 'RECRUITER');
select tests.set_role('t15_rec_other', 'RECRUITER');
select tests.set_role('t15_admin', 'ADMIN');

-- Section: data (as postgres) ---------------------------------------------------------------------
insert into public.interviews (id, recruiter_id, title, status) values
  ('15100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t15_rec_owner'), 'Archived interview', 'ACTIVE'),
  ('15100000-0000-4000-a000-000000000002', tests.get_supabase_uid('t15_rec_owner'), 'Active interview', 'ACTIVE');
insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('15200000-0000-4000-a000-000000000001', '15100000-0000-4000-a000-000000000001', 1, 'Write a sentence.', 'TEXT');
insert into public.invitations
  (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token, expires_at)
values
  ('15300000-0000-4000-a000-000000000001', '15100000-0000-4000-a000-000000000001', null,
   'Pia', 'Pending', 'pending15@example.com', 'PENDING', 'tok15-archpending-xxxx', now() + interval '7 days'),
  ('15300000-0000-4000-a000-000000000002', '15100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t15_cand'),
   'Sam', 'Started', 'started15@example.com', 'STARTED', 'tok15-archstarted-xxxx', now() + interval '7 days'),
  ('15300000-0000-4000-a000-000000000003', '15100000-0000-4000-a000-000000000002', null,
   'Abe', 'Active', 'active15@example.com', 'PENDING', 'tok15-activepending-xx', now() + interval '7 days');
-- Invited while it was active, then archived (an archived interview takes no new invitations).
update public.interviews set status = 'ARCHIVED' where id = '15100000-0000-4000-a000-000000000001';

-- Section: get_interview_by_token for every persona -----------------------------------------------
select tests.clear_authentication();
select throws_ok($$select public.get_interview_by_token('tok15-archpending-xxxx')$$, 'P0002',
  'Interview not found or expired', 'Anon cannot open a pending invitation of an archived interview.');
select is(public.get_interview_by_token('tok15-activepending-xx') ->> 'status', 'PENDING',
  'Anon still opens a pending invitation of an active interview.');

select tests.authenticate_as('t15_cand');
select throws_ok($$select public.get_interview_by_token('tok15-archstarted-xxxx')$$, 'P0002',
  'Interview not found or expired', 'The candidate cannot open their started invitation of an archived interview.');

select tests.authenticate_as('t15_rec_owner');
select throws_ok($$select public.get_interview_by_token('tok15-archpending-xxxx')$$, 'P0002',
  'Interview not found or expired', 'The owning recruiter cannot open an archived interview''s link either.');

select tests.authenticate_as('t15_rec_other');
select throws_ok($$select public.get_interview_by_token('tok15-archpending-xxxx')$$, 'P0002',
  'Interview not found or expired', 'Another recruiter cannot open an archived interview''s link.');

select tests.authenticate_as('t15_admin');
select throws_ok($$select public.get_interview_by_token('tok15-archpending-xxxx')$$, 'P0002',
  'Interview not found or expired', 'An admin cannot open an archived interview''s link.');

-- Section: start_interview and submit_answer ------------------------------------------------------
select tests.authenticate_as('t15_cand');
select throws_ok($$select public.start_interview('tok15-archpending-xxxx')$$, 'P0002',
  'Interview not found or expired', 'The candidate cannot start a pending invitation of an archived interview.');
select throws_ok($$select public.start_interview('tok15-archstarted-xxxx')$$, 'P0002',
  'Interview not found or expired', 'The candidate cannot restart their started invitation of an archived interview.');
select throws_ok(
  $$select public.submit_answer('tok15-archstarted-xxxx', '15200000-0000-4000-a000-000000000001', 'An answer', null)$$,
  'P0002', 'Interview not found or expired',
  'The candidate cannot answer a question of an archived interview.');

select tests.reset_authentication();
select is((select status::text from public.invitations where id = '15300000-0000-4000-a000-000000000001'), 'PENDING',
  'The refused start left the pending invitation PENDING.');
select is((select count(*)::int from public.responses where invitation_id = '15300000-0000-4000-a000-000000000002'), 0,
  'The refused answer wrote no response.');

select tests.authenticate_as('t15_cand');
select lives_ok($$select public.give_consent('tok15-activepending-xx', '2026-11-27', true)$$,
  'The candidate agrees to the notice of a pending invitation of an active interview.');
select lives_ok($$select public.start_interview('tok15-activepending-xx')$$,
  'The candidate still starts a pending invitation of an active interview.');

select * from finish();
rollback;
