-- Independent ratings (issue #18): every member who reviews a completed interview rates each answer
-- on the competencies its question evaluates (1-5, with a note) and then submits. Until they have
-- submitted for a candidate, a member sees only their own ratings of that candidate; after, they
-- see the submitted ratings of everyone else. The database enforces it (ratings_select), so no
-- route can leak an opinion early. Ratings can be edited after submitting; every version is kept
-- in rating_history.
create table public.ratings (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  response_id uuid not null references public.responses (id) on delete cascade,
  competency_id uuid not null references public.scorecard_competencies (id) on delete cascade,
  rater_id uuid not null references public.profiles (id) on delete cascade,
  score smallint not null check (score between 1 and 5),
  note text not null default '' check (char_length(note) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ratings_one_per_rater unique (response_id, competency_id, rater_id)
);
comment on table public.ratings is 'One member''s 1-5 rating of one answer on one competency, with a note.';
create index ratings_invitation_rater_idx on public.ratings (invitation_id, rater_id);
create index ratings_rater_idx on public.ratings (rater_id);
create index ratings_competency_idx on public.ratings (competency_id);

create table public.rating_submissions (
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  rater_id uuid not null references public.profiles (id) on delete cascade,
  submitted_at timestamptz not null default now(),
  primary key (invitation_id, rater_id)
);
comment on table public.rating_submissions is
  'A member has submitted their ratings of a candidate: from then on they see the others'' submitted ratings (and, in a blind interview, who the candidate is).';
create index rating_submissions_rater_idx on public.rating_submissions (rater_id);

create table public.rating_history (
  id bigint generated always as identity primary key,
  rating_id uuid not null references public.ratings (id) on delete cascade,
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  rater_id uuid not null references public.profiles (id) on delete cascade,
  score smallint not null,
  note text not null,
  recorded_at timestamptz not null default now()
);
comment on table public.rating_history is 'Every version of every rating, oldest first, written by a trigger.';
create index rating_history_rating_idx on public.rating_history (rating_id, recorded_at);
create index rating_history_invitation_rater_idx on public.rating_history (invitation_id, rater_id);

-- A rating names an answer of its invitation and a competency its question is linked to.
create function private.check_rating_target()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.responses r
    join public.question_competencies qc on qc.question_id = r.question_id
    where r.id = new.response_id and r.invitation_id = new.invitation_id and qc.competency_id = new.competency_id
  ) then
    raise exception 'This answer is not rated on that competency' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and (new.invitation_id, new.response_id, new.competency_id, new.rater_id)
       is distinct from (old.invitation_id, old.response_id, old.competency_id, old.rater_id) then
    raise exception 'Only the score and the note of a rating can change' using errcode = '23514';
  end if;
  new.updated_at := case when tg_op = 'INSERT' then new.created_at else now() end;
  return new;
end;
$$;
create trigger ratings_check_target
  before insert or update on public.ratings
  for each row execute function private.check_rating_target();

create function private.record_rating_history()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.score, new.note) is not distinct from (old.score, old.note) then
    return null;
  end if;
  insert into public.rating_history (rating_id, invitation_id, rater_id, score, note)
  values (new.id, new.invitation_id, new.rater_id, new.score, new.note);
  return null;
end;
$$;
create trigger ratings_record_history
  after insert or update on public.ratings
  for each row execute function private.record_rating_history();

-- Section: access helpers ---------------------------------------------------------------------------
create function private.ratable_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id from public.invitations inv
  where inv.id in (select private.reviewable_invitation_ids()) and inv.status in ('COMPLETED', 'REVIEWED')
$$;
comment on function private.ratable_invitation_ids() is
  'Completed (or reviewed) invitations of the caller''s workspaces: the candidates they may rate, comment on and see decisions of.';

create function private.submitted_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select s.invitation_id from public.rating_submissions s
  where s.rater_id = (select auth.uid()) and s.invitation_id in (select private.ratable_invitation_ids())
