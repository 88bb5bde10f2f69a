-- An invitation's deadline and accommodations (issue #19, items 3 and 5), and the key that makes
-- a bulk invitation's rows idempotent (item 6).
-- The deadline is expires_at, as before: the link stops opening the interview after it. Left out
-- of an insert it is now the interview's default_deadline_days from now (it was 14 days).

-- Section: deadline -------------------------------------------------------------------------------
alter table public.invitations alter column expires_at drop default;
comment on column public.invitations.expires_at is
  'The deadline: the link stops opening the interview after it. By default the interview''s default_deadline_days from the invitation.';

create function private.default_invitation_deadline()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.expires_at is null then
    select now() + make_interval(days => i.default_deadline_days) into new.expires_at
    from public.interviews i where i.id = new.interview_id;
  end if;
  return new;
end;
$$;
comment on function private.default_invitation_deadline() is
  'Gives an invitation inserted without a deadline its interview''s default_deadline_days.';
create trigger invitations_default_deadline
  before insert on public.invitations
  for each row execute function private.default_invitation_deadline();

-- Section: accommodations -------------------------------------------------------------------------
create type public.time_accommodation as enum ('STANDARD', 'EXTRA_HALF', 'DOUBLE', 'UNTIMED');
comment on type public.time_accommodation is
  'Time to answer each question: as set (STANDARD), x1.5 (EXTRA_HALF), x2 (DOUBLE), or no limit and no countdown (UNTIMED).';

alter table public.invitations
  add column time_accommodation public.time_accommodation not null default 'STANDARD',
  add column extra_attempts smallint not null default 0 check (extra_attempts between 0 and 2),
  add column text_answers_allowed boolean not null default false;
comment on column public.invitations.extra_attempts is
  'Attempts per question beyond the question''s max_attempts, granted as an accommodation (0 to 2).';
comment on column public.invitations.text_answers_allowed is
  'An accommodation: the candidate may answer any VIDEO or AUDIO question in text instead.';

-- Section: bulk invitations -----------------------------------------------------------------------
alter table public.invitations add column bulk_key uuid;
comment on column public.invitations.bulk_key is
  'The key a bulk invitation gave this row; sending the same row again (after a reload) finds it instead of inviting twice.';
create unique index invitations_interview_id_bulk_key_idx on public.invitations (interview_id, bulk_key)
  where bulk_key is not null;

-- Section: grants ---------------------------------------------------------------------------------
grant insert (time_accommodation, extra_attempts, text_answers_allowed, bulk_key) on public.invitations to authenticated;
-- The deadline changes only through an approved extension request (a security definer function).
grant update (time_accommodation, extra_attempts, text_answers_allowed) on public.invitations to authenticated;
