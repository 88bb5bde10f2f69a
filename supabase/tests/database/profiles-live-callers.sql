-- Live callers (issue #14, item 8): a token outlives its user and its session by up to an hour.
-- private.session_is_live() (checked by the api function before a request's SQL) is false once the
-- session is gone (logout, user deleted); the storage and table policies that write into a user's
-- own folder or rows need the user's profile, so a deleted user's token writes nothing.
-- Personas: candidate A (live), candidate B (its session logged out), candidate C (deleted).
begin;
select plan(10);

select tests.create_supabase_user('cand_a');
select tests.create_supabase_user('cand_b');
select tests.create_supabase_user('cand_gone');

create temporary table t17 (name text primary key, user_id uuid, session_id uuid) on commit drop;
insert into t17 values
  ('a', tests.get_supabase_uid('cand_a'), gen_random_uuid()),
  ('b', tests.get_supabase_uid('cand_b'), gen_random_uuid()),
  ('gone', tests.get_supabase_uid('cand_gone'), gen_random_uuid());
insert into auth.sessions (id, user_id, created_at, updated_at) select session_id, user_id, now(), now() from t17;
grant select on t17 to authenticated;

-- Acts as the holder of `name`'s token (claims as Auth issues them, with the session id).
create function pg_temp.act_as(name text, session_override uuid default null) returns void
language plpgsql as $$
declare
  who t17;
begin
  select * into who from t17 where t17.name = act_as.name;
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', jsonb_build_object(
    'sub', who.user_id, 'role', 'authenticated', 'aud', 'authenticated',
    'session_id', coalesce(session_override, who.session_id))::text, true);
end;
$$;
grant execute on function pg_temp.act_as to public;

-- B logs out everywhere; C's user is deleted (their sessions and profile go with them).
delete from auth.sessions where user_id = (select user_id from t17 where name = 'b');
delete from auth.users where id = (select user_id from t17 where name = 'gone');

-- Section: session_is_live ------------------------------------------------------------------------
select pg_temp.act_as('a');
select ok(private.session_is_live(), 'A token whose session exists is live.');
select ok(private.has_profile(), 'A live user has a profile.');
select pg_temp.act_as('a', gen_random_uuid());
select ok(not private.session_is_live(), 'A token naming a session that does not exist is not live.');
select pg_temp.act_as('a', (select session_id from t17 where name = 'b'));
select ok(not private.session_is_live(), 'A token naming another user''s session is not live.');
select pg_temp.act_as('b');
select ok(not private.session_is_live(), 'After a global logout the token is no longer live.');
select pg_temp.act_as('gone');
select ok(not private.session_is_live(), 'A deleted user''s token is no longer live.');

-- Section: writes of a deleted user ---------------------------------------------------------------
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', auth.uid() || '/orphan.webm', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'A deleted user''s token uploads nothing into their old resume folder (no orphan).'
);

select throws_ok(
  $$ insert into public.video_resumes (video_path, public_url)
     values (auth.uid() || '/orphan.webm', 'video-resume-b1700000-0000-4000-a000-000000000001') $$,
  '42501', null,
  'A deleted user''s token creates no video resume.'
);

select pg_temp.act_as('a');
select lives_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', auth.uid() || '/fresh.webm', auth.uid(), auth.uid()::text) $$,
  'A live user still uploads into their own resume folder.'
);
select lives_ok(
  $$ insert into public.video_resumes (video_path, public_url)
     values (auth.uid() || '/fresh.webm', 'video-resume-b1700000-0000-4000-a000-000000000002') $$,
  'A live user still creates a video resume.'
);

select * from finish();
rollback;
