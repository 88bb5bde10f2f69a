-- Storage: the private buckets and the public one, and who may touch which objects. Media goes
-- straight to Storage under the uploader's JWT; Storage writes the object row as the caller, so
-- these policies decide.
--   responses/<invitation_id>/<question_id>/<take>.<ext>: written by the candidate bound to that
--     STARTED invitation; read by its reviewers (blind review permitting) and the uploader.
--   answer-files/<invitation_id>/<question_id>/<take>.<pdf|png|jpg|docx>: a FILE question's upload
--     (issue #37), under the same rules as a recording (60-take.sql); a CV names its candidate, so
--     blind review hides it as it hides the original recording.
--   resumes/<user_id>/<file>: its owner only.
--   renditions/<recording_media.id>/…: written by the worker alone (the secret key); read by
--     whoever may read the recording_media row the first folder names.
--   prompt-videos/<workspace_id>/<uuid>.<ext>: a recruiter's video prompt (52-prompt-videos.sql);
--     written and removed by the workspace's OWNERs and RECRUITERs, read by its members.
--   workspace-logos/<workspace_id>/<file>: public (the /take welcome step and the invitation e-mail
--     show it to people not signed in); written by the workspace's owners.
-- supabase/config.toml declares the same buckets for `supabase start`.

-- Buckets -----------------------------------------------------------------------------------------
-- The buckets' size limit fits the longest answer: 600 s at 1 Mbit/s video + 128 kbit/s audio
-- (docs/product.md §9) is about 85 MB (81 MiB); 128 MiB leaves room for MediaRecorder overshooting
-- its target bitrate. Resumes get the same room (about 15 minutes at the same rates, the advice
-- being under 2). A file answer is a document or an image, 20 MiB at most (README, docs/product.md):
-- a CV or a portfolio page, not a recording. The four types are what the api can recognise from the
-- bytes; the bucket refuses any other claimed type before a byte is stored.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('responses', 'responses', false, 134217728,
   array['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4', 'video/ogg', 'audio/ogg']),
  ('resumes', 'resumes', false, 134217728,
   array['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4', 'video/ogg', 'audio/ogg']),
  ('answer-files', 'answer-files', false, 20971520,
   array['application/pdf', 'image/png', 'image/jpeg',
         'application/vnd.openxmlformats-officedocument.wordprocessingml.document']),
  ('renditions', 'renditions', false, 134217728,
   array['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4', 'image/jpeg', 'audio/mpeg']),
  -- A prompt is a short clip: 180 s (worker/media/admission.ts) at the recorder's 1,128 kbit/s is
  -- about 24 MiB; 32 MiB leaves the encoder room to overshoot.
  ('prompt-videos', 'prompt-videos', false, 33554432,
   array['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4', 'video/ogg', 'audio/ogg']),
  -- Small raster images only: SVG can carry script and most mail clients do not show it.
  ('workspace-logos', 'workspace-logos', true, 1048576, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Private helpers ---------------------------------------------------------------------------------
create function private.is_own_resume_path(object_name text)
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

-- Storage: a reviewer reads the recordings they review; only managers and admins remove them.
create function private.can_review_response(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select (select private.is_admin())
    or private.invitation_id_from_path(object_name) in (select private.reviewable_invitation_ids())
$$;
comment on function private.can_review_response(text) is
  'True for admins and for members who see the invitation the object path names.';

-- A user's folder of the resumes bucket holds at most 20 objects, far more than a portal shows
-- (each resume has one recording; an upload whose save failed leaves one more until its owner
-- deletes it) and a bound on what one account can store (20 × 128 MiB). Answers need no such cap:
-- a question folder holds the question's takes only (60-take.sql).
create function private.resume_folder_has_room()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select count(*) < 20 from storage.objects o
  where o.bucket_id = 'resumes'
    and o.name ~>=~ ((select auth.uid())::text || '/') and o.name ~<~ ((select auth.uid())::text || '0')
$$;
comment on function private.resume_folder_has_room() is
  'True while the caller''s folder of the resumes bucket holds fewer than 20 objects.';

create function private.can_manage_response(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select (select private.is_admin())
    or private.invitation_id_from_path(object_name) in (select private.own_invitation_ids())
$$;
comment on function private.can_manage_response(text) is
  'True for admins and for OWNERs and RECRUITERs of the workspace of the invitation the object path names.';

create function private.can_manage_workspace_logo(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(storage.filename(object_name), '') <> ''
    and private.is_plain_file_name(storage.filename(object_name))
    and array_length(storage.foldername(object_name), 1) = 1
    and ((select private.is_admin())
         or (storage.foldername(object_name))[1] in (select id::text from private.owned_workspace_ids() as id))
$$;
comment on function private.can_manage_workspace_logo(text) is
  'True for a file directly in the folder of a workspace the caller owns (admins: any workspace).';

create function private.can_manage_prompt_video_object(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select private.prompt_video_workspace_from_path(object_name) is not null
    and ((select private.is_admin())
         or private.prompt_video_workspace_from_path(object_name) in (select private.managed_workspace_ids()))
$$;
comment on function private.can_manage_prompt_video_object(text) is
  'True for <workspace_id>/<uuid>.<webm|mp4|ogg> in a workspace where the caller is OWNER or RECRUITER (admins: any).';

create function private.can_read_prompt_video_object(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    private.prompt_video_workspace_from_path(object_name) = any ((select private.readable_workspace_ids())::uuid[]),
    false)
$$;
comment on function private.can_read_prompt_video_object(text) is
  'True for a prompt-videos object of one of the caller''s workspaces (admins: any).';

-- Whether the blind-review rule lets the caller read a responses, answer-files or renditions object:
-- anything but an answer's recording or uploaded file, the speech track of one, or any of its files
-- once the caller may see the candidate. Unknown names are refused; the buckets' other conditions decide the rest.
create function private.blind_review_allows_object(p_bucket text, p_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select case p_bucket
    when 'responses' then
      coalesce(private.candidate_identity_visible(private.invitation_id_from_path(p_name)), false)
    when 'answer-files' then
      coalesce(private.candidate_identity_visible(private.invitation_id_from_path(p_name)), false)
    when 'renditions' then
      coalesce((
        select m.response_id is null
          or p_name = m.speech_path
          or private.candidate_identity_visible(r.invitation_id)
        from public.recording_media m
        left join public.responses r on r.id = m.response_id
        where m.id::text = split_part(p_name, '/', 1)
      ), false)
    else false
  end
$$;
comment on function private.blind_review_allows_object(text, text) is
  'False for an answer''s original take, uploaded file or rendition other than its speech track while the caller may not see the candidate (candidate_identity_visible).';

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(responses): reviewers read submitted takes the blind-review rule lets them see; the
-- candidate their own uploads while taking the interview.
create policy responses_objects_select on storage.objects
  for select to authenticated
  using (
    bucket_id = 'responses'
    and (
      (private.can_review_response(name)
        and private.is_submitted_take(name)
        and private.blind_review_allows_object(bucket_id, name))
      or (owner_id = (select auth.uid())::text and private.can_upload_response(name))
    )
  );

-- INSERT(responses): the bound candidate stores a take they may still write.
create policy responses_objects_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'responses' and private.can_write_take(name));

-- UPDATE(responses): the same candidate finishes or redoes their own take until it is submitted.
create policy responses_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'responses' and owner_id = (select auth.uid())::text and private.can_write_take(name))
  with check (bucket_id = 'responses' and owner_id = (select auth.uid())::text and private.can_write_take(name));

-- DELETE(responses): managers and admins (with their rows); the candidate, while the invitation is
-- theirs and STARTED, their own takes that are not the submitted one. Reviewers read but never remove.
create policy responses_objects_delete on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'responses'
    and (
      private.can_manage_response(name)
      or (owner_id = (select auth.uid())::text
          and private.can_upload_response(name)
          and not private.is_submitted_take(name))
    )
  );

-- SELECT(answer-files): reviewers read submitted files the blind-review rule lets them see; the
-- candidate their own uploads while taking the interview (the api reads them as the candidate to
-- check their type).
create policy answer_files_objects_select on storage.objects
  for select to authenticated
  using (
    bucket_id = 'answer-files'
    and (
      (private.can_review_response(name)
        and private.is_submitted_answer_file(name)
        and private.blind_review_allows_object(bucket_id, name))
      or (owner_id = (select auth.uid())::text and private.can_upload_response(name))
    )
  );

-- INSERT(answer-files): the bound candidate stores a file they may still write.
create policy answer_files_objects_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'answer-files' and private.can_write_answer_file(name));

-- UPDATE(answer-files): the same candidate finishes or redoes their own upload until it is submitted.
create policy answer_files_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'answer-files' and owner_id = (select auth.uid())::text and private.can_write_answer_file(name))
  with check (bucket_id = 'answer-files' and owner_id = (select auth.uid())::text and private.can_write_answer_file(name));

-- DELETE(answer-files): managers and admins; the candidate, while the invitation is theirs and
-- STARTED, their own uploads that are not the submitted one (a refused or replaced file).
create policy answer_files_objects_delete on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'answer-files'
    and (
      private.can_manage_response(name)
      or (owner_id = (select auth.uid())::text
          and private.can_upload_response(name)
          and not private.is_submitted_answer_file(name))
    )
  );

-- SELECT(renditions): readers of the recording the folder names (under recording_media's own
-- policy), within the blind-review rule.
create policy renditions_objects_select on storage.objects
  for select to authenticated
  using (
    bucket_id = 'renditions'
    and exists (
      select 1 from public.recording_media m
      where m.id::text = (storage.foldername(name))[1]
    )
    and private.blind_review_allows_object(bucket_id, name)
  );

-- SELECT(resumes): the owner, from their own folder.
create policy resumes_objects_select on storage.objects
  for select to authenticated
  using (bucket_id = 'resumes' and private.is_own_resume_path(name));

-- INSERT(resumes): the owner, into their own folder, while it has room.
create policy resumes_objects_insert on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'resumes'
    and private.is_own_resume_path(name)
    and (select private.has_profile())
    and (select private.resume_folder_has_room())
  );

