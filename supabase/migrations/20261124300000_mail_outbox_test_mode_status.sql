-- An outbox row held back by the mail provider's test mode (it sends only to one test address
-- until a sending domain is verified) gets its own status, TEST_MODE, written once by the sender.
-- Until now such a row stayed PENDING with last_error = 'TEST_MODE', a marker the invitation list
-- decoded again. The outbox's statuses are no longer those of invitations.email_status (which stays
-- PENDING while test mode holds the e-mail, spec §2), so the column gets a type of its own.

-- Section: type ------------------------------------------------------------------------------------
create type public.mail_outbox_status as enum ('PENDING', 'SENT', 'FAILED', 'TEST_MODE');
comment on type public.mail_outbox_status is
  'Where an outbox row stands: PENDING until handed to the provider, then SENT, FAILED or TEST_MODE (held back by the provider''s test mode).';

-- Section: column, existing rows migrated -----------------------------------------------------------
-- The partial index compares with the old type; it is made again below.
drop index public.mail_outbox_pending_idx;
alter table public.mail_outbox alter column status drop default;
alter table public.mail_outbox
  alter column status type public.mail_outbox_status
  using (case when status = 'PENDING' and last_error = 'TEST_MODE' then 'TEST_MODE'
              else status::text end)::public.mail_outbox_status;
alter table public.mail_outbox alter column status set default 'PENDING';
update public.mail_outbox set last_error = null where status = 'TEST_MODE';
comment on column public.mail_outbox.status is
  'PENDING until the server hands it to the mail provider; then SENT, FAILED (last_error says why) or TEST_MODE.';
create index mail_outbox_pending_idx on public.mail_outbox (created_at) where status = 'PENDING';
