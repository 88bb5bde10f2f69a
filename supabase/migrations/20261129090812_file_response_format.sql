-- Issue #37 item 2: FILE questions, answered by uploading one document or image. A value added to
-- an enum can be used only once the transaction that added it has committed, so it comes in a
-- migration of its own.
alter type public.response_format add value 'FILE';
