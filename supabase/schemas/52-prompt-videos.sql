-- Video prompts (issue #37 item 3): a clip a recruiter records or uploads, asked as a question
-- (questions.prompt_video_id) or played on the welcome step (interviews.welcome_prompt_video_id).
-- The browser sends the clip to Storage with TUS under the recruiter's JWT,
--   prompt-videos/<workspace_id>/<uuid>.<webm|mp4|ogg>   (storage policies: 95-storage.sql)
-- then the api names it in one prompt_videos row, whose insert queues the same process_recording
-- job an answer's take gets (a recording_media row owned by the prompt, 55-responses-and-recordings.sql).
-- The workspace's members read a prompt; a candidate reads the renditions of the prompts of the
-- interviews they are invited to, bound to their account (readable_prompt_video_ids).
-- Before 55-responses-and-recordings.sql, whose recording_media names a prompt as its owner.

-- Path helper (the table's check and the storage policies) -----------------------------------------
create function private.prompt_video_workspace_from_path(object_name text)
returns uuid
language sql immutable
set search_path = ''
as $$
  select case
    when object_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webm|mp4|ogg)$'
    then split_part(object_name, '/', 1)::uuid
  end
$$;
comment on function private.prompt_video_workspace_from_path(text) is
  'The workspace a prompt-videos object belongs to, from <workspace_id>/<uuid>.<webm|mp4|ogg>; null for any other shape.';

-- Tables ------------------------------------------------------------------------------------------
create table public.prompt_videos (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  source_path text not null check (char_length(source_path) <= 1024),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  transcript_segments jsonb check (jsonb_typeof(transcript_segments) = 'array'),
  -- The object is in the workspace's own folder: the storage policies let its managers write there.
  constraint prompt_videos_source_path_in_workspace_folder check (
    private.prompt_video_workspace_from_path(source_path) = workspace_id
  )
);
comment on table public.prompt_videos is
  'A recruiter''s video clip, asked as a question or played on the welcome step; its renditions are a recording_media row.';
comment on column public.prompt_videos.source_path is
  'The uploaded object in the prompt-videos bucket, <workspace_id>/<uuid>.<webm|mp4|ogg>.';
comment on column public.prompt_videos.transcript_segments is
  'What the clip says, timestamped ([{start, end, text}] in seconds), for its captions; written by the worker once processed (transcribe_prompt_video), null until then or without an AI provider.';
comment on column public.prompt_videos.created_by is 'Who recorded or uploaded it; null once their account is deleted.';
alter table public.prompt_videos enable row level security;

-- A question asked on video, and the clip of the welcome step. Declared here, after prompt_videos.
alter table public.questions
  add column prompt_video_id uuid references public.prompt_videos (id) on delete set null;
comment on column public.questions.prompt_video_id is
  'The recruiter''s clip asking the question, played to the candidate before they answer; null: text only.';

alter table public.interviews
  add column welcome_prompt_video_id uuid references public.prompt_videos (id) on delete set null;
comment on column public.interviews.welcome_prompt_video_id is
  'The recruiter''s clip played on the welcome step; null: none.';

-- Indexes -----------------------------------------------------------------------------------------
create index prompt_videos_workspace_id_idx on public.prompt_videos (workspace_id);

create index prompt_videos_created_by_idx on public.prompt_videos (created_by);

create index questions_prompt_video_id_idx on public.questions (prompt_video_id) where prompt_video_id is not null;

create index interviews_welcome_prompt_video_id_idx on public.interviews (welcome_prompt_video_id)
  where welcome_prompt_video_id is not null;

-- Private helpers ---------------------------------------------------------------------------------
-- Members of the workspace (admins: every one), and the candidate bound to a PENDING or STARTED
-- invitation of an interview that asks or welcomes with the prompt: while they may still take it.
create function private.readable_prompt_video_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select p.id from public.prompt_videos p
    where p.workspace_id = any ((select private.readable_workspace_ids())::uuid[])
    union
    select q.prompt_video_id
    from public.invitations inv
    join public.questions q on q.interview_id = inv.interview_id
    where inv.candidate_id = (select auth.uid()) and inv.status in ('PENDING', 'STARTED')
      and q.prompt_video_id is not null
    union
    select i.welcome_prompt_video_id
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    where inv.candidate_id = (select auth.uid()) and inv.status in ('PENDING', 'STARTED')
      and i.welcome_prompt_video_id is not null;
end
$$;
comment on function private.readable_prompt_video_ids() is
  'Prompts the caller may watch: of their workspaces (admins all); of the interviews they are invited to, while PENDING or STARTED.';

-- The captions of a prompt the caller may watch: a candidate reads no prompt_videos row, only this.
create function private.prompt_video_transcript_segments(p_prompt_video_id uuid)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select p.transcript_segments from public.prompt_videos p
  where p.id = p_prompt_video_id and p.id in (select private.readable_prompt_video_ids())
$$;
comment on function private.prompt_video_transcript_segments(uuid) is
  'The timestamped transcript of a prompt the caller may watch (readable_prompt_video_ids); null otherwise.';

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(prompt_videos): members of its workspace; admins all. Candidates watch the renditions
-- (recording_media), never this row.
create policy prompt_videos_select on public.prompt_videos
  for select to authenticated
  using (workspace_id = any ((select private.readable_workspace_ids())::uuid[]));

-- INSERT(prompt_videos): OWNERs and RECRUITERs of the workspace (admins: any), as themselves.
create policy prompt_videos_insert on public.prompt_videos
  for insert to authenticated
  with check (
    ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()))
    and created_by = (select auth.uid())
  );

