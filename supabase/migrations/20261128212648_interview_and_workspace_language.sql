-- Issue #36: the interview's language reaches the AI. Workspaces and interviews have a language
-- (public.locale): a workspace's is en unless its owner picks another; an interview's is its
-- workspace's unless it is created with another, and the take payload carries it
-- (supabase/schemas/20-workspaces.sql, 30-interviews.sql and 60-take.sql hold the same).

-- An enum, not a check on each column: both tables share one list, typed as contract/locales.ts's union.
create type public.locale as enum ('en', 'es', 'fr', 'de', 'pt-BR', 'ar');
comment on type public.locale is
  'The languages interviews are held in and workspaces write in (BCP 47), as SUPPORTED_LOCALES of contract/locales.ts.';

alter table public.workspaces add column language public.locale not null default 'en';
comment on column public.workspaces.language is
  'The language of new interviews unless they name another, and of the AI analyses'' prose (summary, reasons); en by default.';
grant update (language) on public.workspaces to authenticated;

-- Existing interviews are held in their workspace's language (en: every workspace has it now).
alter table public.interviews add column language public.locale;
update public.interviews i set language = w.language from public.workspaces w where w.id = i.workspace_id;
alter table public.interviews alter column language set not null;
comment on column public.interviews.language is
  'The language the candidate answers in, told to transcription; its workspace''s language when created without one.';
grant insert (language), update (language) on public.interviews to authenticated;

-- An interview created without a language is held in its workspace's. Triggers of one event fire
-- in name order, so interviews_default_workspace has chosen the workspace before this one reads it.
create function private.interview_language_from_workspace()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.language is null then
    select w.language into new.language from public.workspaces w where w.id = new.workspace_id;
  end if;
  return new;
end
$$;
comment on function private.interview_language_from_workspace() is
  'Fills interviews.language with the workspace''s language when the insert names none.';
create trigger interviews_language_from_workspace
  before insert on public.interviews
  for each row execute function private.interview_language_from_workspace();

-- The take payload's interview says its language (the candidate's page will speak it).
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
          'max_attempts', q.max_attempts + inv.extra_attempts
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
          'take', private.take_number_from_path(r.media_path)
        ))
        from public.responses r where r.invitation_id = inv.id
      ), '[]'::jsonb) else '[]'::jsonb end
    )
    from public.workspaces w
    where w.id = interview.workspace_id
  );
end;
$$;
