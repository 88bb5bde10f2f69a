-- An archived interview's invitation links stop working (issue #14 item 7): opening, starting,
-- answering and completing by token all go through private.invitation_by_token, which now refuses
-- the tokens of an archived interview exactly like unknown or expired ones, so a link reveals
-- nothing about why it no longer opens.
create or replace function private.invitation_by_token(p_token text)
returns public.invitations
language plpgsql stable security definer set search_path = ''
as $$
declare
  found public.invitations;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22}$' then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  select * into found from public.invitations where unique_link_token = p_token;
  if found.id is null or found.status = 'CANCELLED' or found.expires_at <= now()
     or exists (select 1 from public.interviews i where i.id = found.interview_id and i.status = 'ARCHIVED') then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  return found;
end;
$$;
comment on function private.invitation_by_token(text) is
  'The invitation a token opens; refuses unknown, malformed, cancelled, expired and archived-interview tokens alike.';
