-- AI analysis on the scorecard (issue #18): an answer too short or too unclear to judge is stored
-- with insufficient_evidence true and a null score; a score that is there is still a number from
-- 0 to 100, and one left out is allowed as before.
alter table public.responses drop constraint responses_ai_insights_check;
alter table public.responses add constraint responses_ai_insights_check check (
  ai_insights is null
  or (jsonb_typeof(ai_insights) = 'object'
      and (case jsonb_typeof(ai_insights -> 'score')
             when 'number' then (ai_insights ->> 'score')::numeric between 0 and 100
             when 'null' then coalesce(ai_insights -> 'insufficient_evidence' = 'true'::jsonb, false)
             -- absent, as the check has always allowed; any other type is refused
             else jsonb_typeof(ai_insights -> 'score') is null
           end))
);
comment on column public.responses.ai_insights is
  'The AI analysis (spec §3): score 0-100 (null when insufficient_evidence), summary, strengths, concerns, competencies, …';
