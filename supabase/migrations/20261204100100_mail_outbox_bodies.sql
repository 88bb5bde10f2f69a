-- An e-mail's address, sender, subject and bodies (issue #33, item 12): a REVIEWER could select them
-- through the Data API for every completed invitation (the candidate's name, their interview link),
-- and so could any member who may see the row. No route reads them as the caller: the api renders
-- and inserts them, the worker sends them with the secret key. The caller keeps the columns the
-- invitation lists and the workspace page read (state, error, when) and the insert grants it had.
revoke select on public.mail_outbox from authenticated;
grant select (id, invitation_id, workspace_invitation_id, kind, status, attempts, last_error, created_at, sent_at)
  on public.mail_outbox to authenticated;
