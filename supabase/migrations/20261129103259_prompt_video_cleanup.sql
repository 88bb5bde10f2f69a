-- Unused video prompts deleted by the retention schedule, and a deleted prompt's original removed by the worker (issue #37 item 3).
-- Clips nothing plays: no question, interview or template names them, saved before p_before (a
-- clip just recorded into a form not saved yet is kept until then). Deleting the row takes its
-- recording_media row (its renditions' removal is queued by 55-responses-and-recordings.sql) and
-- queues its original's (below). Called by the worker's retention schedule (apply_retention).
create function private.delete_unused_prompt_videos(p_before timestamptz)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_deleted integer;
begin
  delete from public.prompt_videos p
  where p.created_at < p_before
    and not exists (select 1 from public.questions q where q.prompt_video_id = p.id)
    and not exists (select 1 from public.interviews i where i.welcome_prompt_video_id = p.id)
    -- A template keeps its clips by id anywhere in its content (its questions', its welcome step's).
    and not exists (
      select 1 from public.interview_templates t
      where t.workspace_id = p.workspace_id
        and jsonb_path_exists(t.content, '$.** ? (@ == $id)', jsonb_build_object('id', p.id::text))
    );
  get diagnostics v_deleted = row_count;
  return v_deleted;
end
$$;
comment on function private.delete_unused_prompt_videos(timestamptz) is
  'Deletes the prompts no question, interview or template uses, saved before p_before; how many.';
grant execute on function private.delete_unused_prompt_videos(timestamptz) to service_role, job_worker;

-- A deleted prompt (by its recruiter, as unused, or with its workspace) takes its original with it:
-- the worker removes the object through Storage (SQL would orphan the file).
create function private.queue_prompt_video_removal()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('remove_prompt_video', jsonb_build_object('source_path', old.source_path),
                              'remove-prompt-video:' || old.id, 10);
  return null;
end
$$;
create trigger prompt_videos_queue_removal
  after delete on public.prompt_videos
  for each row execute function private.queue_prompt_video_removal();
