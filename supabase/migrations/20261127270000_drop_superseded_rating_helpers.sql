-- private.revealed_ratings() and private.submitted_invitation_ids() answered the first ratings
-- policies; since 20261127240000 the policies ask private.rating_is_revealed() about the row at
-- hand, and nothing calls the two any more.
drop function private.revealed_ratings();
drop function private.submitted_invitation_ids();
