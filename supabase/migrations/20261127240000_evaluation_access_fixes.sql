-- Fixes to the evaluation tables (issue #18), found by their pgTAP (51-55).
--
-- 1. Times and authors are the database's, not the caller's: a decision could be backdated or
--    dated in the future (the newest decision is the candidate's, so one dated 2099 would stay
--    current for ever), and a comment, rating or submission could claim any time. Callers now
--    insert only the columns they choose; ids, times and (where it defaults) the author are set by
--    the database.
revoke insert on public.ratings, public.rating_submissions, public.candidate_decisions, public.candidate_comments
  from authenticated;
grant insert (invitation_id, response_id, competency_id, rater_id, score, note) on public.ratings to authenticated;
grant insert (invitation_id, rater_id) on public.rating_submissions to authenticated;
grant insert (invitation_id, decision, reason, decided_by) on public.candidate_decisions to authenticated;
grant insert (invitation_id, body, author_id) on public.candidate_comments to authenticated;

-- 2. A competency stays in its interview: moving it to another interview the caller also manages
--    would leave its question links and ratings pointing across interviews.
create function private.keep_competency_interview()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.interview_id is distinct from old.interview_id then
    raise exception 'A competency cannot move to another interview' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke execute on function private.keep_competency_interview() from public, anon, authenticated;
create trigger scorecard_competencies_keep_interview
  before update on public.scorecard_competencies
  for each row execute function private.keep_competency_interview();

-- 3. A revoked link stays revoked, revoked at the time it was: revoked_at is the only column a
--    manager may update, and setting it back to null (or to a later date) would reopen the link.
create function private.keep_share_revocation()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  if old.revoked_at is not null then
    new.revoked_at := old.revoked_at;
  elsif new.revoked_at is not null then
    new.revoked_at := now();
  end if;
  return new;
end;
$$;
revoke execute on function private.keep_share_revocation() from public, anon, authenticated;
create trigger review_shares_keep_revocation
  before update on public.review_shares
  for each row execute function private.keep_share_revocation();

-- 4. Reading ratings cost as much as every submission of every candidate the caller had submitted
--    for (private.revealed_ratings(): 4,000 rows for a reviewer of 2,000 candidates, on every read of
--    one candidate's ratings). The policies now ask about the row at hand (two primary-key lookups,
--    and only for others' ratings: one's own pass on rater_id first), and submitted_invitation_ids()
--    starts from the caller's own submissions rather than from every candidate of their workspaces.
--    Same rule: another's rating is seen once both have submitted for a COMPLETED or REVIEWED
--    candidate of a workspace the caller still belongs to.
create or replace function private.submitted_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select s.invitation_id
  from public.rating_submissions s
  join public.invitations inv on inv.id = s.invitation_id
  join public.interviews i on i.id = inv.interview_id
  join public.workspace_members m on m.workspace_id = i.workspace_id and m.user_id = s.rater_id
  where s.rater_id = (select auth.uid()) and inv.status in ('COMPLETED', 'REVIEWED')
$$;

create function private.rating_is_revealed(p_invitation_id uuid, p_rater_id uuid)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from public.rating_submissions mine
    join public.rating_submissions theirs on theirs.invitation_id = mine.invitation_id and theirs.rater_id = p_rater_id
    join public.invitations inv on inv.id = mine.invitation_id
    join public.interviews i on i.id = inv.interview_id
    join public.workspace_members m on m.workspace_id = i.workspace_id and m.user_id = mine.rater_id
    where mine.invitation_id = p_invitation_id and mine.rater_id = (select auth.uid())
      and inv.status in ('COMPLETED', 'REVIEWED')
  )
$$;
comment on function private.rating_is_revealed(uuid, uuid) is
  'Whether the caller sees a rater''s ratings of a candidate: both have submitted for it, and the caller may still rate it.';
revoke execute on function private.rating_is_revealed(uuid, uuid) from public, anon;
grant execute on function private.rating_is_revealed(uuid, uuid) to authenticated, service_role;

drop policy ratings_select on public.ratings;
create policy ratings_select on public.ratings
  for select to authenticated
  using (
    rater_id = (select auth.uid())
    or (select private.is_admin())
    or private.rating_is_revealed(invitation_id, rater_id)
  );
drop policy rating_history_select on public.rating_history;
create policy rating_history_select on public.rating_history
  for select to authenticated
  using (
    rater_id = (select auth.uid())
    or (select private.is_admin())
    or private.rating_is_revealed(invitation_id, rater_id)
  );

-- 5. Whether a submission is complete is checked after the row passes the caller's access rule, so
--    someone who may not rate the candidate is refused as such and learns nothing about its answers.
drop trigger rating_submissions_complete on public.rating_submissions;
create trigger rating_submissions_complete
  after insert on public.rating_submissions
  for each row execute function private.check_rating_submission();
