-- The candidate portal: the candidate's own invitations and feedback, their data rights ("Delete
-- my data" per interview or for the whole account, carried out at once, and "Download my data"),
-- the retention job's purge of what one invitation holds about its candidate, and the voluntary
-- self-identification with the fairness report built on it. The api runs the candidate's functions
-- as the candidate; each checks the invitation is addressed to the caller
-- (private.invitee_invitation_ids), so nobody reaches another person's interview.

-- Types -------------------------------------------------------------------------------------------
-- The fairness report: a candidate may say, voluntarily, their sex and their race/ethnicity for an
-- interview; per interview, owners see how often each group was advanced.
--
-- The categories are those NYC Local Law 144 of 2021 (Admin. Code §§ 20-870 to 20-874) bias
-- audits use: the DCWP rules (6 RCNY § 5-300, "category"; § 5-301) name the sex and race/ethnicity
-- categories of the EEO-1 Component 1 report, and § 5-301(a) asks for selection rates and impact
-- ratios per sex, per race/ethnicity and per intersection of the two. Sex: Male, Female.
-- Race/ethnicity: Hispanic or Latino; White; Black or African American; Native Hawaiian or Other
-- Pacific Islander; Asian; Native American or Alaska Native; Two or More Races (each but the first
-- "not Hispanic or Latino"). Each question also takes "prefer not to say": the rules count such
-- candidates as of an unknown category (§ 5-301(a)(4)), reported but left out of the impact ratios.
-- The rules let an auditor leave out of the impact ratios a category under 2% of the data
-- (§ 5-301(d)); per interview the groups are small, so the report leaves out (and hides the
-- numbers of) every group under a fixed minimum size instead (_shared/fairness/impact-ratios.ts).
create type private.self_id_sex as enum ('MALE', 'FEMALE', 'PREFER_NOT_TO_SAY');

create type private.self_id_race_ethnicity as enum (
  'HISPANIC_OR_LATINO',
  'WHITE',
  'BLACK_OR_AFRICAN_AMERICAN',
  'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  'ASIAN',
  'NATIVE_AMERICAN_OR_ALASKA_NATIVE',
  'TWO_OR_MORE_RACES',
  'PREFER_NOT_TO_SAY'
);

-- Tables ------------------------------------------------------------------------------------------
-- Stored apart: the answers sit in the private schema, which grants no table to anyone, and RLS
-- without a single policy stands behind that. No reviewer, recruiter, owner, admin or worker
-- reads a row; the AI analysis reads responses only. The candidate reaches their own answers
-- through the functions below, and the report reads them only as counts per group.
create table private.candidate_self_identifications (
  invitation_id uuid primary key references public.invitations (id) on delete cascade,
  sex private.self_id_sex not null,
  race_ethnicity private.self_id_race_ethnicity not null,
  updated_at timestamptz not null default now()
);
comment on table private.candidate_self_identifications is
  'A candidate''s voluntary self-identification for one interview (LL144 categories); read only as counts (issue #20).';
alter table private.candidate_self_identifications enable row level security;

-- The fairness report is taken once, when its interview first closes. Read live, it could be read
-- back into one person: an owner could advance one candidate, re-read the report, see which group's
-- "selected" rose, and undo the decision; a candidate completing between two reads does the same
-- for "applicants". Small-group suppression does not help against such differences. So the counts
-- are computed once, when the interview is first CLOSED (or ARCHIVED without closing), and kept:
-- before that there is no report, and afterwards nothing an owner does (a decision, a reopening
-- and closing again, a late completion, a withdrawn answer) changes it, so there is nothing to
-- compare. The decisions it counted are final from then on, so the report stays the team's real
-- outcome rather than one that could be edited away. Only counts are kept, and which invitations
-- were counted (to hold their decisions final); no answer is copied (docs/architecture.md §7).
create table private.fairness_snapshots (
  interview_id uuid primary key references public.interviews (id) on delete cascade,
  frozen_at timestamptz not null default now()
);
comment on table private.fairness_snapshots is
  'When an interview''s fairness report was taken: once, at its first close (issue #33).';
alter table private.fairness_snapshots enable row level security;

create table private.fairness_snapshot_cells (
  interview_id uuid not null references private.fairness_snapshots (interview_id) on delete cascade,
  sex private.self_id_sex,
  race_ethnicity private.self_id_race_ethnicity,
  applicants integer not null check (applicants > 0),
  selected integer not null check (selected between 0 and applicants)
);
comment on table private.fairness_snapshot_cells is
  'The counts of a taken fairness report per sex x race/ethnicity (null: no answer); never recomputed.';
