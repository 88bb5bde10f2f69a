-- Issue #39 item 3: a review page's reloads no longer record REVIEW_OPENED again (supabase/schemas/90-audit.sql).
-- A review's opening, once per visit: the page's first load records it (record_access's rules);
-- its reloads (fresh links, an answer the worker finished) say `p_refetch` and record nothing when
-- the caller's opening of this review is on the trail from the last 12 hours, so a page left open
-- overnight is a new visit. A reload claimed without such an opening is recorded as one, so no
-- client hides a look by calling itself a reload.
create function private.record_review_opened(p_invitation uuid, p_refetch boolean) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if p_refetch and exists (
    select from public.audit_events e
    where e.invitation_id = p_invitation and e.actor_id = auth.uid() and e.action = 'REVIEW_OPENED'
      and e.occurred_at > now() - interval '12 hours'
  ) then
    return;
  end if;
  perform private.record_access('REVIEW_OPENED', null, null, p_invitation);
end
$$;

grant execute on function private.record_review_opened(uuid, boolean) to authenticated;
