-- Live callers (issue #14, item 8): an access token outlives its user and its session by up to an
-- hour (the JWT's expiry). Deleting a user, or a global logout, must end that token's access at
-- once: the api function checks the token's session (private.session_is_live()) before any of a
-- request's SQL, and the storage policies that write objects into a user's own folder require the
-- user's profile, because Storage itself checks only the token's signature.

-- Section: helpers --------------------------------------------------------------------------------
create function private.has_profile()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = (select auth.uid()))
$$;
comment on function private.has_profile() is
  'True when the caller''s user still exists (their profile goes with them).';

create function private.session_is_live()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from auth.sessions s
    where (select auth.jwt() ->> 'session_id') ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
      and s.id = (select auth.jwt() ->> 'session_id')::uuid
      and s.user_id = (select auth.uid())
      and (s.not_after is null or s.not_after > now())
  )
$$;
comment on function private.session_is_live() is
  'True while the session of the caller''s token exists: not ended by a logout, nor by deleting the user.';

grant execute on function private.has_profile() to authenticated, service_role;
grant execute on function private.session_is_live() to authenticated, service_role;

-- Section: resumes bucket -------------------------------------------------------------------------
-- A deleted user's token must not leave objects behind that nobody owns.
drop policy resumes_objects_insert on storage.objects;
create policy resumes_objects_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'resumes' and private.is_own_resume_path(name) and (select private.has_profile()));

drop policy resumes_objects_update on storage.objects;
create policy resumes_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'resumes' and private.is_own_resume_path(name))
  with check (bucket_id = 'resumes' and private.is_own_resume_path(name) and (select private.has_profile()));

-- Section: video resumes --------------------------------------------------------------------------
drop policy video_resumes_insert on public.video_resumes;
create policy video_resumes_insert on public.video_resumes
  for insert to authenticated
  with check (candidate_id = (select auth.uid()) and (select private.has_profile()));
