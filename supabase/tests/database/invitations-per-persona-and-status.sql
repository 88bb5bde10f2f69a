-- Invitations, per persona: anon, candidate A (bound to an invitation), candidate B, the owning
-- recruiter, another recruiter, admin; then the status transitions (allowed, reserved for the
-- candidate's token functions, forbidden), e-mail format, token and expiry defaults, and the
-- columns a recruiter may not write on insert. Rows arranged as postgres carry ids bbbbbbbb-0004-…;
-- rows created as a persona are found by their e-mail. Seed-independent.
begin;
select plan(100);

-- Section: arrange ------------------------------------------------------------------------------
select tests.create_supabase_user('t04_cand_a');
select tests.create_supabase_user('t04_cand_b');
select tests.create_supabase_user('t04_owner');
select tests.create_supabase_user('t04_other');
select tests.create_supabase_user('t04_admin');
select tests.set_role('t04_owner', 'RECRUITER');
select tests.set_role('t04_other', 'RECRUITER');
select tests.set_role('t04_admin', 'ADMIN');

insert into public.interviews (id, recruiter_id, title) values
  ('bbbbbbbb-0004-4000-a000-000000000001', tests.get_supabase_uid('t04_owner'), 'T04 owner interview'),
  ('bbbbbbbb-0004-4000-a000-000000000002', tests.get_supabase_uid('t04_other'), 'T04 other recruiter interview');

-- One invitation per scenario, in the status the scenario starts from (postgres may insert any status).
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token) values
  ('bbbbbbbb-0004-4000-a000-000000000101', 'bbbbbbbb-0004-4000-a000-000000000001', tests.get_supabase_uid('t04_cand_a'),
   'Ann', 'Bound', 't04.bound@example.com', 'PENDING', 'T04-bound-to-cand-A-01'),
  ('bbbbbbbb-0004-4000-a000-000000000102', 'bbbbbbbb-0004-4000-a000-000000000001', null,
   'Una', 'Bound', 't04.unbound@example.com', 'PENDING', 'T04-unbound-pending-02'),
  ('bbbbbbbb-0004-4000-a000-000000000103', 'bbbbbbbb-0004-4000-a000-000000000001', null,
   'Owen', 'Reviews', 't04.owner.reviews@example.com', 'COMPLETED', 'T04-owner-reviews--003'),
  ('bbbbbbbb-0004-4000-a000-000000000104', 'bbbbbbbb-0004-4000-a000-000000000001', null,
   'Sta', 'Rt', 't04.pending.start@example.com', 'PENDING', 'T04-pending-to-start04'),
  ('bbbbbbbb-0004-4000-a000-000000000105', 'bbbbbbbb-0004-4000-a000-000000000001', null,
   'Com', 'Plete', 't04.started@example.com', 'STARTED', 'T04-started-complete05'),
  ('bbbbbbbb-0004-4000-a000-000000000106', 'bbbbbbbb-0004-4000-a000-000000000001', null,
   'Done', 'Already', 't04.completed@example.com', 'COMPLETED', 'T04-completed-stays-06'),
  ('bbbbbbbb-0004-4000-a000-000000000107', 'bbbbbbbb-0004-4000-a000-000000000001', null,
   'Can', 'Celled', 't04.cancelled@example.com', 'CANCELLED', 'T04-cancelled-stays-07'),
  ('bbbbbbbb-0004-4000-a000-000000000108', 'bbbbbbbb-0004-4000-a000-000000000001', null,
   'Rev', 'Iewed', 't04.reviewed@example.com', 'REVIEWED', 'T04-reviewed-stays--08'),
  ('bbbbbbbb-0004-4000-a000-000000000109', 'bbbbbbbb-0004-4000-a000-000000000001', null,
   'Del', 'Owner', 't04.owner.deletes@example.com', 'PENDING', 'T04-owner-deletes--009'),
  ('bbbbbbbb-0004-4000-a000-000000000110', 'bbbbbbbb-0004-4000-a000-000000000001', null,
   'Adm', 'Cancels', 't04.admin.cancels@example.com', 'PENDING', 'T04-admin-cancels--010'),
  ('bbbbbbbb-0004-4000-a000-000000000111', 'bbbbbbbb-0004-4000-a000-000000000001', null,
   'Adm', 'Reviews', 't04.admin.reviews@example.com', 'COMPLETED', 'T04-admin-reviews--011'),
  ('bbbbbbbb-0004-4000-a000-000000000112', 'bbbbbbbb-0004-4000-a000-000000000001', null,
   'Adm', 'Deletes', 't04.admin.deletes@example.com', 'PENDING', 'T04-admin-deletes--012'),
  ('bbbbbbbb-0004-4000-a000-000000000113', 'bbbbbbbb-0004-4000-a000-000000000001', null,
   'Server', 'Side', 't04.server.side@example.com', 'PENDING', 'T04-server-side-path13'),
  ('bbbbbbbb-0004-4000-a000-000000000114', 'bbbbbbbb-0004-4000-a000-000000000001', null,
   'Token', 'Path', 't04.token.path@example.com', 'PENDING', 'T04-token-path-cand-B4'),
  ('bbbbbbbb-0004-4000-a000-000000000115', 'bbbbbbbb-0004-4000-a000-000000000002', null,
   'Other', 'Invite', 't04.other.invite@example.com', 'PENDING', 'T04-other-recruiter-15');

