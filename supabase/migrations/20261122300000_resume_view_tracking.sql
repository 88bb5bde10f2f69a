-- View tracking of video resumes (spec §3 view tracking, issue 8): who counts as a viewer, when a
-- repeat view counts again, and how much one network or a flood of calls can add.
--   - The api function identifies a viewer by a salted hash of their IP address, user agent and UTC
--     day (viewer_key) and their network by a salted hash of the IP address and day (network_key);
--     the raw address is never stored.
--   - The owner's own views do not count (as before).
--   - One viewer counts once per 30 minutes.
--   - One network counts at most 3 distinct viewers a day per resume, so rotating user agents from
--     one address adds at most 3.
--   - A resume counts at most 60 views an hour, whatever the callers forge.
-- Calls are serialised per resume (the resume row is locked), so concurrent calls cannot slip past
-- these limits together.

-- Section: resume_views ---------------------------------------------------------------------------
alter table public.resume_views
  add column network_key text check (char_length(network_key) <= 200);
comment on column public.resume_views.network_key is
  'Salted hash of the viewer''s IP address and UTC day, made by the api function (never the address); caps viewers per network.';
comment on column public.resume_views.viewer_key is
  'Salted hash of the viewer''s IP address, user agent and UTC day, made by the api function; counts unique viewers.';
comment on column public.resume_views.location is
  'Country code from a trusted CDN header, when the deployment names one; otherwise null.';

create index resume_views_resume_id_viewer_key_idx
  on public.resume_views (resume_id, viewer_key, viewed_at desc);
create index resume_views_resume_id_network_key_idx
  on public.resume_views (resume_id, network_key);

-- Section: public functions -----------------------------------------------------------------------
-- A new trailing parameter (p_network_key) changes the signature, hence drop and create; the old
-- positional calls still resolve to this function.
drop function public.record_resume_view(text, text, text, text, text);

create function public.record_resume_view(
  p_identifier text,
  p_viewer_key text,
  p_user_agent text default null,
  p_referrer text default null,
  p_location text default null,
  p_network_key text default null
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
  -- The owner watching their own resume is not a view.
  if resume.candidate_id = (select auth.uid()) then
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
  values (resume.id, (select auth.uid()), v_viewer_key, v_network_key, left(p_user_agent, 1000),
          left(p_referrer, 2048), left(p_location, 200));
  update public.video_resumes set views_count = views_count + 1 where id = resume.id
    returning views_count into resume.views_count;
  return resume.views_count;
end;
$$;
comment on function public.record_resume_view(text, text, text, text, text, text) is
  'Counts a view of an active video resume and returns the count: not the owner''s own, once per viewer per 30 minutes, at most 3 viewers per network a day and 60 views an hour.';

-- Section: grants ---------------------------------------------------------------------------------
revoke execute on function public.record_resume_view(text, text, text, text, text, text) from public;
grant execute on function public.record_resume_view(text, text, text, text, text, text)
  to anon, authenticated, service_role;
