-- Storage: the two private buckets and who may touch which objects (DESIGN §1: media goes straight
-- to Storage under the uploader's JWT; Storage writes the object row as the caller, so these
-- policies decide).
--   responses/<invitation_id>/<question_id>/<file>: written by the candidate bound to that STARTED
--     invitation; read by the owning recruiter and admins (and the uploader while it is theirs).
--   resumes/<user_id>/<file>: its owner only.

-- Section: buckets --------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('responses', 'responses', false, 524288000,
   array['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4', 'video/ogg', 'audio/ogg']),
  ('resumes', 'resumes', false, 524288000,
   array['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4', 'video/ogg', 'audio/ogg'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Section: responses bucket -----------------------------------------------------------------------
-- INSERT(responses): the bound candidate uploads into their STARTED, unexpired invitation's folder.
create policy responses_objects_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'responses' and private.can_upload_response(name));

-- UPDATE(responses): the same candidate overwrites their own upload (a retake, a resumed upload).
create policy responses_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'responses' and owner_id = (select auth.uid())::text and private.can_upload_response(name))
  with check (bucket_id = 'responses' and owner_id = (select auth.uid())::text and private.can_upload_response(name));

-- SELECT(responses): the owning recruiter and admins; the uploader while the invitation is theirs.
create policy responses_objects_select on storage.objects
  for select to authenticated
  using (
    bucket_id = 'responses'
    and (
      private.can_review_response(name)
      or (owner_id = (select auth.uid())::text and private.can_upload_response(name))
    )
  );

-- DELETE(responses): the owning recruiter and admins, when they delete an interview or invitation.
create policy responses_objects_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'responses' and private.can_review_response(name));

-- Section: resumes bucket -------------------------------------------------------------------------
-- SELECT(resumes): the owner, from their own folder.
create policy resumes_objects_select on storage.objects
  for select to authenticated
  using (bucket_id = 'resumes' and private.is_own_resume_path(name));

-- INSERT(resumes): the owner, into their own folder.
create policy resumes_objects_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'resumes' and private.is_own_resume_path(name));

-- UPDATE(resumes): the owner, within their own folder.
create policy resumes_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'resumes' and private.is_own_resume_path(name))
  with check (bucket_id = 'resumes' and private.is_own_resume_path(name));

-- DELETE(resumes): the owner, from their own folder.
create policy resumes_objects_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'resumes' and private.is_own_resume_path(name));
