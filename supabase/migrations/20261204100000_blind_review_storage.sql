-- Blind review in Storage (issue #33, item 1): the review payloads hid the candidate, but the
-- buckets' select policies did not, so a member who had not submitted could sign the poster, the
-- video renditions or the original take by building their names from the speech track's. Until
-- private.candidate_identity_visible() (the rule the api's review payloads follow) says the caller
-- may see who the candidate is, an answer's objects show them its speech track alone.

-- Whether the blind-review rule lets the caller read a responses or renditions object: anything but
-- an answer's recording, the speech track of one, or any of its files once the caller may see the
-- candidate. Unknown names are refused; the buckets' other conditions decide the rest.
create function private.blind_review_allows_object(p_bucket text, p_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select case p_bucket
    when 'responses' then
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
  'False for an answer''s original take or rendition other than its speech track while the caller may not see the candidate (candidate_identity_visible).';
revoke execute on function private.blind_review_allows_object(text, text) from public, anon;
grant execute on function private.blind_review_allows_object(text, text) to authenticated;

-- SELECT(responses): reviewers read submitted takes the blind-review rule lets them see; the
-- candidate their own uploads while taking the interview.
drop policy responses_objects_select on storage.objects;
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

-- SELECT(renditions): readers of the recording the folder names (under recording_media's own
-- policy), within the blind-review rule.
drop policy renditions_objects_select on storage.objects;
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
