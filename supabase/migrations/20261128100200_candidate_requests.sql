-- What a candidate asks of the team about one invitation (issue #19, items 4 and 5): more time
-- (EXTENSION), on an expired or nearly expired invitation, or an accommodation (ACCOMMODATION:
-- more time per answer, more attempts, answering in text). Each has a reason in the candidate's
-- words; a recruiter approves or declines it once. At most one request of a kind is pending.
-- Candidates write them through public.request_… token functions (security definer); the
-- policies and those functions are the extension-requests migration's.

create type public.candidate_request_kind as enum ('EXTENSION', 'ACCOMMODATION');
create type public.candidate_request_status as enum ('PENDING', 'APPROVED', 'DECLINED');

create table public.candidate_requests (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  kind public.candidate_request_kind not null,
  reason text not null check (btrim(reason) <> '' and char_length(reason) <= 1000),
  status public.candidate_request_status not null default 'PENDING',
  requested_at timestamptz not null default now(),
  decided_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz,
  -- An approved extension's new deadline.
  new_deadline timestamptz,
  check ((status = 'PENDING') = (decided_at is null)),
  check (new_deadline is null or (kind = 'EXTENSION' and status = 'APPROVED'))
);
comment on table public.candidate_requests is
  'A candidate''s request about one invitation: more time (EXTENSION) or an ACCOMMODATION, approved or declined by a recruiter.';
comment on column public.candidate_requests.reason is 'The candidate''s own words, 1 to 1000 characters.';
comment on column public.candidate_requests.decided_by is 'The recruiter who approved or declined it; null while PENDING or once their account is gone.';
create unique index candidate_requests_one_pending_idx on public.candidate_requests (invitation_id, kind)
  where status = 'PENDING';
create index candidate_requests_invitation_id_idx on public.candidate_requests (invitation_id, requested_at desc);
create index candidate_requests_decided_by_idx on public.candidate_requests (decided_by);

alter table public.candidate_requests enable row level security;
