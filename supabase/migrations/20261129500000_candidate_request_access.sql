-- Candidates' requests (issue #19 items 4 and 5): who reads them, how a candidate asks, how a
-- recruiter answers. A candidate holds no account of the workspace, often none at all: their
-- invite link is the credential, so asking is a security definer function taking the token (like
-- the other token functions). Those who manage the interview read the requests and answer each once;
-- answering is a function too, because an approved extension moves the invitation's deadline,
-- whose column no API role may update, and clears the reminders already sent for the old one.
-- The decision's e-mail is the worker's (send_request_decision), queued in the same transaction.

alter table public.candidate_requests
  add column decision_outbox_id uuid references public.mail_outbox (id) on delete set null;
comment on column public.candidate_requests.decision_outbox_id is
  'The REQUEST_DECIDED e-mail of the decision, once the worker wrote it: never a second one.';
create index candidate_requests_decision_outbox_id_idx on public.candidate_requests (decision_outbox_id);
create index candidate_requests_pending_idx on public.candidate_requests (requested_at desc)
  where status = 'PENDING';

-- SELECT: those who manage the invitation's interview, and admins. Nobody writes rows directly.
create policy candidate_requests_select on public.candidate_requests
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()));
revoke all on public.candidate_requests from anon, authenticated;
grant select on public.candidate_requests to authenticated;
grant all on public.candidate_requests to service_role;

-- Section: asking -------------------------------------------------------------------------------
create function public.request_from_candidate(p_token text, p_kind public.candidate_request_kind, p_reason text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_for_view(p_token);
  interview_status public.interview_status;
  reason text := btrim(coalesce(p_reason, ''));
  created public.candidate_requests;
begin
  if inv.status not in ('PENDING', 'STARTED') then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  select i.status into interview_status from public.interviews i where i.id = inv.interview_id;
  if interview_status <> 'ACTIVE' then
    raise exception 'This interview is closed' using errcode = '55000';
  end if;
  if reason = '' or char_length(reason) > 1000 then
    raise exception 'Tell the team why, in up to 1000 characters' using errcode = '22023';
  end if;
  if p_kind = 'EXTENSION' and inv.expires_at > now() + interval '48 hours' then
    raise exception 'You can ask for more time once your deadline is less than 48 hours away' using errcode = '55000';
  end if;
  if p_kind = 'ACCOMMODATION' and inv.expires_at <= now() then
    raise exception 'Your deadline has passed; ask for more time first' using errcode = '55000';
  end if;
  begin
    insert into public.candidate_requests (invitation_id, kind, reason)
    values (inv.id, p_kind, reason)
    returning * into created;
  exception when unique_violation then
    raise exception 'You have already asked; the team will answer you by e-mail' using errcode = '55000';
  end;
  return jsonb_build_object(
    'kind', created.kind, 'status', created.status, 'requested_at', created.requested_at,
    'decided_at', created.decided_at, 'new_deadline', created.new_deadline);
end;
$$;
comment on function public.request_from_candidate(text, public.candidate_request_kind, text) is
  'The holder of an open invite link asks for more time (expired or under 48 hours left) or an accommodation; one pending request per kind.';
revoke execute on function public.request_from_candidate(text, public.candidate_request_kind, text) from public;
grant execute on function public.request_from_candidate(text, public.candidate_request_kind, text) to anon, authenticated;

-- Section: answering ----------------------------------------------------------------------------
create function public.decide_candidate_request(p_request_id uuid, p_approve boolean, p_new_deadline timestamptz)
returns public.candidate_requests
language plpgsql volatile security definer set search_path = ''
as $$
declare
  request public.candidate_requests;
  inv public.invitations;
  reminder_hours integer[];
begin
  select cr.* into request
  from public.candidate_requests cr
  where cr.id = p_request_id
    and ((select private.is_admin()) or cr.invitation_id in (select private.own_invitation_ids()))
  for update;
  if request.id is null then
    raise exception 'Request not found' using errcode = 'P0002';
  end if;
  if request.status <> 'PENDING' then
    raise exception 'This request has already been answered' using errcode = '55000';
  end if;
  select * into inv from public.invitations where id = request.invitation_id for update;
  if p_approve and inv.status not in ('PENDING', 'STARTED') then
    raise exception 'The candidate has already finished or the invitation was cancelled' using errcode = '55000';
  end if;

  if p_approve and request.kind = 'EXTENSION' then
    if p_new_deadline is null then
      raise exception 'Choose the new deadline' using errcode = '22023';
    end if;
    if p_new_deadline <= now() then
      raise exception 'The deadline must be in the future' using errcode = '22023';
    end if;
    if p_new_deadline > now() + interval '365 days' then
      raise exception 'The deadline must be within 365 days' using errcode = '22023';
    end if;
    update public.invitations set expires_at = p_new_deadline where id = inv.id;
    -- Reminders start over for the new deadline; moments already past under it are not sent late.
    select i.reminder_hours into reminder_hours from public.interviews i where i.id = inv.interview_id;
    delete from public.invitation_reminders where invitation_id = inv.id;
    insert into public.invitation_reminders (invitation_id, hours_before, due_at, skipped)
    select inv.id, h.hours, p_new_deadline - make_interval(hours => h.hours), true
    from unnest(reminder_hours) as h(hours)
    where p_new_deadline - make_interval(hours => h.hours) <= now();
  elsif p_new_deadline is not null then
    raise exception 'Only an approved request for more time takes a new deadline' using errcode = '22023';
  end if;

  update public.candidate_requests
  set status = case when p_approve then 'APPROVED' else 'DECLINED' end::public.candidate_request_status,
      decided_by = (select auth.uid()),
      decided_at = now(),
      new_deadline = case when p_approve and request.kind = 'EXTENSION' then p_new_deadline end
  where id = request.id
  returning * into request;
  perform private.enqueue_job('send_request_decision', jsonb_build_object('request_id', request.id),
                              'request-decision:' || request.id, 5);
  return request;
end;
$$;
comment on function public.decide_candidate_request(uuid, boolean, timestamptz) is
  'A manager of the interview (or an admin) approves or declines a pending request once; an approved extension sets the new deadline. Queues the candidate''s e-mail.';
revoke execute on function public.decide_candidate_request(uuid, boolean, timestamptz) from public, anon;
grant execute on function public.decide_candidate_request(uuid, boolean, timestamptz) to authenticated;
