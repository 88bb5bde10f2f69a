-- Taking an interview by its token: the functions behind /take/{token}, the only paths by which a
-- caller without a table grant reaches an interview. Get (anon too), consent to the notice, start,
-- submit an answer, complete; ask the team for more time or an accommodation. Each is security
-- definer with search_path = '' and checks token, status, expiry and caller itself. Errors carry a
-- SQLSTATE the api function maps to HTTP statuses:
--   P0002 not found or expired (404), 42501 not allowed (403), 28000 sign-in needed (401),
--   22023 invalid input (400), 55000 wrong state for this step (409).
-- A recording of an answer is one of the question's takes, named as the client names them:
--   responses/<invitation_id>/<question_id>/<take>.<webm|mp4|ogg>, take 1 to 7,
-- for a VIDEO or AUDIO question of the invitation's own interview, at most the question's
-- max_attempts plus the invitation's extra_attempts. So the storage rules themselves cap the
-- objects per question and refuse a take too many. A take is written only while it is newer than
-- the submitted one, so a submitted recording can be neither overwritten nor followed by a take it
-- could be swapped with. The recruiter reads only the submitted take (responses.media_path);
-- discarded takes are the candidate's to remove (the api does, after each retake and before
-- completing), and completing refuses while any is left.
-- A FILE question's answer (issue #37) is one upload in the same shape in the answer-files bucket:
--   answer-files/<invitation_id>/<question_id>/<take>.<pdf|png|jpg|docx>, take 1 to 7,
-- under the same rules (the question's attempts, newer than the submitted file). The api reads the
-- uploaded object's bytes before it calls submit_answer: the type it names is the one the bytes
-- show, and an object that is none of the four is removed, never saved as an answer.
-- Before recording, the candidate reads what is recorded, who sees it, how long it is kept and what
-- AI analysis evaluates, and chooses whether AI may analyse their answers; the consent is stored
-- with the notice's version and time, start_interview refuses without it, and a declined AI
-- analysis is enforced here, not only in the screen.

-- Types -------------------------------------------------------------------------------------------
create type public.candidate_request_kind as enum ('EXTENSION', 'ACCOMMODATION');

create type public.candidate_request_status as enum ('PENDING', 'APPROVED', 'DECLINED');

-- Tables ------------------------------------------------------------------------------------------
create table public.interview_consents (
  invitation_id uuid primary key references public.invitations (id) on delete cascade,
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  notice_version text not null,
  -- What the notice said, as the candidate read it: the workspace may change its setting later.
  retention_days integer not null,
  ai_analysis_allowed boolean not null,
  consented_at timestamptz not null default now(),
  receipt_token text not null unique
    default translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_')
    check (receipt_token ~ '^[A-Za-z0-9_-]{22}$'),
  -- The language the notice was read in: the page's, else the interview's (issue #36).
  locale public.locale not null
);
comment on table public.interview_consents is
  'The candidate''s consent to the notice before recording, with its version, time and AI choice (issue #20).';
comment on column public.interview_consents.ai_analysis_allowed is
  'False when the candidate declined AI analysis: no transcript or analysis is ever made of their answers.';
comment on column public.interview_consents.receipt_token is
  'Opens the consent receipt (/consent-receipts/{token}) without an account, from the completion e-mail.';
comment on column public.interview_consents.locale is
  'The language the candidate read the notice in: the one their page showed, else the interview''s.';
alter table public.interview_consents enable row level security;

-- What a candidate asks of the team about one invitation: more time (EXTENSION), on an expired or
-- nearly expired invitation, or an accommodation (ACCOMMODATION: more time per answer, more
-- attempts, answering in text). Each has a reason in the candidate's words; a recruiter approves or
-- declines it once. At most one request of a kind is pending. A candidate holds no account of the
-- workspace, often none at all: their invite link is the credential, so asking is a security
-- definer function taking the token (request_from_candidate, like the other token functions).
-- Those who manage the interview read the requests and answer each once; answering is a function
-- too (decide_candidate_request), because an approved extension moves the invitation's deadline,
-- whose column no API role may update, and clears the reminders already sent for the old one. The
-- decision's e-mail is the worker's (send_request_decision), queued in the same transaction.
create table public.candidate_requests (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  kind public.candidate_request_kind not null,
  reason text not null check (btrim(reason) <> '' and char_length(reason) <= 1000),
  status public.candidate_request_status not null default 'PENDING',
  requested_at timestamptz not null default now(),
  decided_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz,
  -- An approved extension's new deadline.
  new_deadline timestamptz,
  -- The REQUEST_DECIDED e-mail of the decision, once the worker wrote it.
  decision_outbox_id uuid references public.mail_outbox (id) on delete set null,
  check ((status = 'PENDING') = (decided_at is null)),
  check (new_deadline is null or (kind = 'EXTENSION' and status = 'APPROVED'))
);
comment on table public.candidate_requests is
  'A candidate''s request about one invitation: more time (EXTENSION) or an ACCOMMODATION, approved or declined by a recruiter.';
comment on column public.candidate_requests.reason is 'The candidate''s own words, 1 to 1000 characters.';
comment on column public.candidate_requests.decided_by is 'The recruiter who approved or declined it; null while PENDING or once their account is gone.';
comment on column public.candidate_requests.decision_outbox_id is
  'The REQUEST_DECIDED e-mail of the decision, once the worker wrote it: never a second one.';
alter table public.candidate_requests enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create unique index candidate_requests_one_pending_idx on public.candidate_requests (invitation_id, kind)
  where status = 'PENDING';

create index candidate_requests_invitation_id_idx on public.candidate_requests (invitation_id, requested_at desc);

create index candidate_requests_decided_by_idx on public.candidate_requests (decided_by);

create index candidate_requests_decision_outbox_id_idx on public.candidate_requests (decision_outbox_id);

create index candidate_requests_pending_idx on public.candidate_requests (requested_at desc)
  where status = 'PENDING';

create index interview_consents_candidate_id_idx on public.interview_consents (candidate_id);

-- Private helpers ---------------------------------------------------------------------------------
create function private.invitation_for_view(p_token text)
returns public.invitations
language plpgsql stable security definer set search_path = ''
as $$
declare
  found public.invitations;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22}$' then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  select * into found from public.invitations where unique_link_token = p_token;
  if found.id is null or found.status = 'CANCELLED'
     or exists (select 1 from public.interviews i where i.id = found.interview_id and i.status = 'ARCHIVED') then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  return found;
end;
$$;
comment on function private.invitation_for_view(text) is
  'The invitation a token names, expired or of a closed interview included; refuses unknown, malformed, cancelled and archived-interview tokens alike.';

-- Opening, starting, answering and completing by token all go through here: unknown, malformed,
-- cancelled and expired tokens, and those of an archived interview, are refused alike, so a link
-- reveals nothing about why it no longer opens; a closed interview's is refused with 55000.
create function private.invitation_by_token(p_token text)
returns public.invitations
language plpgsql stable security definer set search_path = ''
as $$
declare
  found public.invitations := private.invitation_for_view(p_token);
begin
  if found.expires_at <= now() then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.interviews i where i.id = found.interview_id and i.status in ('CLOSED', 'DRAFT')) then
    raise exception 'This interview is closed' using errcode = '55000';
  end if;
  return found;
