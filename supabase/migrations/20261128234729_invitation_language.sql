-- Issue #36: e-mails to a candidate speak the invitation's language. An invitation has its own
-- (a recruiter may invite one Spanish-speaking candidate to an English interview); given none, it
-- is its interview's (supabase/schemas/40-invitations.sql and 80-public-api.sql hold the same).

-- Existing invitations speak their interview's language.
alter table public.invitations add column language public.locale;
update public.invitations inv set language = i.language from public.interviews i where i.id = inv.interview_id;
alter table public.invitations alter column language set not null;
comment on column public.invitations.language is
  'The language of the candidate''s e-mails; its interview''s language when invited without one.';

create function private.invitation_language_from_interview()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.language is null then
    select i.language into new.language from public.interviews i where i.id = new.interview_id;
  end if;
  return new;
end;
$$;
comment on function private.invitation_language_from_interview() is
  'Fills invitations.language with the interview''s language when the insert names none.';
create trigger invitations_language_from_interview
  before insert on public.invitations
  for each row execute function private.invitation_language_from_interview();

-- Recruiters and API keys may name it when inviting, and read it back.
grant select (language), insert (language) on public.invitations to authenticated, workspace_api;
