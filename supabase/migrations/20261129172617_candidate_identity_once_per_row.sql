-- Lists at scale (issue #39): who a candidate is, in one call per row joined laterally, instead of
-- four select-list expressions calling candidate_identity_visible() and invitation_identity() seven
-- times a row (supabase/functions/_shared/reviews/blind-identity.ts).
create function private.candidate_identity(p_invitation_id uuid, p_managers_see_names boolean)
returns table (first_name text, last_name text, email text, anonymous boolean)
language sql stable security definer set search_path = ''
as $$
  with seen as (
    select private.candidate_identity_visible(p_invitation_id)
           or (p_managers_see_names and exists (
                 select 1
                 from public.invitations inv
                 join public.interviews i on i.id = inv.interview_id
                 join public.workspace_members m on m.workspace_id = i.workspace_id
                 where inv.id = p_invitation_id and m.user_id = (select auth.uid())
                   and m.role in ('OWNER', 'RECRUITER'))) as visible
  )
  select who.first_name, who.last_name, who.email, not s.visible
  from seen s
  left join lateral (
    select * from private.invitation_identity(p_invitation_id) where s.visible
  ) who on true
$$;
comment on function private.candidate_identity(uuid, boolean) is
  'The candidate''s name and e-mail when the caller may see who they are (candidate_identity_visible, or a manager of the interview with p_managers_see_names), else nulls; and whether they are hidden.';

grant execute on function private.candidate_identity(uuid, boolean) to authenticated;
