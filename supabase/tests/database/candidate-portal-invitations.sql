-- The candidate portal's invitations, per persona: anon; candidate A (confirmed e-mail); candidate B
-- (unconfirmed e-mail, then confirmed); candidate C (registers with an invitation token); sign-ups
-- with tokens that must bind nothing; the owning recruiter; another recruiter; admin.
-- Invitations carry ids bbbbbbbb-0012-…; everything rolls back. Seed-independent.
begin;
select plan(29);

-- Section: arrange ------------------------------------------------------------------------------
select tests.create_supabase_user('t12_cand_a', 't12.cand.a@test.example.com');
select tests.create_supabase_user('t12_cand_b', 't12.cand.b@test.example.com');
select tests.create_supabase_user('t12_owner');
select tests.create_supabase_user('t12_other');
select tests.create_supabase_user('t12_admin');
select tests.set_role('t12_owner', 'RECRUITER');
select tests.set_role('t12_other', 'RECRUITER');
select tests.set_role('t12_admin', 'ADMIN');
-- The company a candidate sees is the interview's workspace (issue #17).
update public.workspaces set name = 'T12 Corp' where created_by = tests.get_supabase_uid('t12_owner');
-- A has confirmed their address; B has not (tests.create_supabase_user leaves it unconfirmed).
update auth.users set email_confirmed_at = now() where id = tests.get_supabase_uid('t12_cand_a');

insert into public.interviews (id, recruiter_id, title) values
  ('bbbbbbbb-0012-4000-a000-000000000001', tests.get_supabase_uid('t12_owner'), 'T12 portal interview');

insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token) values
  -- Unbound, sent to A's address (in other letter case).
  ('bbbbbbbb-0012-4000-a000-000000000201', 'bbbbbbbb-0012-4000-a000-000000000001', null,
   'Ann', 'Mail', 'T12.Cand.A@test.example.com', 'PENDING', 'T12-mail-match-cand-A1'),
  -- Unbound, sent to B's address.
  ('bbbbbbbb-0012-4000-a000-000000000202', 'bbbbbbbb-0012-4000-a000-000000000001', null,
   'Bea', 'Mail', 't12.cand.b@test.example.com', 'PENDING', 'T12-mail-match-cand-B2'),
  -- Unbound, to some other address: C registers with its token.
  ('bbbbbbbb-0012-4000-a000-000000000203', 'bbbbbbbb-0012-4000-a000-000000000001', null,
   'Cal', 'Token', 't12.someone.else@example.com', 'PENDING', 'T12-register-token-003'),
  -- Bound to A, finished.
  ('bbbbbbbb-0012-4000-a000-000000000204', 'bbbbbbbb-0012-4000-a000-000000000001', tests.get_supabase_uid('t12_cand_a'),
   'Ann', 'Bound', 't12.elsewhere@example.com', 'COMPLETED', 'T12-bound-cand-A-done4'),
  -- Sent to A's address but taken by B: B's now.
  ('bbbbbbbb-0012-4000-a000-000000000205', 'bbbbbbbb-0012-4000-a000-000000000001', tests.get_supabase_uid('t12_cand_b'),
   'Ann', 'Taken', 't12.cand.a@test.example.com', 'STARTED', 'T12-taken-by-cand-B-05'),
  -- Bound to A and still pending: a sign-up with its token must not take it.
  ('bbbbbbbb-0012-4000-a000-000000000207', 'bbbbbbbb-0012-4000-a000-000000000001', tests.get_supabase_uid('t12_cand_a'),
   'Ann', 'Pending', 't12.pending.a@example.com', 'PENDING', 'T12-bound-cand-A-open7'),
  -- Cancelled: a sign-up with its token binds nothing.
  ('bbbbbbbb-0012-4000-a000-000000000208', 'bbbbbbbb-0012-4000-a000-000000000001', null,
   'Can', 'Celled', 't12.cancelled@example.com', 'CANCELLED', 'T12-cancelled-token-08');