-- UPDATE(resumes): the owner, within their own folder; a deleted user's token (live for up to an
-- hour after: Storage checks only its signature) must not leave objects behind that nobody owns.
create policy resumes_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'resumes' and private.is_own_resume_path(name))
  with check (bucket_id = 'resumes' and private.is_own_resume_path(name) and (select private.has_profile()));

-- DELETE(resumes): the owner, from their own folder.
create policy resumes_objects_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'resumes' and private.is_own_resume_path(name));

-- SELECT(prompt-videos): the workspace's members (the original; candidates watch the renditions).
create policy prompt_videos_objects_select on storage.objects
  for select to authenticated
  using (bucket_id = 'prompt-videos' and private.can_read_prompt_video_object(name));

-- INSERT, UPDATE, DELETE(prompt-videos): the workspace's OWNERs and RECRUITERs.
create policy prompt_videos_objects_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'prompt-videos' and private.can_manage_prompt_video_object(name));

create policy prompt_videos_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'prompt-videos' and private.can_manage_prompt_video_object(name))
  with check (bucket_id = 'prompt-videos' and private.can_manage_prompt_video_object(name));

create policy prompt_videos_objects_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'prompt-videos' and private.can_manage_prompt_video_object(name));

-- SELECT(workspace-logos): owners list and overwrite their folder; everyone reads through the
-- public URL, which needs no policy.
create policy workspace_logos_objects_select on storage.objects
  for select to authenticated
  using (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name));

