-- The public API's reviews (20261203200000) granted workspace_api select on the whole invitations
-- table, which undid the column grant of the v1 invitations (20261203100000): a key could read
-- candidate_id, which account took an invitation, and that account is the candidate's. Back to
-- the columns an integration reads. The reviews' own invitations and questions policies are
-- narrower than the v1 invitations' (every invitation and question of the key's workspace) and
-- add nothing beside them.
revoke select on public.invitations from workspace_api;
grant select (id, interview_id, first_name, last_name, email, status, unique_link_token, expires_at,
              created_at, updated_at, started_at, completed_at, reviewed_at, cancelled_at,
              candidate_number, bulk_key)
  on public.invitations to workspace_api;

drop policy invitations_api_key_select_reviews on public.invitations;
drop policy questions_api_key_select_reviews on public.questions;