-- Expired: a sign-up with its token binds nothing.
insert into public.invitations (id, interview_id, first_name, last_name, email, status, unique_link_token, created_at, expires_at)
values ('bbbbbbbb-0012-4000-a000-000000000206', 'bbbbbbbb-0012-4000-a000-000000000001',
        'Ex', 'Pired', 't12.expired@example.com', 'PENDING', 'T12-expired-token-0006',
        now() - interval '20 days', now() - interval '6 days');

-- Section: registration with an invitation token -------------------------------------------------
select lives_ok(
  $$select tests.create_supabase_user('t12_cand_c', null, '{"invitation_token": "T12-register-token-003"}')$$,
  'a candidate registers with an invitation token');
select results_eq(
  $$select candidate_id from public.invitations where id = 'bbbbbbbb-0012-4000-a000-000000000203'$$,
  $$select tests.get_supabase_uid('t12_cand_c')$$,
  'registering with an invitation token binds that invitation to the new account');

select lives_ok(
  $$select tests.create_supabase_user('t12_taker', null, '{"invitation_token": "T12-bound-cand-A-open7"}')$$,
  'registering with the token of an invitation bound to someone else still creates the account');
select results_eq(
  $$select candidate_id from public.invitations where id = 'bbbbbbbb-0012-4000-a000-000000000207'$$,
  $$select tests.get_supabase_uid('t12_cand_a')$$,
  'an invitation already bound to another account stays with that account');

select lives_ok(
  $$select tests.create_supabase_user('t12_late', null, '{"invitation_token": "T12-expired-token-0006"}')$$,
  'registering with an expired invitation''s token still creates the account');
select is(
  (select candidate_id from public.invitations where id = 'bbbbbbbb-0012-4000-a000-000000000206'),
  null::uuid,
  'an expired invitation is not bound at registration');

select lives_ok(
  $$select tests.create_supabase_user('t12_cancel', null, '{"invitation_token": "T12-cancelled-token-08"}')$$,
  'registering with a cancelled invitation''s token still creates the account');
select is(
  (select candidate_id from public.invitations where id = 'bbbbbbbb-0012-4000-a000-000000000208'),
  null::uuid,
  'a cancelled invitation is not bound at registration');

select lives_ok(
  $$select tests.create_supabase_user('t12_typo', null, '{"invitation_token": "not a token; drop table x"}')$$,
  'registering with a malformed token still creates the account and binds nothing');

-- Section: anon ---------------------------------------------------------------------------------
select tests.clear_authentication();

select throws_ok(
  $$select * from public.list_my_invitations()$$,
  '42501', null, 'anon cannot list invitations as a candidate');

-- Section: candidate A, e-mail confirmed ---------------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t12_cand_a');

select results_eq(
  $$select id from public.invitations where interview_id = 'bbbbbbbb-0012-4000-a000-000000000001' order by id$$,
  $$values ('bbbbbbbb-0012-4000-a000-000000000201'::uuid), ('bbbbbbbb-0012-4000-a000-000000000204'::uuid),
           ('bbbbbbbb-0012-4000-a000-000000000207'::uuid)$$,
  'a candidate reads their bound invitations and the unbound ones sent to their confirmed e-mail, in any letter case');
select results_eq(
  $$select id from public.list_my_invitations() order by id$$,
  $$values ('bbbbbbbb-0012-4000-a000-000000000201'::uuid), ('bbbbbbbb-0012-4000-a000-000000000204'::uuid),
           ('bbbbbbbb-0012-4000-a000-000000000207'::uuid)$$,
  'list_my_invitations gives the same invitations');
select results_eq(
  $$select status::text, unique_link_token, interview_title, company_name, expires_at > created_at, completed_at
    from public.list_my_invitations() where id = 'bbbbbbbb-0012-4000-a000-000000000201'$$,
  $$values ('PENDING'::text, 'T12-mail-match-cand-A1'::text, 'T12 portal interview'::text, 'T12 Corp'::text,
            true, null::timestamptz)$$,
  'each listed invitation carries its status, link token, interview title, company name and dates');
