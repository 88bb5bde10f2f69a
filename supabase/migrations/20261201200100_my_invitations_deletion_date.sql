-- The candidate portal shows when each completed interview's answers will be deleted (issue #20
-- item 2): completed_at plus the workspace's retention_days, which the candidate cannot read from
-- workspaces themselves. The return type gains a column, so the function is dropped and made again.

drop function public.list_my_invitations();

create function public.list_my_invitations()
returns table (
  id uuid,
  status public.invitation_status,
  unique_link_token text,
  interview_title text,
  company_name text,
  workspace_logo_path text,
  workspace_brand_color text,
  created_at timestamptz,
  expires_at timestamptz,
  completed_at timestamptz,
  data_deleted_after timestamptz
)
language sql stable security definer set search_path = ''
as $$
  select inv.id, inv.status, inv.unique_link_token, i.title, w.name, w.logo_path, w.brand_color,
         inv.created_at, inv.expires_at, inv.completed_at,
         inv.completed_at + make_interval(days => w.retention_days)
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  join public.workspaces w on w.id = i.workspace_id
  where inv.id in (select private.invitee_invitation_ids())
  order by inv.created_at desc, inv.id
$$;
comment on function public.list_my_invitations() is
  'The caller''s own invitations as a candidate, newest first, with interview title, the workspace''s name, logo and colour, and when the answers will be deleted.';

revoke execute on function public.list_my_invitations() from public, anon;
grant execute on function public.list_my_invitations() to authenticated, service_role;
