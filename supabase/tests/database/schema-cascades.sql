-- Cascades: what goes and what stays when an invitation, an interview or a user account is deleted.
--   An invitation takes its responses and e-mails with it, not its interview or questions.
--   An interview takes its questions, invitations, responses and e-mails.
--   A recruiter's account takes their profile, interviews and everything under them.
--   A candidate's account takes their profile, video resumes (and those resumes' views) and their
--   responses; invitations bound to them stay with candidate_id null, views they made of others'
--   resumes stay with viewer_id null, and admin_logs about them stay.
-- Ids of this file start with aa000000 so it never meets the seed or another file's rows.
begin;
select plan(31);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('rec_owner');
select tests.create_supabase_user('rec_gone');
select tests.create_supabase_user('cand_a');
select tests.create_supabase_user('cand_b');
select tests.create_supabase_user('cand_gone');
select tests.create_supabase_user('admin');
select tests.set_role('rec_owner', 'RECRUITER');
select tests.set_role('rec_gone', 'RECRUITER');
select tests.set_role('admin', 'ADMIN');

-- The accounts deleted below can no longer be looked up by identifier afterwards: keep their ids.
select set_config('cascades.rec_gone', tests.get_supabase_uid('rec_gone')::text, true);
select set_config('cascades.cand_gone', tests.get_supabase_uid('cand_gone')::text, true);
select set_config('cascades.cand_gone_email', tests.get_supabase_email('cand_gone'), true);

-- Section: data, arranged as postgres -------------------------------------------------------------
-- Interview ...01 (owning recruiter): questions ...11, ...12; invitation ...21 bound to candidate A
--   with responses ...31, ...32 and e-mail ...41; invitation ...22 unbound with e-mail ...42.
-- Interview ...02 (owning recruiter): question ...13; invitation ...23 (candidate B), response ...33, e-mail ...43.
-- Interview ...03 (the recruiter to delete): question ...14; invitation ...24 (candidate B),
--   response ...34, e-mail ...44.
-- Interview ...04 (owning recruiter): question ...15; invitation ...25 bound to the candidate to
--   delete, response ...35, e-mail ...45.
-- Video resume ...51 of the candidate to delete, viewed by candidate B (...61) and by anon (...62);
-- video resume ...52 of candidate B, viewed by the candidate to delete (...63).
-- Admin log ...71: the admin's note about the candidate to delete.
insert into public.interviews (id, recruiter_id, title) values
  ('aa000000-0000-4000-a000-000000000001', tests.get_supabase_uid('rec_owner'), 'Cascade interview one'),
  ('aa000000-0000-4000-a000-000000000002', tests.get_supabase_uid('rec_owner'), 'Cascade interview two'),
  ('aa000000-0000-4000-a000-000000000003', tests.get_supabase_uid('rec_gone'), 'Interview of a leaving recruiter'),
  ('aa000000-0000-4000-a000-000000000004', tests.get_supabase_uid('rec_owner'), 'Interview of a leaving candidate');

insert into public.questions (id, interview_id, order_number, text) values
  ('aa000000-0000-4000-a000-000000000011', 'aa000000-0000-4000-a000-000000000001', 1, 'First question.'),
  ('aa000000-0000-4000-a000-000000000012', 'aa000000-0000-4000-a000-000000000001', 2, 'Second question.'),
  ('aa000000-0000-4000-a000-000000000013', 'aa000000-0000-4000-a000-000000000002', 1, 'Only question.'),
  ('aa000000-0000-4000-a000-000000000014', 'aa000000-0000-4000-a000-000000000003', 1, 'Only question.'),
  ('aa000000-0000-4000-a000-000000000015', 'aa000000-0000-4000-a000-000000000004', 1, 'Only question.');

insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('aa000000-0000-4000-a000-000000000021', 'aa000000-0000-4000-a000-000000000001', tests.get_supabase_uid('cand_a'),
   'Alice', 'Able', 'alice@example.com', 'STARTED'),
  ('aa000000-0000-4000-a000-000000000022', 'aa000000-0000-4000-a000-000000000001', null,
   'Pat', 'Pending', 'pat@example.com', 'PENDING'),
  ('aa000000-0000-4000-a000-000000000023', 'aa000000-0000-4000-a000-000000000002', tests.get_supabase_uid('cand_b'),
   'Bea', 'Baker', 'bea@example.com', 'STARTED'),
  ('aa000000-0000-4000-a000-000000000024', 'aa000000-0000-4000-a000-000000000003', tests.get_supabase_uid('cand_b'),
   'Bea', 'Baker', 'bea@example.com', 'STARTED'),
  ('aa000000-0000-4000-a000-000000000025', 'aa000000-0000-4000-a000-000000000004', tests.get_supabase_uid('cand_gone'),
   'Gus', 'Gone', 'gus@example.com', 'STARTED');

insert into public.responses (id, invitation_id, question_id, candidate_id, response_text) values
  ('aa000000-0000-4000-a000-000000000031', 'aa000000-0000-4000-a000-000000000021', 'aa000000-0000-4000-a000-000000000011',
   tests.get_supabase_uid('cand_a'), 'Answer one.'),
  ('aa000000-0000-4000-a000-000000000032', 'aa000000-0000-4000-a000-000000000021', 'aa000000-0000-4000-a000-000000000012',
   tests.get_supabase_uid('cand_a'), 'Answer two.'),
  ('aa000000-0000-4000-a000-000000000033', 'aa000000-0000-4000-a000-000000000023', 'aa000000-0000-4000-a000-000000000013',
   tests.get_supabase_uid('cand_b'), 'Answer.'),
  ('aa000000-0000-4000-a000-000000000034', 'aa000000-0000-4000-a000-000000000024', 'aa000000-0000-4000-a000-000000000014',
   tests.get_supabase_uid('cand_b'), 'Answer.'),
  ('aa000000-0000-4000-a000-000000000035', 'aa000000-0000-4000-a000-000000000025', 'aa000000-0000-4000-a000-000000000015',
   tests.get_supabase_uid('cand_gone'), 'Answer.');

insert into public.mail_outbox (id, invitation_id, to_email, subject, html, text_body)
select ('aa000000-0000-4000-a000-0000000000' || n)::uuid, ('aa000000-0000-4000-a000-0000000000' || (n - 20))::uuid,
       'someone@example.com', 'Your interview', '<p>Hello</p>', 'Hello'
from unnest(array[41, 42, 43, 44, 45]) as n;

insert into public.video_resumes (id, candidate_id, video_path, public_url) values
  ('aa000000-0000-4000-a000-000000000051', tests.get_supabase_uid('cand_gone'),
   tests.get_supabase_uid('cand_gone') || '/intro.webm', 'video-resume-aa000000-0000-4000-a000-000000000051'),
  ('aa000000-0000-4000-a000-000000000052', tests.get_supabase_uid('cand_b'),
   tests.get_supabase_uid('cand_b') || '/intro.webm', 'video-resume-aa000000-0000-4000-a000-000000000052');

insert into public.resume_views (id, resume_id, viewer_id, viewer_key) values
  ('aa000000-0000-4000-a000-000000000061', 'aa000000-0000-4000-a000-000000000051', tests.get_supabase_uid('cand_b'), 'viewer-b'),
  ('aa000000-0000-4000-a000-000000000062', 'aa000000-0000-4000-a000-000000000051', null, 'anon-visitor'),
  ('aa000000-0000-4000-a000-000000000063', 'aa000000-0000-4000-a000-000000000052', tests.get_supabase_uid('cand_gone'), 'viewer-gone');

insert into public.admin_logs (id, admin_id, action, target_user_id, target_user_email, notes) values
  ('aa000000-0000-4000-a000-000000000071', tests.get_supabase_uid('admin'), 'DELETE_USER',
   tests.get_supabase_uid('cand_gone'), tests.get_supabase_email('cand_gone'), 'Account closed on request.');

-- Section: deleting an invitation (as the owning recruiter) ---------------------------------------
select tests.authenticate_as('rec_owner');
select is(
  tests.affected_rows($$ delete from public.invitations where id = 'aa000000-0000-4000-a000-000000000021' $$),
  1,
  'The owning recruiter deletes an invitation that has answers and an e-mail.'
);

select tests.reset_authentication();
select is_empty(
  $$ select id from public.responses where id in ('aa000000-0000-4000-a000-000000000031', 'aa000000-0000-4000-a000-000000000032') $$,
  'Deleting an invitation deletes its responses.'
);

