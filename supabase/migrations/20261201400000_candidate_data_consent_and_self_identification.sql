-- The consent (item 1) and the self-identification (item 6) are the candidate's data too (issue #20
-- item 3): "Download my data" includes them, and deleting an invitation's data, by the candidate or
-- by the retention schedule, deletes them with the rest. The fairness report then counts the
-- candidate no more, like any other deleted answer.

create or replace function private.purge_invitation_data(p_invitation uuid, p_by text default 'retention')
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
  delete from public.interview_consents where invitation_id = p_invitation;
  delete from private.candidate_self_identifications where invitation_id = p_invitation;
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

create or replace function private.my_candidate_data()
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
                     from public.candidate_feedback f where f.invitation_id = inv.id),
        'consent', (select jsonb_build_object('notice_version', c.notice_version, 'retention_days', c.retention_days,
                                              'ai_analysis_allowed', c.ai_analysis_allowed, 'consented_at', c.consented_at)
                    from public.interview_consents c where c.invitation_id = inv.id),
        'self_identification', (select jsonb_build_object('sex', s.sex, 'race_ethnicity', s.race_ethnicity,
                                                          'updated_at', s.updated_at)
                                from private.candidate_self_identifications s where s.invitation_id = inv.id)
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
