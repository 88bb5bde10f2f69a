-- Issue #37: CHOICE questions. A value added to an enum can be used only once the transaction that
-- added it has committed, so it comes in a migration of its own.
alter type public.response_format add value 'CHOICE';
