-- Private helpers for the policies (DESIGN §1: roles live in a table, read by security definer
-- helpers). The private schema is not exposed by the Data API. Each helper is security definer so
-- a policy can read profiles and interviews without recursing into their own policies. Each one
-- has search_path = '' and qualified names. Policies call them as (select private.fn()) so Postgres
-- evaluates them once per statement, not once per row.

create schema private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;
alter default privileges in schema private revoke execute on functions from public;

-- Section: the caller's role ----------------------------------------------------------------------
create function private.app_role()
returns public.app_role
language sql stable security definer set search_path = ''
as $$
  select p.role from public.profiles p where p.id = (select auth.uid())
$$;
comment on function private.app_role() is 'The role of the signed-in caller; null for anon or a user without a profile.';

create function private.is_admin()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select private.app_role()) = 'ADMIN', false)
$$;

create function private.is_recruiter()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select private.app_role()) in ('RECRUITER', 'ADMIN'), false)
$$;
comment on function private.is_recruiter() is 'Recruiter access: RECRUITER or ADMIN. A demoted recruiter loses it on the next request.';

-- Section: what the caller owns -------------------------------------------------------------------
create function private.own_interview_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select i.id from public.interviews i
  where i.recruiter_id = (select auth.uid()) and (select private.is_recruiter())
$$;
comment on function private.own_interview_ids() is 'Interviews of the calling recruiter; empty for anyone without recruiter access.';

create function private.own_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  where i.recruiter_id = (select auth.uid()) and (select private.is_recruiter())
$$;
comment on function private.own_invitation_ids() is 'Invitations to the calling recruiter''s interviews.';

create function private.own_resume_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select r.id from public.video_resumes r where r.candidate_id = (select auth.uid())
$$;

-- Section: storage paths --------------------------------------------------------------------------
create function private.invitation_id_from_path(object_name text)
returns uuid
language sql immutable
set search_path = ''
as $$
  select case
    when object_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/(.*[^/])$'
    then split_part(object_name, '/', 1)::uuid
  end
$$;
comment on function private.invitation_id_from_path(text) is
  'The invitation a responses object belongs to, from its first folder; null for any other shape (a bare folder included).';

create function private.is_own_resume_path(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select (storage.foldername(object_name))[1] = (select auth.uid())::text
    and coalesce(storage.filename(object_name), '') <> ''
$$;
comment on function private.is_own_resume_path(text) is
  'True for a file (not a bare folder) inside the caller''s own folder of the resumes bucket.';

create function private.can_upload_response(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.invitations inv
    where inv.id = private.invitation_id_from_path(object_name)
      and inv.candidate_id = (select auth.uid())
      and inv.status = 'STARTED'
      and inv.expires_at > now()
  )
$$;
comment on function private.can_upload_response(text) is
  'True when the caller is the candidate bound to the STARTED, unexpired invitation the object path names.';

create function private.can_review_response(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select (select private.is_admin())
    or private.invitation_id_from_path(object_name) in (select private.own_invitation_ids())
$$;
comment on function private.can_review_response(text) is
  'True for admins and for the recruiter who owns the invitation the object path names.';

grant execute on all functions in schema private to authenticated, service_role;
