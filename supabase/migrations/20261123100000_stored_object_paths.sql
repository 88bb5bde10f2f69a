-- Stored object paths (issue #14, item 1): every column and storage rule that names an object allows
-- only its owner's folder and one plain file name. A name such as '<own id>/../<other id>/x.webm'
-- reached other folders and buckets once it was put into a Storage URL, which HTTP clients resolve.

-- Section: the file-name rule ---------------------------------------------------------------------
create function private.is_plain_file_name(file_name text)
returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(file_name ~ '^[^/\\[:cntrl:]]+$' and file_name !~ '^\.+$', false)
$$;
comment on function private.is_plain_file_name(text) is
  'True for one path segment that names a file: no "/", "\" or control character, not "." or "..".';
-- The checks below call it as whoever writes the row.
grant execute on function private.is_plain_file_name(text) to authenticated, service_role;

-- Section: columns naming stored objects ----------------------------------------------------------
alter table public.video_resumes drop constraint video_resumes_check;
alter table public.video_resumes add constraint video_resumes_video_path_in_owner_folder check (
  split_part(video_path, '/', 1) = candidate_id::text
  and video_path ~ '^[^/]+/[^/]+$'
  and private.is_plain_file_name(split_part(video_path, '/', 2))
);

alter table public.responses add constraint responses_media_path_in_answer_folder check (
  media_path is null
  or (split_part(media_path, '/', 1) = invitation_id::text
      and split_part(media_path, '/', 2) = question_id::text
      and media_path ~ '^[^/]+/[^/]+/[^/]+$'
      and private.is_plain_file_name(split_part(media_path, '/', 3)))
);

-- Section: storage paths --------------------------------------------------------------------------
-- The storage policies read the folders from these helpers, so the same shapes hold for objects.
create or replace function private.invitation_id_from_path(object_name text)
returns uuid
language sql immutable
set search_path = ''
as $$
  select case
    when object_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]+/[^/]+$'
      and private.is_plain_file_name(split_part(object_name, '/', 3))
    then split_part(object_name, '/', 1)::uuid
  end
$$;
comment on function private.invitation_id_from_path(text) is
  'The invitation a responses object belongs to, from <invitation_id>/<question>/<file>; null for any other shape.';

create or replace function private.is_own_resume_path(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    split_part(object_name, '/', 1) = (select auth.uid())::text
      and object_name ~ '^[^/]+/[^/]+$'
      and private.is_plain_file_name(split_part(object_name, '/', 2)),
    false)
$$;
comment on function private.is_own_resume_path(text) is
  'True for <caller id>/<file> in the resumes bucket: one plain file name in the caller''s own folder.';
