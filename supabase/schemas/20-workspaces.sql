-- Workspaces: a hiring team owns its interviews and everything under them. Members have a
-- workspace role: OWNER (everything, settings, members), RECRUITER (create, edit, archive, delete
-- interviews, invite candidates, review), REVIEWER (a hiring manager: sees and reviews the completed
-- interviews of the workspace). The platform roles stay; a member of any workspace passes the
-- recruiter access check whatever their platform role, and a user made RECRUITER or ADMIN gets a
-- workspace of their own if they have none. Who sees and changes what is decided by the caller's
-- workspace role, through security definer helpers that start from the caller's memberships (the
-- pattern of basejump's has_role_on_account); a platform ADMIN keeps access to everything.
-- Team invitations (/join/{token}) bring new members in; their e-mail is the outbox's
-- (45-mail-and-jobs.sql). The profiles' SELECT policy is here: teammates see each other's names.

-- Types -------------------------------------------------------------------------------------------
create type public.workspace_role as enum ('OWNER', 'RECRUITER', 'REVIEWER');
comment on type public.workspace_role is
  'OWNER: settings and members too. RECRUITER: interviews and invitations. REVIEWER: sees and reviews completed interviews.';

create type public.team_invitation_status as enum ('PENDING', 'ACCEPTED', 'REVOKED');
comment on type public.team_invitation_status is
  'PENDING until accepted or revoked; a PENDING invitation past expires_at is shown as EXPIRED.';

-- public.locale, the languages a workspace writes in, is in 10-profiles.sql: an account has one too.

-- Tables ------------------------------------------------------------------------------------------
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
  updated_at timestamptz not null default now(),
  -- How long the workspace keeps a candidate's answers after the interview is completed. The
  -- candidate is told this number before recording (the notice); the retention job deletes what is
  -- older. 30 to 730 days, 180 unless the owner says otherwise.
  retention_days integer not null default 180
    constraint workspaces_retention_days_range check (retention_days between 30 and 730),
  -- The team's language: its new interviews are held in it unless they name another, and the AI
  -- writes its analyses' prose in it.
  language public.locale not null default 'en',
  -- A workspace's logo_path names an object of its own folder.
  constraint workspaces_logo_path_in_folder
    check (logo_path like id::text || '/_%' and logo_path not like id::text || '/%/%')
);
comment on table public.workspaces is 'A hiring team: it owns interviews, and its members share them.';
comment on column public.workspaces.slug is 'URL-safe name: lower-case letters, digits and inner hyphens, 1-48 characters, unique.';
comment on column public.workspaces.logo_path is 'Object name in the public workspace-logos bucket, <workspace_id>/<file>; null for none.';
comment on column public.workspaces.brand_color is 'Lower-case #rrggbb; used on the candidate''s side only where white text on it keeps WCAG AA contrast.';
comment on column public.workspaces.email_sender_name is 'The display name of the workspace''s e-mails; the workspace name when null.';
comment on column public.workspaces.retention_days is
  'Days after completion that recordings, transcripts, analyses, ratings and notes are kept (30-730).';
comment on column public.workspaces.language is
  'The language of new interviews unless they name another, and of the AI analyses'' prose (summary, reasons); en by default.';
alter table public.workspaces enable row level security;

create table public.workspace_members (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role public.workspace_role not null default 'RECRUITER',
  created_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);
comment on table public.workspace_members is 'Who belongs to a workspace, with their workspace role; a workspace always keeps an OWNER.';
alter table public.workspace_members enable row level security;

