-- The e-mail to a workspace's owners when one of its webhook endpoints is disabled after its last
-- failed retry (issue #22 item 4). On its own: a new enum value cannot be used in the transaction
-- that adds it.
alter type public.mail_kind add value if not exists 'WEBHOOK_DISABLED';