alter table private.fairness_snapshot_cells enable row level security;

create table private.fairness_snapshot_invitations (
  invitation_id uuid primary key references public.invitations (id) on delete cascade,
  interview_id uuid not null references private.fairness_snapshots (interview_id) on delete cascade
);
comment on table private.fairness_snapshot_invitations is
  'The applicants a taken fairness report counted: their decisions are final (issue #33).';
alter table private.fairness_snapshot_invitations enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index fairness_snapshot_cells_interview_idx on private.fairness_snapshot_cells (interview_id);

-- Private helpers ---------------------------------------------------------------------------------
-- Every stored object of the invitation's candidate answers: the recordings (taken or discarded),
-- the uploaded files (issue #37) and the renditions the worker made of the recordings.
create function private.invitation_stored_objects(p_invitation uuid)
returns table (bucket_id text, name text)
language sql stable security definer set search_path = ''
as $$
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id in ('responses', 'answer-files')
    and o.name ~>=~ (p_invitation::text || '/') and o.name ~<~ (p_invitation::text || '0')
  union all
  select o.bucket_id, o.name
  from public.recording_media m
  join public.responses r on r.id = m.response_id
  join storage.objects o
    on o.bucket_id = 'renditions' and o.name ~>=~ (m.id::text || '/') and o.name ~<~ (m.id::text || '0')
  where r.invitation_id = p_invitation
  order by 1, 2
$$;
comment on function private.invitation_stored_objects(uuid) is
  'The storage objects of one invitation''s answers (recordings, uploaded files and renditions), to remove through the Storage API before private.purge_invitation_data.';

-- Applicants are those who completed the interview; selected, those whose newest decision is
-- ADVANCE. A report already taken is left as it is.
create function private.take_fairness_report(p_interview uuid) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.fairness_snapshots (interview_id) values (p_interview)
  on conflict (interview_id) do nothing;
  if not found then
    return;
  end if;
  insert into private.fairness_snapshot_invitations (invitation_id, interview_id)
    select inv.id, p_interview from public.invitations inv
    where inv.interview_id = p_interview and inv.status in ('COMPLETED', 'REVIEWED');
  insert into private.fairness_snapshot_cells (interview_id, sex, race_ethnicity, applicants, selected)
    select p_interview, s.sex, s.race_ethnicity, count(*)::integer,
           (count(*) filter (where current_decision.decision = 'ADVANCE'))::integer
    from private.fairness_snapshot_invitations counted
    left join private.candidate_self_identifications s on s.invitation_id = counted.invitation_id
    left join lateral (
      select d.decision from public.candidate_decisions d
      where d.invitation_id = counted.invitation_id
      order by d.decided_at desc, d.id desc
      limit 1
    ) current_decision on true
    where counted.interview_id = p_interview
    group by s.sex, s.race_ethnicity;
end
$$;

-- Who reads the report: the owners of the interview's workspace and admins; everyone else is refused.
create function private.require_fairness_reader(p_interview uuid) returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not (
    (select private.is_admin())
    or exists (select from public.interviews iv
               where iv.id = p_interview and iv.workspace_id in (select private.owned_workspace_ids()))
  ) then
    raise exception 'Only the owners of the interview''s workspace see its fairness report'
      using errcode = '42501';
  end if;
end
$$;

-- Functions ---------------------------------------------------------------------------------------
-- The portal's rows with the interview's title, the workspace's name, logo and colour, and when
-- the answers will be deleted, which the candidate cannot read from those tables themselves.
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
  completed_at timestamptz,
  data_deleted_after timestamptz
)
language sql stable security definer set search_path = ''
as $$
  select inv.id, inv.status, inv.unique_link_token, i.title, w.name, w.logo_path, w.brand_color,
         inv.created_at, inv.expires_at, inv.completed_at,
         inv.completed_at + make_interval(days => w.retention_days)
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  join public.workspaces w on w.id = i.workspace_id
  where inv.id in (select private.invitee_invitation_ids())
  order by inv.created_at desc, inv.id
$$;
comment on function public.list_my_invitations() is
  'The caller''s own invitations as a candidate, newest first, with interview title, the workspace''s name, logo and colour, and when the answers will be deleted.';

