-- Issue #39: the private helpers that row-level security policies and every request call are
-- PL/pgSQL instead of SQL. PostgreSQL 15 plans the body of a security definer SQL function (which
-- it cannot inline) again on every call, about 0.06 ms each; PL/pgSQL keeps its plans for the
-- connection. A route calls ten to twenty of them, so this is about a third of a small route's
-- database time. Same signatures, same queries, same grants and comments.

create or replace function private.app_role()
returns public.app_role
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select p.role from public.profiles p where p.id = (select auth.uid())
  );
end
$$;

create or replace function private.is_admin()
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select coalesce((select private.app_role()) = 'ADMIN', false)
  );
end
$$;

create or replace function private.confirmed_email()
returns text
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select lower(u.email)
    from auth.users u
    where u.id = (select auth.uid()) and u.email_confirmed_at is not null
  );
end
$$;

create or replace function private.has_profile()
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select exists (select 1 from public.profiles p where p.id = (select auth.uid()))
  );
end
$$;

create or replace function private.session_is_live()
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select exists (
      select 1 from auth.sessions s
      where (select auth.jwt() ->> 'session_id') ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
        and s.id = (select auth.jwt() ->> 'session_id')::uuid
        and s.user_id = (select auth.uid())
        and (s.not_after is null or s.not_after > now())
    )
  );
end
$$;

create or replace function private.is_workspace_member()
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select exists (select 1 from public.workspace_members m where m.user_id = (select auth.uid()))
  );
end
$$;

create or replace function private.is_recruiter()
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select coalesce((select private.app_role()) in ('RECRUITER', 'ADMIN'), false)
      or (select private.is_workspace_member())
  );
end
$$;

create or replace function private.member_workspace_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select m.workspace_id from public.workspace_members m where m.user_id = (select auth.uid());
end
$$;

create or replace function private.managed_workspace_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select m.workspace_id from public.workspace_members m
    where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER');
end
$$;

create or replace function private.owned_workspace_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select m.workspace_id from public.workspace_members m
    where m.user_id = (select auth.uid()) and m.role = 'OWNER';
end
$$;

create or replace function private.teammate_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select distinct other.user_id
    from public.workspace_members mine
    join public.workspace_members other on other.workspace_id = mine.workspace_id
    where mine.user_id = (select auth.uid());
end
$$;

create or replace function private.readable_workspace_ids()
returns uuid[]
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select case
      when (select private.is_admin()) then array(select w.id from public.workspaces w)
      else array(select m.workspace_id from public.workspace_members m where m.user_id = (select auth.uid()))
    end
  );
end
$$;

create or replace function private.own_interview_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select i.id
    from public.workspace_members m
    join public.interviews i on i.workspace_id = m.workspace_id
    where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER');
end
$$;

create or replace function private.visible_interview_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select i.id
    from public.workspace_members m
    join public.interviews i on i.workspace_id = m.workspace_id
    where m.user_id = (select auth.uid());
end
$$;

create or replace function private.own_question_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select q.id from public.questions q where q.interview_id in (select private.own_interview_ids());
end
$$;

create or replace function private.visible_question_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select q.id from public.questions q where q.interview_id in (select private.visible_interview_ids());
end
$$;

create or replace function private.own_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id
    from public.workspace_members m
    join public.interviews i on i.workspace_id = m.workspace_id
    join public.invitations inv on inv.interview_id = i.id
    where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER');
end
$$;

create or replace function private.invitee_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id from public.invitations inv
    where inv.candidate_id = (select auth.uid())
    union
    select inv.id from public.invitations inv
    where inv.candidate_id is null
      and lower(inv.email) = (select private.confirmed_email());
end
$$;

create or replace function private.reviewable_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    join public.workspace_members m on m.workspace_id = i.workspace_id and m.user_id = (select auth.uid())
    where m.role in ('OWNER', 'RECRUITER') or inv.status in ('COMPLETED', 'REVIEWED');
end
$$;

create or replace function private.own_resume_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select r.id from public.video_resumes r where r.candidate_id = (select auth.uid());
end
$$;

create or replace function private.readable_prompt_video_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select p.id from public.prompt_videos p
    where p.workspace_id = any ((select private.readable_workspace_ids())::uuid[])
    union
    select q.prompt_video_id
    from public.invitations inv
    join public.questions q on q.interview_id = inv.interview_id
    where inv.candidate_id = (select auth.uid()) and inv.status in ('PENDING', 'STARTED')
      and q.prompt_video_id is not null
    union
    select i.welcome_prompt_video_id
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    where inv.candidate_id = (select auth.uid()) and inv.status in ('PENDING', 'STARTED')
      and i.welcome_prompt_video_id is not null;
end
$$;

create or replace function private.reviewable_response_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select r.id from public.responses r
    where (select private.is_admin()) or r.invitation_id in (select private.reviewable_invitation_ids());
end
$$;

create or replace function private.reviews_response(p_response_id uuid)
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select exists (
      select 1
      from public.responses r
      join public.invitations inv on inv.id = r.invitation_id
      join public.interviews i on i.id = inv.interview_id
      join public.workspace_members m on m.workspace_id = i.workspace_id and m.user_id = (select auth.uid())
      where r.id = p_response_id
        and (m.role in ('OWNER', 'RECRUITER') or inv.status in ('COMPLETED', 'REVIEWED'))
    )
  );
end
$$;

create or replace function private.visible_competency_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select c.id from public.scorecard_competencies c
    where c.interview_id in (select private.visible_interview_ids());
end
$$;

create or replace function private.managed_competency_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select c.id from public.scorecard_competencies c
    where c.interview_id in (select private.own_interview_ids());
end
$$;

create or replace function private.ratable_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id from public.invitations inv
    where inv.id in (select private.reviewable_invitation_ids()) and inv.status in ('COMPLETED', 'REVIEWED');
end
$$;

create or replace function private.decidable_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id from public.invitations inv
    where inv.id in (select private.own_invitation_ids()) and inv.status in ('COMPLETED', 'REVIEWED');
end
$$;

create or replace function private.managed_share_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select s.id from public.review_shares s where s.invitation_id in (select private.decidable_invitation_ids());
end
$$;

create or replace function private.api_key_workspace()
returns uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select k.workspace_id from public.workspace_api_keys k
    where k.id = nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'key_id', '')::uuid
      and k.revoked_at is null
  );
end
$$;

create or replace function private.api_key_can_write()
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select coalesce(
      (select k.scope = 'READ_WRITE' from public.workspace_api_keys k
       where k.id = nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'key_id', '')::uuid
         and k.revoked_at is null),
      false)
  );
end
$$;

create or replace function private.api_key_interview_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select i.id from public.interviews i where i.workspace_id = (select private.api_key_workspace());
end
$$;

create or replace function private.api_key_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id
    from public.interviews i
    join public.invitations inv on inv.interview_id = i.id
    where i.workspace_id = (select private.api_key_workspace());
end
$$;

create or replace function private.api_key_review_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    where i.workspace_id = (select private.api_key_workspace())
      and inv.status in ('COMPLETED', 'REVIEWED');
end
$$;

create or replace function private.owned_webhook_endpoint_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select e.id from public.webhook_endpoints e
    where e.workspace_id in (select private.owned_workspace_ids());
end
$$;
