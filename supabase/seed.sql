-- Demo data for local development (`npm run db:reset`). Local-only passwords, listed in the README.
-- Fixed ids so links and tests can name them. Runs as postgres, so invitations can be written in
-- any status and the role changes below are logged as server-side changes (admin_id null).

-- Section: accounts -------------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('password123', extensions.gen_salt('bf')), now(),
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name),
  now() - interval '30 days', now(), '', '', '', ''
from (values
  ('00000000-0000-4000-a000-000000000001'::uuid, 'admin@example.com', 'Ada', 'Admin'),
  ('00000000-0000-4000-a000-000000000002'::uuid, 'recruiter@example.com', 'Rita', 'Recruiter'),
  ('00000000-0000-4000-a000-000000000003'::uuid, 'recruiter2@example.com', 'Rob', 'Hiring'),
  ('00000000-0000-4000-a000-000000000004'::uuid, 'candidate@example.com', 'Cody', 'Candidate'),
  ('00000000-0000-4000-a000-000000000005'::uuid, 'candidate2@example.com', 'Cara', 'Applicant'),
  ('00000000-0000-4000-a000-000000000006'::uuid, 'teammate@example.com', 'Tom', 'Teammate'),
  ('00000000-0000-4000-a000-000000000007'::uuid, 'reviewer@example.com', 'Hana', 'Manager')
) as u (id, email, first_name, last_name);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), u.created_at, now()
from auth.users u
where u.id::text like '00000000-0000-4000-a000-%';

-- Section: workspaces -----------------------------------------------------------------------------
-- Acme Corp is a team: Rita owns it, Tom recruits, Hana reviews (Tom and Hana are platform
-- CANDIDATEs: membership alone gives them the recruiter screens). Globex is Rob's alone. Written
-- before the role changes below, so those find a workspace and make none; Ada gets her own.
insert into public.workspaces (id, name, slug, brand_color, email_sender_name, created_by) values
  ('30000000-0000-4000-a000-000000000001', 'Acme Corp', 'acme-corp', '#1c4f9c', 'Acme Corp Talent',
   '00000000-0000-4000-a000-000000000002'),
  ('30000000-0000-4000-a000-000000000002', 'Globex', 'globex', null, null,
   '00000000-0000-4000-a000-000000000003');
insert into public.workspace_members (workspace_id, user_id, role) values
  ('30000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000002', 'OWNER'),
  ('30000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000006', 'RECRUITER'),
  ('30000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000007', 'REVIEWER'),
  ('30000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000003', 'OWNER');

update public.profiles set role = 'ADMIN' where id = '00000000-0000-4000-a000-000000000001';
update public.profiles set role = 'RECRUITER', company_name = 'Acme Corp'
  where id = '00000000-0000-4000-a000-000000000002';
update public.profiles set role = 'RECRUITER', company_name = 'Globex'
  where id = '00000000-0000-4000-a000-000000000003';

-- Section: interviews and questions ---------------------------------------------------------------
insert into public.interviews (id, recruiter_id, title, description, welcome_video_url, status, created_at) values
  ('10000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000002',
   'Senior Frontend Engineer', 'A short first interview for our frontend team: three questions, about 10 minutes.',
   'https://example.com/welcome-video', 'ACTIVE', now() - interval '20 days'),
  ('10000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000003',
   'Customer Success Manager', 'Tell us how you help customers succeed.', null, 'ACTIVE', now() - interval '10 days'),
  ('10000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000002',
   'Summer Internship 2025', null, null, 'ARCHIVED', now() - interval '200 days');