-- The candidate's notes with the interview's title and the team's name, which a candidate may not
-- read from those tables themselves (list_my_invitations answers the same way).
create function private.my_feedback()
returns table (invitation_id uuid, interview_title text, company_name text, body text, sent_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select f.invitation_id, i.title, w.name, f.body, f.sent_at
  from public.candidate_feedback f
  join public.invitations inv on inv.id = f.invitation_id
  join public.interviews i on i.id = inv.interview_id
  join public.workspaces w on w.id = i.workspace_id
  where f.invitation_id in (select private.invitee_invitation_ids())
  order by f.sent_at desc
$$;

-- The storage objects of one of the caller's invitations (private.invitation_stored_objects), for
-- the api to remove through the Storage API before the purge; refused for any other invitation.
create function private.my_invitation_stored_objects(p_invitation uuid)
returns table (bucket_id text, name text)
language plpgsql stable security definer set search_path = ''
as $$
begin
  if p_invitation is null or p_invitation not in (select private.invitee_invitation_ids()) then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  -- Checked here too, so nothing is removed for a deletion the purge would then refuse.
  if private.confirmed_email() is null then
    raise exception 'Confirm your e-mail address before deleting your data' using errcode = '42501';
  end if;
  return query select o.bucket_id, o.name from private.invitation_stored_objects(p_invitation) o;
end
$$;

-- Deletes the caller's data of one invitation (its objects removed first) and queues the
-- confirmation e-mail, rendered by the api, to the caller's own address. Answers false when it
-- was already deleted.
create function private.delete_my_invitation_data(
  p_invitation uuid, p_subject text, p_html text, p_text text, p_from_name text
) returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  v_email text := private.confirmed_email();
begin
  if p_invitation is null or p_invitation not in (select private.invitee_invitation_ids()) then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  if v_email is null then
    raise exception 'Confirm your e-mail address before deleting your data' using errcode = '42501';
  end if;
  if not private.purge_invitation_data(p_invitation, 'candidate') then
    return false;
  end if;
  if p_subject is not null then
    insert into public.mail_outbox (kind, to_email, from_name, subject, html, text_body)
    values ('DATA_DELETED', v_email, p_from_name, p_subject, p_html, p_text);
  end if;
  return true;
end
$$;

-- The confirmation of a whole account's deletion, queued before the account goes (the address is
-- gone after).
create function private.queue_account_deleted_mail(p_subject text, p_html text, p_text text)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_email text := private.confirmed_email();
begin
  if v_email is null then
    raise exception 'Confirm your e-mail address before deleting your data' using errcode = '42501';
  end if;
  insert into public.mail_outbox (kind, to_email, subject, html, text_body)
  values ('DATA_DELETED', v_email, p_subject, p_html, p_text);
end
$$;

-- The storage objects of the caller's video resumes: their files and the renditions made of them.
create function private.my_resume_stored_objects()
returns table (bucket_id text, name text)
language sql stable security definer set search_path = ''
as $$
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'resumes'
    and o.name ~>=~ ((select auth.uid())::text || '/') and o.name ~<~ ((select auth.uid())::text || '0')
  union all
  select o.bucket_id, o.name
  from public.recording_media m
  join public.video_resumes v on v.id = m.video_resume_id
  join storage.objects o
    on o.bucket_id = 'renditions' and o.name ~>=~ (m.id::text || '/') and o.name ~<~ (m.id::text || '0')
  where v.candidate_id = (select auth.uid())
  order by 1, 2
$$;

