-- The candidate's receipt (issue #19 item 8): completing an interview queues send_receipt in the
-- same transaction; the worker renders the e-mail (what happens next, the team's decision date if
-- set) into the outbox as a COMPLETION_RECEIPT row, at most one per invitation (the index below),
-- so a repeated job writes nothing.
create unique index mail_outbox_one_completion_receipt_idx on public.mail_outbox (invitation_id)
  where kind = 'COMPLETION_RECEIPT';

create function private.queue_completion_receipt()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('send_receipt', jsonb_build_object('invitation_id', new.id), 'receipt:' || new.id, 5);
  return new;
end;
$$;
comment on function private.queue_completion_receipt() is
  'Queues the candidate''s completion receipt when an invitation becomes COMPLETED.';
create trigger invitations_queue_completion_receipt
  after update of status on public.invitations
  for each row when (new.status = 'COMPLETED' and old.status is distinct from 'COMPLETED')
  execute function private.queue_completion_receipt();