end;
$$;
comment on function private.invitation_by_token(text) is
  'The invitation a token opens for answering; refuses unknown, malformed, cancelled, expired and archived-interview tokens alike, and a closed interview''s with 55000.';

create function private.taking_invitation(p_token text)
returns public.invitations
language plpgsql stable security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_by_token(p_token);
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to take this interview' using errcode = '28000';
  end if;
  if inv.candidate_id is distinct from (select auth.uid()) then
    raise exception 'This invitation belongs to another account' using errcode = '42501';
  end if;
  if inv.status <> 'STARTED' then
    raise exception 'This interview is not in progress' using errcode = '55000';
  end if;
  return inv;
end;
$$;
comment on function private.taking_invitation(text) is
  'The STARTED invitation of a token, checked to belong to the signed-in caller.';

-- The storage policies read the folders from these helpers, so the same shapes hold for objects.
create function private.invitation_id_from_path(object_name text)
returns uuid
language sql immutable
set search_path = ''
as $$
  select case
    when object_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]+/[^/]+$'
      and private.is_plain_file_name(split_part(object_name, '/', 3))
    then split_part(object_name, '/', 1)::uuid
  end
$$;
comment on function private.invitation_id_from_path(text) is
  'The invitation a responses object belongs to, from <invitation_id>/<question>/<file>; null for any other shape.';

create function private.take_number_from_path(object_name text)
returns integer
language sql immutable
set search_path = ''
as $$
  select case
    when private.invitation_id_from_path(object_name) is not null
      and split_part(object_name, '/', 3) ~ '^[1-7]\.(webm|mp4|ogg)$'
    then left(split_part(object_name, '/', 3), 1)::integer
  end
