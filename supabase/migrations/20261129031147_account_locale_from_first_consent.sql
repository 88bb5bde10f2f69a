-- Issue #36: a candidate's account takes the language of the first notice they agreed to, until they
-- choose one, so the portal speaks the language the interview did.

create or replace function public.give_consent(
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

comment on column public.profiles.locale is
  'The language the user chose for their pages (the candidate portal''s): the first notice''s they agreed to (give_consent) until they choose; null before. Only they change it.';

-- Accounts that agreed to a notice before this migration take the language of their first one.
update public.profiles p set locale = first.locale
from (select distinct on (candidate_id) candidate_id, locale from public.interview_consents order by candidate_id, consented_at) first
where first.candidate_id = p.id and p.locale is null;
