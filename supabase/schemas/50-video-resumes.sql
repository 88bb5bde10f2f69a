-- Video resumes: a candidate's recorded resume, shared by a public link while active, and the
-- views it gets. The public page reads it and counts a view through the functions below (anon has
-- no table grant); the owner manages their own.

-- Tables ------------------------------------------------------------------------------------------
create table public.video_resumes (
  id uuid primary key default gen_random_uuid(),
  candidate_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  title text not null default 'My Video Resume' check (btrim(title) <> '' and char_length(title) <= 200),
  description text not null default '' check (char_length(description) <= 5000),
  video_path text not null check (char_length(video_path) <= 1024),
  public_url text not null unique check (public_url ~ '^video-resume-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  is_active boolean not null default true,
  views_count integer not null default 0 check (views_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Only the owner's folder and one plain file name (00-extensions-and-roles.sql, is_plain_file_name).
  constraint video_resumes_video_path_in_owner_folder check (
    split_part(video_path, '/', 1) = candidate_id::text
    and video_path ~ '^[^/]+/[^/]+$'
    and private.is_plain_file_name(split_part(video_path, '/', 2))
  )
);
comment on table public.video_resumes is 'A candidate''s recorded video resume, shared by a public link while active.';
comment on column public.video_resumes.video_path is 'Object name in the resumes bucket; always under the owner''s folder <candidate_id>/.';
comment on column public.video_resumes.public_url is 'The share identifier, video-resume-<uuid>, made by the client.';
alter table public.video_resumes enable row level security;

-- Who counts as a viewer, when a repeat view counts again, and how much one network or a flood of
-- calls can add (record_resume_view below). The api identifies a viewer by a salted hash of their
-- IP address, user agent and UTC day (viewer_key) and their network by a salted hash of the IP
-- address and day (network_key); the raw address is never stored.
create table public.resume_views (
  id uuid primary key default gen_random_uuid(),
  resume_id uuid not null references public.video_resumes (id) on delete cascade,
  viewer_id uuid references public.profiles (id) on delete set null,
  viewer_key text not null check (char_length(viewer_key) <= 200),
  user_agent text check (char_length(user_agent) <= 1000),
  referrer text check (char_length(referrer) <= 2048),
  location text check (char_length(location) <= 200),
  viewed_at timestamptz not null default now(),
  network_key text check (char_length(network_key) <= 200)
);
comment on table public.resume_views is 'One row per view of a video resume, for the owner''s analytics.';
comment on column public.resume_views.network_key is
  'Salted hash of the viewer''s IP address and UTC day, made by the api function (never the address); caps viewers per network.';
comment on column public.resume_views.viewer_key is
  'Salted hash of the viewer''s IP address, user agent and UTC day, made by the api function; counts unique viewers.';
comment on column public.resume_views.location is
  'Country code from a trusted CDN header, when the deployment names one; otherwise null.';
alter table public.resume_views enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index video_resumes_candidate_id_idx on public.video_resumes (candidate_id, created_at desc);

create index resume_views_resume_id_viewed_at_idx on public.resume_views (resume_id, viewed_at desc);

create index resume_views_viewer_id_idx on public.resume_views (viewer_id);

create index resume_views_resume_id_viewer_key_idx
  on public.resume_views (resume_id, viewer_key, viewed_at desc);

create index resume_views_resume_id_network_key_idx
  on public.resume_views (resume_id, network_key);

-- Private helpers ---------------------------------------------------------------------------------
create function private.own_resume_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select r.id from public.video_resumes r where r.candidate_id = (select auth.uid());
end
$$;

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(video_resumes): the owner and admins; the public page uses get_public_video_resume().
create policy video_resumes_select on public.video_resumes
  for select to authenticated
  using (candidate_id = (select auth.uid()) or (select private.is_admin()));

-- INSERT(video_resumes): a signed-in user creates resumes of their own; a deleted user's token
-- (live for up to an hour after) must not leave rows behind that nobody owns.
create policy video_resumes_insert on public.video_resumes
  for insert to authenticated
  with check (candidate_id = (select auth.uid()) and (select private.has_profile()));

-- UPDATE(video_resumes): the owner only.
create policy video_resumes_update on public.video_resumes
  for update to authenticated
  using (candidate_id = (select auth.uid()))
  with check (candidate_id = (select auth.uid()));

-- DELETE(video_resumes): the owner or an admin.
create policy video_resumes_delete on public.video_resumes
  for delete to authenticated
  using (candidate_id = (select auth.uid()) or (select private.is_admin()));

-- SELECT(resume_views): the resume's owner and admins. Views are recorded by record_resume_view().
create policy resume_views_select on public.resume_views
  for select to authenticated
  using ((select private.is_admin()) or resume_id in (select private.own_resume_ids()));

-- Functions ---------------------------------------------------------------------------------------
create function public.get_public_video_resume(p_identifier text)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.id,
    'title', r.title,
    'description', r.description,
    'video_path', r.video_path,
    'public_url', r.public_url,
    'is_active', r.is_active,
    'views_count', r.views_count,
    'created_at', r.created_at,
    'candidate', jsonb_build_object('first_name', p.first_name, 'last_name', p.last_name, 'email', p.email)
  )
  from public.video_resumes r
  join public.profiles p on p.id = r.candidate_id
  where r.is_active
    and (r.public_url = p_identifier or r.id::text = lower(p_identifier))
$$;
comment on function public.get_public_video_resume(text) is
  'An active video resume by id or share identifier, with only its public fields; null when inactive or unknown.';

-- Who counts as a viewer, when a repeat view counts again, and how much one network or a flood of
-- calls can add:
--   - The owner's own views do not count.
--   - One viewer counts once per 30 minutes.
--   - One network counts at most 3 distinct viewers a day per resume, so rotating user agents from
--     one address adds at most 3.
--   - A resume counts at most 60 views an hour, whatever the callers forge.
-- Calls are serialised per resume (the resume row is locked), so concurrent calls cannot slip past
-- these limits together. Only through the api: callers could otherwise call it themselves with
-- keys of their choosing and any location, minting views; only the service role may execute it,
-- the api passes the caller's user id explicitly (the service role has no auth.uid()), and a
-- location is an ISO 3166-1 alpha-2 code or null.
create function public.record_resume_view(
  p_identifier text,
  p_viewer_key text,
  p_user_agent text default null,
  p_referrer text default null,
  p_location text default null,
  p_network_key text default null,
  p_viewer_id uuid default null
)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  resume public.video_resumes;
  v_viewer_key text := left(btrim(p_viewer_key), 200);
  v_network_key text := left(nullif(btrim(p_network_key), ''), 200);
begin
  -- Locked: the checks below and the insert run one call at a time per resume.
  select * into resume from public.video_resumes r
    where r.is_active and (r.public_url = p_identifier or r.id::text = lower(p_identifier))
    for update;
  if resume.id is null then
    raise exception 'Video resume not found or not accessible' using errcode = 'P0002';
  end if;
  if nullif(v_viewer_key, '') is null then
    raise exception 'A viewer key is required' using errcode = '22023';
  end if;
  if p_location is not null and p_location !~ '^[A-Z]{2}$' then
    raise exception 'A location must be a two-letter country code' using errcode = '22023';
  end if;
  -- The owner watching their own resume is not a view.
  if resume.candidate_id = p_viewer_id then
    return resume.views_count;
  end if;
  -- The same viewer within 30 minutes is the same view.
  if exists (
    select 1 from public.resume_views v
    where v.resume_id = resume.id and v.viewer_key = v_viewer_key
      and v.viewed_at > now() - interval '30 minutes'
  ) then
    return resume.views_count;
  end if;
  -- A fourth new viewer from one network on one day (the key carries the day) is not counted.
  if v_network_key is not null
    and not exists (
      select 1 from public.resume_views v
      where v.resume_id = resume.id and v.network_key = v_network_key
        and v.viewer_key = v_viewer_key
    )
    and (
      select count(distinct v.viewer_key) from public.resume_views v
      where v.resume_id = resume.id and v.network_key = v_network_key
    ) >= 3
  then
    return resume.views_count;
  end if;
  -- A ceiling per hour that holds even when callers forge their address.
  if (
    select count(*) from public.resume_views v
    where v.resume_id = resume.id and v.viewed_at > now() - interval '1 hour'
  ) >= 60 then
    return resume.views_count;
  end if;
  insert into public.resume_views (resume_id, viewer_id, viewer_key, network_key, user_agent, referrer, location)
  values (resume.id, p_viewer_id, v_viewer_key, v_network_key, left(p_user_agent, 1000),
          left(p_referrer, 2048), p_location);
  update public.video_resumes set views_count = views_count + 1 where id = resume.id
    returning views_count into resume.views_count;
  return resume.views_count;
end;
$$;
comment on function public.record_resume_view(text, text, text, text, text, text, uuid) is
  'Counts a view of an active video resume and returns the count: not the owner''s own (p_viewer_id), once per viewer per 30 minutes, at most 3 viewers per network a day and 60 views an hour. Service role only: the api derives the keys.';

-- Triggers ----------------------------------------------------------------------------------------
create trigger video_resumes_set_updated_at before update on public.video_resumes
  for each row execute function private.set_updated_at();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.video_resumes to service_role;
grant select, delete on public.video_resumes to authenticated;
grant insert (title, description, video_path, public_url, is_active) on public.video_resumes to authenticated;
grant update (title, description, is_active) on public.video_resumes to authenticated;

grant all on public.resume_views to service_role;
grant select on public.resume_views to authenticated;

grant execute on function private.own_resume_ids() to service_role, authenticated;
grant execute on function public.get_public_video_resume(text) to service_role, anon, authenticated;
grant execute on function public.record_resume_view(text, text, text, text, text, text, uuid) to service_role;