-- Team invitations: an OWNER invites a teammate by e-mail with a workspace role; the link
-- /join/{token} lets the person sign in or create an account and join. Its e-mail goes through the
-- outbox (45-mail-and-jobs.sql).
create table public.workspace_invitations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  email text not null check (
    char_length(email) <= 254
    and email = lower(email)
    and email ~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$'
  ),
  role public.workspace_role not null,
  -- 16 random bytes, base64url without padding: 128 bits in 22 URL-safe characters.
  token text not null unique
    default translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_')
    check (token ~ '^[A-Za-z0-9_-]{22}$'),
  status public.team_invitation_status not null default 'PENDING',
  invited_by uuid default auth.uid() references public.profiles (id) on delete set null,
  accepted_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '14 days',
  accepted_at timestamptz,
  revoked_at timestamptz,
  check (expires_at > created_at),
  -- An owner revokes (REVOKED with revoked_at) or extends (expires_at) a PENDING invitation; only
  -- accept_team_invitation() marks one ACCEPTED, since nobody else may write accepted_at.
  constraint workspace_invitations_accepted_stamped check (status <> 'ACCEPTED' or accepted_at is not null),
  constraint workspace_invitations_revoked_stamped check (status <> 'REVOKED' or revoked_at is not null)
);
comment on table public.workspace_invitations is 'An invitation to join a workspace with a role, reached by /join/{token}.';
comment on column public.workspace_invitations.email is 'Lower-case; only an account with this confirmed e-mail may accept.';
comment on column public.workspace_invitations.token is '128-bit random, URL-safe; the link''s secret.';
alter table public.workspace_invitations enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
-- The policies' helpers start from the caller: their memberships by user_id.
create index workspace_members_user_id_idx on public.workspace_members (user_id) include (workspace_id, role);

create index workspace_invitations_workspace_id_idx on public.workspace_invitations (workspace_id, created_at desc);

-- One open invitation per person and workspace: a second invite is a resend.
create unique index workspace_invitations_one_pending_idx on public.workspace_invitations (workspace_id, email)
  where status = 'PENDING';

-- Private helpers ---------------------------------------------------------------------------------
create function private.is_workspace_member()
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select exists (select 1 from public.workspace_members m where m.user_id = (select auth.uid()))
  );
end
$$;
comment on function private.is_workspace_member() is 'True when the caller belongs to any workspace.';

-- A member of any workspace passes the recruiter access check whatever their platform role, so a
-- teammate needs no administrator.
create function private.is_recruiter()
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
comment on function private.is_recruiter() is
  'Recruiter access: platform RECRUITER or ADMIN, or a member of any workspace. Read on every call, so a change applies at once.';

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

-- Two workspaces named alike at the same moment (two recruiters of one company signing up, tests
-- creating users in parallel) both find the slug free, and the later insert would fail on
-- workspaces_slug_key: the insert retries with a fresh suffixed slug when it meets one taken since
-- it looked.
create function private.create_own_workspace(p_user_id uuid)
returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_name text := private.default_workspace_name(p_user_id);
  v_slug text := private.workspace_slug(v_name);
  v_id uuid;
begin
  for attempt in 1..5 loop
    begin
      insert into public.workspaces (name, slug, created_by)
      values (v_name, v_slug, p_user_id)
      returning id into v_id;
      exit;
    exception when unique_violation then
      if attempt = 5 then
        raise;
      end if;
      -- Taken since workspace_slug() looked: a suffix, as it gives to a name already in use.
      v_slug := left(v_slug, 40) || '-' || substr(md5(random()::text), 1, 6);
    end;
  end loop;
  insert into public.workspace_members (workspace_id, user_id, role) values (v_id, p_user_id, 'OWNER');
  return v_id;
end
$$;
comment on function private.create_own_workspace(uuid) is
  'Creates a workspace for the user, with them as its OWNER; a slug taken meanwhile gets a suffix.';

create function private.member_workspace_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select m.workspace_id from public.workspace_members m where m.user_id = (select auth.uid());
end
$$;
comment on function private.member_workspace_ids() is 'The workspaces the caller belongs to, in any role.';

create function private.managed_workspace_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select m.workspace_id from public.workspace_members m
    where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER');
end
$$;
comment on function private.managed_workspace_ids() is 'The workspaces where the caller is OWNER or RECRUITER: they manage its interviews.';

create function private.owned_workspace_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select m.workspace_id from public.workspace_members m
    where m.user_id = (select auth.uid()) and m.role = 'OWNER';
end
$$;
comment on function private.owned_workspace_ids() is 'The workspaces the caller owns: settings, members and team invitations.';

