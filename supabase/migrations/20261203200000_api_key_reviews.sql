-- The public API's reviews (issue #22): a key reads its workspace's completed interviews (COMPLETED
-- and REVIEWED invitations) with their answers, the submitted ratings and the decisions. Row-level
-- security decides, through policies for workspace_api keyed on private.api_key_workspace(); the
-- key reads and never writes (no insert, update or delete grant on any of these tables).

-- The invitations of the key's workspace whose interview is finished: what a key may read as reviews.
-- Served by interviews_workspace_id_created_at_idx and invitations_interview_id_created_at_idx.
create function private.api_key_review_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  where i.workspace_id = (select private.api_key_workspace())
    and inv.status in ('COMPLETED', 'REVIEWED')
$$;
comment on function private.api_key_review_ids() is
  'The COMPLETED and REVIEWED invitations of the request''s API key''s workspace; none without a live key.';
revoke execute on function private.api_key_review_ids() from public, anon, authenticated;
grant execute on function private.api_key_review_ids() to workspace_api;

grant select on public.invitations, public.questions, public.responses, public.scorecard_competencies,
  public.ratings, public.rating_submissions, public.candidate_decisions to workspace_api;

-- Named for the reviews: the v1 invitations may add their own, wider policy on the same table;
-- permissive policies add up, so each route's rows stay what its own policy allows.
create policy invitations_api_key_select_reviews on public.invitations for select to workspace_api
  using (id in (select private.api_key_review_ids()));
create policy responses_api_key_select on public.responses for select to workspace_api
  using (invitation_id in (select private.api_key_review_ids()));
-- Questions and competencies belong to interviews; the key's interviews are those its
-- interviews_api_key_select policy shows.
create policy questions_api_key_select_reviews on public.questions for select to workspace_api
  using (interview_id in (select i.id from public.interviews i where i.workspace_id = (select private.api_key_workspace())));
create policy scorecard_competencies_api_key_select on public.scorecard_competencies for select to workspace_api
  using (interview_id in (select i.id from public.interviews i where i.workspace_id = (select private.api_key_workspace())));
create policy rating_submissions_api_key_select on public.rating_submissions for select to workspace_api
  using (invitation_id in (select private.api_key_review_ids()));
-- Submitted ratings only: a rater's draft is theirs until they submit it, in the app and here alike.
create policy ratings_api_key_select on public.ratings for select to workspace_api
  using (
    invitation_id in (select private.api_key_review_ids())
    and exists (select from public.rating_submissions s
                where s.invitation_id = ratings.invitation_id and s.rater_id = ratings.rater_id)
  );
create policy candidate_decisions_api_key_select on public.candidate_decisions for select to workspace_api
  using (invitation_id in (select private.api_key_review_ids()));

-- Section: what "changed since" means for a review ----------------------------------------------
-- GET /api/v1/reviews pages by the invitation's updated_at (the cursor helpers page by a row's
-- updated_at and id). A review changes after its invitation does: the worker writes transcripts,
-- raters submit and edit, someone decides. Each of these touches the invitation's
-- updated_at, so the review comes up again for an integration asking what changed since; the
-- invitation itself is unchanged, and a v1 invitations reader simply finds the same status again.
-- Only finished interviews are touched (a candidate's answers while taking move nothing), and
-- once per transaction (now() is the transaction's time), however many rows it writes.
create function private.touch_review(p_invitation_id uuid)
returns void
language sql security definer set search_path = ''
as $$
  update public.invitations set updated_at = now()
  where id = p_invitation_id and status in ('COMPLETED', 'REVIEWED') and updated_at < now()
$$;
revoke execute on function private.touch_review(uuid) from public, anon, authenticated;

create function private.touch_review_of_row()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.touch_review(old.invitation_id);
  else
    perform private.touch_review(new.invitation_id);
  end if;
  return null;
end
$$;
revoke execute on function private.touch_review_of_row() from public, anon, authenticated;

-- A rating shows once its rater has submitted (the submission touches the review); a submitted
-- rater's later change shows at once. A draft's changes touch nothing: no key sees a draft.
create function private.touch_review_of_rating()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_rating public.ratings%rowtype := case when tg_op = 'DELETE' then old else new end;
begin
  if exists (select from public.rating_submissions s
             where s.invitation_id = v_rating.invitation_id and s.rater_id = v_rating.rater_id) then
    perform private.touch_review(v_rating.invitation_id);
  end if;
  return null;
end
$$;
revoke execute on function private.touch_review_of_rating() from public, anon, authenticated;

create trigger responses_touch_review after update of response_text, media_path, transcription,
  transcript_segments on public.responses
  for each row execute function private.touch_review_of_row();
create trigger rating_submissions_touch_review after insert or delete on public.rating_submissions
  for each row execute function private.touch_review_of_row();
create trigger ratings_touch_review after insert or update or delete on public.ratings
  for each row execute function private.touch_review_of_rating();
create trigger candidate_decisions_touch_review after insert or delete on public.candidate_decisions
  for each row execute function private.touch_review_of_row();

-- The reviews' page order; the v1 invitations page by the same columns.
create index if not exists invitations_updated_at_id_idx on public.invitations (updated_at, id);
