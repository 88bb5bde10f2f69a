-- The comments on interviews.status and two question columns say what holds today: interviews
-- have had DRAFT, CLOSED and reopening since the lifecycle issue, and the product spec is
-- docs/product.md (supabase/schemas/30-interviews.sql holds the same text).
comment on column public.interviews.status is
  'ACTIVE when created, or DRAFT when saved as a draft; a trigger allows DRAFT to ACTIVE (publish), ACTIVE to CLOSED (close), CLOSED to ACTIVE (reopen) and any to ARCHIVED, which is final (docs/product.md section 4). Only an ACTIVE interview takes invitations.';
comment on column public.questions.time_limit_seconds is
  'Seconds a candidate has to answer: 30 to 600, 120 by default (docs/product.md sections 5 and 9).';
comment on column public.questions.max_attempts is
  'Takes a candidate may submit for this question: 1 to 5, 3 by default (docs/product.md section 9).';
