-- The candidate portal's invitations (spec §2 Candidate dashboard, §5 Registration, §6).
--   A candidate sees an invitation when it is bound to their account, or when it is still unbound
--   and was sent to their e-mail address and that address is confirmed. An address that merely
--   matches (anyone can sign up with any address) shows nothing until it is confirmed.
--   Registering with an invitation token (user metadata `invitation_token`) binds that invitation
--   to the new account, so it shows in the portal whatever address the candidate signed up with.
--   list_my_invitations() gives the portal its rows with the interview title and company name,
--   which the candidate cannot read from interviews and profiles themselves.

-- Section: private helpers ------------------------------------------------------------------------
create function private.confirmed_email()
returns text
language sql stable security definer set search_path = ''
as $$
  select lower(u.email)
  from auth.users u
  where u.id = (select auth.uid()) and u.email_confirmed_at is not null
$$;
comment on function private.confirmed_email() is
  'The caller''s e-mail address, lower-cased, once it is confirmed; null before that and for anon.';

create function private.invitee_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id from public.invitations inv
  where inv.candidate_id = (select auth.uid())
  union
  select inv.id from public.invitations inv
  where inv.candidate_id is null
    and lower(inv.email) = (select private.confirmed_email())
$$;
comment on function private.invitee_invitation_ids() is
  'Invitations addressed to the caller as a candidate: bound to them, or unbound and sent to their confirmed e-mail.';

grant execute on function private.confirmed_email() to authenticated, service_role;
grant execute on function private.invitee_invitation_ids() to authenticated, service_role;

-- The e-mail half of invitee_invitation_ids() looks invitations up by address.
create index invitations_unbound_email_idx on public.invitations (lower(email)) where candidate_id is null;

-- Section: policies -------------------------------------------------------------------------------
-- SELECT(invitations): the invitee also sees an unbound invitation sent to their confirmed e-mail.
create policy invitations_select_invitee on public.invitations
  for select to authenticated
  using (id in (select private.invitee_invitation_ids()));

-- Section: binding at registration ----------------------------------------------------------------
create function private.bind_invitation_at_sign_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := new.raw_user_meta_data ->> 'invitation_token';
begin
  -- A stale, taken or mistyped token must not stop the registration; it binds nothing.
  if token is null or token !~ '^[A-Za-z0-9_-]{22}$' then
    return new;
  end if;
  update public.invitations
    set candidate_id = new.id
    where unique_link_token = token
      and candidate_id is null
      and status = 'PENDING'
      and expires_at > now();
  return new;
end;
$$;
comment on function private.bind_invitation_at_sign_up() is
  'Binds the open, unbound invitation whose token the new user signed up with (metadata invitation_token).';

-- Named to sort after on_auth_user_created: triggers fire in name order, and the profile the
-- invitation points at must exist first.
create trigger on_auth_user_created_bind_invitation after insert on auth.users
  for each row execute function private.bind_invitation_at_sign_up();

-- Section: public functions -----------------------------------------------------------------------
create function public.list_my_invitations()
returns table (
  id uuid,
  status public.invitation_status,
  unique_link_token text,
  interview_title text,
  company_name text,
  created_at timestamptz,
  expires_at timestamptz,
  completed_at timestamptz
)
language sql stable security definer set search_path = ''
as $$
  select inv.id, inv.status, inv.unique_link_token, i.title, nullif(p.company_name, ''),
         inv.created_at, inv.expires_at, inv.completed_at
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  join public.profiles p on p.id = i.recruiter_id
  where inv.id in (select private.invitee_invitation_ids())
  order by inv.created_at desc, inv.id
$$;
comment on function public.list_my_invitations() is
  'The caller''s own invitations as a candidate, newest first, with interview title and company name.';

revoke execute on function public.list_my_invitations() from public, anon;
grant execute on function public.list_my_invitations() to authenticated, service_role;
