-- Workspace logos (issue #17 items 5 and 6): a public bucket, because the logo is shown where nobody
-- is signed in (the /take welcome step, the invitation e-mail). Objects are <workspace_id>/<file>;
-- only the workspace's owners (and admins) write them. Small raster images only: SVG can carry
-- script and most mail clients do not show it.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('workspace-logos', 'workspace-logos', true, 1048576, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create function private.can_manage_workspace_logo(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(storage.filename(object_name), '') <> ''
    and private.is_plain_file_name(storage.filename(object_name))
    and array_length(storage.foldername(object_name), 1) = 1
    and ((select private.is_admin())
         or (storage.foldername(object_name))[1] in (select id::text from private.owned_workspace_ids() as id))
$$;
comment on function private.can_manage_workspace_logo(text) is
  'True for a file directly in the folder of a workspace the caller owns (admins: any workspace).';
grant execute on function private.can_manage_workspace_logo(text) to authenticated, service_role;

-- SELECT(workspace-logos): owners list and overwrite their folder; everyone reads through the
-- public URL, which needs no policy.
create policy workspace_logos_objects_select on storage.objects
  for select to authenticated
  using (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name));

-- INSERT, UPDATE, DELETE(workspace-logos): owners of the workspace the folder names.
create policy workspace_logos_objects_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name));

create policy workspace_logos_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name))
  with check (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name));

create policy workspace_logos_objects_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name));

-- A workspace's logo_path names an object of its own folder.
alter table public.workspaces add constraint workspaces_logo_path_in_folder
  check (logo_path like id::text || '/_%' and logo_path not like id::text || '/%/%');
