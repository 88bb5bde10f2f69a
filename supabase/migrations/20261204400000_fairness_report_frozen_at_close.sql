-- The fairness report is taken once, when its interview first closes (issue #33 item 2). Read live,
-- it could be read back into one person: an owner advanced one candidate, re-read the report, saw
-- which group's "selected" rose, and undid the decision; a candidate completing between two reads
-- did the same for "applicants". Small-group suppression does not help against such differences.
-- Now the counts are computed once, when the interview is first CLOSED (or ARCHIVED without
-- closing), and kept: before that there is no report, and afterwards nothing an owner does (a
-- decision, a reopening and closing again, a late completion, a withdrawn answer) changes it, so
-- there is nothing to compare. The decisions it counted are final from then on, so the report
-- stays the team's real outcome rather than one that could be edited away. Only counts are kept,
-- and which invitations were counted (to hold their decisions final); no answer is copied.

create table private.fairness_snapshots (
  interview_id uuid primary key references public.interviews (id) on delete cascade,
  frozen_at timestamptz not null default now()
);
comment on table private.fairness_snapshots is
  'When an interview''s fairness report was taken: once, at its first close (issue #33).';

create table private.fairness_snapshot_cells (
  interview_id uuid not null references private.fairness_snapshots (interview_id) on delete cascade,
  sex private.self_id_sex,
  race_ethnicity private.self_id_race_ethnicity,
  applicants integer not null check (applicants > 0),
  selected integer not null check (selected between 0 and applicants)
);
create index fairness_snapshot_cells_interview_idx on private.fairness_snapshot_cells (interview_id);
comment on table private.fairness_snapshot_cells is
  'The counts of a taken fairness report per sex x race/ethnicity (null: no answer); never recomputed.';

create table private.fairness_snapshot_invitations (
  invitation_id uuid primary key references public.invitations (id) on delete cascade,
  interview_id uuid not null references private.fairness_snapshots (interview_id) on delete cascade
);
comment on table private.fairness_snapshot_invitations is
  'The applicants a taken fairness report counted: their decisions are final (issue #33).';

alter table private.fairness_snapshots enable row level security;
alter table private.fairness_snapshot_cells enable row level security;
alter table private.fairness_snapshot_invitations enable row level security;
revoke all on private.fairness_snapshots, private.fairness_snapshot_cells, private.fairness_snapshot_invitations
  from public, anon, authenticated, service_role;

-- Section: taking the report ------------------------------------------------------------------------
-- Applicants are those who completed the interview; selected, those whose newest decision is
-- ADVANCE (as the live counts were). A report already taken is left as it is.
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

revoke execute on function private.take_fairness_report(uuid), private.freeze_fairness_report(),
  private.refuse_decision_after_fairness_report()
  from public, anon, authenticated;

-- Section: reading it -------------------------------------------------------------------------------
-- The owners of the interview's workspace and admins, as before; everyone else is refused.
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
revoke execute on function private.require_fairness_reader(uuid) from public, anon, authenticated;

-- When the report was taken; null while the interview has not closed yet.
create function private.fairness_report_frozen_at(p_interview uuid) returns timestamptz
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_fairness_reader(p_interview);
  return (select s.frozen_at from private.fairness_snapshots s where s.interview_id = p_interview);
end
$$;
revoke execute on function private.fairness_report_frozen_at(uuid) from public, anon;
grant execute on function private.fairness_report_frozen_at(uuid) to authenticated;

-- The taken counts; none before the interview has closed (never the live ones).
create or replace function private.fairness_counts(p_interview uuid)
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

-- Interviews closed or archived before this migration get their report now, from the decisions
-- as they stand.
select private.take_fairness_report(iv.id) from public.interviews iv where iv.status in ('CLOSED', 'ARCHIVED');
