-- Issue #36: every candidate in their language. A consent records the language the candidate read
-- the notice in beside its version, and an account has a language of its own (the candidate
-- portal's). supabase/schemas/10-profiles.sql, 60-take.sql and 75-candidate-portal.sql hold the
-- same; the type public.locale moved to 10-profiles.sql in the schema files, which changes nothing here.

-- The account's language: null until the user chooses one; only they choose it.
alter table public.profiles add column locale public.locale;
comment on column public.profiles.locale is
  'The language the user chose for their pages (the candidate portal''s); null until they choose. Only they change it.';
grant update (locale) on public.profiles to authenticated;

-- The account's language is the user's own choice: an admin, who may edit anyone's names, does not
-- choose it for them. Server code (the api's service role, the seed) is not held to this.
create function private.guard_locale_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and new.id is distinct from (select auth.uid()) then
    raise exception 'Only the user themselves chooses their language'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function private.guard_locale_change() is
  'Refuses a direct caller''s change of another user''s profiles.locale.';
create trigger profiles_guard_locale_change before update of locale on public.profiles
  for each row when (old.locale is distinct from new.locale)
  execute function private.guard_locale_change();

-- The language of a consent: for those given before, the interview's language is the best truth
-- (the candidate's page showed no other then).
alter table public.interview_consents add column locale public.locale;
update public.interview_consents c set locale = i.language
  from public.invitations inv join public.interviews i on i.id = inv.interview_id
  where inv.id = c.invitation_id;
alter table public.interview_consents alter column locale set not null;
comment on column public.interview_consents.locale is
  'The language the candidate read the notice in: the one their page showed, else the interview''s.';

-- give_consent takes the language (null: the interview's), so its signature changes.
drop function public.give_consent(text, text, boolean);
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
grant execute on function public.give_consent(text, text, boolean, public.locale) to authenticated;

-- The notice step, the receipt and the candidate's data export say the consent's language; their
-- signatures are unchanged, so their comments and grants stay.
create or replace function public.get_take_notice(p_token text)
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

create or replace function public.get_consent_receipt(p_token text)
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

create or replace function private.my_candidate_data()
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'profile', (select jsonb_build_object('id', p.id, 'email', p.email, 'first_name', p.first_name,
                                          'last_name', p.last_name, 'locale', p.locale, 'created_at', p.created_at)
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
        'consent', (select jsonb_build_object('notice_version', c.notice_version, 'locale', c.locale,
                                              'retention_days', c.retention_days,
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
