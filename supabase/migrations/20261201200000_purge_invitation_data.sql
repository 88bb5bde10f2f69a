-- Deleting what one invitation holds about its candidate (issue #20 items 2 and 3): the retention
-- job runs it when the workspace's retention has passed, and the candidate's "Delete my data" runs
-- it at once. The invitation row stays, anonymised, as a statistic of the interview (a number in
-- its lists and counts); everything a person wrote or recorded about the candidate goes.
--
-- What references an invitation (every foreign key to invitations and responses, and the tables
-- naming one without a key), and what happens to it:
--   responses              deleted: the answers, their transcripts (transcription,
--                          transcript_segments) and AI analyses (ai_insights) are its columns.
--   recording_media        deleted (cascade from responses); its delete trigger queues
--                          remove_renditions, which finds the renditions already removed.
--   ratings, rating_history, rating_submissions
--                          deleted: scores and free-text notes about the candidate.
--   candidate_comments     deleted: reviewers' notes.
--   candidate_feedback     deleted: the note sent to the candidate.
--   candidate_requests     deleted: the candidate's own words (reason).
--   review_shares (+ review_share_openings)
--                          deleted: a shared link must not open an emptied review.
--   mail_outbox            deleted: every e-mail to the candidate holds their address and name.
--   invitation_reminders   deleted: only the schedule of those e-mails.
--   candidate_decisions    kept for statistics (the outcome, who decided and when); the reason,
--                          free text about the candidate, is replaced.
--   audit_events           kept: append-only by design (20261130200000_audit_trail.sql), and its
--                          events name the invitation by id only, never the candidate.
--   invitations            kept, anonymised: neutral name and e-mail, no candidate_id, a new
--                          link token (the old link opens nothing), the accommodations (which can
--                          reveal a disability) reset; data_deleted_at says when. An invitation
--                          not yet finished is cancelled (PENDING) or closed by its deadline
--                          (STARTED), so no reminder is ever sent to the neutral address.
-- Storage objects (responses/<invitation>/…, renditions/<recording_media.id>/…) are not deleted
-- here: SQL would orphan the files. private.invitation_stored_objects lists them and the caller
-- (the worker, the api) removes them through the Storage API first, then calls the purge.

alter table public.invitations add column data_deleted_at timestamptz;
comment on column public.invitations.data_deleted_at is
  'When the candidate''s answers and every note about them were deleted (retention or the candidate''s request); the row is anonymised since.';

-- The retention job's scan: finished invitations whose retention has passed and not yet purged.
create index invitations_retention_idx on public.invitations (completed_at)
  where data_deleted_at is null and status in ('COMPLETED', 'REVIEWED');

-- Every stored object of the invitation's candidate answers: the recordings (taken or discarded)
-- and the renditions the worker made of them.
create function private.invitation_stored_objects(p_invitation uuid)
returns table (bucket_id text, name text)
language sql stable security definer set search_path = ''
as $$
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'responses' and o.name like p_invitation::text || '/%'
  union all
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'renditions'
    and split_part(o.name, '/', 1) in (
      select m.id::text from public.recording_media m
      join public.responses r on r.id = m.response_id
      where r.invitation_id = p_invitation)
  order by 1, 2
$$;
comment on function private.invitation_stored_objects(uuid) is
  'The storage objects of one invitation''s answers (recordings and renditions), to remove through the Storage API before private.purge_invitation_data.';

-- The invitations the retention job purges at `p_at`: COMPLETED or REVIEWED, completed at least the
-- workspace's retention_days before, not purged yet.
create function private.invitations_past_retention(p_at timestamptz)
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  join public.workspaces w on w.id = i.workspace_id
  where inv.status in ('COMPLETED', 'REVIEWED') and inv.data_deleted_at is null
    and inv.completed_at + make_interval(days => w.retention_days) <= p_at
  order by inv.completed_at, inv.id
$$;

-- The purge itself, once per invitation (a second call does nothing). `p_by` says who asked, for
-- the workspace's audit trail: 'retention' or 'candidate'. The event has no actor: the candidate
-- is not named anywhere once their data is gone.
create function private.purge_invitation_data(p_invitation uuid, p_by text default 'retention')
returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  v_inv public.invitations;
begin
  if p_by not in ('retention', 'candidate') then
    raise exception 'Unknown reason for deleting candidate data: %', p_by using errcode = '22023';
  end if;
  select * into v_inv from public.invitations where id = p_invitation for update;
  if not found or v_inv.data_deleted_at is not null then
    return false;
  end if;

  delete from public.responses where invitation_id = p_invitation;
  delete from public.ratings where invitation_id = p_invitation;
  delete from public.rating_history where invitation_id = p_invitation;
  delete from public.rating_submissions where invitation_id = p_invitation;
  delete from public.candidate_comments where invitation_id = p_invitation;
  delete from public.candidate_feedback where invitation_id = p_invitation;
  delete from public.candidate_requests where invitation_id = p_invitation;
  delete from public.review_shares where invitation_id = p_invitation;
  delete from public.invitation_reminders where invitation_id = p_invitation;
  delete from public.mail_outbox where invitation_id = p_invitation;
  update public.candidate_decisions set reason = 'Deleted with the candidate''s data'
  where invitation_id = p_invitation;

  update public.invitations set
    status = case when status = 'PENDING' then 'CANCELLED'::public.invitation_status else status end,
    expires_at = case when status = 'STARTED'
                      then greatest(least(expires_at, now()), created_at + interval '1 second')
                      else expires_at end,
    first_name = 'Deleted',
    last_name = 'candidate',
    email = 'deleted-candidate@deleted.invalid',
    candidate_id = null,
    unique_link_token = translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_'),
    time_accommodation = 'STANDARD',
    extra_attempts = 0,
    text_answers_allowed = false,
    bulk_key = null,
    data_deleted_at = now()
  where id = p_invitation;

  insert into public.audit_events (workspace_id, action, interview_id, invitation_id, detail)
  select i.workspace_id, 'DELETED', i.id, p_invitation,
         jsonb_build_object('what', 'candidate data', 'by', p_by)
  from public.interviews i where i.id = v_inv.interview_id;
  return true;
end
$$;
comment on function private.purge_invitation_data(uuid, text) is
  'Deletes the answers, transcripts, analyses, ratings, notes, feedback, requests, shares and e-mails of one invitation and anonymises it; remove its storage objects first. Answers false when already done.';

-- Only the worker and the api's server code (as postgres) run these; no api caller does directly.
revoke execute on function private.invitation_stored_objects(uuid), private.invitations_past_retention(timestamptz),
  private.purge_invitation_data(uuid, text)
  from public, anon, authenticated, service_role;
