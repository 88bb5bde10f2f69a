-- Issue #39: private.reviews_response asks private.reviews_invitation about the answer's invitation,
-- so the rule for one invitation has one keyed home.

create or replace function private.reviews_response(p_response_id uuid)
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(
    (select private.reviews_invitation(r.invitation_id) from public.responses r where r.id = p_response_id),
    false
  );
end
$$;
