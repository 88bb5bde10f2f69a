-- The confirmation of a deletion goes once it is settled (issue #33 item 26). A DATA_DELETED row
-- holds the address, the first name and the interview's title of a person who asked for their data
-- to go, and nobody reads it after the worker has handed it to the provider (it belongs to no
-- invitation, so no recruiter's list shows it). So the update that settles it, SENT, TEST_MODE or
-- FAILED (the worker logs the failure by the row's id), deletes it in the same transaction: the
-- e-mail is delivered first, and nothing of the person stays behind.
create function private.remove_settled_data_deleted_mail()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  delete from public.mail_outbox where id = new.id;
  return null;
end;
$$;
comment on function private.remove_settled_data_deleted_mail() is
  'Deletes a DATA_DELETED outbox row once its send is settled (SENT, TEST_MODE or FAILED).';
revoke execute on function private.remove_settled_data_deleted_mail() from public, anon, authenticated;

create trigger mail_outbox_remove_settled_data_deleted
  after update of status on public.mail_outbox
  for each row
  when (new.kind = 'DATA_DELETED' and new.status <> 'PENDING')
  execute function private.remove_settled_data_deleted_mail();
