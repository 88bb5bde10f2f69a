-- The fairness report (issue #20 item 6): a candidate may say, voluntarily, their sex and their
-- race/ethnicity for an interview; per interview, owners see how often each group was advanced.
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
--
-- Stored apart: the answers sit in the private schema, which grants no table to anyone, and RLS
-- without a single policy stands behind that. No reviewer, recruiter, owner, admin or worker
-- reads a row; the AI analysis reads responses only. The candidate reaches their own answers
-- through the functions below, and the report reads them only as counts per group.

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

create table private.candidate_self_identifications (
  invitation_id uuid primary key references public.invitations (id) on delete cascade,
  sex private.self_id_sex not null,
  race_ethnicity private.self_id_race_ethnicity not null,
  updated_at timestamptz not null default now()
);
comment on table private.candidate_self_identifications is
  'A candidate''s voluntary self-identification for one interview (LL144 categories); read only as counts (issue #20).';

alter table private.candidate_self_identifications enable row level security;
revoke all on private.candidate_self_identifications from public, anon, authenticated, service_role;

-- Section: the candidate's own ---------------------------------------------------------------------
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
revoke execute on function private.save_my_self_identification(uuid, private.self_id_sex, private.self_id_race_ethnicity)
  from public, anon;
grant execute on function private.save_my_self_identification(uuid, private.self_id_sex, private.self_id_race_ethnicity)
  to authenticated;

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
revoke execute on function private.withdraw_my_self_identification(uuid) from public, anon;
grant execute on function private.withdraw_my_self_identification(uuid) to authenticated;

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
revoke execute on function private.my_self_identifications() from public, anon;
grant execute on function private.my_self_identifications() to authenticated;

-- Section: the report's counts ---------------------------------------------------------------------
-- Per interview, for its owners (and admins, who read the audit trail too): how many candidates
-- completed it, and how many of them the team currently advances (the newest decision is the
-- current one), per sex x race/ethnicity cell; null for a candidate who gave no answer. Counts
-- only: no row names or points at a candidate, and the api suppresses the small groups.
create function private.fairness_counts(p_interview uuid)
returns table (sex private.self_id_sex, race_ethnicity private.self_id_race_ethnicity,
               applicants integer, selected integer)
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
  return query
    select s.sex, s.race_ethnicity, count(*)::integer,
           (count(*) filter (where current_decision.decision = 'ADVANCE'))::integer
    from public.invitations inv
    left join private.candidate_self_identifications s on s.invitation_id = inv.id
    left join lateral (
      select d.decision from public.candidate_decisions d
      where d.invitation_id = inv.id
      order by d.decided_at desc, d.id desc
      limit 1
    ) current_decision on true
    where inv.interview_id = p_interview and inv.status in ('COMPLETED', 'REVIEWED')
    group by s.sex, s.race_ethnicity;
end
$$;
revoke execute on function private.fairness_counts(uuid) from public, anon;
grant execute on function private.fairness_counts(uuid) to authenticated;
