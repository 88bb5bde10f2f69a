-- Until its rater submits, a rating is a draft: the form saves a score when it is chosen and its
-- note when the field is left, and those steps are not edits anyone should see as "Edited". A draft
-- keeps one version, which follows it; from the submission on, every change is a new version, so
-- "Edited" (more than one version) means changed after submitting (issue #33, item 19).
create or replace function private.record_rating_history()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.score, new.note) is not distinct from (old.score, old.note) then
    return null;
  end if;
  if tg_op = 'UPDATE' and not exists (
    select 1 from public.rating_submissions s
    where s.invitation_id = new.invitation_id and s.rater_id = new.rater_id
  ) then
    update public.rating_history
    set score = new.score, note = new.note, recorded_at = now()
    where rating_id = new.id;
    if found then
      return null;
    end if;
  end if;
  insert into public.rating_history (rating_id, invitation_id, rater_id, score, note)
  values (new.id, new.invitation_id, new.rater_id, new.score, new.note);
  return null;
end;
$$;
