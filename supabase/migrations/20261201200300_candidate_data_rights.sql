-- The candidate's data rights (issue #20 item 3): "Delete my data" per interview or for the whole
-- account, carried out at once, and "Download my data". The api runs these as the candidate; each
-- checks the invitation is addressed to the caller (private.invitee_invitation_ids), so nobody
-- reaches another person's interview.
--
-- The confirmation e-mail is not tied to the invitation it confirms: that invitation is anonymised
-- (20261201200000_purge_invitation_data.sql) and a row holding the candidate's address under it
-- would name them again; a whole-account deletion may have no invitation at all. So a DATA_DELETED
-- e-mail has neither an invitation nor a team invitation. The workspace's notice is the audit
-- event the purge writes ({what: 'candidate data', by: 'candidate'}), with no actor.

alter table public.mail_outbox drop constraint mail_outbox_one_subject;
alter table public.mail_outbox add constraint mail_outbox_one_subject check (
  num_nonnulls(invitation_id, workspace_invitation_id) = 1
  or (kind = 'DATA_DELETED' and num_nonnulls(invitation_id, workspace_invitation_id) = 0)
);

-- The storage objects of one of the caller's invitations (private.invitation_stored_objects), for
-- the api to remove through the Storage API before the purge; refused for any other invitation.
create function private.my_invitation_stored_objects(p_invitation uuid)
returns table (bucket_id text, name text)
language plpgsql stable security definer set search_path = ''
as $$
begin
  if p_invitation is null or p_invitation not in (select private.invitee_invitation_ids()) then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  -- Checked here too, so nothing is removed for a deletion the purge would then refuse.
  if private.confirmed_email() is null then
    raise exception 'Confirm your e-mail address before deleting your data' using errcode = '42501';
  end if;
  return query select o.bucket_id, o.name from private.invitation_stored_objects(p_invitation) o;
end
$$;

-- Deletes the caller's data of one invitation (its objects removed first) and queues the
-- confirmation e-mail, rendered by the api, to the caller's own address. Answers false when it
-- was already deleted.
create function private.delete_my_invitation_data(
  p_invitation uuid, p_subject text, p_html text, p_text text, p_from_name text
) returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  v_email text := private.confirmed_email();
begin
  if p_invitation is null or p_invitation not in (select private.invitee_invitation_ids()) then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  if v_email is null then
    raise exception 'Confirm your e-mail address before deleting your data' using errcode = '42501';
  end if;
  if not private.purge_invitation_data(p_invitation, 'candidate') then
    return false;
  end if;
  if p_subject is not null then
    insert into public.mail_outbox (kind, to_email, from_name, subject, html, text_body)
    values ('DATA_DELETED', v_email, p_from_name, p_subject, p_html, p_text);
  end if;
  return true;
end
$$;

-- The confirmation of a whole account's deletion, queued before the account goes (the address is
-- gone after).
create function private.queue_account_deleted_mail(p_subject text, p_html text, p_text text)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_email text := private.confirmed_email();
begin
  if v_email is null then
    raise exception 'Confirm your e-mail address before deleting your data' using errcode = '42501';
  end if;
  insert into public.mail_outbox (kind, to_email, subject, html, text_body)
  values ('DATA_DELETED', v_email, p_subject, p_html, p_text);
end
$$;

-- The storage objects of the caller's video resumes: their files and the renditions made of them.
create function private.my_resume_stored_objects()
returns table (bucket_id text, name text)
language sql stable security definer set search_path = ''
as $$
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'resumes' and o.name like (select auth.uid())::text || '/%'
  union all
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'renditions'
    and split_part(o.name, '/', 1) in (
      select m.id::text from public.recording_media m
      join public.video_resumes v on v.id = m.video_resume_id
      where v.candidate_id = (select auth.uid()))
  order by 1, 2
$$;

-- Download my data: every row about the caller as a candidate, as JSON. What the candidate cannot
-- read through the policies (their answers' analyses, the decisions' outcome is not theirs to see)
-- stays out; what is theirs (their answers, transcripts, analyses, requests, feedback) is in.
create function private.my_candidate_data()
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'profile', (select jsonb_build_object('id', p.id, 'email', p.email, 'first_name', p.first_name,
                                          'last_name', p.last_name, 'created_at', p.created_at)
                from public.profiles p where p.id = (select auth.uid())),
    'invitations', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', inv.id, 'interview_title', i.title, 'company_name', w.name,
        'first_name', inv.first_name, 'last_name', inv.last_name, 'email', inv.email,
        'status', inv.status, 'created_at', inv.created_at, 'expires_at', inv.expires_at,
        'started_at', inv.started_at, 'completed_at', inv.completed_at,
        'data_deleted_after', inv.completed_at + make_interval(days => w.retention_days),
        'time_accommodation', inv.time_accommodation, 'extra_attempts', inv.extra_attempts,
        'text_answers_allowed', inv.text_answers_allowed,
        'answers', coalesce((
          select jsonb_agg(jsonb_build_object(
            'id', r.id, 'question', q.text, 'response_text', r.response_text, 'media_path', r.media_path,
            'attempts', r.attempts, 'transcription', r.transcription,
            'transcript_segments', r.transcript_segments, 'ai_insights', r.ai_insights,
            'analyzed_at', r.analyzed_at, 'created_at', r.created_at) order by q.order_number)
          from public.responses r join public.questions q on q.id = r.question_id
          where r.invitation_id = inv.id), '[]'::jsonb),
        'requests', coalesce((
          select jsonb_agg(jsonb_build_object('kind', cr.kind, 'reason', cr.reason, 'status', cr.status,
                                              'requested_at', cr.requested_at, 'decided_at', cr.decided_at)
                           order by cr.requested_at)
          from public.candidate_requests cr where cr.invitation_id = inv.id), '[]'::jsonb),
        'feedback', (select jsonb_build_object('body', f.body, 'sent_at', f.sent_at)
                     from public.candidate_feedback f where f.invitation_id = inv.id)
      ) order by inv.created_at desc)
      from public.invitations inv
      join public.interviews i on i.id = inv.interview_id
      join public.workspaces w on w.id = i.workspace_id
      where inv.id in (select private.invitee_invitation_ids())), '[]'::jsonb),
    'video_resumes', coalesce((
      select jsonb_agg(to_jsonb(v) order by v.created_at)
      from public.video_resumes v where v.candidate_id = (select auth.uid())), '[]'::jsonb)
  )
$$;

revoke execute on function private.my_invitation_stored_objects(uuid),
  private.delete_my_invitation_data(uuid, text, text, text, text),
  private.queue_account_deleted_mail(text, text, text), private.my_resume_stored_objects(),
  private.my_candidate_data()
  from public, anon;
grant execute on function private.my_invitation_stored_objects(uuid) to authenticated;
grant execute on function private.delete_my_invitation_data(uuid, text, text, text, text) to authenticated;
grant execute on function private.queue_account_deleted_mail(text, text, text) to authenticated;
grant execute on function private.my_resume_stored_objects() to authenticated;
grant execute on function private.my_candidate_data() to authenticated;
