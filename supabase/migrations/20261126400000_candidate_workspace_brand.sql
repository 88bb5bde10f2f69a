-- The candidate answers to the interview's workspace (issue #17 item 6): company_name in the spec's
-- payloads is the workspace's name, and the take and portal payloads carry its brand (name, logo,
-- colour). The old versions joined the creator's profile, which no longer works: recruiter_id is
-- now "created by" and becomes null when that account is deleted, and an inner join on it would
-- hide such an interview from its candidates. Both functions are otherwise unchanged.

-- Section: get_interview_by_token -----------------------------------------------------------------
create or replace function public.get_interview_by_token(p_token text)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_by_token(p_token);
  is_open boolean := inv.status in ('PENDING', 'STARTED');
  is_taker boolean := inv.candidate_id is not null and inv.candidate_id = (select auth.uid());
begin
  return (
    select jsonb_build_object(
      'invitation_id', inv.id,
      'status', inv.status,
      'first_name', inv.first_name,
      'expires_at', inv.expires_at,
      'bound_to_caller', is_taker,
      'interview', jsonb_build_object(
        'id', i.id,
        'title', i.title,
        'description', i.description,
        'welcome_video_url', i.welcome_video_url,
        'status', i.status,
        'company_name', w.name
      ),
      -- The brand the candidate answers to; nothing else of the workspace (no slug, no members).
      'workspace', jsonb_build_object(
        'name', w.name,
        'logo_path', w.logo_path,
        'brand_color', w.brand_color
      ),
      -- A finished interview shows only its completion; its questions are no longer needed.
      'questions', case when is_open then coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', q.id,
          'order_number', q.order_number,
          'text', q.text,
          'response_format', q.response_format,
          'time_limit_seconds', q.time_limit_seconds
        ) order by q.order_number)
        from public.questions q where q.interview_id = i.id
      ), '[]'::jsonb) else '[]'::jsonb end,
      -- The caller's saved answers, so a reloaded tab resumes where it was.
      'answers', case when is_open and is_taker then coalesce((
        select jsonb_agg(jsonb_build_object(
          'question_id', r.question_id,
          'attempts', r.attempts,
          'response_text', r.response_text,
          'media_path', r.media_path,
          'take', private.take_number_from_path(r.media_path)
        ))
        from public.responses r where r.invitation_id = inv.id
      ), '[]'::jsonb) else '[]'::jsonb end
    )
    from public.interviews i
    join public.workspaces w on w.id = i.workspace_id
    where i.id = inv.interview_id
  );
end;
$$;

-- Section: list_my_invitations --------------------------------------------------------------------
-- The return type changes (the brand columns), so the function is dropped and made again.
drop function public.list_my_invitations();

create function public.list_my_invitations()
returns table (
  id uuid,
  status public.invitation_status,
  unique_link_token text,
  interview_title text,
  company_name text,
  workspace_logo_path text,
  workspace_brand_color text,
  created_at timestamptz,
  expires_at timestamptz,
  completed_at timestamptz
)
language sql stable security definer set search_path = ''
as $$
  select inv.id, inv.status, inv.unique_link_token, i.title, w.name, w.logo_path, w.brand_color,
         inv.created_at, inv.expires_at, inv.completed_at
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  join public.workspaces w on w.id = i.workspace_id
  where inv.id in (select private.invitee_invitation_ids())
  order by inv.created_at desc, inv.id
$$;
comment on function public.list_my_invitations() is
  'The caller''s own invitations as a candidate, newest first, with interview title and the workspace''s name, logo and colour.';

revoke execute on function public.list_my_invitations() from public, anon;
grant execute on function public.list_my_invitations() to authenticated, service_role;
