-- A competency that has ratings cannot be removed from a scorecard (issue #18): the ratings would
-- go with it (ratings.competency_id cascades), and raters' submitted work would vanish from the
-- candidate's evaluation. Removing the whole interview still removes everything: the interview row
-- is gone by the time its cascade reaches the competencies.
create function private.refuse_rated_competency_delete()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select from public.interviews i where i.id = old.interview_id)
     and exists (select from public.ratings r where r.competency_id = old.id) then
    raise exception 'This competency has ratings and cannot be removed'
      using errcode = '55000';
  end if;
  return old;
end;
$$;
revoke execute on function private.refuse_rated_competency_delete() from public, anon, authenticated;

create trigger scorecard_competencies_keep_rated
  before delete on public.scorecard_competencies
  for each row execute function private.refuse_rated_competency_delete();
