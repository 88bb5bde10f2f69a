-- The candidate's view of the interview's workspace (issue #17 item 6): the token functions and the
-- portal list name the workspace and carry its brand (name, logo, colour) and nothing else of it;
-- an interview whose creator's account is deleted still opens. Ids cccccccc-0050-…; rolls back.
begin;
select plan(13);

-- Section: arrange ------------------------------------------------------------------------------
select tests.create_supabase_user('t50_owner');
select tests.create_supabase_user('t50_mate');
select tests.create_supabase_user('t50_cand');
select tests.create_supabase_user('t50_plain');
select tests.set_role('t50_owner', 'RECRUITER');
select tests.set_role('t50_plain', 'RECRUITER');

-- The owner's workspace, branded, with a teammate who stays when the owner's account goes.
update public.workspaces
  set name = 'T50 Brand Co', brand_color = '#1c4f9c', logo_path = id::text || '/logo.png',
      email_sender_name = 'T50 Sender'
  where created_by = tests.get_supabase_uid('t50_owner');
insert into public.workspace_members (workspace_id, user_id, role)
  select id, tests.get_supabase_uid('t50_mate'), 'RECRUITER' from public.workspaces
  where created_by = tests.get_supabase_uid('t50_owner');
update public.workspaces set name = 'T50 Plain' where created_by = tests.get_supabase_uid('t50_plain');

insert into public.interviews (id, recruiter_id, title) values
  ('cccccccc-0050-4000-a000-000000000001', tests.get_supabase_uid('t50_owner'), 'T50 branded interview'),
  ('cccccccc-0050-4000-a000-000000000002', tests.get_supabase_uid('t50_plain'), 'T50 plain interview');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token) values
  ('cccccccc-0050-4000-a000-000000000101', 'cccccccc-0050-4000-a000-000000000001',
   tests.get_supabase_uid('t50_cand'), 'Cara', 'Brand', 't50.cand@example.com', 'STARTED', 'T50-branded-token-0001'),
  ('cccccccc-0050-4000-a000-000000000102', 'cccccccc-0050-4000-a000-000000000002',
   null, 'Pat', 'Plain', 't50.plain@example.com', 'PENDING', 'T50-plain-token-000002');

create temporary table t50_ws on commit drop as
  select id from public.workspaces where created_by = tests.get_supabase_uid('t50_owner');
grant select on t50_ws to anon, authenticated;

-- Section: anon with the token -------------------------------------------------------------------
select tests.clear_authentication();
select is(
  public.get_interview_by_token('T50-branded-token-0001') -> 'workspace',
  jsonb_build_object('name', 'T50 Brand Co', 'logo_path', (select id from t50_ws)::text || '/logo.png',
                     'brand_color', '#1c4f9c'),
  'anon with the token gets the workspace''s name, logo and colour, and nothing else of it');
select is(
  public.get_interview_by_token('T50-branded-token-0001') #>> '{interview,company_name}',
  'T50 Brand Co',
  'company_name is the workspace''s name');
select ok(
  public.get_interview_by_token('T50-branded-token-0001')::text !~ 'T50 Sender|slug|created_by',
  'neither the sender name, the slug nor the creator is in the payload');
select throws_ok(
  $$select 1 from public.workspaces$$,
  '42501', null,
  'anon still reads no workspace row itself');
select is(
  public.get_interview_by_token('T50-plain-token-000002') -> 'workspace',
  '{"name": "T50 Plain", "logo_path": null, "brand_color": null}'::jsonb,
  'a workspace without logo and colour answers nulls for them');

-- Section: the candidate's portal -----------------------------------------------------------------
select tests.authenticate_as('t50_cand');
select results_eq(
  $$select company_name, workspace_logo_path, workspace_brand_color from public.list_my_invitations()$$,
  $$values ('T50 Brand Co'::text, (select id from t50_ws)::text || '/logo.png', '#1c4f9c'::text)$$,
  'the candidate''s invitation names the workspace and carries its logo and colour');
select is_empty(
  $$select 1 from public.workspaces where id = (select id from t50_ws)$$,
  'the candidate reads no workspace row itself');

-- Section: the creator's account is deleted ------------------------------------------------------
select tests.reset_authentication();
delete from auth.users where id = tests.get_supabase_uid('t50_owner');
select is(
  (select recruiter_id from public.interviews where id = 'cccccccc-0050-4000-a000-000000000001'),
  null,
  'the interview stays in the workspace, its creator unknown');

select tests.clear_authentication();
select is(
  public.get_interview_by_token('T50-branded-token-0001') #>> '{interview,title}',
  'T50 branded interview',
  'the link of an interview whose creator is deleted still opens');
select is(
  public.get_interview_by_token('T50-branded-token-0001') #>> '{workspace,name}',
  'T50 Brand Co',
  'and still names the workspace');
select is(
  jsonb_array_length(public.get_interview_by_token('T50-branded-token-0001') -> 'questions'),
  0,
  'its (question-less) interview answers an empty question list, not nothing');

select tests.authenticate_as('t50_cand');
select results_eq(
  $$select id, company_name from public.list_my_invitations()$$,
  $$values ('cccccccc-0050-4000-a000-000000000101'::uuid, 'T50 Brand Co'::text)$$,
  'the candidate''s portal still lists it');

select tests.authenticate_as('t50_mate');
select results_eq(
  $$select company_name from public.list_my_invitations()$$,
  $$select null::text where false$$,
  'a teammate is no invitee: their portal lists none of the workspace''s invitations');

select * from finish();
rollback;