create function private.has_workspace_role(p_workspace_id uuid, p_roles public.workspace_role[])
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.workspace_members m
    where m.user_id = (select auth.uid()) and m.workspace_id = p_workspace_id and m.role = any (p_roles)
  )
$$;
comment on function private.has_workspace_role(uuid, public.workspace_role[]) is
  'True when the caller belongs to the workspace in one of the roles given.';

create function private.teammate_ids()
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
comment on function private.teammate_ids() is 'The members of the caller''s workspaces, the caller included.';

-- An array, not a set: interviews_select compares workspace_id with it, computed once per
-- statement, which an index scan can use; `is_admin() or workspace_id in (…)` makes PostgreSQL read
-- all interviews (the interview list at 10,000 interviews: about 60 ms against 2 ms).
create function private.readable_workspace_ids()
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
comment on function private.readable_workspace_ids() is
  'The workspaces whose interviews the caller reads: their own, every one for admins. An array, so a policy can compare an indexed column with it.';

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(workspaces): its members; admins all.
create policy workspaces_select on public.workspaces
  for select to authenticated
  using ((select private.is_admin()) or id in (select private.member_workspace_ids()));

-- UPDATE(workspaces): its owners (name, slug, logo, colour, sender name, retention, language); admins.
create policy workspaces_update on public.workspaces
  for update to authenticated
  using ((select private.is_admin()) or id in (select private.owned_workspace_ids()))
  with check ((select private.is_admin()) or id in (select private.owned_workspace_ids()));

-- DELETE(workspaces): admins only (the product offers no deletion to owners yet).
create policy workspaces_delete on public.workspaces
  for delete to authenticated
  using ((select private.is_admin()));

-- SELECT(workspace_members): the members of the same workspace; admins all.
create policy workspace_members_select on public.workspace_members
  for select to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.member_workspace_ids()));

-- UPDATE(workspace_members): owners change roles (the last owner is kept by a trigger); admins.
create policy workspace_members_update on public.workspace_members
  for update to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()))
  with check ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

-- DELETE(workspace_members): owners remove members, anyone leaves; admins. Joining is only through
-- a team invitation's function.
create policy workspace_members_delete on public.workspace_members
  for delete to authenticated
  using (
    (select private.is_admin())
    or workspace_id in (select private.owned_workspace_ids())
    or user_id = (select auth.uid())
  );

-- SELECT/INSERT/DELETE(workspace_invitations): the workspace's owners; admins.
create policy workspace_invitations_select on public.workspace_invitations
  for select to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

create policy workspace_invitations_insert on public.workspace_invitations
  for insert to authenticated
  with check (
    ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()))
    and invited_by = (select auth.uid())
  );

-- UPDATE(workspace_invitations): owners revoke or extend a PENDING invitation; admins any.
create policy workspace_invitations_update on public.workspace_invitations
  for update to authenticated
  using ((select private.is_admin()) or (workspace_id in (select private.owned_workspace_ids()) and status = 'PENDING'))
  with check ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

create policy workspace_invitations_delete on public.workspace_invitations
  for delete to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

-- SELECT(profiles): one's own, one's teammates' (names on "Created by" and the member list); admins.
create policy profiles_select on public.profiles
  for select to authenticated
  using (
    id = (select auth.uid())
    or (select private.is_admin())
    or id in (select private.teammate_ids())
  );

-- Functions ---------------------------------------------------------------------------------------
-- Anyone holding the token sees what it offers; an unknown token gives no row.
create function public.get_team_invitation(p_token text)
returns table (
  workspace_name text,
  logo_path text,
  brand_color text,
  email text,
  role public.workspace_role,
  status text,
  invited_by_name text,
  expires_at timestamptz
)
language sql stable security definer set search_path = ''
as $$
  select w.name, w.logo_path, w.brand_color, wi.email, wi.role,
         case when wi.status = 'PENDING' and wi.expires_at <= now() then 'EXPIRED' else wi.status::text end,
         nullif(btrim(p.full_name), ''), wi.expires_at
  from public.workspace_invitations wi
  join public.workspaces w on w.id = wi.workspace_id
  left join public.profiles p on p.id = wi.invited_by
  where wi.token = p_token