select is_empty(
  $$ select id from public.mail_outbox where invitation_id = 'aa000000-0000-4000-a000-000000000021' $$,
  'Deleting an invitation deletes its mail_outbox rows.'
);

select results_eq(
  $$ select id from public.interviews where id = 'aa000000-0000-4000-a000-000000000001' $$,
  $$ values ('aa000000-0000-4000-a000-000000000001'::uuid) $$,
  'Deleting an invitation keeps its interview.'
);

select results_eq(
  $$ select id from public.questions where interview_id = 'aa000000-0000-4000-a000-000000000001' order by id $$,
  $$ values ('aa000000-0000-4000-a000-000000000011'::uuid), ('aa000000-0000-4000-a000-000000000012'::uuid) $$,
  'Deleting an invitation keeps the interview''s questions.'
);

select results_eq(
  $$ select inv.id, m.id from public.invitations inv join public.mail_outbox m on m.invitation_id = inv.id
     where inv.interview_id = 'aa000000-0000-4000-a000-000000000001' $$,
  $$ values ('aa000000-0000-4000-a000-000000000022'::uuid, 'aa000000-0000-4000-a000-000000000042'::uuid) $$,
  'Deleting an invitation keeps the interview''s other invitations and their e-mails.'
);

-- Section: deleting an interview (as the owning recruiter, then as postgres) ----------------------
select tests.authenticate_as('rec_owner');
select is(
  tests.affected_rows($$ delete from public.interviews where id = 'aa000000-0000-4000-a000-000000000002' $$),
  1,
  'The owning recruiter deletes an interview that has questions, an invitation, an answer and an e-mail.'
);

select tests.reset_authentication();
select is_empty(
  $$ select id from public.questions where id = 'aa000000-0000-4000-a000-000000000013' $$,
  'Deleting an interview deletes its questions.'
);

select is_empty(
  $$ select id from public.invitations where id = 'aa000000-0000-4000-a000-000000000023' $$,
  'Deleting an interview deletes its invitations.'
);

select is_empty(
  $$ select id from public.responses where id = 'aa000000-0000-4000-a000-000000000033' $$,
  'Deleting an interview deletes its responses.'
);

select is_empty(
  $$ select id from public.mail_outbox where id = 'aa000000-0000-4000-a000-000000000043' $$,
  'Deleting an interview deletes its mail_outbox rows.'
);

select is(
  tests.affected_rows($$ delete from public.interviews where id = 'aa000000-0000-4000-a000-000000000001' $$),
  1,
  'Server code deletes an interview too.'
);

select is_empty(
  $$ select id from public.questions where interview_id = 'aa000000-0000-4000-a000-000000000001'
     union all select id from public.invitations where interview_id = 'aa000000-0000-4000-a000-000000000001'
     union all select id from public.mail_outbox where id = 'aa000000-0000-4000-a000-000000000042' $$,
  'An interview deleted by server code takes its questions, invitations and e-mails with it.'
);

-- Section: deleting a recruiter's account ---------------------------------------------------------
select is(
  tests.affected_rows($$ delete from auth.users where id = current_setting('cascades.rec_gone')::uuid $$),
  1,
  'A recruiter''s account is deleted.'
);

select is_empty(
  $$ select id from public.profiles where id = current_setting('cascades.rec_gone')::uuid $$,
  'Deleting a recruiter''s account deletes their profile.'
);

select is_empty(
  $$ select id from public.interviews where id = 'aa000000-0000-4000-a000-000000000003' $$,
  'Deleting a recruiter''s account deletes their interviews.'
);

select is_empty(
  $$ select id from public.questions where id = 'aa000000-0000-4000-a000-000000000014'
     union all select id from public.invitations where id = 'aa000000-0000-4000-a000-000000000024' $$,
  'Deleting a recruiter''s account deletes their interviews'' questions and invitations.'
);

select is_empty(
  $$ select id from public.responses where id = 'aa000000-0000-4000-a000-000000000034'
     union all select id from public.mail_outbox where id = 'aa000000-0000-4000-a000-000000000044' $$,
  'Deleting a recruiter''s account deletes the responses and e-mails of their invitations.'
);

