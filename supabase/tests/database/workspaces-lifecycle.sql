-- How workspaces come and go (issue #17): a profile made RECRUITER or ADMIN gets a workspace of its
-- own (named after the company, else "{first name}'s team"), a CANDIDATE or an existing member does
-- not; an interview written without a workspace lands in its creator's; deleting an account makes
-- the longest-standing member OWNER (members of a higher role first) and deletes a workspace left
-- with no member, with its interviews.
begin;
select plan(25);

-- Section: a workspace of one's own ---------------------------------------------------------------
select tests.create_supabase_user('t37_olive', null, '{"first_name": "Olive", "last_name": "Owens"}');
select tests.create_supabase_user('t37_corp', null, '{"first_name": "Cora"}');
select tests.create_supabase_user('t37_corp_twin', null, '{"first_name": "Cole"}');
select tests.create_supabase_user('t37_ada', null, '{"first_name": "Ada"}');
select tests.create_supabase_user('t37_member', null, '{"first_name": "Mo"}');
select tests.create_supabase_user('t37_member2', null, '{"first_name": "Max"}');
select tests.create_supabase_user('t37_reviewer', null, '{"first_name": "Ray"}');

create function pg_temp.workspaces_of(person text) returns text[] language sql as $$
  select coalesce(array_agg(w.name || ' (' || m.role || ')' order by w.name), '{}')
  from public.workspace_members m join public.workspaces w on w.id = m.workspace_id
  where m.user_id = tests.get_supabase_uid(person)
$$;
grant execute on function pg_temp.workspaces_of(text) to authenticated;

select is(pg_temp.workspaces_of('t37_olive'), '{}'::text[], 'A new CANDIDATE has no workspace.');
select tests.set_role('t37_olive', 'CANDIDATE');
select is(pg_temp.workspaces_of('t37_olive'), '{}'::text[], 'Staying a CANDIDATE gives no workspace.');

select tests.set_role('t37_olive', 'RECRUITER');
select is(pg_temp.workspaces_of('t37_olive'), array['Olive''s team (OWNER)'],
  'A profile made RECRUITER without a company gets "{first name}''s team" as its OWNER.');
-- t37_ada is made ADMIN first so that t37_olive is never the last administrator giving the role up
-- (a fresh database has no other).
select tests.set_role('t37_ada', 'ADMIN');
select tests.set_role('t37_olive', 'ADMIN');
select tests.set_role('t37_olive', 'RECRUITER');
select is(pg_temp.workspaces_of('t37_olive'), array['Olive''s team (OWNER)'], 'Role changes later add no second workspace.');

update public.profiles set company_name = 'T37 Corp' where id in (tests.get_supabase_uid('t37_corp'), tests.get_supabase_uid('t37_corp_twin'));
select tests.set_role('t37_corp', 'RECRUITER');
select tests.set_role('t37_corp_twin', 'RECRUITER');
select is(pg_temp.workspaces_of('t37_corp'), array['T37 Corp (OWNER)'], 'A RECRUITER with a company gets a workspace named after it.');
select isnt(
  (select w.slug from public.workspaces w join public.workspace_members m on m.workspace_id = w.id where m.user_id = tests.get_supabase_uid('t37_corp')),
  (select w.slug from public.workspaces w join public.workspace_members m on m.workspace_id = w.id where m.user_id = tests.get_supabase_uid('t37_corp_twin')),
  'Two workspaces of the same name get different slugs.');
select results_eq(
  $$select w.slug ~ '^[a-z0-9]([a-z0-9-]{0,46}[a-z0-9])?$', w.created_by = tests.get_supabase_uid('t37_corp')
    from public.workspaces w join public.workspace_members m on m.workspace_id = w.id
    where m.user_id = tests.get_supabase_uid('t37_corp')$$,
  $$values (true, true)$$,
  'The slug is URL-safe and the workspace records who it was made for.');

select is(pg_temp.workspaces_of('t37_ada'), array['Ada''s team (OWNER)'], 'A profile made ADMIN gets its own workspace too.');

select set_config('t37.olive', (select workspace_id::text from public.workspace_members where user_id = tests.get_supabase_uid('t37_olive')), true);
select set_config('t37.corp', (select workspace_id::text from public.workspace_members where user_id = tests.get_supabase_uid('t37_corp')), true);
insert into public.workspace_members (workspace_id, user_id, role, created_at) values
  (current_setting('t37.olive')::uuid, tests.get_supabase_uid('t37_reviewer'), 'REVIEWER', now() - interval '3 days'),
  (current_setting('t37.olive')::uuid, tests.get_supabase_uid('t37_member'), 'RECRUITER', now() - interval '2 days'),
  (current_setting('t37.olive')::uuid, tests.get_supabase_uid('t37_member2'), 'RECRUITER', now() - interval '1 day');
select tests.set_role('t37_member', 'RECRUITER');
select is(pg_temp.workspaces_of('t37_member'), array['Olive''s team (RECRUITER)'],
  'A member made RECRUITER keeps their team and gets no workspace of their own.');

-- Section: an interview without a workspace -----------------------------------------------------------
select tests.authenticate_as('t37_olive');
insert into public.interviews (title) values ('T37 by Olive');
select tests.authenticate_as('t37_member2');
insert into public.interviews (title) values ('T37 by a teammate');
select tests.authenticate_as('t37_olive');
select throws_ok(
  $$insert into public.interviews (workspace_id, title) values (current_setting('t37.corp')::uuid, 'T37 elsewhere')$$,
  '42501', null, 'An interview in a workspace the caller does not manage is refused.');
select tests.authenticate_as('t37_reviewer');
select throws_ok(
  $$insert into public.interviews (title) values ('T37 by the reviewer')$$,
  '23502', 'Choose a workspace to create the interview in',
  'A REVIEWER, managing no workspace, gets no interview by default.');
select tests.reset_authentication();
insert into public.interviews (recruiter_id, title) values (tests.get_supabase_uid('t37_corp'), 'T37 by server code');

select results_eq(
  $$select title, workspace_id::text, recruiter_id from public.interviews where title like 'T37 %' order by title$$,
  $$values ('T37 by Olive', current_setting('t37.olive'), tests.get_supabase_uid('t37_olive')),
           ('T37 by a teammate', current_setting('t37.olive'), tests.get_supabase_uid('t37_member2')),
           ('T37 by server code', current_setting('t37.corp'), tests.get_supabase_uid('t37_corp'))$$,
  'An interview written without a workspace lands in its creator''s: their own, or the team they recruit for.');

insert into public.questions (interview_id, order_number, text)
select id, 1, 'T37 question' from public.interviews where title like 'T37 %';
insert into public.invitations (interview_id, first_name, last_name, email)
select id, 'In', 'Vitee', 't37.invitee@example.com' from public.interviews where title like 'T37 %';

-- Section: an account deleted ---------------------------------------------------------------------------
delete from auth.users where id = tests.get_supabase_uid('t37_olive');

select results_eq(
  $$select p.person, m.role::text from unnest(array['t37_reviewer', 't37_member', 't37_member2']) p(person)
    join public.workspace_members m on m.user_id = tests.get_supabase_uid(p.person) and m.workspace_id = current_setting('t37.olive')::uuid
    order by 1$$,
  $$values ('t37_member'::text, 'OWNER'::text), ('t37_member2', 'RECRUITER'), ('t37_reviewer', 'REVIEWER')$$,
  'The last OWNER''s account deleted, the longest-standing RECRUITER becomes OWNER; the others keep their roles.');
select is(
  (select count(*)::int from public.workspace_members where workspace_id = current_setting('t37.olive')::uuid and role = 'OWNER'),
  1, 'The workspace has exactly one OWNER again.');
select results_eq(
  $$select title, recruiter_id from public.interviews where workspace_id = current_setting('t37.olive')::uuid order by title$$,
  $$values ('T37 by Olive'::text, null::uuid), ('T37 by a teammate', tests.get_supabase_uid('t37_member2'))$$,
  'The team keeps the deleted member''s interview, no longer naming its creator.');
select is(
  (select count(*)::int from public.invitations inv join public.interviews i on i.id = inv.interview_id
   where i.workspace_id = current_setting('t37.olive')::uuid),
  2, 'The team keeps the invitations of that interview.');

-- Only REVIEWERs left: the longest-standing of them becomes OWNER.
delete from auth.users where id in (tests.get_supabase_uid('t37_member'), tests.get_supabase_uid('t37_member2'));
select is(pg_temp.workspaces_of('t37_reviewer'), array['Olive''s team (OWNER)'],
  'With only a REVIEWER left, they become OWNER.');
select is(
  (select count(*)::int from public.interviews where workspace_id = current_setting('t37.olive')::uuid),
  2, 'The workspace and its interviews stay while a member is left.');

-- A workspace with no member left goes, with everything in it.
select set_config('t37.corp_interview', (select id::text from public.interviews where title = 'T37 by server code'), true);
delete from auth.users where id = tests.get_supabase_uid('t37_corp');
select is_empty(
  $$select id from public.workspaces where id = current_setting('t37.corp')::uuid$$,
  'A workspace whose only member''s account is deleted is deleted.');
select is_empty(
  $$select id from public.interviews where id = current_setting('t37.corp_interview')::uuid$$,
  'Its interviews are deleted with it.');
select is_empty(
  $$select id from public.questions where interview_id = current_setting('t37.corp_interview')::uuid$$,
  'Their questions are deleted with it.');
select is_empty(
  $$select id from public.invitations where interview_id = current_setting('t37.corp_interview')::uuid$$,
  'Their invitations are deleted with it.');
select is(pg_temp.workspaces_of('t37_corp_twin'), array['T37 Corp (OWNER)'], 'Another workspace of the same name is untouched.');

-- Section: deleting a member who is not the last owner changes no role ---------------------------------------
insert into public.workspace_members (workspace_id, user_id, role)
select w.id, tests.get_supabase_uid('t37_ada'), 'OWNER'
from public.workspaces w join public.workspace_members m on m.workspace_id = w.id
where m.user_id = tests.get_supabase_uid('t37_corp_twin');
delete from auth.users where id = tests.get_supabase_uid('t37_corp_twin');
select is(pg_temp.workspaces_of('t37_ada'), array['Ada''s team (OWNER)', 'T37 Corp (OWNER)'],
  'An owner''s account deleted while another OWNER stays leaves the workspace to them.');
select is(
  (select count(*)::int from public.workspace_members m join public.workspaces w on w.id = m.workspace_id where w.name = 'T37 Corp'),
  1, 'The deleted owner''s membership is gone; nobody else joined.');

select * from finish();
rollback;
