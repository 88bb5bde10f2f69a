-- Feedback to the candidate (issue #20 item 5): after a decision, a manager of the interview may
-- send the candidate one short note, drafted from the ratings' notes if they like and always
-- written and approved by a person. The candidate reads it in the portal and gets it by e-mail
-- (send_feedback, queued in the same transaction; the worker renders and sends it once).

alter type public.mail_kind add value if not exists 'FEEDBACK';

create table public.candidate_feedback (
  invitation_id uuid primary key references public.invitations (id) on delete cascade,
  body text not null constraint candidate_feedback_body_check check (char_length(btrim(body)) between 1 and 2000),
  sent_by uuid default auth.uid() references public.profiles (id) on delete set null,
  sent_at timestamptz not null default now(),
  outbox_id uuid references public.mail_outbox (id) on delete set null
);
comment on table public.candidate_feedback is
  'The one feedback note a candidate gets after a decision, written by a person (issue #20).';
create index candidate_feedback_sent_by_idx on public.candidate_feedback (sent_by);
create index candidate_feedback_outbox_id_idx on public.candidate_feedback (outbox_id);

alter table public.candidate_feedback enable row level security;
revoke all on public.candidate_feedback from anon, authenticated;
grant select on public.candidate_feedback to authenticated;
grant insert (invitation_id, body) on public.candidate_feedback to authenticated;
grant all on public.candidate_feedback to service_role;

-- Whether someone has decided about the candidate: feedback comes after a decision.
create function private.has_decision(p_invitation uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select from public.candidate_decisions d where d.invitation_id = p_invitation)
$$;
revoke execute on function private.has_decision(uuid) from public, anon;
grant execute on function private.has_decision(uuid) to authenticated;

-- The team that may see the candidate reads it, and so does the candidate; those who may decide
-- write it once, in their own name, after a decision. Nobody changes it.
create policy candidate_feedback_select on public.candidate_feedback for select to authenticated
  using (
    (select private.is_admin())
    or invitation_id in (select private.ratable_invitation_ids())
    or invitation_id in (select private.invitee_invitation_ids())
  );
create policy candidate_feedback_insert on public.candidate_feedback for insert to authenticated
  with check (
    sent_by = (select auth.uid())
    and ((select private.is_admin()) or invitation_id in (select private.decidable_invitation_ids()))
    and private.has_decision(invitation_id)
  );

create function private.queue_feedback_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('send_feedback', jsonb_build_object('invitation_id', new.invitation_id),
                              'feedback:' || new.invitation_id, 5);
  return null;
end
$$;
revoke execute on function private.queue_feedback_email() from public, anon, authenticated;
create trigger candidate_feedback_queue_email after insert on public.candidate_feedback
  for each row execute function private.queue_feedback_email();

-- The candidate's notes with the interview's title and the team's name, which a candidate may not
-- read from those tables themselves (list_my_invitations answers the same way).
create function private.my_feedback()
returns table (invitation_id uuid, interview_title text, company_name text, body text, sent_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select f.invitation_id, i.title, w.name, f.body, f.sent_at
  from public.candidate_feedback f
  join public.invitations inv on inv.id = f.invitation_id
  join public.interviews i on i.id = inv.interview_id
  join public.workspaces w on w.id = i.workspace_id
  where f.invitation_id in (select private.invitee_invitation_ids())
  order by f.sent_at desc
$$;
revoke execute on function private.my_feedback() from public, anon;
grant execute on function private.my_feedback() to authenticated;