-- Download my data: every row about the caller as a candidate, as JSON. What the candidate cannot
-- read through the policies (the decisions' outcome is not theirs to see) stays out; what is
-- theirs (their answers, transcripts, analyses, requests, feedback, consents and
-- self-identification) is in.
create function private.my_candidate_data()
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

-- The invitations the retention job purges at `p_at`: COMPLETED or REVIEWED, completed at least the
-- workspace's retention_days before, not purged yet.
create function private.invitations_past_retention(p_at timestamptz)
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  join public.workspaces w on w.id = i.workspace_id
  where inv.status in ('COMPLETED', 'REVIEWED') and inv.data_deleted_at is null
    and inv.completed_at + make_interval(days => w.retention_days) <= p_at
  order by inv.completed_at, inv.id
$$;

-- The purge itself, once per invitation (a second call does nothing). `p_by` says who asked, for
-- the workspace's audit trail: 'retention' or 'candidate'. The event has no actor: the candidate
-- is not named anywhere once their data is gone. The invitation row stays, anonymised, as a
-- statistic of the interview (a number in its lists and counts); everything a person wrote or
-- recorded about the candidate goes. What references an invitation (every foreign key to
-- invitations and responses, and the tables naming one without a key), and what happens to it:
--   responses              deleted: the answers, their transcripts (transcription,
--                          transcript_segments) and AI analyses (ai_insights) are its columns.
--   recording_media        deleted (cascade from responses); its delete trigger queues
--                          remove_renditions, which finds the renditions already removed.
--   ratings, rating_history, rating_submissions
--                          deleted: scores and free-text notes about the candidate.
--   candidate_comments     deleted: reviewers' notes.
--   candidate_feedback     deleted: the note sent to the candidate.
--   candidate_requests     deleted: the candidate's own words (reason).
--   review_shares (+ review_share_openings)
--                          deleted: a shared link must not open an emptied review.
--   mail_outbox            deleted: every e-mail to the candidate holds their address and name.
--   invitation_reminders   deleted: only the schedule of those e-mails.
--   interview_consents, candidate_self_identifications
--                          deleted: the candidate's data too; the fairness report then counts the
--                          candidate no more, like any other deleted answer.
--   candidate_decisions    kept for statistics (the outcome, who decided and when); the reason,
--                          free text about the candidate, is replaced.
--   audit_events           kept: append-only by design (90-audit.sql), and its events name the
--                          invitation by id only, never the candidate.
--   invitations            kept, anonymised: neutral name and e-mail, no candidate_id, a new
--                          link token (the old link opens nothing), the accommodations (which can
--                          reveal a disability) reset; data_deleted_at says when. An invitation
--                          not yet finished is cancelled (PENDING) or closed by its deadline
--                          (STARTED), so no reminder is ever sent to the neutral address.
-- Storage objects (responses/<invitation>/…, renditions/<recording_media.id>/…) are not deleted
-- here: SQL would orphan the files. private.invitation_stored_objects lists them and the caller
-- (the worker, the api) removes them through the Storage API first, then calls the purge.
create function private.purge_invitation_data(p_invitation uuid, p_by text default 'retention')
returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  v_inv public.invitations;
begin
  if p_by not in ('retention', 'candidate') then
    raise exception 'Unknown reason for deleting candidate data: %', p_by using errcode = '22023';
  end if;
  select * into v_inv from public.invitations where id = p_invitation for update;
  if not found or v_inv.data_deleted_at is not null then
    return false;
  end if;

  delete from public.responses where invitation_id = p_invitation;
  delete from public.ratings where invitation_id = p_invitation;
  delete from public.rating_history where invitation_id = p_invitation;
  delete from public.rating_submissions where invitation_id = p_invitation;
  delete from public.candidate_comments where invitation_id = p_invitation;
  delete from public.candidate_feedback where invitation_id = p_invitation;
  delete from public.candidate_requests where invitation_id = p_invitation;
  delete from public.review_shares where invitation_id = p_invitation;
  delete from public.invitation_reminders where invitation_id = p_invitation;
  delete from public.mail_outbox where invitation_id = p_invitation;
  delete from public.interview_consents where invitation_id = p_invitation;
  delete from private.candidate_self_identifications where invitation_id = p_invitation;
  update public.candidate_decisions set reason = 'Deleted with the candidate''s data'
  where invitation_id = p_invitation;

  update public.invitations set
    status = case when status = 'PENDING' then 'CANCELLED'::public.invitation_status else status end,
    expires_at = case when status = 'STARTED'
                      then greatest(least(expires_at, now()), created_at + interval '1 second')
                      else expires_at end,
    first_name = 'Deleted',
    last_name = 'candidate',
    email = 'deleted-candidate@deleted.invalid',
    candidate_id = null,
    unique_link_token = translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_'),
    time_accommodation = 'STANDARD',
    extra_attempts = 0,
    text_answers_allowed = false,
    bulk_key = null,
    data_deleted_at = now()
  where id = p_invitation;

  insert into public.audit_events (workspace_id, action, interview_id, invitation_id, detail)
  select i.workspace_id, 'DELETED', i.id, p_invitation,
         jsonb_build_object('what', 'candidate data', 'by', p_by)
  from public.interviews i where i.id = v_inv.interview_id;
  return true;
end
$$;
comment on function private.purge_invitation_data(uuid, text) is
  'Deletes the answers, transcripts, analyses, ratings, notes, feedback, requests, shares and e-mails of one invitation and anonymises it; remove its storage objects first. Answers false when already done.';

-- A candidate answers for an invitation addressed to them (bound to them, or sent to their
-- confirmed address), and may change or withdraw their answer at any time.
create function private.save_my_self_identification(
  p_invitation uuid,
  p_sex private.self_id_sex,
  p_race_ethnicity private.self_id_race_ethnicity
) returns table (invitation_id uuid, sex private.self_id_sex, race_ethnicity private.self_id_race_ethnicity,
                 updated_at timestamptz)
language plpgsql security definer set search_path = ''
as $$
begin
  if p_invitation is null or p_invitation not in (select private.invitee_invitation_ids()) then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  if p_sex is null or p_race_ethnicity is null then
    raise exception 'Choose an answer for each question, or "Prefer not to say"' using errcode = '22023';
  end if;
  return query
    insert into private.candidate_self_identifications as s (invitation_id, sex, race_ethnicity)
    values (p_invitation, p_sex, p_race_ethnicity)
    on conflict on constraint candidate_self_identifications_pkey
    do update set sex = excluded.sex, race_ethnicity = excluded.race_ethnicity, updated_at = now()
    returning s.invitation_id, s.sex, s.race_ethnicity, s.updated_at;
end
$$;

-- Whether there was an answer to withdraw.
create function private.withdraw_my_self_identification(p_invitation uuid) returns boolean
language plpgsql security definer set search_path = ''
as $$
begin
  if p_invitation is null or p_invitation not in (select private.invitee_invitation_ids()) then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  delete from private.candidate_self_identifications s where s.invitation_id = p_invitation;
  return found;
end
$$;

create function private.my_self_identifications()
returns table (invitation_id uuid, sex private.self_id_sex, race_ethnicity private.self_id_race_ethnicity,
               updated_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select s.invitation_id, s.sex, s.race_ethnicity, s.updated_at
  from private.candidate_self_identifications s
  where s.invitation_id in (select private.invitee_invitation_ids())
  order by s.updated_at desc
$$;

-- When the report was taken; null while the interview has not closed yet.
create function private.fairness_report_frozen_at(p_interview uuid) returns timestamptz
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_fairness_reader(p_interview);
  return (select s.frozen_at from private.fairness_snapshots s where s.interview_id = p_interview);
end
$$;

-- The taken counts; none before the interview has closed (never the live ones).
create function private.fairness_counts(p_interview uuid)
returns table (sex private.self_id_sex, race_ethnicity private.self_id_race_ethnicity,
               applicants integer, selected integer)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_fairness_reader(p_interview);
  return query
    select c.sex, c.race_ethnicity, c.applicants, c.selected
    from private.fairness_snapshot_cells c
    where c.interview_id = p_interview;
end
$$;

-- Triggers ----------------------------------------------------------------------------------------
create function private.freeze_fairness_report() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.take_fairness_report(new.id);
  return null;
end
$$;
create trigger interviews_freeze_fairness_report after insert or update of status on public.interviews
  for each row when (new.status in ('CLOSED', 'ARCHIVED')) execute function private.freeze_fairness_report();

create function private.refuse_decision_after_fairness_report() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select from private.fairness_snapshot_invitations c where c.invitation_id = new.invitation_id) then
    raise exception 'This decision is final: the interview has closed and its fairness report counts it.'
      using errcode = '55000';
  end if;
  return new;
end
$$;
create trigger candidate_decisions_final_after_fairness_report before insert on public.candidate_decisions
  for each row execute function private.refuse_decision_after_fairness_report();

-- Grants ------------------------------------------------------------------------------------------
grant execute on function private.my_self_identifications() to authenticated;
grant execute on function private.my_feedback() to authenticated;
grant execute on function private.queue_account_deleted_mail(text, text, text) to authenticated;
grant execute on function public.list_my_invitations() to authenticated, service_role;
grant execute on function private.my_invitation_stored_objects(uuid) to authenticated;
grant execute on function private.delete_my_invitation_data(uuid, text, text, text, text) to authenticated;
grant execute on function private.my_resume_stored_objects() to authenticated;
grant execute on function private.my_candidate_data() to authenticated;
grant execute on function private.save_my_self_identification(uuid, private.self_id_sex, private.self_id_race_ethnicity) to authenticated;
grant execute on function private.withdraw_my_self_identification(uuid) to authenticated;
grant execute on function private.fairness_counts(uuid) to authenticated;
grant execute on function private.fairness_report_frozen_at(uuid) to authenticated;
