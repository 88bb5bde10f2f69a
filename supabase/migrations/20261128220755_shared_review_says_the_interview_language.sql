-- Issue #36 item 6: captions are labelled with the transcript's language, which is the interview's.
-- The shared review page reads it from public.open_review_share, whose answer now carries the
-- interview's language beside its title (supabase/schemas/70-reviews-and-evaluation.sql holds the same).
-- The signature is unchanged, so its comment and grants stay.
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
                 'speech_path', case when i.anonymous_review then m.speech_path end
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