select is_empty(
  $$select id from public.list_my_invitations() where id = 'bbbbbbbb-0012-4000-a000-000000000205'$$,
  'an invitation sent to the candidate''s address but taken by another account is not theirs');
select is(
  tests.affected_rows($$update public.invitations set status = 'CANCELLED' where id = 'bbbbbbbb-0012-4000-a000-000000000201'$$),
  0, 'the invitee cannot cancel their invitation');
select is(
  tests.affected_rows($$delete from public.invitations where id = 'bbbbbbbb-0012-4000-a000-000000000201'$$),
  0, 'the invitee cannot delete their invitation');
select is_empty(
  $$select id from public.interviews where id = 'bbbbbbbb-0012-4000-a000-000000000001'$$,
  'the invitee still cannot read the interview row itself');

-- Section: candidate B, e-mail not confirmed -----------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t12_cand_b');

select is_empty(
  $$select id from public.invitations where id = 'bbbbbbbb-0012-4000-a000-000000000202'$$,
  'an invitation is not shown to an account whose e-mail merely matches without being confirmed');
select results_eq(
  $$select id from public.list_my_invitations()$$,
  $$values ('bbbbbbbb-0012-4000-a000-000000000205'::uuid)$$,
  'an unconfirmed account lists only the invitation bound to it');

select tests.reset_authentication();
update auth.users set email_confirmed_at = now() where id = tests.get_supabase_uid('t12_cand_b');
select tests.authenticate_as('t12_cand_b');

select results_eq(
  $$select id from public.invitations where id = 'bbbbbbbb-0012-4000-a000-000000000202'$$,
  $$values ('bbbbbbbb-0012-4000-a000-000000000202'::uuid)$$,
  'once the e-mail is confirmed, the invitation sent to it shows');
select results_eq(
  $$select id from public.list_my_invitations() order by id$$,
  $$values ('bbbbbbbb-0012-4000-a000-000000000202'::uuid), ('bbbbbbbb-0012-4000-a000-000000000205'::uuid)$$,
  'and it is listed beside the bound one');

-- Section: candidate C, registered with a token --------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t12_cand_c');

select results_eq(
  $$select id from public.list_my_invitations()$$,
  $$values ('bbbbbbbb-0012-4000-a000-000000000203'::uuid)$$,
  'the invitation bound at registration is listed, though it was sent to another address');
select results_eq(
  $$select id from public.invitations where interview_id = 'bbbbbbbb-0012-4000-a000-000000000001'$$,
  $$values ('bbbbbbbb-0012-4000-a000-000000000203'::uuid)$$,
  'and it is the only invitation the new account reads');

select tests.reset_authentication();
select tests.authenticate_as('t12_taker');
select is_empty(
  $$select id from public.list_my_invitations()$$,
  'a sign-up with a taken token lists nothing');

-- Section: the owning recruiter ------------------------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t12_owner');

select is_empty(
  $$select id from public.list_my_invitations()$$,
  'the invitations a recruiter sends are not their own as a candidate');
select is(
  (select count(*)::int from public.invitations where interview_id = 'bbbbbbbb-0012-4000-a000-000000000001'),
  8, 'the owning recruiter still sees every invitation of their interview');

-- Section: another recruiter ---------------------------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t12_other');

select is_empty(
  $$select id from public.invitations where interview_id = 'bbbbbbbb-0012-4000-a000-000000000001'$$,
  'another recruiter sees none of them');
select is_empty(
  $$select id from public.list_my_invitations()$$,
  'and lists none as a candidate');

-- Section: admin ---------------------------------------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t12_admin');

select is_empty(
  $$select id from public.list_my_invitations()$$,
  'an admin sees every invitation, but lists as their own only those addressed to them');

select * from finish();
rollback;
