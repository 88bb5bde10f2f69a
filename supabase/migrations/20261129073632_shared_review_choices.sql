-- Issue #37: the shared review page's choice answers come from open_review_share, which already
-- checked the token, instead of a second read by the api (supabase/schemas/70-reviews-and-evaluation.sql).
create or replace function public.open_review_share(p_token text, p_user_agent text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_share public.review_shares;
begin
  select * into v_share from public.review_shares s
  where s.token = p_token and s.revoked_at is null and s.expires_at > now();
  if not found then
    return null;
  end if;
  insert into public.review_share_openings (share_id, user_agent)
  values (v_share.id, nullif(left(btrim(coalesce(p_user_agent, '')), 500), ''));
  return (
    select jsonb_build_object(
      'invitation_id', inv.id,
      'expires_at', v_share.expires_at,
      'anonymous_review', i.anonymous_review,
      'candidate_number', inv.candidate_number,
      'candidate_name', case when i.anonymous_review then null
                             else btrim(inv.first_name || ' ' || inv.last_name) end,
      'interview_title', i.title,
      'interview_language', i.language,
      'workspace', jsonb_build_object('name', w.name, 'logo_path', w.logo_path, 'brand_color', w.brand_color),
      'answers', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'order_number', q.order_number,
                 'question_text', q.text,
                 'response_format', q.response_format,
                 'response_text', r.response_text,
                 'transcription', r.transcription,
                 'transcript_segments', r.transcript_segments,
                 'recording_ready', m.status = 'READY',
                 'duration_seconds', m.duration_seconds,
                 'has_video', m.has_video and not i.anonymous_review,
                 'seekable_path', case when i.anonymous_review then null else m.seekable_path end,
                 'playback_path', case when i.anonymous_review then null else m.playback_path end,
                 'poster_path', case when i.anonymous_review then null else m.poster_path end,
                 'speech_path', case when i.anonymous_review then m.speech_path end,
                 -- A choice answer (issue #37): every option in order, the picked ones marked.
                 'knockout', r.knockout,
                 'choice', case when r.choice_option_ids is not null then jsonb_build_object(
                   'multiple', q.multiple_choice,
                   'options', coalesce((
                     select jsonb_agg(jsonb_build_object(
                              'label', o.label, 'knockout', o.knockout,
                              'picked', o.id = any (r.choice_option_ids)) order by o.position)
                     from public.question_options o where o.question_id = q.id), '[]'::jsonb)) end
               ) order by q.order_number)
        from public.responses r
        join public.questions q on q.id = r.question_id
        left join public.recording_media m on m.response_id = r.id
        where r.invitation_id = inv.id), '[]'::jsonb)
    )
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    join public.workspaces w on w.id = i.workspace_id
    where inv.id = v_share.invitation_id
  );
end;
$$;