-- The ids of the invitations sent to these addresses, whoever asks: the tests find the rows they
-- made by address, and the caller, who may not select it (invitations-identity.sql), reads
-- them as row-level security lets them.
create function pg_temp.invitation_ids(variadic p_emails text[]) returns setof uuid
language sql security definer as $$ select id from public.invitations where email = any (p_emails) $$;
grant execute on function pg_temp.invitation_ids(text[]) to authenticated, anon;

-- Section: anon ---------------------------------------------------------------------------------
select tests.clear_authentication();

select throws_ok(
  $$select id from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000101'$$,
  '42501', null, 'anon cannot read invitations');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Anon', 'Ymous', 't04.anon@example.com')$$,
  '42501', null, 'anon cannot create an invitation');
select throws_ok(
  $$update public.invitations set status = 'CANCELLED' where id = 'bbbbbbbb-0004-4000-a000-000000000102'$$,
  '42501', null, 'anon cannot update an invitation');
select throws_ok(
  $$delete from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000102'$$,
  '42501', null, 'anon cannot delete an invitation');

-- Section: the owning recruiter: read and create ------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t04_owner');

select results_eq(
  $$select (private.invitation_identity(id)).email from public.invitations
    where id in ('bbbbbbbb-0004-4000-a000-000000000101', 'bbbbbbbb-0004-4000-a000-000000000102') order by 1$$,
  $$values ('t04.bound@example.com'::text), ('t04.unbound@example.com'::text)$$,
  'the owner sees the invitations of their interview, bound or not');
select is_empty(
  $$select id from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000115'$$,
  'the owner does not see the invitations of another recruiter''s interview');

select lives_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'New', 'Person', 't04.new.person@example.com')$$,
  'the owner invites a candidate to their interview');
select results_eq(
  $$select status::text, candidate_id, private.invitation_link_token(id) ~ '^[A-Za-z0-9_-]{22}$'
    from public.invitations where id in (select pg_temp.invitation_ids('t04.new.person@example.com'))$$,
  $$values ('PENDING'::text, null::uuid, true)$$,
  'a new invitation is PENDING, unbound, with a 22-character URL-safe token');
select results_eq(
  $$select expires_at = created_at + interval '7 days', expires_at = now() + interval '7 days'
    from public.invitations where id in (select pg_temp.invitation_ids('t04.new.person@example.com'))$$,
  $$values (true, true)$$,
  'a new invitation expires 7 days (its interview''s default deadline) after it was created');
select results_eq(
  $$select started_at, completed_at, reviewed_at, cancelled_at
    from public.invitations where id in (select pg_temp.invitation_ids('t04.new.person@example.com'))$$,
  $$values (null::timestamptz, null::timestamptz, null::timestamptz, null::timestamptz)$$,
  'a new invitation has no status timestamps');

select lives_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email, expires_at)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Second', 'Person', 't04.second.person@example.com',
            now() + interval '3 days')$$,
  'the owner may choose an earlier expiry');
