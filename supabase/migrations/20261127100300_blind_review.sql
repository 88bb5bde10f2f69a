-- Blind review (issue #18): an interview may be set to "Anonymous review". Until a member has
-- submitted their ratings of a candidate, the review payloads name the candidate only by their
-- number in the interview ("Candidate 7"), with no e-mail and no face. The number is given once,
-- in order of invitation, and never changes.
alter table public.interviews add column anonymous_review boolean not null default false;
comment on column public.interviews.anonymous_review is
  'Blind review: reviewers see "Candidate N", no name, e-mail or face, until they have submitted their ratings.';
grant insert (anonymous_review) on public.interviews to authenticated;
grant update (anonymous_review) on public.interviews to authenticated;

alter table public.invitations add column candidate_number integer;
update public.invitations inv set candidate_number = numbered.n
from (
  select id, row_number() over (partition by interview_id order by created_at, id) as n
  from public.invitations
) numbered
where numbered.id = inv.id;
alter table public.invitations alter column candidate_number set not null;
alter table public.invitations add constraint invitations_candidate_number_key unique (interview_id, candidate_number);
comment on column public.invitations.candidate_number is 'The candidate''s number in the interview (1, 2, ...), shown as "Candidate N" in a blind review.';

-- The next number of the interview; the interview row is locked so two invitations at once cannot
-- take the same one.
create function private.number_candidate()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform 1 from public.interviews where id = new.interview_id for update;
  new.candidate_number := coalesce(
    (select max(candidate_number) from public.invitations where interview_id = new.interview_id), 0) + 1;
  return new;
end;
$$;
create trigger invitations_number_candidate
  before insert on public.invitations
  for each row execute function private.number_candidate();

-- Whether the caller may see who the candidate of an invitation is in a review payload: the
-- interview is not blind, or the caller has submitted their ratings of the candidate.
create function private.candidate_identity_visible(p_invitation_id uuid)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select not i.anonymous_review
    or exists (
      select 1 from public.rating_submissions s
      where s.invitation_id = p_invitation_id and s.rater_id = (select auth.uid())
    )
  from public.invitations inv join public.interviews i on i.id = inv.interview_id
  where inv.id = p_invitation_id
$$;
comment on function private.candidate_identity_visible(uuid) is
  'True unless the invitation''s interview is blind and the caller has not yet submitted ratings of the candidate.';
revoke execute on function private.candidate_identity_visible(uuid) from public, anon;
grant execute on function private.candidate_identity_visible(uuid) to authenticated, service_role;
