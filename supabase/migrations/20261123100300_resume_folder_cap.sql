-- Resume folder cap (issue #14, item 10): a user's folder of the resumes bucket holds at most 20
-- objects, far more than a portal shows (each resume has one recording; an upload whose save failed
-- leaves one more until its owner deletes it) and a bound on what one account can store (20 ×
-- 128 MiB). Answers need no such cap: a question folder holds takes 1-3 only (answer takes).

create function private.resume_folder_has_room()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select count(*) < 20 from storage.objects o
  where o.bucket_id = 'resumes' and o.name like (select auth.uid())::text || '/%'
$$;
comment on function private.resume_folder_has_room() is
  'True while the caller''s folder of the resumes bucket holds fewer than 20 objects.';
grant execute on function private.resume_folder_has_room() to authenticated, service_role;

-- INSERT(resumes): the owner, into their own folder, while it has room.
drop policy resumes_objects_insert on storage.objects;
create policy resumes_objects_insert on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'resumes'
    and private.is_own_resume_path(name)
    and (select private.has_profile())
    and (select private.resume_folder_has_room())
  );
