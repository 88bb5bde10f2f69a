-- The e-mails of issue #19, all to the candidate and through the same outbox: a reminder before
-- the deadline, the answer to an extension request, and the receipt of a completed interview.
alter type public.mail_kind add value if not exists 'REMINDER';
alter type public.mail_kind add value if not exists 'REQUEST_DECIDED';
alter type public.mail_kind add value if not exists 'COMPLETION_RECEIPT';
