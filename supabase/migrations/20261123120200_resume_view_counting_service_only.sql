-- View counting only through the api function (issue #14 item 6). Callers could call
-- record_resume_view themselves with keys of their choosing and any location, minting views; now
-- only the service role may execute it, the api passes the caller's user id explicitly (the
-- service role has no auth.uid()), and a location is an ISO 3166-1 alpha-2 code or null.
drop function public.record_resume_view(text, text, text, text, text, text);

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

revoke execute on function public.record_resume_view(text, text, text, text, text, text, uuid) from public, anon, authenticated;
grant execute on function public.record_resume_view(text, text, text, text, text, text, uuid) to service_role;