select ok(
  (select count(distinct private.invitation_link_token(id)) = 2 from public.invitations
    where id in (select pg_temp.invitation_ids('t04.new.person@example.com', 't04.second.person@example.com'))),
  'two new invitations get different tokens');
select results_eq(
  $$select expires_at = now() + interval '3 days' from public.invitations where id in (select pg_temp.invitation_ids('t04.second.person@example.com'))$$,
  $$values (true)$$,
  'a chosen expiry is kept');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email, expires_at)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Past', 'Due', 't04.past.due@example.com',
            now() - interval '1 day')$$,
  '23514', null, 'an invitation cannot expire before it was created');

select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email, status)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Pre', 'Started', 't04.prestarted@example.com', 'STARTED')$$,
  '42501', null, 'the owner cannot choose the status of a new invitation');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email, status)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Pre', 'Pending', 't04.prepending@example.com', 'PENDING')$$,
  '42501', null, 'the status column cannot be written on insert even with PENDING');
select throws_ok(
  format($$insert into public.invitations (interview_id, first_name, last_name, email, candidate_id)
           values ('bbbbbbbb-0004-4000-a000-000000000001', 'Pre', 'Bound', 't04.prebound@example.com', %L)$$,
         tests.get_supabase_uid('t04_cand_b')),
  '42501', null, 'the owner cannot bind a new invitation to a candidate');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email, unique_link_token)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Pre', 'Token', 't04.pretoken@example.com', 'T04-chosen-by-owner-01')$$,
  '42501', null, 'the owner cannot choose the token of a new invitation');
select throws_ok(
  $$insert into public.invitations (id, interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000199', 'bbbbbbbb-0004-4000-a000-000000000001', 'Pre', 'Id', 't04.preid@example.com')$$,
  '42501', null, 'the owner cannot choose the id of a new invitation');

select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Bad', 'Mail', 'not-an-email')$$,
  '23514', null, 'an e-mail without @ is rejected');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Bad', 'Mail', 'someone@localhost')$$,
  '23514', null, 'an e-mail without a dotted domain is rejected');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Bad', 'Mail', 'two words@example.com')$$,
  '23514', null, 'an e-mail with a space is rejected');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000001', ' ', 'Blank', 't04.blank.first@example.com')$$,
  '23514', null, 'a blank first name is rejected');

select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000002', 'Cross', 'Over', 't04.crossover@example.com')$$,
  '42501', null, 'the owner cannot invite to another recruiter''s interview');

-- Section: the owning recruiter: status moves ---------------------------------------------------
select is(
  tests.affected_rows($$update public.invitations set status = 'CANCELLED'
                        where id = 'bbbbbbbb-0004-4000-a000-000000000102'$$),
  1, 'the owner cancels a PENDING invitation');
select results_eq(
  $$select status::text, cancelled_at = now() from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000102'$$,
  $$values ('CANCELLED'::text, true)$$,
  'the cancelled invitation is CANCELLED with cancelled_at set by the trigger');

select is(
  tests.affected_rows($$update public.invitations set status = 'REVIEWED'
                        where id = 'bbbbbbbb-0004-4000-a000-000000000103'$$),
  1, 'the owner marks a COMPLETED invitation reviewed');
select results_eq(
  $$select status::text, reviewed_at = now() from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000103'$$,
  $$values ('REVIEWED'::text, true)$$,
  'the reviewed invitation is REVIEWED with reviewed_at set by the trigger');

select throws_ok(
  $$update public.invitations set status = 'STARTED' where id = 'bbbbbbbb-0004-4000-a000-000000000104'$$,
  '42501', null, 'the owner cannot start an invitation (PENDING to STARTED belongs to the candidate)');
select throws_ok(
  $$update public.invitations set status = 'COMPLETED' where id = 'bbbbbbbb-0004-4000-a000-000000000105'$$,
  '42501', null, 'the owner cannot complete an invitation (STARTED to COMPLETED belongs to the candidate)');
select throws_ok(
  $$update public.invitations set status = 'COMPLETED' where id = 'bbbbbbbb-0004-4000-a000-000000000104'$$,
  '23514', null, 'PENDING cannot jump to COMPLETED');
