-- Issue #39: the functions that list a folder's stored objects (to remove them, or to count a
-- candidate's resumes before an upload) read the folder as a byte range of names, which Storage's
-- name_prefix_search index (text_pattern_ops) finds, where LIKE with a pattern known only when the
-- function ran, or split_part, read every object of the bucket. response_object_names and
-- answer_file_object_names become PL/pgSQL to read one folder at a time: joined with the list of
-- folders, the planner misjudged the ranges and read the bucket.

create or replace function private.resume_folder_has_room()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select count(*) < 20 from storage.objects o
  where o.bucket_id = 'resumes'
    and o.name ~>=~ ((select auth.uid())::text || '/') and o.name ~<~ ((select auth.uid())::text || '0')
$$;

create or replace function private.response_object_names(p_invitation_ids uuid[])
returns setof text
language plpgsql stable security definer set search_path = ''
as $$
declare
  folder text;
begin
  for folder in select distinct id::text from unnest(p_invitation_ids) as id loop
    return query
      select o.name from storage.objects o
      where o.bucket_id = 'responses' and o.name ~>=~ (folder || '/') and o.name ~<~ (folder || '0')
        and private.can_manage_response(o.name)
      order by o.name;
  end loop;
end
$$;

create or replace function private.answer_file_object_names(p_invitation_ids uuid[])
returns setof text
language plpgsql stable security definer set search_path = ''
as $$
declare
  folder text;
begin
  for folder in select distinct id::text from unnest(p_invitation_ids) as id loop
    return query
      select o.name from storage.objects o
      where o.bucket_id = 'answer-files' and o.name ~>=~ (folder || '/') and o.name ~<~ (folder || '0')
        and private.can_manage_response(o.name)
      order by o.name;
  end loop;
end
$$;

create or replace function private.invitation_stored_objects(p_invitation uuid)
returns table (bucket_id text, name text)
language sql stable security definer set search_path = ''
as $$
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id in ('responses', 'answer-files')
    and o.name ~>=~ (p_invitation::text || '/') and o.name ~<~ (p_invitation::text || '0')
  union all
  select o.bucket_id, o.name
  from public.recording_media m
  join public.responses r on r.id = m.response_id
  join storage.objects o
    on o.bucket_id = 'renditions' and o.name ~>=~ (m.id::text || '/') and o.name ~<~ (m.id::text || '0')
  where r.invitation_id = p_invitation
  order by 1, 2
$$;

create or replace function private.my_resume_stored_objects()
returns table (bucket_id text, name text)
language sql stable security definer set search_path = ''
as $$
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'resumes'
    and o.name ~>=~ ((select auth.uid())::text || '/') and o.name ~<~ ((select auth.uid())::text || '0')
  union all
  select o.bucket_id, o.name
  from public.recording_media m
  join public.video_resumes v on v.id = m.video_resume_id
  join storage.objects o
    on o.bucket_id = 'renditions' and o.name ~>=~ (m.id::text || '/') and o.name ~<~ (m.id::text || '0')
  where v.candidate_id = (select auth.uid())
  order by 1, 2
$$;
