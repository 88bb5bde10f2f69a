-- Workspaces (issue #17 item 1): a hiring team owns its interviews and everything under them.
-- Members have a workspace role: OWNER (everything, settings, members), RECRUITER (create, edit,
-- archive, delete interviews, invite candidates, review), REVIEWER (a hiring manager: sees and
-- reviews the completed interviews of the workspace). The platform roles (ADMIN, RECRUITER,
-- CANDIDATE) stay; a member of any workspace passes the recruiter access check whatever their
-- platform role, and a user made RECRUITER or ADMIN gets a workspace of their own if they have none.
-- The access rules on membership are the next migration (workspace_access).

-- Section: roles ----------------------------------------------------------------------------------
create type public.workspace_role as enum ('OWNER', 'RECRUITER', 'REVIEWER');
comment on type public.workspace_role is
  'OWNER: settings and members too. RECRUITER: interviews and invitations. REVIEWER: sees and reviews completed interviews.';

-- Section: workspaces -----------------------------------------------------------------------------
create table public.workspaces (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> '' and char_length(name) <= 100),
  slug text not null unique check (slug ~ '^[a-z0-9]([a-z0-9-]{0,46}[a-z0-9])?$'),
  logo_path text check (char_length(logo_path) <= 1024),
  brand_color text check (brand_color ~ '^#[0-9a-f]{6}$'),
  email_sender_name text check (
    btrim(email_sender_name) <> '' and char_length(email_sender_name) <= 100
    and email_sender_name !~ '[<>"\\[:cntrl:]]'
  ),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.workspaces is 'A hiring team: it owns interviews, and its members share them.';
comment on column public.workspaces.slug is 'URL-safe name: lower-case letters, digits and inner hyphens, 1-48 characters, unique.';
comment on column public.workspaces.logo_path is 'Object name in the public workspace-logos bucket, <workspace_id>/<file>; null for none.';
comment on column public.workspaces.brand_color is 'Lower-case #rrggbb; used on the candidate''s side only where white text on it keeps WCAG AA contrast.';
comment on column public.workspaces.email_sender_name is 'The display name of the workspace''s e-mails; the workspace name when null.';

create table public.workspace_members (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role public.workspace_role not null default 'RECRUITER',
  created_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);
comment on table public.workspace_members is 'Who belongs to a workspace, with their workspace role; a workspace always keeps an OWNER.';
-- The policies' helpers start from the caller: their memberships by user_id.
create index workspace_members_user_id_idx on public.workspace_members (user_id) include (workspace_id, role);

-- Section: interviews belong to a workspace --------------------------------------------------------
-- recruiter_id is now who created the interview ("Created by"): a teammate's account being deleted
-- must not take the team's interviews with it.
alter table public.interviews add column workspace_id uuid references public.workspaces (id) on delete cascade;
alter table public.interviews alter column recruiter_id drop not null;
alter table public.interviews drop constraint interviews_recruiter_id_fkey;
alter table public.interviews add constraint interviews_recruiter_id_fkey
  foreign key (recruiter_id) references public.profiles (id) on delete set null;
comment on column public.interviews.recruiter_id is 'Who created the interview; null once their account is deleted (the workspace keeps it).';
comment on column public.interviews.workspace_id is 'The workspace that owns the interview; its members see it by their workspace role.';

-- Section: naming a workspace ---------------------------------------------------------------------
create function private.workspace_slug(p_name text)
returns text
language plpgsql volatile set search_path = ''
as $$
declare
  base text := left(btrim(regexp_replace(lower(p_name), '[^a-z0-9]+', '-', 'g'), '-'), 40);
  candidate text;
begin
  base := btrim(base, '-');
  if base = '' then
    base := 'team';
  end if;
  candidate := base;
  while exists (select 1 from public.workspaces w where w.slug = candidate) loop
    candidate := base || '-' || substr(md5(random()::text), 1, 6);
  end loop;
  return candidate;
end
$$;
comment on function private.workspace_slug(text) is 'A free slug made from a name: the name''s letters and digits, with a random suffix when taken.';

create function private.default_workspace_name(p_user_id uuid)
returns text
language sql stable security definer set search_path = ''
as $$
  select left(coalesce(
    nullif(btrim(p.company_name), ''),
    nullif(btrim(p.first_name), '') || '''s team',
    'My team'
  ), 100)
  from public.profiles p where p.id = p_user_id
$$;
comment on function private.default_workspace_name(uuid) is
  'A new workspace''s name: the user''s company, else "{first name}''s team", else "My team".';

create function private.create_own_workspace(p_user_id uuid)
returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_name text := private.default_workspace_name(p_user_id);
  v_id uuid;
begin
  insert into public.workspaces (name, slug, created_by)
  values (v_name, private.workspace_slug(v_name), p_user_id)
  returning id into v_id;
  insert into public.workspace_members (workspace_id, user_id, role) values (v_id, p_user_id, 'OWNER');
  return v_id;
end
$$;
comment on function private.create_own_workspace(uuid) is 'Creates a workspace for the user, with them as its OWNER.';

-- Section: existing data --------------------------------------------------------------------------
-- Every recruiter and admin, and anyone who still owns interviews (a recruiter demoted since),
-- gets a workspace as its OWNER, and their interviews move into it.
do $$
declare
  v_user record;
  v_workspace uuid;
begin
  for v_user in
    select p.id from public.profiles p
    where p.role in ('RECRUITER', 'ADMIN')
       or exists (select 1 from public.interviews i where i.recruiter_id = p.id)
    order by p.created_at, p.id
  loop
    v_workspace := private.create_own_workspace(v_user.id);
    update public.interviews set workspace_id = v_workspace where recruiter_id = v_user.id;
  end loop;
end
$$;

alter table public.interviews alter column workspace_id set not null;
create index interviews_workspace_id_created_at_idx on public.interviews (workspace_id, created_at desc);
create index interviews_recruiter_id_idx on public.interviews (recruiter_id);
drop index public.interviews_recruiter_id_created_at_idx;

-- Section: a workspace for every new recruiter ------------------------------------------------------
create function private.ensure_own_workspace()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.role in ('RECRUITER', 'ADMIN')
     and not exists (select 1 from public.workspace_members m where m.user_id = new.id) then
    perform private.create_own_workspace(new.id);
  end if;
  return null;
end
$$;
revoke execute on function private.ensure_own_workspace() from public, anon, authenticated;
create trigger profiles_ensure_own_workspace
  after insert or update of role on public.profiles
  for each row execute function private.ensure_own_workspace();

-- An interview written without a workspace (server code, older clients) goes to its creator's
-- first workspace they may create interviews in; the INSERT policy then checks it.
create function private.default_interview_workspace()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.workspace_id is null then
    select m.workspace_id into new.workspace_id
    from public.workspace_members m
    where m.user_id = coalesce(new.recruiter_id, (select auth.uid())) and m.role in ('OWNER', 'RECRUITER')
    order by m.role, m.created_at, m.workspace_id
    limit 1;
  end if;
  if new.workspace_id is null then
    raise exception 'Choose a workspace to create the interview in' using errcode = '23502';
  end if;
  return new;
end
$$;
revoke execute on function private.default_interview_workspace() from public, anon, authenticated;
create trigger interviews_default_workspace
  before insert on public.interviews
  for each row execute function private.default_interview_workspace();

create trigger workspaces_set_updated_at before update on public.workspaces
  for each row execute function private.set_updated_at();

-- Section: the last owner ---------------------------------------------------------------------------
-- A workspace always keeps an OWNER: the last one can neither leave, be removed nor be demoted.
-- The one exception is their account being deleted (the profile is gone when its cascade reaches
-- the membership): then a member left becomes OWNER (a RECRUITER before a REVIEWER, the
-- longest-standing first), and a workspace left with no member at all is deleted with everything
-- in it.
create function private.guard_last_owner()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if old.role <> 'OWNER' or (tg_op = 'UPDATE' and new.role = 'OWNER') then
    return coalesce(new, old);
  end if;
  if not exists (select 1 from public.workspaces w where w.id = old.workspace_id)
     or not exists (select 1 from public.profiles p where p.id = old.user_id) then
    return coalesce(new, old);
  end if;
  -- Two owners stepping down at once must not each see the other as the one left.
  perform pg_advisory_xact_lock(hashtextextended('workspace_owners:' || old.workspace_id::text, 0));
  if not exists (
    select 1 from public.workspace_members m
    where m.workspace_id = old.workspace_id and m.role = 'OWNER' and m.user_id <> old.user_id
  ) then
    raise exception 'A workspace needs an owner: make another member an owner first'
      using errcode = '23514';
  end if;
  return coalesce(new, old);
end
$$;
revoke execute on function private.guard_last_owner() from public, anon, authenticated;
create trigger workspace_members_guard_last_owner
  before update of role or delete on public.workspace_members
  for each row execute function private.guard_last_owner();

create function private.replace_deleted_owner()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if old.role <> 'OWNER'
     or not exists (select 1 from public.workspaces w where w.id = old.workspace_id)
     or exists (select 1 from public.workspace_members m where m.workspace_id = old.workspace_id and m.role = 'OWNER') then
    return null;
  end if;
  if exists (select 1 from public.workspace_members m where m.workspace_id = old.workspace_id) then
    update public.workspace_members m set role = 'OWNER'
    where (m.workspace_id, m.user_id) = (
      select m2.workspace_id, m2.user_id from public.workspace_members m2
      where m2.workspace_id = old.workspace_id
      order by m2.role, m2.created_at, m2.user_id
      limit 1
    );
  else
    delete from public.workspaces w where w.id = old.workspace_id;
  end if;
  return null;
end
$$;
revoke execute on function private.replace_deleted_owner() from public, anon, authenticated;
create trigger workspace_members_replace_deleted_owner
  after delete on public.workspace_members
  for each row execute function private.replace_deleted_owner();

-- Section: grants -----------------------------------------------------------------------------------
grant select, delete on public.workspaces to authenticated;
grant update (name, slug, logo_path, brand_color, email_sender_name) on public.workspaces to authenticated;
grant select, delete on public.workspace_members to authenticated;
grant update (role) on public.workspace_members to authenticated;
grant all on public.workspaces, public.workspace_members to service_role;
-- Creating an interview names its workspace (the INSERT policy checks the caller manages it).
grant insert (workspace_id) on public.interviews to authenticated;

alter table public.workspaces enable row level security;
alter table public.workspace_members enable row level security;

grant execute on function private.workspace_slug(text) to service_role;
grant execute on function private.default_workspace_name(uuid) to service_role;
grant execute on function private.create_own_workspace(uuid) to service_role;
revoke execute on function private.create_own_workspace(uuid) from public, anon, authenticated;