-- DELETE(prompt_videos): OWNERs and RECRUITERs of the workspace; admins. A clip is never changed:
-- a new recording is a new row.
create policy prompt_videos_delete on public.prompt_videos
  for delete to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()));

-- Functions ---------------------------------------------------------------------------------------
-- The prompts an invitation's interview plays, for anyone holding its token (as get_interview_by_token,
-- 60-take.sql, which it goes beside rather than into). Ids only: the renditions are read and signed
-- as the caller, and only a candidate bound to the invitation may read them (readable_prompt_video_ids).
-- plpgsql, so its body is bound at its first call, after 60-take.sql has made invitation_for_view.
create function public.get_take_prompt_videos(p_token text)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_for_view(p_token);
begin
  return jsonb_build_object(
    'welcome_prompt_video_id', (select i.welcome_prompt_video_id from public.interviews i where i.id = inv.interview_id),
    'questions', coalesce((
      select jsonb_agg(jsonb_build_object('question_id', q.id, 'prompt_video_id', q.prompt_video_id))
      from public.questions q where q.interview_id = inv.interview_id and q.prompt_video_id is not null
    ), '[]'::jsonb)
  );
end
$$;
comment on function public.get_take_prompt_videos(text) is
  'The video prompts of the interview an invitation token names: the welcome step''s and each question''s, by id.';

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

-- Triggers ----------------------------------------------------------------------------------------
-- A saved prompt is processed like a saved take.
create function private.queue_prompt_recording()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.queue_recording(null, null, 'prompt-videos', new.source_path, new.id);
  return null;
end
$$;
create trigger prompt_videos_queue_recording
  after insert on public.prompt_videos
  for each row execute function private.queue_prompt_recording();

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

-- A question and a welcome step play a clip of their own interview's workspace only: the foreign
-- key alone would take any workspace's prompt, and its candidates could then watch it.
create function private.check_prompt_video_workspace()
returns trigger
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_workspace_id uuid;
begin
  if tg_table_name = 'questions' then
    if new.prompt_video_id is null then
      return null;
    end if;
    select i.workspace_id into v_workspace_id from public.interviews i where i.id = new.interview_id;
    if not exists (
      select 1 from public.prompt_videos p where p.id = new.prompt_video_id and p.workspace_id = v_workspace_id
    ) then
      raise exception 'The video of a question must belong to the interview''s workspace' using errcode = '22023';
    end if;
  elsif exists (
    select 1 from public.prompt_videos p
    where p.workspace_id <> new.workspace_id
      and (p.id = new.welcome_prompt_video_id
           or p.id in (select q.prompt_video_id from public.questions q where q.interview_id = new.id))
  ) then
    raise exception 'The video of a question must belong to the interview''s workspace' using errcode = '22023';
  end if;
  return null;
end
$$;
create trigger questions_check_prompt_video_workspace
  after insert or update of prompt_video_id, interview_id on public.questions
  for each row execute function private.check_prompt_video_workspace();
create trigger interviews_check_prompt_video_workspace
  after insert or update of welcome_prompt_video_id, workspace_id on public.interviews
  for each row execute function private.check_prompt_video_workspace();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.prompt_videos to service_role;
grant select, delete on public.prompt_videos to authenticated;
grant insert (workspace_id, source_path) on public.prompt_videos to authenticated;

-- The columns this file adds to questions and interviews, beside their others (30-interviews.sql).
grant insert (prompt_video_id), update (prompt_video_id) on public.questions to authenticated;
grant insert (welcome_prompt_video_id), update (welcome_prompt_video_id) on public.interviews to authenticated;

grant execute on function private.prompt_video_workspace_from_path(text) to authenticated, service_role;
grant execute on function private.readable_prompt_video_ids() to authenticated, service_role;
grant execute on function private.prompt_video_transcript_segments(uuid) to authenticated, service_role;
grant execute on function private.delete_unused_prompt_videos(timestamptz) to service_role;
grant execute on function public.get_take_prompt_videos(text) to anon, authenticated, service_role;