insert into public.questions (id, interview_id, order_number, text, response_format, time_limit_seconds) values
  ('20000000-0000-4000-a000-000000000001', '10000000-0000-4000-a000-000000000001', 1,
   'Tell us about a user interface you are proud of and why.', 'VIDEO', 120),
  ('20000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000001', 2,
   'How do you keep a large React code base easy to change?', 'AUDIO', 180),
  ('20000000-0000-4000-a000-000000000003', '10000000-0000-4000-a000-000000000001', 3,
   'Describe how you would make a slow page load fast on a phone.', 'TEXT', 300),
  ('20000000-0000-4000-a000-000000000004', '10000000-0000-4000-a000-000000000002', 1,
   'Walk us through a time you turned an unhappy customer around.', 'VIDEO', 120),
  ('20000000-0000-4000-a000-000000000005', '10000000-0000-4000-a000-000000000003', 1,
   'Why do you want this internship?', 'TEXT', 120);

-- Section: invitations in every status ------------------------------------------------------------
insert into public.invitations (
  id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token,
  created_at, expires_at, started_at, completed_at, reviewed_at, cancelled_at
) values
  ('30000000-0000-4000-a000-000000000001', '10000000-0000-4000-a000-000000000001', null,
   'Pat', 'Pending', 'pat.pending@example.com', 'PENDING', 'demo-pending-token-001',
   now() - interval '2 days', now() + interval '12 days', null, null, null, null),
  ('30000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000004',
   'Cody', 'Candidate', 'candidate@example.com', 'PENDING', 'demo-candidate-token-1',
   now() - interval '1 day', now() + interval '13 days', null, null, null, null),
  ('30000000-0000-4000-a000-000000000003', '10000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000004',
   'Cody', 'Candidate', 'candidate@example.com', 'STARTED', 'demo-started-token-001',
   now() - interval '3 days', now() + interval '11 days', now() - interval '1 hour', null, null, null),
  ('30000000-0000-4000-a000-000000000004', '10000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000005',
   'Cara', 'Applicant', 'candidate2@example.com', 'COMPLETED', 'demo-completed-token01',
   now() - interval '6 days', now() + interval '8 days', now() - interval '5 days', now() - interval '5 days', null, null),
  ('30000000-0000-4000-a000-000000000005', '10000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000004',
   'Cody', 'Candidate', 'candidate@example.com', 'REVIEWED', 'demo-reviewed-token-01',
   now() - interval '9 days', now() + interval '5 days', now() - interval '8 days', now() - interval '8 days', now() - interval '7 days', null),
  ('30000000-0000-4000-a000-000000000006', '10000000-0000-4000-a000-000000000001', null,
   'Cal', 'Cancelled', 'cal.cancelled@example.com', 'CANCELLED', 'demo-cancelled-token01',
   now() - interval '4 days', now() + interval '10 days', null, null, null, now() - interval '3 days'),
  ('30000000-0000-4000-a000-000000000007', '10000000-0000-4000-a000-000000000001', null,
   'Ed', 'Expired', 'ed.expired@example.com', 'PENDING', 'demo-expired-token-001',
   now() - interval '20 days', now() - interval '6 days', null, null, null, null);

-- Each invitation's e-mail history, which its e-mail status is read from: sent, except the
-- cancelled one's, which failed. Written settled, so no send_mail job is queued for them.
insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, status, attempts, last_error, created_at, sent_at)
select inv.id, inv.email, 'Your interview invitation', '', '',
       case when inv.status = 'CANCELLED' then 'FAILED' else 'SENT' end::public.mail_outbox_status, 1,
       case when inv.status = 'CANCELLED' then 'The mailbox does not exist' end,
       inv.created_at, case when inv.status <> 'CANCELLED' then inv.created_at end
from public.invitations inv
where inv.id::text like '30000000-0000-4000-a000-%';

