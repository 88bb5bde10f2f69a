-- The job worker's access (worker/main.ts, worker/tasks; docs/architecture.md §7). It logs in as its
-- own role, job_worker (00-extensions-and-roles.sql), which may do what the tasks do and nothing
-- else: no grant on candidates' self-identification or on any function that reads it, no
-- membership in a role that may. It does not bypass row-level security (only a superuser may
-- create such a role before PostgreSQL 16, and Supabase's postgres is none), so each table it uses
-- has one policy letting it see every row; its grants, table by table and command by command, are
-- what bound it. Declared here in one place, after every table it touches.

-- Policies ----------------------------------------------------------------------------------------
-- graphile-worker's own schema, installed before ours (README "Deploying to a hosted project",
-- step 2): the worker takes, completes, reschedules and unlocks jobs, keeps its cron bookkeeping
-- and reads the schema's version.
create policy "The job worker runs the queue" on graphile_worker._private_jobs
  for all to job_worker using (true) with check (true);
create policy "The job worker runs the queue" on graphile_worker._private_job_queues
  for all to job_worker using (true) with check (true);
create policy "The job worker runs the queue" on graphile_worker._private_tasks
  for all to job_worker using (true) with check (true);
create policy "The job worker runs the queue" on graphile_worker._private_known_crontabs
  for all to job_worker using (true) with check (true);

-- The worker's heartbeats (worker/recovery.ts).
create policy "The job worker writes and sweeps heartbeats" on private.job_worker_heartbeats
  for all to job_worker using (true) with check (true);

-- What the tasks read and write.
create policy "The job worker reads workspaces" on public.workspaces
  for select to job_worker using (true);
create policy "The job worker reads workspace members" on public.workspace_members
  for select to job_worker using (true);
create policy "The job worker reads profiles" on public.profiles
  for select to job_worker using (true);
create policy "The job worker reads interviews" on public.interviews
  for select to job_worker using (true);
create policy "The job worker reads questions" on public.questions
  for select to job_worker using (true);
create policy "The job worker reads invitations" on public.invitations
  for select to job_worker using (true);
create policy "The job worker reads consents" on public.interview_consents
  for select to job_worker using (true);
create policy "The job worker reads question competencies" on public.question_competencies
  for select to job_worker using (true);
create policy "The job worker reads competencies" on public.scorecard_competencies
  for select to job_worker using (true);
create policy "The job worker processes recordings" on public.recording_media
  for all to job_worker using (true) with check (true);
create policy "The job worker analyses answers" on public.responses
  for all to job_worker using (true) with check (true);
create policy "The job worker mails feedback" on public.candidate_feedback
  for all to job_worker using (true) with check (true);
create policy "The job worker mails request decisions" on public.candidate_requests
  for all to job_worker using (true) with check (true);
create policy "The job worker delivers webhooks" on public.webhook_deliveries
  for all to job_worker using (true) with check (true);
create policy "The job worker disables failing endpoints" on public.webhook_endpoints
  for all to job_worker using (true) with check (true);
create policy "The job worker sends e-mail" on public.mail_outbox
  for all to job_worker using (true) with check (true);
create policy "The job worker records reminders" on public.invitation_reminders
  for all to job_worker using (true) with check (true);
create policy "The job worker captions video prompts" on public.prompt_videos
  for all to job_worker using (true) with check (true);

-- Grants ------------------------------------------------------------------------------------------
grant usage on schema graphile_worker to job_worker;
grant select, insert, update, delete on all tables in schema graphile_worker to job_worker;
grant usage, select on all sequences in schema graphile_worker to job_worker;
grant execute on all functions in schema graphile_worker to job_worker;

grant select, insert, update, delete on private.job_worker_heartbeats to job_worker;

-- Read only: the names, titles, addresses and brands the e-mails carry, and an answer's question
-- and competencies for its analysis.
grant select on public.workspaces, public.workspace_members, public.profiles, public.interviews,
  public.questions, public.invitations, public.interview_consents, public.question_competencies,
  public.scorecard_competencies
  to job_worker;
-- Read and updated: recordings made ready, answers analysed, requests and feedback mailed,
-- webhooks delivered. (select … for update needs update.)
grant select, update on public.recording_media, public.responses, public.candidate_feedback,
  public.candidate_requests, public.webhook_deliveries, public.webhook_endpoints
  to job_worker;
-- A video prompt's captions, the one column the worker writes of it (the path check runs as the worker).
grant select, update (transcript_segments) on public.prompt_videos to job_worker;
-- Written: every e-mail the worker composes, and the reminders it records.
grant select, insert, update on public.mail_outbox, public.invitation_reminders to job_worker;

-- The helpers the tasks call (reminders due, retention, the webhook log's pruning and retries, the
-- sender's name), and the one a check constraint of responses calls on every update of an answer.
grant execute on function
  private.is_plain_file_name(text),
  private.prompt_video_workspace_from_path(text),
  private.due_reminders(timestamptz),
  private.invitation_mail_sender_name(uuid),
  private.invitations_past_retention(timestamptz),
  private.invitation_stored_objects(uuid),
  private.purge_invitation_data(uuid, text),
  private.delete_unused_prompt_videos(timestamptz),
  private.prune_webhook_deliveries(timestamptz),
  private.queue_webhook_delivery(uuid, timestamptz)
  to job_worker;