$$;
comment on function private.take_number_from_path(text) is
  'The take (1-7) a responses object is, from <invitation_id>/<question_id>/<take>.<webm|mp4|ogg>; null for any other name.';

create function private.can_upload_response(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.invitations inv
    where inv.id = private.invitation_id_from_path(object_name)
      and inv.candidate_id = (select auth.uid())
      and inv.status = 'STARTED'
      and inv.expires_at > now()
  )
$$;
comment on function private.can_upload_response(text) is
  'True when the caller is the candidate bound to the STARTED, unexpired invitation the object path names.';

create function private.can_write_take(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    join public.questions q on q.interview_id = inv.interview_id
    left join public.responses r on r.invitation_id = inv.id and r.question_id = q.id
    where inv.id = private.invitation_id_from_path(object_name)
      and q.id::text = split_part(object_name, '/', 2)
      and q.response_format not in ('TEXT', 'FILE')
      and inv.candidate_id = (select auth.uid())
      and inv.status = 'STARTED'
      and inv.expires_at > now()
      and i.status = 'ACTIVE'
      and private.take_number_from_path(object_name) <= q.max_attempts + inv.extra_attempts
      and private.take_number_from_path(object_name) > coalesce(private.take_number_from_path(r.media_path), 0)
  )
$$;
comment on function private.can_write_take(text) is
  'True when the caller, bound to the STARTED invitation of an ACTIVE interview, may write this take: a recording question of its interview, within its attempts, newer than the submitted take.';

create function private.is_submitted_take(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.responses r
    where r.invitation_id = private.invitation_id_from_path(object_name)
      and r.question_id::text = split_part(object_name, '/', 2)
      and r.media_path = object_name
  )
$$;
comment on function private.is_submitted_take(text) is
  'True when a responses object is the recording of a saved answer (its media_path).';

create function private.answer_file_take_from_path(object_name text)
returns integer
language sql immutable
set search_path = ''
as $$
  select case
    when private.invitation_id_from_path(object_name) is not null
      and split_part(object_name, '/', 3) ~ '^[1-7]\.(pdf|png|jpg|docx)$'
    then left(split_part(object_name, '/', 3), 1)::integer
  end
$$;
comment on function private.answer_file_take_from_path(text) is
  'The take (1-7) an answer-files object is, from <invitation_id>/<question_id>/<take>.<pdf|png|jpg|docx>; null for any other name.';

create function private.can_write_answer_file(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    join public.questions q on q.interview_id = inv.interview_id
    left join public.responses r on r.invitation_id = inv.id and r.question_id = q.id
    where inv.id = private.invitation_id_from_path(object_name)
      and q.id::text = split_part(object_name, '/', 2)
      and q.response_format = 'FILE'
      and inv.candidate_id = (select auth.uid())
      and inv.status = 'STARTED'
      and inv.expires_at > now()
      and i.status = 'ACTIVE'
      and private.answer_file_take_from_path(object_name) <= q.max_attempts + inv.extra_attempts
      and private.answer_file_take_from_path(object_name) > coalesce(private.answer_file_take_from_path(r.file_path), 0)
  )
$$;
comment on function private.can_write_answer_file(text) is
  'True when the caller, bound to the STARTED invitation of an ACTIVE interview, may write this file: a FILE question of its interview, within its attempts, newer than the submitted file.';

create function private.is_submitted_answer_file(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.responses r
    where r.invitation_id = private.invitation_id_from_path(object_name)
      and r.question_id::text = split_part(object_name, '/', 2)
      and r.file_path = object_name
  )
$$;
comment on function private.is_submitted_answer_file(text) is
  'True when an answer-files object is the file of a saved answer (its file_path).';

-- The notice's version: NOTICE_VERSION of supabase/functions/_shared/contract/consent.ts, which
-- holds the same version's text. A new text is a new version here and there, so a consent always
-- names the words the candidate agreed to.
create function private.notice_version() returns text
language sql immutable set search_path = ''
as $$ select '2026-11-27'::text $$;

create function private.ai_analysis_declined(p_invitation uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select from public.interview_consents c where c.invitation_id = p_invitation and not c.ai_analysis_allowed
  )
$$;

-- Policies ----------------------------------------------------------------------------------------
-- The candidate reads their own; the team that sees the invitation reads the choice (the review
-- says "AI analysis declined by the candidate"). Written only by give_consent.
create policy interview_consents_select on public.interview_consents for select to authenticated
  using (
    candidate_id = (select auth.uid())
    or (select private.is_admin())
    or invitation_id in (select private.reviewable_invitation_ids())
  );