-- Section: answers --------------------------------------------------------------------------------
-- Recordings are referenced by their storage path; the media files themselves are not seeded.
insert into public.responses (invitation_id, question_id, candidate_id, response_text, media_path, attempts, transcription, ai_insights, analyzed_at) values
  ('30000000-0000-4000-a000-000000000003', '20000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000004',
   'I would measure first with a throttled profile, then split the bundle per route and lazy-load images.', null, 1, null, null, null),
  ('30000000-0000-4000-a000-000000000004', '20000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000005',
   null, '30000000-0000-4000-a000-000000000004/20000000-0000-4000-a000-000000000001/answer.webm', 1, null, null, null),
  ('30000000-0000-4000-a000-000000000004', '20000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000005',
   null, '30000000-0000-4000-a000-000000000004/20000000-0000-4000-a000-000000000002/answer.webm', 2, null, null, null),
  ('30000000-0000-4000-a000-000000000004', '20000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000005',
   'Profile on a real phone, cut JavaScript, cache aggressively and render the first screen on the server.', null, 1, null, null, null),
  ('30000000-0000-4000-a000-000000000005', '20000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000004',
   null, '30000000-0000-4000-a000-000000000005/20000000-0000-4000-a000-000000000001/answer.webm', 1,
   'I rebuilt our checkout form so that it works with a keyboard and a screen reader, and conversions went up.',
   '{"score": 84, "summary": "Clear, concrete example with measured impact.", "strengths": ["Accessibility focus", "Talks about outcomes"], "concerns": ["Little detail on testing"], "communication_quality": "Clear and structured.", "technical_competency": "Solid frontend fundamentals.", "recommendations": ["Ask how they tested the form"], "talking_points": ["What would you change today?"]}'::jsonb,
   now() - interval '7 days'),
  ('30000000-0000-4000-a000-000000000005', '20000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000004',
   null, '30000000-0000-4000-a000-000000000005/20000000-0000-4000-a000-000000000002/answer.webm', 1, null, null, null),
  ('30000000-0000-4000-a000-000000000005', '20000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000004',
   'Measure, then remove what is not needed for the first screen.', null, 1, null, null, null);

-- Section: scorecards (issue #18) -----------------------------------------------------------------
-- Acme's Senior Frontend Engineer interview is rated on three competencies (from the Engineering
-- template), so the demo shows a scorecard; each question evaluates one or two of them.
insert into public.scorecard_competencies (id, interview_id, position, name, description, anchors) values
  ('a1800000-0000-4000-a000-000000000001', '10000000-0000-4000-a000-000000000001', 1, 'Technical depth',
   'Knows their tools and the principles underneath, and explains why things work the way they do.',
   array['Cannot explain the basics of the technologies they list.',
         'Knows how to use the tools but not why they work as they do.',
         'Solid working knowledge; explains the main mechanisms correctly.',
         'Explains internals and limits, and when to choose one approach over another.',
         'Deep, accurate understanding; connects details to system-level consequences with clear examples.']),
  ('a1800000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000001', 2, 'Code quality',
   'Writes code that is correct, readable, tested and easy to change.',
   array['No attention to readability or tests.',
         'Code works, but testing and naming are afterthoughts.',
         'Writes readable code with reasonable tests.',
         'Keeps code simple, well tested and easy to review; explains their standards.',
         'Sets the bar for the team: clear design, meaningful tests and pragmatic judgement on when to stop.']),
  ('a1800000-0000-4000-a000-000000000003', '10000000-0000-4000-a000-000000000001', 3, 'Communication',
   'Explains ideas clearly and in a sensible order, and fits the answer to the question asked.',
   array['Hard to follow; the answer does not address the question.',
         'Addresses the question in part, but jumps around or stays vague.',
         'Clear and on topic, with a few detours or unexplained terms.',
         'Clear, well ordered and concise; the main point comes early.',
         'Crisp and structured; adapts the level of detail to the listener without being asked.']);

insert into public.question_competencies (question_id, competency_id) values
  ('20000000-0000-4000-a000-000000000001', 'a1800000-0000-4000-a000-000000000003'),
  ('20000000-0000-4000-a000-000000000002', 'a1800000-0000-4000-a000-000000000002'),
  ('20000000-0000-4000-a000-000000000002', 'a1800000-0000-4000-a000-000000000003'),
  ('20000000-0000-4000-a000-000000000003', 'a1800000-0000-4000-a000-000000000001');
