-- Issue #39: a list's page asks who its candidates are and its link tokens in one call each,
-- instead of seven identity calls and a token call per row.
-- Who the candidates of a page of invitations are, for the caller, in one call (issue #39): whether
-- the caller manages the interview (OWNER/RECRUITER of its workspace), and the rules of
-- candidate_identity_visible() (`visible`) and of invitation_identity() (the name and e-mail),
-- which a list would otherwise call seven times a row. Called per row, either is cheaper than this
-- set function called for one id, so they keep their own bodies, and pgTAP
-- (invitations-identity.sql) holds the three to the same answers for every persona.
-- PL/pgSQL keeps its plan for the session; a generic one, as the ids change at every call.
create function private.candidate_identities(p_invitation_ids uuid[])
returns table (invitation_id uuid, manages boolean, visible boolean, first_name text, last_name text, email text)
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_generic_plan
rows 50
as $$
#variable_conflict use_column
begin
  return query
  select inv.id, coalesce(m.role in ('OWNER', 'RECRUITER'), false), v.visible,
         case when a.allowed then inv.first_name end,
         case when a.allowed then inv.last_name end,
         case when a.allowed then inv.email end
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  left join public.workspace_members m on m.workspace_id = i.workspace_id and m.user_id = (select auth.uid())
  cross join lateral (
    select not i.anonymous_review
           or exists (select 1 from public.rating_submissions s
                      where s.invitation_id = inv.id and s.rater_id = (select auth.uid())) as visible
    offset 0
  ) v
  cross join lateral (
    select coalesce(m.role in ('OWNER', 'RECRUITER')
                    or (m.role is not null and inv.status in ('COMPLETED', 'REVIEWED') and v.visible)
                    or inv.candidate_id = (select auth.uid())
                    or (select private.is_admin())
                    or (inv.candidate_id is null and lower(inv.email) = (select private.confirmed_email())),
                    false) as allowed
  ) a
  where inv.id = any (p_invitation_ids);
end;
$$;
comment on function private.candidate_identities(uuid[]) is
  'For each invitation given: whether the caller manages its interview, whether they may see who its candidate is in a review (not blind, or ratings submitted), and its first_name, last_name and email for those they belong to (managers, admins, the candidate, a reviewer who may see who it is); nulls for anyone else.';

-- The tokens of the invitations given that the caller manages (OWNER/RECRUITER of its workspace, an
-- admin, or an API key of its workspace, which selects the column itself too) or is the candidate
-- of; no row for anyone else. A list joins it once for its page (issue #39): each condition asks
-- about the invitation's own workspace, never builds the set of every invitation the caller manages.
-- PL/pgSQL keeps its plan for the session; a generic one, as the ids change at every call.
create function private.invitation_link_tokens(p_invitation_ids uuid[])
returns table (invitation_id uuid, token text)
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_generic_plan
rows 50
as $$
#variable_conflict use_column
begin
  return query
  select inv.id, inv.unique_link_token
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  where inv.id = any (p_invitation_ids)
    and ((select private.is_admin())
         or inv.candidate_id = (select auth.uid())
         or exists (select 1 from public.workspace_members m
                    where m.workspace_id = i.workspace_id and m.user_id = (select auth.uid())
                      and m.role in ('OWNER', 'RECRUITER'))
         or i.workspace_id = (select private.api_key_workspace()));
end;
$$;
comment on function private.invitation_link_tokens(uuid[]) is
  'The unique_link_token of each invitation given whose managers, admins, workspace''s API keys or candidate the caller is; no row for the others.';

-- One invitation's token (invitation_link_tokens()), for the invitation code the api and the public
-- API share.
create or replace function private.invitation_link_token(p_invitation_id uuid)
returns text
language sql stable security definer set search_path = ''
as $$
  select t.token from private.invitation_link_tokens(array[p_invitation_id]) t
$$;
comment on function private.invitation_link_token(uuid) is
  'The invitation''s unique_link_token for its managers, admins, its workspace''s API keys and its candidate; null for anyone else (a REVIEWER).';

grant execute on function private.candidate_identities(uuid[]) to service_role, authenticated;
grant execute on function private.invitation_link_tokens(uuid[]) to authenticated, workspace_api;