select throws_ok(
  $$update public.invitations set status = 'REVIEWED' where id = 'bbbbbbbb-0004-4000-a000-000000000104'$$,
  '23514', null, 'PENDING cannot jump to REVIEWED');
select throws_ok(
  $$update public.invitations set status = 'CANCELLED' where id = 'bbbbbbbb-0004-4000-a000-000000000105'$$,
  '23514', null, 'a STARTED invitation cannot be cancelled');
select throws_ok(
  $$update public.invitations set status = 'PENDING' where id = 'bbbbbbbb-0004-4000-a000-000000000106'$$,
  '23514', null, 'COMPLETED cannot go back to PENDING');
select throws_ok(
  $$update public.invitations set status = 'CANCELLED' where id = 'bbbbbbbb-0004-4000-a000-000000000106'$$,
  '23514', null, 'a COMPLETED invitation cannot be cancelled');
select throws_ok(
  $$update public.invitations set status = 'PENDING' where id = 'bbbbbbbb-0004-4000-a000-000000000107'$$,
  '23514', null, 'CANCELLED cannot go back to PENDING');
select throws_ok(
  $$update public.invitations set status = 'STARTED' where id = 'bbbbbbbb-0004-4000-a000-000000000107'$$,
  '23514', null, 'a CANCELLED invitation cannot be started');
select throws_ok(
  $$update public.invitations set status = 'COMPLETED' where id = 'bbbbbbbb-0004-4000-a000-000000000108'$$,
  '23514', null, 'REVIEWED cannot go back to COMPLETED');
select throws_ok(
  $$update public.invitations set status = 'PENDING' where id = 'bbbbbbbb-0004-4000-a000-000000000105'$$,
  '23514', null, 'STARTED cannot go back to PENDING');
select is(
  tests.affected_rows($$update public.invitations set status = 'PENDING'
                        where id = 'bbbbbbbb-0004-4000-a000-000000000104'$$),
  1, 'setting the status it already has is not a move and is accepted');
select throws_ok(
  $$update public.invitations set cancelled_at = now() where id = 'bbbbbbbb-0004-4000-a000-000000000104'$$,
  '42501', null, 'the owner cannot write a status timestamp directly');
select throws_ok(
  $$update public.invitations set expires_at = now() + interval '1 year' where id = 'bbbbbbbb-0004-4000-a000-000000000104'$$,
  '42501', null, 'the owner cannot extend an invitation after it was sent');
select throws_ok(
  $$update public.invitations set email_status = 'FAILED' where id = 'bbbbbbbb-0004-4000-a000-000000000104'$$,
  '42703', null, 'an invitation stores no e-mail status of its own: it is read from its outbox rows');

select is(
  tests.affected_rows($$delete from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000109'$$),
  1, 'the owner deletes an invitation of their interview');

-- Section: another recruiter --------------------------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t04_other');

select is_empty(
  $$select id from public.invitations where interview_id = 'bbbbbbbb-0004-4000-a000-000000000001'$$,
  'the other recruiter sees none of the owner''s invitations');
select is_empty(
  $$select id from public.invitations where id in (select pg_temp.invitation_ids('t04.new.person@example.com'))$$,
  'the other recruiter cannot see the invitation the owner created');
select results_eq(
  $$select (private.invitation_identity(id)).email from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000115'$$,
  $$values ('t04.other.invite@example.com'::text)$$,
  'the other recruiter sees the invitations of their own interview');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Sneaky', 'Invite', 't04.sneaky@example.com')$$,
  '42501', null, 'the other recruiter cannot invite to the owner''s interview');
select is(
  tests.affected_rows($$update public.invitations set status = 'CANCELLED'
                        where id = 'bbbbbbbb-0004-4000-a000-000000000101'$$),
  0, 'the other recruiter cannot cancel the owner''s invitation');
select is(
  tests.affected_rows($$update public.invitations set status = 'PENDING'
                        where interview_id = 'bbbbbbbb-0004-4000-a000-000000000001'$$),
  0, 'the other recruiter cannot update the owner''s invitations at all');
select is(
  tests.affected_rows($$delete from public.invitations where interview_id = 'bbbbbbbb-0004-4000-a000-000000000001'$$),
  0, 'the other recruiter cannot delete the owner''s invitations');