select results_eq(
  $$ select action::text, new_role::text from public.admin_logs where target_user_id = current_setting('cascades.rec_gone')::uuid $$,
  $$ values ('ROLE_CHANGE'::text, 'RECRUITER'::text) $$,
  'The admin log of the deleted recruiter''s role change remains.'
);

select results_eq(
  $$ select id from public.profiles where id = tests.get_supabase_uid('cand_b') $$,
  $$ values (tests.get_supabase_uid('cand_b')) $$,
  'Deleting a recruiter''s account keeps the accounts of the candidates they invited.'
);

-- Section: deleting a candidate's account ---------------------------------------------------------
select is(
  tests.affected_rows($$ delete from auth.users where id = current_setting('cascades.cand_gone')::uuid $$),
  1,
  'A candidate''s account is deleted.'
);

select is_empty(
  $$ select id from public.profiles where id = current_setting('cascades.cand_gone')::uuid $$,
  'Deleting a candidate''s account deletes their profile.'
);

select is_empty(
  $$ select id from public.video_resumes where id = 'aa000000-0000-4000-a000-000000000051' $$,
  'Deleting a candidate''s account deletes their video resumes.'
);

select is_empty(
  $$ select id from public.resume_views
     where id in ('aa000000-0000-4000-a000-000000000061', 'aa000000-0000-4000-a000-000000000062') $$,
  'Deleting a candidate''s account deletes the views of their video resumes.'
);

select is_empty(
  $$ select id from public.responses where id = 'aa000000-0000-4000-a000-000000000035' $$,
  'Deleting a candidate''s account deletes their responses.'
);

select results_eq(
  $$ select id, candidate_id, status::text from public.invitations where id = 'aa000000-0000-4000-a000-000000000025' $$,
  $$ values ('aa000000-0000-4000-a000-000000000025'::uuid, null::uuid, 'STARTED'::text) $$,
  'An invitation bound to the deleted candidate remains, with candidate_id null.'
);

select results_eq(
  $$ select id from public.interviews where id = 'aa000000-0000-4000-a000-000000000004'
     union all select id from public.questions where id = 'aa000000-0000-4000-a000-000000000015'
     union all select id from public.mail_outbox where id = 'aa000000-0000-4000-a000-000000000045' $$,
  $$ values ('aa000000-0000-4000-a000-000000000004'::uuid), ('aa000000-0000-4000-a000-000000000015'::uuid),
            ('aa000000-0000-4000-a000-000000000045'::uuid) $$,
  'The recruiter''s interview, question and invitation e-mail stay when the candidate goes.'
);

select results_eq(
  $$ select id, resume_id, viewer_id, viewer_key from public.resume_views where id = 'aa000000-0000-4000-a000-000000000063' $$,
  $$ values ('aa000000-0000-4000-a000-000000000063'::uuid, 'aa000000-0000-4000-a000-000000000052'::uuid, null::uuid, 'viewer-gone'::text) $$,
  'A view the deleted candidate made of another resume remains, with viewer_id null.'
);

select results_eq(
  $$ select id from public.video_resumes where id = 'aa000000-0000-4000-a000-000000000052' $$,
  $$ values ('aa000000-0000-4000-a000-000000000052'::uuid) $$,
  'The other candidate''s resume they viewed is untouched.'
);

select results_eq(
  $$ select id, admin_id, target_user_id, target_user_email from public.admin_logs where id = 'aa000000-0000-4000-a000-000000000071' $$,
  $$ values ('aa000000-0000-4000-a000-000000000071'::uuid, tests.get_supabase_uid('admin'),
             current_setting('cascades.cand_gone')::uuid, current_setting('cascades.cand_gone_email')) $$,
  'An admin log about the deleted candidate remains, still naming them.'
);

select results_eq(
  $$ select id, email from public.profiles where id in (tests.get_supabase_uid('cand_a'), tests.get_supabase_uid('cand_b')) order by email $$,
  $$ select id, email from (values (tests.get_supabase_uid('cand_a'), tests.get_supabase_email('cand_a')),
                                   (tests.get_supabase_uid('cand_b'), tests.get_supabase_email('cand_b'))) v (id, email)
     order by email $$,
  'Other candidates'' accounts are untouched by either deletion.'
);

select * from finish();
rollback;