$$;
comment on function private.submitted_invitation_ids() is
  'Candidates the caller has submitted their ratings for, in workspaces they still belong to.';

create function private.revealed_ratings()
returns table (invitation_id uuid, rater_id uuid)
language sql stable security definer set search_path = ''
as $$
  select s.invitation_id, s.rater_id from public.rating_submissions s
  where s.invitation_id in (select private.submitted_invitation_ids())
$$;
comment on function private.revealed_ratings() is
  'The (candidate, rater) pairs whose ratings the caller sees: everyone''s submitted ratings of a candidate the caller has submitted for.';

revoke execute on function private.ratable_invitation_ids() from public, anon;
revoke execute on function private.submitted_invitation_ids() from public, anon;
revoke execute on function private.revealed_ratings() from public, anon;
grant execute on function private.ratable_invitation_ids() to authenticated, service_role;
grant execute on function private.submitted_invitation_ids() to authenticated, service_role;
grant execute on function private.revealed_ratings() to authenticated, service_role;

-- Section: policies ---------------------------------------------------------------------------------
alter table public.ratings enable row level security;
alter table public.rating_submissions enable row level security;
alter table public.rating_history enable row level security;

-- SELECT(ratings): one's own; others' submitted ratings once one has submitted for that candidate;
-- admins all.
create policy ratings_select on public.ratings
  for select to authenticated
  using (
    rater_id = (select auth.uid())
    or (select private.is_admin())
    or (invitation_id, rater_id) in (select r.invitation_id, r.rater_id from private.revealed_ratings() r)
  );
-- INSERT, UPDATE(ratings): one's own, of a candidate one may rate. No DELETE but an admin's: a
-- rating is edited, never taken back unseen.
create policy ratings_insert on public.ratings
  for insert to authenticated
  with check (rater_id = (select auth.uid()) and invitation_id in (select private.ratable_invitation_ids()));
create policy ratings_update on public.ratings
  for update to authenticated
  using (rater_id = (select auth.uid()) and invitation_id in (select private.ratable_invitation_ids()))
  with check (rater_id = (select auth.uid()) and invitation_id in (select private.ratable_invitation_ids()));
create policy ratings_delete on public.ratings
  for delete to authenticated
  using ((select private.is_admin()));

-- SELECT(rating_history): as the ratings it records.
create policy rating_history_select on public.rating_history
  for select to authenticated
  using (
    rater_id = (select auth.uid())
    or (select private.is_admin())
    or (invitation_id, rater_id) in (select r.invitation_id, r.rater_id from private.revealed_ratings() r)
  );

-- SELECT(rating_submissions): who has submitted for a candidate is seen by everyone who may rate it
-- (it shows no opinion); INSERT one's own; no UPDATE; DELETE by admins.
create policy rating_submissions_select on public.rating_submissions
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.ratable_invitation_ids()));
create policy rating_submissions_insert on public.rating_submissions
  for insert to authenticated
  with check (rater_id = (select auth.uid()) and invitation_id in (select private.ratable_invitation_ids()));
create policy rating_submissions_delete on public.rating_submissions
  for delete to authenticated
  using ((select private.is_admin()));

grant select, insert, delete on public.ratings to authenticated;
grant update (score, note) on public.ratings to authenticated;
grant select on public.rating_history to authenticated;
grant select, insert, delete on public.rating_submissions to authenticated;
grant all on public.ratings, public.rating_submissions, public.rating_history to service_role;

-- A submission needs a rating of every competency of every answer (none when there is no scorecard).
create function private.check_rating_submission()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if exists (
    select 1 from public.responses r
    join public.question_competencies qc on qc.question_id = r.question_id
    where r.invitation_id = new.invitation_id
      and not exists (
        select 1 from public.ratings ra
        where ra.response_id = r.id and ra.competency_id = qc.competency_id and ra.rater_id = new.rater_id
      )
  ) then
    raise exception 'Rate every competency of every answer before submitting' using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger rating_submissions_complete
  before insert on public.rating_submissions
  for each row execute function private.check_rating_submission();
