-- The e-mail that confirms to a candidate that their data was deleted at their request (issue #20
-- item 3). On its own: a new enum value cannot be used in the transaction that adds it.
alter type public.mail_kind add value if not exists 'DATA_DELETED';