$$;
comment on function public.get_team_invitation(text) is
  'What a team invitation link offers (workspace brand, e-mail, role, status with EXPIRED); no row for an unknown token.';

-- The signed-in caller joins with the invited role. Errors: 28000 not signed in, P0002 unknown
-- token, 55000 revoked/used/expired, 42501 another account's invitation. A member already keeps
-- their membership as it is; the invitation is used all the same. A team invitation is used once:
-- accepting it again answers 'already been used' to everyone, its own invitee too (who might have
-- left or been removed since, and must not be sent into a workspace they no longer belong to).
create function public.accept_team_invitation(p_token text)
returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  invitation public.workspace_invitations%rowtype;
begin
  if caller is null then
    raise exception 'Sign in to continue' using errcode = '28000';
  end if;
  select * into invitation from public.workspace_invitations wi where wi.token = p_token for update;
  if not found then
    raise exception 'Team invitation not found' using errcode = 'P0002';
  end if;
  if invitation.status = 'ACCEPTED' then
    raise exception 'This team invitation has already been used' using errcode = '55000';
  end if;
  if invitation.status = 'REVOKED' then
    raise exception 'This team invitation has been withdrawn' using errcode = '55000';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'This team invitation has expired; ask for a new one' using errcode = '55000';
  end if;
  if (select private.confirmed_email()) is distinct from invitation.email then
    raise exception 'This invitation was sent to another e-mail address; sign in with that address to join'
      using errcode = '42501';
  end if;

  insert into public.workspace_members (workspace_id, user_id, role)
  values (invitation.workspace_id, caller, invitation.role)
  on conflict (workspace_id, user_id) do nothing;
  update public.workspace_invitations
  set status = 'ACCEPTED', accepted_by = caller, accepted_at = now()
  where id = invitation.id;
  return invitation.workspace_id;
end;
$$;
comment on function public.accept_team_invitation(text) is
  'Joins the caller to the invitation''s workspace with its role, when their confirmed e-mail is the invited one; returns the workspace id.';

-- Triggers ----------------------------------------------------------------------------------------
create trigger workspaces_set_updated_at before update on public.workspaces
  for each row execute function private.set_updated_at();

-- A user made RECRUITER or ADMIN gets a workspace of their own if they have none.
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
create trigger profiles_ensure_own_workspace
  after insert or update of role on public.profiles
  for each row execute function private.ensure_own_workspace();

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
create trigger workspace_members_replace_deleted_owner
  after delete on public.workspace_members
  for each row execute function private.replace_deleted_owner();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.workspaces to service_role;
grant select, delete on public.workspaces to authenticated;
grant update (name, slug, logo_path, brand_color, email_sender_name, retention_days, language)
  on public.workspaces to authenticated;

grant all on public.workspace_members to service_role;
grant select, delete on public.workspace_members to authenticated;
grant update (role) on public.workspace_members to authenticated;

grant all on public.workspace_invitations to service_role;
grant select, delete on public.workspace_invitations to authenticated;
grant insert (workspace_id, email, role) on public.workspace_invitations to authenticated;
grant update (status, expires_at, revoked_at) on public.workspace_invitations to authenticated;

grant execute on function private.default_workspace_name(uuid) to service_role;
grant execute on function private.is_recruiter() to service_role;
grant execute on function private.owned_workspace_ids() to service_role, authenticated;
grant execute on function private.create_own_workspace(uuid) to service_role;
grant execute on function public.get_team_invitation(text) to service_role, anon, authenticated;
grant execute on function public.accept_team_invitation(text) to service_role, authenticated;
grant execute on function private.readable_workspace_ids() to service_role, authenticated;
grant execute on function private.workspace_slug(text) to service_role;
grant execute on function private.member_workspace_ids() to service_role, authenticated;
grant execute on function private.managed_workspace_ids() to service_role, authenticated;
grant execute on function private.teammate_ids() to service_role, authenticated;
grant execute on function private.has_workspace_role(uuid, public.workspace_role[]) to service_role, authenticated;
grant execute on function private.is_workspace_member() to service_role, authenticated;