-- SELECT: those who manage the invitation's interview, and admins. Nobody writes rows directly.
create policy candidate_requests_select on public.candidate_requests
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()));

-- Functions ---------------------------------------------------------------------------------------
create function public.get_interview_by_token(p_token text)
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

-- What the notice step needs: the version to agree to, the workspace's retention, and the caller's
-- consent if they gave one. For any holder of a link that opens (anon too: consent is then null).
create function public.get_take_notice(p_token text)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_for_view(p_token);
  caller uuid := (select auth.uid());
begin
  return jsonb_build_object(
    'notice_version', private.notice_version(),
    'retention_days', (select w.retention_days from public.interviews i join public.workspaces w on w.id = i.workspace_id
                       where i.id = inv.interview_id),
    'consent', (select jsonb_build_object('notice_version', c.notice_version, 'locale', c.locale,
                                          'retention_days', c.retention_days,
                                          'ai_analysis_allowed', c.ai_analysis_allowed, 'consented_at', c.consented_at)
                from public.interview_consents c
                where c.invitation_id = inv.id and caller is not null and c.candidate_id = caller)
  );
end;
$$;
comment on function public.get_take_notice(text) is
  'The notice version, the workspace''s retention and the caller''s own consent for a link.';

-- By the signed-in candidate of an open link, for the current notice, read in p_locale (null: in
-- the interview's language). While the interview is not completed the candidate may give it again
-- (another AI choice, another language); the receipt keeps its token.
create function public.give_consent(
  p_token text,
  p_notice_version text,
  p_ai_analysis_allowed boolean,
  p_locale public.locale default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_by_token(p_token);
  caller uuid := (select auth.uid());
  saved public.interview_consents;
begin
  if caller is null then
    raise exception 'Sign in to take this interview' using errcode = '28000';
  end if;
  if inv.candidate_id is not null and inv.candidate_id <> caller then
    raise exception 'This invitation belongs to another account' using errcode = '42501';
  end if;
  if inv.status not in ('PENDING', 'STARTED') then
    raise exception 'This interview has already been completed' using errcode = '55000';
  end if;
  if p_notice_version is distinct from private.notice_version() then
    raise exception 'The notice has changed: read it again before agreeing' using errcode = '22023';
  end if;
  if p_ai_analysis_allowed is null then
    raise exception 'Choose whether AI analysis may be used' using errcode = '22023';
  end if;
  insert into public.interview_consents (invitation_id, candidate_id, notice_version, retention_days, ai_analysis_allowed, locale)
  select inv.id, caller, p_notice_version, w.retention_days, p_ai_analysis_allowed, coalesce(p_locale, i.language)
  from public.interviews i join public.workspaces w on w.id = i.workspace_id
  where i.id = inv.interview_id
  on conflict (invitation_id) do update
    set candidate_id = excluded.candidate_id, notice_version = excluded.notice_version,
        retention_days = excluded.retention_days, ai_analysis_allowed = excluded.ai_analysis_allowed,
        locale = excluded.locale, consented_at = now()
  returning * into saved;
  -- An account that has not chosen a language takes the one its first notice was read in: the portal
  -- then speaks it, as the interview did. The candidate's own choice is never overwritten.
  update public.profiles set locale = saved.locale where id = caller and locale is null;
  return jsonb_build_object(
    'notice_version', saved.notice_version,
    'locale', saved.locale,
    'retention_days', saved.retention_days,
    'ai_analysis_allowed', saved.ai_analysis_allowed,
    'consented_at', saved.consented_at
  );
end;
$$;
comment on function public.give_consent(text, text, boolean, public.locale) is
  'Records the signed-in candidate''s consent to the current notice, the language they read it in and their AI choice, before the interview starts.';

create function public.start_interview(p_token text)
returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_by_token(p_token);
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to take this interview' using errcode = '28000';
  end if;
  if inv.candidate_id is not null and inv.candidate_id <> caller then
    raise exception 'This invitation belongs to another account' using errcode = '42501';
  end if;
  if inv.status not in ('PENDING', 'STARTED') then
    raise exception 'This interview has already been completed' using errcode = '55000';
  end if;
  if not exists (select from public.interview_consents c where c.invitation_id = inv.id and c.candidate_id = caller) then
    raise exception 'Read the notice and agree to it before starting' using errcode = '55000';
  end if;
  update public.invitations
    set candidate_id = caller, status = 'STARTED'
    where id = inv.id;
  return inv.id;
end;
$$;
comment on function public.start_interview(text) is
  'Binds the invitation to the signed-in caller who consented to the notice and moves it PENDING → STARTED; repeatable while STARTED.';

create function public.submit_answer(
  p_token text,
  p_question_id uuid,
  p_response_text text default null,
  p_media_path text default null,
  p_option_ids uuid[] default null,
  p_file_path text default null,
  p_file_name text default null,
  p_file_type text default null,
  p_file_size integer default null,
  p_file_version text default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.taking_invitation(p_token);
  question public.questions;
  saved public.responses;
  answer_text text := nullif(btrim(p_response_text), '');
  take integer := coalesce(private.take_number_from_path(p_media_path), private.answer_file_take_from_path(p_file_path));
  allowed integer;
  in_text boolean;
  chosen uuid[];
  knocked boolean := false;
begin
  select * into question from public.questions
    where id = p_question_id and interview_id = inv.interview_id;
  if question.id is null then
    raise exception 'This question is not part of the interview' using errcode = '22023';
  end if;
  allowed := question.max_attempts + inv.extra_attempts;
  -- A recording question is answered in text only with the accommodation, and only by text.
  in_text := question.response_format = 'TEXT'
    or (inv.text_answers_allowed and p_media_path is null and p_response_text is not null);

  if p_file_path is not null and question.response_format <> 'FILE' then
    raise exception 'Only a file question is answered by uploading a file' using errcode = '22023';
  end if;

  if question.response_format = 'FILE' then
    if p_file_path is null or p_response_text is not null or p_media_path is not null or p_option_ids is not null then
      raise exception 'A file question is answered by uploading a file' using errcode = '22023';
    end if;
    if private.invitation_id_from_path(p_file_path) is distinct from inv.id then
      raise exception 'The file must be stored under this invitation' using errcode = '22023';
    end if;
    if split_part(p_file_path, '/', 2) <> question.id::text then
      raise exception 'The file must be stored under this question' using errcode = '22023';
    end if;
    if (take is null and split_part(p_file_path, '/', 3) ~ '^0*[1-9][0-9]*\.') or take > allowed then
      raise exception 'No attempts left for this question (% at most)', allowed using errcode = '55000';
    elsif take is null then
      raise exception 'A file is named by its take, from 1 to % (e.g. 1.pdf)', allowed using errcode = '22023';
    end if;
    -- The api read this very version of the object: a file replaced since is not what it checked.
    if not exists (select 1 from storage.objects o
                   where o.bucket_id = 'answer-files' and o.name = p_file_path
                     and o.version is not distinct from p_file_version) then
      raise exception 'The file has not been uploaded yet' using errcode = '22023';
    end if;
  elsif question.response_format = 'CHOICE' then
    if coalesce(cardinality(p_option_ids), 0) = 0 or p_response_text is not null or p_media_path is not null then
      raise exception 'A choice question is answered by picking an option' using errcode = '22023';
    end if;
    if not question.multiple_choice and cardinality(p_option_ids) > 1 then
      raise exception 'Pick one option for this question' using errcode = '22023';
    end if;
    -- In the options' order, each once; an id that is none of this question's options is refused.
    select array_agg(o.id order by o.position), coalesce(bool_or(o.knockout), false)
      into chosen, knocked
      from public.question_options o
      where o.question_id = question.id and o.id = any (p_option_ids);
    if coalesce(cardinality(chosen), 0) <> cardinality(p_option_ids) then
      raise exception 'Pick among this question''s options, each once' using errcode = '22023';
    end if;
  elsif p_option_ids is not null then
    raise exception 'Only a choice question is answered by picking an option' using errcode = '22023';
  elsif in_text then
    if answer_text is null or p_media_path is not null then
      raise exception 'A text question needs a non-empty text answer' using errcode = '22023';
    end if;
    if char_length(answer_text) > 20000 then
      raise exception 'A text answer can be at most 20000 characters' using errcode = '22023';
    end if;
  else
    if p_media_path is null or p_response_text is not null then
      raise exception 'This % question needs a recording, not text', lower(question.response_format::text) using errcode = '22023';
    end if;
    if private.invitation_id_from_path(p_media_path) is distinct from inv.id then
      raise exception 'The recording must be stored under this invitation' using errcode = '22023';
    end if;
    if split_part(p_media_path, '/', 2) <> question.id::text then
      raise exception 'The recording must be stored under this question' using errcode = '22023';
    end if;
    if (take is null and split_part(p_media_path, '/', 3) ~ '^0*[1-9][0-9]*\.') or take > allowed then
      raise exception 'No attempts left for this question (% at most)', allowed using errcode = '55000';
    elsif take is null then
      raise exception 'A recording is named by its take, from 1 to % (e.g. 1.webm)', allowed using errcode = '22023';
    end if;
    -- An answer is saved only once its recording is really in storage, so none points nowhere.
    if not exists (select 1 from storage.objects o where o.bucket_id = 'responses' and o.name = p_media_path) then
      raise exception 'The recording has not been uploaded yet' using errcode = '22023';
    end if;
  end if;

  select * into saved from public.responses
    where invitation_id = inv.id and question_id = question.id
    for update;

  if saved.id is null then
    insert into public.responses (invitation_id, question_id, candidate_id, response_text, media_path,
                                  choice_option_ids, knockout, file_path, file_name, file_type, file_size)
    values (inv.id, question.id, inv.candidate_id, answer_text, p_media_path, chosen, knocked,
            p_file_path, p_file_name, p_file_type, p_file_size)
    returning * into saved;
  elsif saved.response_text is not distinct from answer_text and saved.media_path is not distinct from p_media_path
        and saved.choice_option_ids is not distinct from chosen and saved.file_path is not distinct from p_file_path then
    -- The same answer sent again (a retried request) is not another attempt.
    null;
  elsif saved.attempts >= allowed then
    raise exception 'No attempts left for this question (% at most)', allowed using errcode = '55000';
  elsif not in_text and take <= coalesce(private.take_number_from_path(saved.media_path),
                                         private.answer_file_take_from_path(saved.file_path), 0) then
    raise exception 'A retake must be newer than the submitted take' using errcode = '55000';
  else
    update public.responses
      set response_text = answer_text, media_path = p_media_path, attempts = attempts + 1,
          choice_option_ids = chosen, knockout = knocked,
          file_path = p_file_path, file_name = p_file_name, file_type = p_file_type, file_size = p_file_size,
          transcription = null, ai_insights = null, analyzed_at = null
      where id = saved.id
      returning * into saved;
  end if;

  -- A knockout of a question that ENDs the interview completes it now, with the answers given.
  if saved.knockout and question.knockout_action = 'END' then
    update public.invitations set status = 'COMPLETED', knocked_out_at = now() where id = inv.id;
  end if;

  return jsonb_build_object(
    'id', saved.id,
    'question_id', saved.question_id,
    'attempts', saved.attempts,
    'response_text', saved.response_text,
    'media_path', saved.media_path,
    'choice_option_ids', saved.choice_option_ids,
    'take', coalesce(private.take_number_from_path(saved.media_path), private.answer_file_take_from_path(saved.file_path)),
    'file_path', saved.file_path,
    'file_name', saved.file_name,
    'knocked_out', saved.knockout and question.knockout_action = 'END'
  );
end;
$$;
comment on function public.submit_answer(text, uuid, text, text, uuid[], text, text, text, integer, text) is
  'Saves the caller''s answer to one question of their STARTED interview: text, an uploaded recording, the options picked or an uploaded file (its type and size as the api read them from that version of the object); at most the question''s attempts plus any extra granted. A knockout option of a question that ENDs the interview completes it (knocked_out).';

create function public.complete_interview(p_token text)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_by_token(p_token);
  unanswered integer;
begin
  -- A retried request after success finds the interview already completed by the same candidate.
  if inv.status = 'COMPLETED' and inv.candidate_id = (select auth.uid()) then
    return;
  end if;
  inv := private.taking_invitation(p_token);
  select count(*) into unanswered
    from public.questions q
    where q.interview_id = inv.interview_id
      and not exists (select 1 from public.responses r where r.invitation_id = inv.id and r.question_id = q.id);
  if unanswered > 0 then
    raise exception 'Answer every question before completing the interview (% unanswered)', unanswered
      using errcode = '55000';
  end if;
  -- Discarded takes go before the interview completes (the api removes them through Storage). The
  -- invitation's folder is a byte range of names, which Storage's name_prefix_search index
  -- (text_pattern_ops) finds: tested by the path helpers alone, every object of the bucket was read,
  -- about 0.09 ms each (issue #39: 250 ms a completion at 2,655 takes).
  if exists (
    select 1 from storage.objects o
    where o.bucket_id = 'responses'
      and o.name ~>=~ (inv.id::text || '/') and o.name ~<~ (inv.id::text || '0')
      and private.invitation_id_from_path(o.name) = inv.id
      and not private.is_submitted_take(o.name)
  ) or exists (
    select 1 from storage.objects o
    where o.bucket_id = 'answer-files'
      and o.name ~>=~ (inv.id::text || '/') and o.name ~<~ (inv.id::text || '0')
      and private.invitation_id_from_path(o.name) = inv.id
      and not private.is_submitted_answer_file(o.name)
  ) then
    raise exception 'Discarded recordings of this interview are still stored; remove them first'
      using errcode = '55000';
  end if;
  update public.invitations set status = 'COMPLETED' where id = inv.id;
end;
$$;
comment on function public.complete_interview(text) is
  'Moves the caller''s STARTED invitation to COMPLETED once every question has an answer; repeatable.';

-- The receipt: the notice's facts and the choice, with whose and which interview. The token is the
-- receipt's own secret (not the invite link's), so the e-mail's link shows nothing else.
create function public.get_consent_receipt(p_token text)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'notice_version', c.notice_version,
    'locale', c.locale,
    'retention_days', c.retention_days,
    'ai_analysis_allowed', c.ai_analysis_allowed,
    'consented_at', c.consented_at,
    'candidate_name', btrim(inv.first_name || ' ' || inv.last_name),
    'email', inv.email,
    'interview_title', i.title,
    'company_name', w.name
  )
  from public.interview_consents c
  join public.invitations inv on inv.id = c.invitation_id
  join public.interviews i on i.id = inv.interview_id
  join public.workspaces w on w.id = i.workspace_id
  where p_token ~ '^[A-Za-z0-9_-]{22}$' and c.receipt_token = p_token
$$;
comment on function public.get_consent_receipt(text) is 'A consent receipt by its secret token; null for any other token.';

create function public.request_from_candidate(p_token text, p_kind public.candidate_request_kind, p_reason text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_for_view(p_token);
  interview_status public.interview_status;
  reason text := btrim(coalesce(p_reason, ''));
  created public.candidate_requests;
begin
  if inv.status not in ('PENDING', 'STARTED') then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  select i.status into interview_status from public.interviews i where i.id = inv.interview_id;
  if interview_status <> 'ACTIVE' then
    raise exception 'This interview is closed' using errcode = '55000';
  end if;
  if reason = '' or char_length(reason) > 1000 then
    raise exception 'Tell the team why, in up to 1000 characters' using errcode = '22023';
  end if;
  if p_kind = 'EXTENSION' and inv.expires_at > now() + interval '48 hours' then
    raise exception 'You can ask for more time once your deadline is less than 48 hours away' using errcode = '55000';
  end if;
  if p_kind = 'ACCOMMODATION' and inv.expires_at <= now() then
    raise exception 'Your deadline has passed; ask for more time first' using errcode = '55000';
  end if;
  begin
    insert into public.candidate_requests (invitation_id, kind, reason)
    values (inv.id, p_kind, reason)
    returning * into created;
  exception when unique_violation then
    raise exception 'You have already asked; the team will answer you by e-mail' using errcode = '55000';
  end;
  return jsonb_build_object(
    'kind', created.kind, 'status', created.status, 'requested_at', created.requested_at,
    'decided_at', created.decided_at, 'new_deadline', created.new_deadline);
end;
$$;
comment on function public.request_from_candidate(text, public.candidate_request_kind, text) is
  'The holder of an open invite link asks for more time (expired or under 48 hours left) or an accommodation; one pending request per kind.';

create function public.decide_candidate_request(p_request_id uuid, p_approve boolean, p_new_deadline timestamptz)
returns public.candidate_requests
language plpgsql volatile security definer set search_path = ''
as $$
declare
  request public.candidate_requests;
  inv public.invitations;
  reminder_hours integer[];
begin
  select cr.* into request
  from public.candidate_requests cr
  where cr.id = p_request_id
    and ((select private.is_admin()) or cr.invitation_id in (select private.own_invitation_ids()))
  for update;
  if request.id is null then
    raise exception 'Request not found' using errcode = 'P0002';
  end if;
  if request.status <> 'PENDING' then
    raise exception 'This request has already been answered' using errcode = '55000';
  end if;
  select * into inv from public.invitations where id = request.invitation_id for update;
  if p_approve and inv.status not in ('PENDING', 'STARTED') then
    raise exception 'The candidate has already finished or the invitation was cancelled' using errcode = '55000';
  end if;

  if p_approve and request.kind = 'EXTENSION' then
    if p_new_deadline is null then
      raise exception 'Choose the new deadline' using errcode = '22023';
    end if;
    if p_new_deadline <= now() then
      raise exception 'The deadline must be in the future' using errcode = '22023';
    end if;
    if p_new_deadline > now() + interval '365 days' then
      raise exception 'The deadline must be within 365 days' using errcode = '22023';
    end if;
    update public.invitations set expires_at = p_new_deadline where id = inv.id;
    -- Reminders start over for the new deadline; moments already past under it are not sent late.
    select i.reminder_hours into reminder_hours from public.interviews i where i.id = inv.interview_id;
    delete from public.invitation_reminders where invitation_id = inv.id;
    insert into public.invitation_reminders (invitation_id, hours_before, due_at, skipped)
    select inv.id, h.hours, p_new_deadline - make_interval(hours => h.hours), true
    from unnest(reminder_hours) as h(hours)
    where p_new_deadline - make_interval(hours => h.hours) <= now();
  elsif p_new_deadline is not null then
    raise exception 'Only an approved request for more time takes a new deadline' using errcode = '22023';
  end if;

  update public.candidate_requests
  set status = case when p_approve then 'APPROVED' else 'DECLINED' end::public.candidate_request_status,
      decided_by = (select auth.uid()),
      decided_at = now(),
      new_deadline = case when p_approve and request.kind = 'EXTENSION' then p_new_deadline end
  where id = request.id
  returning * into request;
  perform private.enqueue_job('send_request_decision', jsonb_build_object('request_id', request.id),
                              'request-decision:' || request.id, 5);
  return request;
end;
$$;
comment on function public.decide_candidate_request(uuid, boolean, timestamptz) is
  'A manager of the interview (or an admin) approves or declines a pending request once; an approved extension sets the new deadline. Queues the candidate''s e-mail.';

-- Triggers ----------------------------------------------------------------------------------------
create function private.queue_completion_receipt()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('send_receipt', jsonb_build_object('invitation_id', new.id), 'receipt:' || new.id, 5);
  return new;
end;
$$;
comment on function private.queue_completion_receipt() is
  'Queues the candidate''s completion receipt when an invitation becomes COMPLETED, unless a knockout answer ended it (the candidate read why on the screen).';
create trigger invitations_queue_completion_receipt
  after update of status on public.invitations
  for each row when (new.status = 'COMPLETED' and old.status is distinct from 'COMPLETED' and new.knocked_out_at is null)
  execute function private.queue_completion_receipt();

-- The last line: whoever writes (the worker, the service role, a future route), an answer of a
-- candidate who declined never gets a transcript or an analysis, nor a place in the queue.
create function private.refuse_declined_ai_analysis() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if ((new.transcription is not null and new.transcription is distinct from old.transcription)
      or (new.ai_insights is not null and new.ai_insights is distinct from old.ai_insights)
      or (new.analysis_status in ('QUEUED', 'PROCESSING') and new.analysis_status is distinct from old.analysis_status))
     and private.ai_analysis_declined(new.invitation_id) then
    raise exception 'AI analysis declined by the candidate' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger responses_refuse_declined_ai_analysis
  before update of transcription, ai_insights, analysis_status on public.responses
  for each row execute function private.refuse_declined_ai_analysis();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.interview_consents to service_role;
grant select on public.interview_consents to authenticated;

grant all on public.candidate_requests to service_role;
grant select on public.candidate_requests to authenticated;

grant execute on function private.is_submitted_take(text) to service_role, authenticated;
grant execute on function private.invitation_id_from_path(text) to service_role;
grant execute on function private.can_upload_response(text) to service_role, authenticated;
grant execute on function public.get_interview_by_token(text) to service_role, anon, authenticated;
grant execute on function public.note_link_opened(text) to anon, authenticated;
grant execute on function public.complete_interview(text) to service_role, authenticated;
grant execute on function private.take_number_from_path(text) to service_role;
grant execute on function public.submit_answer(text, uuid, text, text, uuid[], text, text, text, integer, text) to service_role, authenticated;
grant execute on function private.answer_file_take_from_path(text) to service_role;
grant execute on function private.can_write_answer_file(text) to service_role, authenticated;
grant execute on function private.is_submitted_answer_file(text) to service_role, authenticated;
grant execute on function public.request_from_candidate(text, public.candidate_request_kind, text) to service_role, anon, authenticated;
grant execute on function public.decide_candidate_request(uuid, boolean, timestamp with time zone) to service_role, authenticated;
grant execute on function private.can_write_take(text) to service_role, authenticated;
grant execute on function public.give_consent(text, text, boolean, public.locale) to authenticated;
grant execute on function public.get_take_notice(text) to anon, authenticated;
grant execute on function public.get_consent_receipt(text) to anon, authenticated;
grant execute on function public.start_interview(text) to service_role, authenticated;