-- INSERT, UPDATE, DELETE(workspace-logos): owners of the workspace the folder names.
create policy workspace_logos_objects_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name));

create policy workspace_logos_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name))
  with check (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name));

create policy workspace_logos_objects_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name));

-- Functions ---------------------------------------------------------------------------------------
-- Deleting an interview, an invitation or a user removes every take under its invitations, also the
-- discarded ones a reviewer may not read (and so cannot remove through Storage as themselves), and
-- every upload of its FILE questions: this lists them for the api, which removes them with the
-- secret key. Only those two buckets, whose folders are invitations. A folder is a byte range of
-- names, which Storage's name_prefix_search index (text_pattern_ops) finds; LIKE with a pattern
-- known only when the function runs read every object of the bucket (issue #39). One folder at a
-- time: joined with the list of folders, the planner misjudges the ranges and reads the bucket.
create function private.invitation_object_names(p_bucket text, p_invitation_ids uuid[])
returns setof text
language plpgsql stable security definer set search_path = ''
as $$
declare
  folder text;
begin
  if p_bucket is null or p_bucket not in ('responses', 'answer-files') then
    raise exception using message = 'Only the responses and answer-files buckets hold invitations'' folders',
      errcode = '22023';
  end if;
  for folder in select distinct id::text from unnest(p_invitation_ids) as id loop
    return query
      select o.name from storage.objects o
      where o.bucket_id = p_bucket and o.name ~>=~ (folder || '/') and o.name ~<~ (folder || '0')
        and private.can_manage_response(o.name)
      order by o.name;
  end loop;
end
$$;
comment on function private.invitation_object_names(text, uuid[]) is
  'Every object of the responses or answer-files bucket under the given invitations that the caller manages (OWNER, RECRUITER, admin), submitted or not.';

-- Grants ------------------------------------------------------------------------------------------
grant execute on function private.is_own_resume_path(text) to service_role, authenticated;
grant execute on function private.can_manage_workspace_logo(text) to service_role, authenticated;
grant execute on function private.can_review_response(text) to service_role, authenticated;
grant execute on function private.resume_folder_has_room() to service_role, authenticated;
grant execute on function private.can_manage_response(text) to service_role, authenticated;
grant execute on function private.invitation_object_names(text, uuid[]) to service_role, authenticated;
grant execute on function private.blind_review_allows_object(text, text) to authenticated;
grant execute on function private.can_manage_prompt_video_object(text) to service_role, authenticated;
grant execute on function private.can_read_prompt_video_object(text) to service_role, authenticated;
