-- Notice and consent before recording (issue #20 item 1). Before the tech check the candidate reads
-- what is recorded, who sees it, how long it is kept (the workspace's retention_days) and what AI
-- analysis evaluates, and chooses whether AI may analyse their answers. The consent is stored with
-- the notice's version and time; start_interview refuses without it. A declined AI analysis is
-- enforced here, not only in the screen: completion queues no analysis, request_answer_analysis
-- refuses, and a trigger refuses any write of a transcript or analysis to such an answer (the worker
-- included). The receipt is read by a secret token, from the portal or the completion e-mail.

-- The notice's version: contract/notice.ts renders the same version's text. A new text is a new
-- version here and there, so a consent always names the words the candidate agreed to.
create function private.notice_version() returns text
language sql immutable set search_path = ''
as $$ select '2026-11-27'::text $$;

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
    check (receipt_token ~ '^[A-Za-z0-9_-]{22}$')
);
comment on table public.interview_consents is
  'The candidate''s consent to the notice before recording, with its version, time and AI choice (issue #20).';
comment on column public.interview_consents.ai_analysis_allowed is
  'False when the candidate declined AI analysis: no transcript or analysis is ever made of their answers.';
comment on column public.interview_consents.receipt_token is
  'Opens the consent receipt (/consent-receipts/{token}) without an account, from the completion e-mail.';
create index interview_consents_candidate_id_idx on public.interview_consents (candidate_id);

alter table public.interview_consents enable row level security;
revoke all on public.interview_consents from anon, authenticated;
grant select on public.interview_consents to authenticated;
grant all on public.interview_consents to service_role;

-- The candidate reads their own; the team that sees the invitation reads the choice (the review
-- says "AI analysis declined by the candidate"). Written only by give_consent.
create policy interview_consents_select on public.interview_consents for select to authenticated
  using (
    candidate_id = (select auth.uid())
    or (select private.is_admin())
    or invitation_id in (select private.reviewable_invitation_ids())
  );

create function private.ai_analysis_declined(p_invitation uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select from public.interview_consents c where c.invitation_id = p_invitation and not c.ai_analysis_allowed
  )
$$;
revoke execute on function private.ai_analysis_declined(uuid) from public, anon, authenticated;

-- Section: giving consent -------------------------------------------------------------------------
-- By the signed-in candidate of an open link, for the current notice. While the interview is not
-- completed the candidate may give it again (another AI choice); the receipt keeps its token.
create function public.give_consent(p_token text, p_notice_version text, p_ai_analysis_allowed boolean)
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
  insert into public.interview_consents (invitation_id, candidate_id, notice_version, retention_days, ai_analysis_allowed)
  select inv.id, caller, p_notice_version, w.retention_days, p_ai_analysis_allowed
  from public.interviews i join public.workspaces w on w.id = i.workspace_id
  where i.id = inv.interview_id
  on conflict (invitation_id) do update
    set candidate_id = excluded.candidate_id, notice_version = excluded.notice_version,
        retention_days = excluded.retention_days, ai_analysis_allowed = excluded.ai_analysis_allowed,
        consented_at = now()
  returning * into saved;
  return jsonb_build_object(
    'notice_version', saved.notice_version,
    'retention_days', saved.retention_days,
    'ai_analysis_allowed', saved.ai_analysis_allowed,
    'consented_at', saved.consented_at
  );
end;
$$;
comment on function public.give_consent(text, text, boolean) is
  'Records the signed-in candidate''s consent to the current notice and their AI choice, before the interview starts.';
revoke execute on function public.give_consent(text, text, boolean) from public, anon;
grant execute on function public.give_consent(text, text, boolean) to authenticated;

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
    'consent', (select jsonb_build_object('notice_version', c.notice_version, 'retention_days', c.retention_days,
                                          'ai_analysis_allowed', c.ai_analysis_allowed, 'consented_at', c.consented_at)
                from public.interview_consents c
                where c.invitation_id = inv.id and caller is not null and c.candidate_id = caller)
  );
end;
$$;
comment on function public.get_take_notice(text) is
  'The notice version, the workspace''s retention and the caller''s own consent for a link.';
revoke execute on function public.get_take_notice(text) from public;
grant execute on function public.get_take_notice(text) to anon, authenticated;

-- The receipt: the notice's facts and the choice, with whose and which interview. The token is the
-- receipt's own secret (not the invite link's), so the e-mail's link shows nothing else.
create function public.get_consent_receipt(p_token text)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'notice_version', c.notice_version,
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
revoke execute on function public.get_consent_receipt(text) from public;
grant execute on function public.get_consent_receipt(text) to anon, authenticated;

-- Section: no start without consent ---------------------------------------------------------------
create or replace function public.start_interview(p_token text)
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

-- Section: AI analysis only with the candidate's agreement ----------------------------------------
create or replace function private.queue_completed_interview_analysis()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_response_id uuid;
begin
  if new.status = 'COMPLETED' and old.status is distinct from 'COMPLETED'
     and not private.ai_analysis_declined(new.id) then
    for v_response_id in
      update public.responses set analysis_status = 'QUEUED', analysis_error = null
      where invitation_id = new.id and ai_insights is null
      returning id
    loop
      if private.answer_media_settled(v_response_id) then
        perform private.queue_answer_analysis(v_response_id);
      end if;
    end loop;
  end if;
  return null;
end
$$;

create or replace function public.request_answer_analysis(p_invitation_id uuid, p_response_id uuid)
returns public.processing_status
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_invitation_status public.invitation_status;
  v_media public.recording_media;
begin
  select inv.status into v_invitation_status
  from public.responses r join public.invitations inv on inv.id = r.invitation_id
  where r.id = p_response_id and r.invitation_id = p_invitation_id
    and r.id in (select private.reviewable_response_ids());
  if v_invitation_status is null then
    raise exception 'Response not found' using errcode = 'P0002';
  end if;
  if v_invitation_status not in ('COMPLETED', 'REVIEWED') then
    raise exception 'This interview has not been completed yet' using errcode = '55000';
  end if;
  if private.ai_analysis_declined(p_invitation_id) then
    raise exception 'AI analysis declined by the candidate' using errcode = '42501';
  end if;
  update public.responses set analysis_status = 'QUEUED', analysis_error = null where id = p_response_id;
  select * into v_media from public.recording_media m where m.response_id = p_response_id;
  if v_media.status = 'FAILED' then
    perform private.queue_recording(p_response_id, null, v_media.source_bucket, v_media.source_path);
  elsif private.answer_media_settled(p_response_id) then
    perform private.queue_answer_analysis(p_response_id);
  end if;
  return 'QUEUED'::public.processing_status;
end
$$;

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
revoke execute on function private.refuse_declined_ai_analysis() from public, anon, authenticated;
create trigger responses_refuse_declined_ai_analysis
  before update of transcription, ai_insights, analysis_status on public.responses
  for each row execute function private.refuse_declined_ai_analysis();
