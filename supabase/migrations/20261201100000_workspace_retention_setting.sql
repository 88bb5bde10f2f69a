-- How long a workspace keeps a candidate's answers after the interview is completed (issue #20
-- item 2). The candidate is told this number before recording (the notice, item 1); the retention
-- job deletes what is older. 30 to 730 days, 180 unless the owner says otherwise.

alter table public.workspaces
  add column retention_days integer not null default 180
    constraint workspaces_retention_days_range check (retention_days between 30 and 730);
comment on column public.workspaces.retention_days is
  'Days after completion that recordings, transcripts, analyses, ratings and notes are kept (30-730).';

-- Owners change it like the other settings; the workspaces_update policy decides who.
grant update (retention_days) on public.workspaces to authenticated;