-- Section: candidate A, bound to invitation 101 --------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t04_cand_a');

select results_eq(
  $$select (private.invitation_identity(id)).email, status::text from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000101'$$,
  $$values ('t04.bound@example.com'::text, 'PENDING'::text)$$,
  'candidate A sees the invitation bound to them');
select is_empty(
  $$select id from public.invitations
    where interview_id = 'bbbbbbbb-0004-4000-a000-000000000001' and id <> 'bbbbbbbb-0004-4000-a000-000000000101'$$,
  'candidate A sees no other invitation of the interview');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Self', 'Invite', 't04.self.a@example.com')$$,
  '42501', null, 'candidate A cannot create an invitation');
select is(
  tests.affected_rows($$update public.invitations set status = 'CANCELLED'
                        where id = 'bbbbbbbb-0004-4000-a000-000000000101'$$),
  0, 'candidate A cannot update the invitation bound to them');
select throws_ok(
  $$update public.mail_outbox set status = 'SENT'$$,
  '42501', null, 'candidate A cannot change any e-mail status: the outbox is written by the server');
select is(
  tests.affected_rows($$delete from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000101'$$),
  0, 'candidate A cannot delete the invitation bound to them');

-- Section: candidate B, bound to nothing yet ----------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t04_cand_b');

select is_empty(
  $$select id from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000101'$$,
  'candidate B cannot see candidate A''s invitation');
select is_empty(
  $$select id from public.invitations where interview_id = 'bbbbbbbb-0004-4000-a000-000000000001'$$,
  'candidate B sees no invitation of the interview');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Self', 'Invite', 't04.self.b@example.com')$$,
  '42501', null, 'candidate B cannot create an invitation');
select is(
  tests.affected_rows($$update public.invitations set status = 'CANCELLED'
                        where id = 'bbbbbbbb-0004-4000-a000-000000000101'$$),
  0, 'candidate B cannot update candidate A''s invitation');
select is(
  tests.affected_rows($$delete from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000101'$$),
  0, 'candidate B cannot delete candidate A''s invitation');

-- The candidate's own path: the token functions start and complete the interview.
select lives_ok(
  $$select public.give_consent('T04-token-path-cand-B4', '2026-11-27', true)$$,
  'candidate B agrees to the notice');
select lives_ok(
  $$select public.start_interview('T04-token-path-cand-B4')$$,
  'candidate B starts an interview with its token');
select results_eq(
  $$select status::text, candidate_id, started_at = now() from public.invitations
    where id = 'bbbbbbbb-0004-4000-a000-000000000114'$$,
  $$select 'STARTED'::text, tests.get_supabase_uid('t04_cand_b'), true$$,
  'starting binds the invitation to candidate B, who now sees it STARTED with started_at set');
select lives_ok(
  $$select public.complete_interview('T04-token-path-cand-B4')$$,
  'candidate B completes the interview (it has no questions) with its token');
select results_eq(
  $$select status::text, completed_at = now() from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000114'$$,
  $$values ('COMPLETED'::text, true)$$,
  'the completed invitation is COMPLETED with completed_at set');
select is(
  tests.affected_rows($$update public.invitations set status = 'REVIEWED'
                        where id = 'bbbbbbbb-0004-4000-a000-000000000114'$$),
  0, 'candidate B cannot mark their own invitation reviewed');

-- Section: admin --------------------------------------------------------------------------------
select tests.reset_authentication();
select tests.authenticate_as('t04_admin');

select results_eq(
  $$select (private.invitation_identity(id)).email from public.invitations
    where id in ('bbbbbbbb-0004-4000-a000-000000000101', 'bbbbbbbb-0004-4000-a000-000000000115') order by 1$$,
  $$values ('t04.bound@example.com'::text), ('t04.other.invite@example.com'::text)$$,
  'the admin sees the invitations of every recruiter');
select results_eq(
  $$select count(*)::int from public.invitations where id in (select pg_temp.invitation_ids('t04.new.person@example.com', 't04.second.person@example.com'))$$,
  $$values (2)$$,
  'the admin sees the invitations the owner created');
select lives_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'By', 'Admin', 't04.by.admin@example.com')$$,
  'the admin invites a candidate to another recruiter''s interview');
