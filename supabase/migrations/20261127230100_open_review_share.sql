-- Opening a shared link (issue #18): public.open_review_share checks the token, logs the opening
-- and answers exactly what the read-only page may show of that one candidate: the interview's
-- title, the workspace's brand, the candidate (by name, or only by number when the interview is
-- blind: the outside viewer never submits ratings, so identity stays hidden), and each answer's
-- question, text, transcript and the names of its playable renditions (in a blind interview only
-- the speech track: no face). No ratings, AI analysis, comments, decisions or other candidates.
-- An unknown, revoked or expired token answers null and logs nothing.
create function public.open_review_share(p_token text, p_user_agent text)
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
comment on function public.open_review_share(text, text) is
  'A shared link opened: logs it and answers the read-only view of that one candidate; null for an unknown, revoked or expired token.';
revoke execute on function public.open_review_share(text, text) from public;
grant execute on function public.open_review_share(text, text) to anon, authenticated, service_role;
