-- Scorecards (issue #18): an interview's competencies, each with what it means and an anchored 1-5
-- scale (one sentence per level), and the competencies each question evaluates. Members of the
-- interview's workspace read them; those who manage the interview (OWNER, RECRUITER) write them.
-- Five sentences, none blank, none over 300 characters (a check constraint cannot hold a subquery).
create function private.anchors_are_valid(p_anchors text[])
returns boolean
language sql immutable set search_path = ''
as $$
  select cardinality(p_anchors) = 5
    and array_position(p_anchors, null) is null
    and coalesce((select bool_and(char_length(btrim(a)) between 1 and 300) from unnest(p_anchors) a), false)
$$;
grant execute on function private.anchors_are_valid(text[]) to authenticated, service_role;

create table public.scorecard_competencies (
  id uuid primary key default gen_random_uuid(),
  interview_id uuid not null references public.interviews (id) on delete cascade,
  position integer not null check (position between 1 and 20),
  name text not null check (char_length(btrim(name)) between 1 and 100 and name = btrim(name)),
  description text not null default '' check (char_length(description) <= 1000),
  anchors text[] not null check (private.anchors_are_valid(anchors)),
  created_at timestamptz not null default now(),
  constraint scorecard_competencies_position_key unique (interview_id, position) deferrable initially deferred
);
comment on table public.scorecard_competencies is 'A competency of an interview''s scorecard, rated 1-5 on its anchored scale.';
comment on column public.scorecard_competencies.anchors is 'What a 1, 2, 3, 4 and 5 mean: one sentence per level, in order.';
create unique index scorecard_competencies_name_key on public.scorecard_competencies (interview_id, lower(name));

create table public.question_competencies (
  question_id uuid not null references public.questions (id) on delete cascade,
  competency_id uuid not null references public.scorecard_competencies (id) on delete cascade,
  primary key (question_id, competency_id)
);
comment on table public.question_competencies is 'Which competencies a question evaluates; each answer to it is rated on them.';
create index question_competencies_competency_idx on public.question_competencies (competency_id);

-- A question and a competency of different interviews cannot be linked.
create function private.check_question_competency()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if (select q.interview_id from public.questions q where q.id = new.question_id)
     is distinct from (select c.interview_id from public.scorecard_competencies c where c.id = new.competency_id) then
    raise exception 'A question can only be linked to a competency of its own interview'
      using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger question_competencies_same_interview
  before insert or update on public.question_competencies
  for each row execute function private.check_question_competency();

alter table public.scorecard_competencies enable row level security;
alter table public.question_competencies enable row level security;

-- SELECT: members of the interview's workspace; admins.
create policy scorecard_competencies_select on public.scorecard_competencies
  for select to authenticated
  using ((select private.is_admin()) or interview_id in (select private.visible_interview_ids()));
-- INSERT, UPDATE, DELETE: those who manage the interview; admins.
create policy scorecard_competencies_insert on public.scorecard_competencies
  for insert to authenticated
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));
create policy scorecard_competencies_update on public.scorecard_competencies
  for update to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()))
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));
create policy scorecard_competencies_delete on public.scorecard_competencies
  for delete to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

create function private.visible_competency_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select c.id from public.scorecard_competencies c
  where c.interview_id in (select private.visible_interview_ids())
$$;
comment on function private.visible_competency_ids() is 'Competencies of interviews of the caller''s workspaces.';

create function private.managed_competency_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select c.id from public.scorecard_competencies c
  where c.interview_id in (select private.own_interview_ids())
$$;
comment on function private.managed_competency_ids() is 'Competencies of interviews the caller manages (OWNER, RECRUITER).';
revoke execute on function private.visible_competency_ids() from public, anon;
revoke execute on function private.managed_competency_ids() from public, anon;
grant execute on function private.visible_competency_ids() to authenticated, service_role;
grant execute on function private.managed_competency_ids() to authenticated, service_role;
revoke execute on function private.check_question_competency() from public, anon, authenticated;

create policy question_competencies_select on public.question_competencies
  for select to authenticated
  using ((select private.is_admin()) or competency_id in (select private.visible_competency_ids()));
create policy question_competencies_insert on public.question_competencies
  for insert to authenticated
  with check ((select private.is_admin()) or competency_id in (select private.managed_competency_ids()));
create policy question_competencies_delete on public.question_competencies
  for delete to authenticated
  using ((select private.is_admin()) or competency_id in (select private.managed_competency_ids()));

grant select, insert, update, delete on public.scorecard_competencies to authenticated;
grant select, insert, delete on public.question_competencies to authenticated;
grant all on public.scorecard_competencies, public.question_competencies to service_role;
