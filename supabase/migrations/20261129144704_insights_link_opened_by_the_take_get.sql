-- Hiring insights (issue #38): the link's first opening is stamped by the take page's GET alone
-- (public.note_link_opened), not by every call that reads the interview by its token, so a refused
-- call changes nothing (supabase/schemas/60-take.sql).
create or replace function public.get_interview_by_token(p_token text)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_for_view(p_token);
  interview public.interviews;
  availability text;
  is_open boolean;
  is_taker boolean := inv.candidate_id is not null and inv.candidate_id = (select auth.uid());
begin
  select * into interview from public.interviews where id = inv.interview_id;
  availability := case
    when interview.status in ('CLOSED', 'DRAFT') then 'CLOSED'
    when inv.expires_at <= now() then 'EXPIRED'
    else 'OPEN'
  end;
  is_open := availability = 'OPEN' and inv.status in ('PENDING', 'STARTED');
  return (
    select jsonb_build_object(
      'invitation_id', inv.id,
      'status', inv.status,
      'availability', availability,
      'first_name', inv.first_name,
      'expires_at', inv.expires_at,
      'bound_to_caller', is_taker,
      -- Only its candidate learns that a knockout answer ended the interview.
      'knocked_out', is_taker and inv.knocked_out_at is not null,
      'practice_question', interview.practice_question,
      'accommodations', jsonb_build_object(
        'time', inv.time_accommodation,
        'extra_attempts', inv.extra_attempts,
        'text_answers_allowed', inv.text_answers_allowed
      ),
      'interview', jsonb_build_object(
        'id', interview.id,
        'title', interview.title,
        'description', interview.description,
        'welcome_video_url', interview.welcome_video_url,
        'status', interview.status,
        'company_name', w.name,
        'language', interview.language
      ),
      'workspace', jsonb_build_object(
        'name', w.name,
        'logo_path', w.logo_path,
        'brand_color', w.brand_color
      ),
      -- Whom the candidate asks: the interview's creator, or the workspace's first owner once
      -- that account is gone.
      'contact', (
        select jsonb_build_object('name', p.full_name, 'email', p.email)
        from public.profiles p
        where p.id = coalesce(interview.recruiter_id, (
          select m.user_id from public.workspace_members m
          where m.workspace_id = w.id and m.role = 'OWNER'
          order by m.created_at, m.user_id limit 1
        ))
      ),
      'requests', coalesce((
        select jsonb_agg(jsonb_build_object(
          'kind', cr.kind,
          'status', cr.status,
          'requested_at', cr.requested_at,
          'decided_at', cr.decided_at,
          'new_deadline', cr.new_deadline
        ) order by cr.requested_at)
        from public.candidate_requests cr where cr.invitation_id = inv.id
      ), '[]'::jsonb),
      -- Only an open invitation needs its questions.
      'questions', case when is_open then coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', q.id,
          'order_number', q.order_number,
          'text', q.text,
          'response_format', q.response_format,
          'time_limit_seconds', q.time_limit_seconds,
          'thinking_seconds', q.thinking_seconds,
          'max_attempts', q.max_attempts + inv.extra_attempts,
          'multiple_choice', q.multiple_choice,
          -- Which options are knockouts stays with the server.
          'options', coalesce((
            select jsonb_agg(jsonb_build_object('id', o.id, 'label', o.label) order by o.position)
            from public.question_options o where o.question_id = q.id
          ), '[]'::jsonb)
        ) order by q.order_number)
        from public.questions q where q.interview_id = interview.id
      ), '[]'::jsonb) else '[]'::jsonb end,
      -- The caller's saved answers, so a reloaded tab resumes where it was.
      'answers', case when is_open and is_taker then coalesce((
        select jsonb_agg(jsonb_build_object(
          'question_id', r.question_id,
          'attempts', r.attempts,
          'response_text', r.response_text,
          'media_path', r.media_path,
          'choice_option_ids', r.choice_option_ids,
          'take', coalesce(private.take_number_from_path(r.media_path), private.answer_file_take_from_path(r.file_path)),
          'file_path', r.file_path,
          'file_name', r.file_name
        ))
        from public.responses r where r.invitation_id = inv.id
      ), '[]'::jsonb) else '[]'::jsonb end
    )
    from public.workspaces w
    where w.id = interview.workspace_id
  );
end;
$$;
comment on function public.get_interview_by_token(text) is
  'The interview an invitation token names, for anyone holding the token: open, expired or closed (availability), with the questions only while open.';

-- The funnel's "opened the link" (issue #38): the take page's GET, and nothing else a candidate
-- calls, stamps the first opening, so a refused call changes nothing. Openings by the workspace's
-- members, who open links to try them, are not the candidate's and are not stamped.
create function public.note_link_opened(p_token text)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_for_view(p_token);
begin
  if inv.opened_at is null and not private.has_workspace_role(
       (select i.workspace_id from public.interviews i where i.id = inv.interview_id),
       array['OWNER', 'RECRUITER', 'REVIEWER']::public.workspace_role[]) then
    update public.invitations set opened_at = now() where id = inv.id and opened_at is null;
  end if;
end;
$$;
comment on function public.note_link_opened(text) is
  'Stamps the first opening of the invitation a token names, unless a member of its workspace opens it; refuses tokens as get_interview_by_token does.';
grant execute on function public.note_link_opened(text) to anon, authenticated;
