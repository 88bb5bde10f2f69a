-- Issue #37: a workspace's library of interview and question templates
-- (supabase/schemas/33-interview-templates.sql).

-- Tables ------------------------------------------------------------------------------------------
create table public.interview_templates (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  kind text not null check (kind in ('INTERVIEW', 'QUESTION')),
  name text not null check (char_length(btrim(name)) between 1 and 200 and name = btrim(name)),
  content jsonb not null check (jsonb_typeof(content) = 'object' and octet_length(content::text) <= 1000000),
  -- Who saved it: a teammate's account being deleted must not take the team's library with it.
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.interview_templates is
  'A workspace''s saved interview (kind INTERVIEW) or question (kind QUESTION), to start a new interview or question from.';
comment on column public.interview_templates.content is
  'INTERVIEW: the create-interview body without its workspace, status and decision date; QUESTION: one question of it. Checked by the api''s contract.';
comment on column public.interview_templates.created_by is 'Who saved it; null once their account is deleted.';
alter table public.interview_templates enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
-- One name per kind in a workspace, whatever its case, so a picker's names say which is which; the
-- index also serves the library's reads, which always name the workspace.
create unique index interview_templates_workspace_id_kind_name_key
  on public.interview_templates (workspace_id, kind, lower(name));

create index interview_templates_created_by_idx on public.interview_templates (created_by);

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(interview_templates): OWNERs and RECRUITERs of its workspace; admins.
create policy interview_templates_select on public.interview_templates
  for select to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()));

-- INSERT(interview_templates): OWNERs and RECRUITERs save into their workspace, as themselves; admins.
create policy interview_templates_insert on public.interview_templates
  for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()))
  );

-- UPDATE(interview_templates): OWNERs and RECRUITERs of its workspace; admins.
create policy interview_templates_update on public.interview_templates
  for update to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()))
  with check ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()));

-- DELETE(interview_templates): OWNERs and RECRUITERs of its workspace; admins.
create policy interview_templates_delete on public.interview_templates
  for delete to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()));

-- Grants ------------------------------------------------------------------------------------------
grant all on public.interview_templates to service_role;
grant select, delete on public.interview_templates to authenticated;
grant insert (workspace_id, kind, name, content) on public.interview_templates to authenticated;
grant update (name, content) on public.interview_templates to authenticated;