select results_eq(
  $$select status::text, private.invitation_link_token(id) ~ '^[A-Za-z0-9_-]{22}$' from public.invitations where id in (select pg_temp.invitation_ids('t04.by.admin@example.com'))$$,
  $$values ('PENDING'::text, true)$$,
  'the admin''s invitation is PENDING with a generated token');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email, status)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Admin', 'Status', 't04.admin.status@example.com', 'REVIEWED')$$,
  '42501', null, 'the admin cannot choose the status of a new invitation either');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Bad', 'Admin', 'admin at example dot com')$$,
  '23514', null, 'a bad e-mail is rejected for the admin too');

select is(
  tests.affected_rows($$update public.invitations set status = 'CANCELLED'
                        where id = 'bbbbbbbb-0004-4000-a000-000000000110'$$),
  1, 'the admin cancels another recruiter''s PENDING invitation');
select results_eq(
  $$select status::text, cancelled_at = now() from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000110'$$,
  $$values ('CANCELLED'::text, true)$$,
  'the admin''s cancellation sets cancelled_at');
select is(
  tests.affected_rows($$update public.invitations set status = 'REVIEWED'
                        where id = 'bbbbbbbb-0004-4000-a000-000000000111'$$),
  1, 'the admin marks another recruiter''s COMPLETED invitation reviewed');
select results_eq(
  $$select status::text, reviewed_at = now() from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000111'$$,
  $$values ('REVIEWED'::text, true)$$,
  'the admin''s review sets reviewed_at');
select throws_ok(
  $$update public.invitations set status = 'STARTED' where id = 'bbbbbbbb-0004-4000-a000-000000000104'$$,
  '42501', null, 'the admin cannot start an invitation directly');
select throws_ok(
  $$update public.invitations set status = 'COMPLETED' where id = 'bbbbbbbb-0004-4000-a000-000000000105'$$,
  '42501', null, 'the admin cannot complete an invitation directly');
select throws_ok(
  $$update public.invitations set status = 'PENDING' where id = 'bbbbbbbb-0004-4000-a000-000000000106'$$,
  '23514', null, 'the admin cannot move COMPLETED back to PENDING');
select throws_ok(
  $$update public.invitations set status = 'PENDING' where id = 'bbbbbbbb-0004-4000-a000-000000000107'$$,
  '23514', null, 'the admin cannot reopen a CANCELLED invitation');
select throws_ok(
  $$update public.invitations set status = 'COMPLETED' where id = 'bbbbbbbb-0004-4000-a000-000000000108'$$,
  '23514', null, 'the admin cannot move REVIEWED back to COMPLETED');
select is(
  tests.affected_rows($$delete from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000112'$$),
  1, 'the admin deletes another recruiter''s invitation');

-- Section: the server path (service role) may make every allowed move ----------------------------
select tests.reset_authentication();
select tests.authenticate_as_service_role();

select lives_ok(
  $$update public.invitations set status = 'STARTED' where id = 'bbbbbbbb-0004-4000-a000-000000000113'$$,
  'server code moves PENDING to STARTED');
select lives_ok(
  $$update public.invitations set status = 'COMPLETED' where id = 'bbbbbbbb-0004-4000-a000-000000000113'$$,
  'server code moves STARTED to COMPLETED');
select lives_ok(
  $$update public.invitations set status = 'REVIEWED' where id = 'bbbbbbbb-0004-4000-a000-000000000113'$$,
  'server code moves COMPLETED to REVIEWED');
select results_eq(
  $$select status::text, started_at = now(), completed_at = now(), reviewed_at = now(), cancelled_at is null
    from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000113'$$,
  $$values ('REVIEWED'::text, true, true, true, true)$$,
  'each move on the server path stamps its timestamp');
select throws_ok(
  $$update public.invitations set status = 'PENDING' where id = 'bbbbbbbb-0004-4000-a000-000000000113'$$,
  '23514', null, 'server code cannot make a forbidden move either');

-- Section: tokens as postgres -------------------------------------------------------------------
select tests.reset_authentication();

select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email, unique_link_token)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Dup', 'Token', 't04.dup.token@example.com', 'T04-bound-to-cand-A-01')$$,
  '23505', null, 'two invitations cannot share a token');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email, unique_link_token)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Short', 'Token', 't04.short.token@example.com', 'too-short')$$,
  '23514', null, 'a token that is not 22 URL-safe characters is rejected');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email, unique_link_token)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Plus', 'Token', 't04.plus.token@example.com', 'T04+not/url=safe+000001')$$,
  '23514', null, 'a token with + / = characters is rejected');
