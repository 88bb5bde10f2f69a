-- Team invitations and the workspace's e-mail (issue #17 items 2 and 6): an OWNER invites a teammate
-- by e-mail with a workspace role; the link /join/{token} lets the person sign in or create an account
-- and join. The e-mail goes through the same outbox as candidate invitations, so an outbox row now
-- belongs to a candidate invitation or to a team invitation. Every outbox row may carry the display
-- name of its sender (the workspace's sender name), which the send_mail job puts before the address.
-- The rules for who reads and writes team invitations, and the functions that accept them, are in
-- a later migration.

-- Section: team invitations ------------------------------------------------------------------------
create type public.team_invitation_status as enum ('PENDING', 'ACCEPTED', 'REVOKED');
comment on type public.team_invitation_status is
  'PENDING until accepted or revoked; a PENDING invitation past expires_at is shown as EXPIRED.';

create table public.workspace_invitations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  email text not null check (
    char_length(email) <= 254
    and email = lower(email)
    and email ~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$'
  ),
  role public.workspace_role not null,
  -- 16 random bytes, base64url without padding: 128 bits in 22 URL-safe characters.
  token text not null unique
    default translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_')
    check (token ~ '^[A-Za-z0-9_-]{22}$'),
  status public.team_invitation_status not null default 'PENDING',
  invited_by uuid default auth.uid() references public.profiles (id) on delete set null,
  accepted_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '14 days',
  accepted_at timestamptz,
  revoked_at timestamptz,
  check (expires_at > created_at)
);
comment on table public.workspace_invitations is 'An invitation to join a workspace with a role, reached by /join/{token}.';
comment on column public.workspace_invitations.email is 'Lower-case; only an account with this confirmed e-mail may accept.';
comment on column public.workspace_invitations.token is '128-bit random, URL-safe; the link''s secret.';
create index workspace_invitations_workspace_id_idx on public.workspace_invitations (workspace_id, created_at desc);
-- One open invitation per person and workspace: a second invite is a resend.
create unique index workspace_invitations_one_pending_idx on public.workspace_invitations (workspace_id, email)
  where status = 'PENDING';

alter table public.workspace_invitations enable row level security;
grant all on public.workspace_invitations to service_role;

-- Section: the outbox holds team invitation e-mails too ---------------------------------------------
alter type public.mail_kind add value if not exists 'TEAM_INVITATION';

alter table public.mail_outbox alter column invitation_id drop not null;
alter table public.mail_outbox
  add column workspace_invitation_id uuid references public.workspace_invitations (id) on delete cascade,
  add column from_name text check (
    btrim(from_name) <> '' and char_length(from_name) <= 100 and from_name !~ '[<>"\\[:cntrl:]]'
  ),
  add constraint mail_outbox_one_subject check (num_nonnulls(invitation_id, workspace_invitation_id) = 1);
comment on column public.mail_outbox.workspace_invitation_id is 'The team invitation a TEAM_INVITATION e-mail belongs to; null for the other kinds.';
comment on column public.mail_outbox.from_name is 'The sender''s display name (the workspace''s sender name or name); the address is the platform''s.';
create index mail_outbox_workspace_invitation_idx on public.mail_outbox (workspace_invitation_id, created_at desc)
  where workspace_invitation_id is not null;
grant insert (workspace_invitation_id, from_name) on public.mail_outbox to authenticated;