select ok(
  (select bool_and(translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_') ~ '^[A-Za-z0-9_-]{22}$')
     from generate_series(1, 200)),
  'the token default always yields 22 URL-safe characters');

-- Section: outcome as postgres ------------------------------------------------------------------
select results_eq(
  $$select id::text, status::text from public.invitations
    where id in ('bbbbbbbb-0004-4000-a000-000000000101', 'bbbbbbbb-0004-4000-a000-000000000104',
                 'bbbbbbbb-0004-4000-a000-000000000105', 'bbbbbbbb-0004-4000-a000-000000000106',
                 'bbbbbbbb-0004-4000-a000-000000000107', 'bbbbbbbb-0004-4000-a000-000000000108')
    order by id$$,
  $$values ('bbbbbbbb-0004-4000-a000-000000000101', 'PENDING'), ('bbbbbbbb-0004-4000-a000-000000000104', 'PENDING'),
           ('bbbbbbbb-0004-4000-a000-000000000105', 'STARTED'), ('bbbbbbbb-0004-4000-a000-000000000106', 'COMPLETED'),
           ('bbbbbbbb-0004-4000-a000-000000000107', 'CANCELLED'), ('bbbbbbbb-0004-4000-a000-000000000108', 'REVIEWED')$$,
  'the refused moves and updates left every status as it was');
select is_empty(
  $$select id from public.invitations
    where id in ('bbbbbbbb-0004-4000-a000-000000000109', 'bbbbbbbb-0004-4000-a000-000000000112')$$,
  'the invitations deleted by the owner and the admin are gone');
select is_empty(
  $$select id from public.invitations where id in (select pg_temp.invitation_ids('t04.anon@example.com', 't04.sneaky@example.com',
    't04.self.a@example.com', 't04.self.b@example.com', 't04.crossover@example.com', 't04.prestarted@example.com',
    't04.prebound@example.com', 't04.pretoken@example.com', 't04.admin.status@example.com'))$$,
  'no refused insert left a row');

-- Section: a recruiter demoted to CANDIDATE, then removed from the workspace --------------------
-- Membership decides, not the platform role: demoted but still a member, the owner keeps the
-- invitations; removed (another owner took over), they lose them.
select tests.set_role('t04_owner', 'CANDIDATE');
select tests.authenticate_as('t04_owner');

select isnt_empty(
  $$select id from public.invitations where id = 'bbbbbbbb-0004-4000-a000-000000000101'$$,
  'a recruiter demoted to CANDIDATE who is still a member keeps seeing the invitations of their interview');

select tests.reset_authentication();
select set_config('t04.workspace',
  (select workspace_id::text from public.interviews where id = 'bbbbbbbb-0004-4000-a000-000000000001'), true);
insert into public.workspace_members (workspace_id, user_id, role)
values (current_setting('t04.workspace')::uuid, tests.get_supabase_uid('t04_admin'), 'OWNER');
delete from public.workspace_members
where user_id = tests.get_supabase_uid('t04_owner') and workspace_id = current_setting('t04.workspace')::uuid;
select tests.authenticate_as('t04_owner');

select is_empty(
  $$select id from public.invitations where interview_id = 'bbbbbbbb-0004-4000-a000-000000000001'$$,
  'a demoted recruiter removed from the workspace no longer sees the invitations of their interview');
select is(
  tests.affected_rows($$update public.invitations set status = 'CANCELLED'
                        where id = 'bbbbbbbb-0004-4000-a000-000000000101'$$),
  0, 'a removed member cannot cancel an invitation of their old interview');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('bbbbbbbb-0004-4000-a000-000000000001', 'Demoted', 'Invite', 't04.demoted@example.com')$$,
  '42501', null, 'a removed member cannot invite to their old interview');

select tests.reset_authentication();
select * from finish();
rollback;
