-- Issue #39 (review): response_object_names and answer_file_object_names were the same function but
-- for the bucket; one function takes the bucket, refusing any but those two.
drop function private.response_object_names(uuid[]);
drop function private.answer_file_object_names(uuid[]);

-- Deleting an interview, an invitation or a user removes every take under its invitations, also the
-- discarded ones a reviewer may not read (and so cannot remove through Storage as themselves), and
-- every upload of its FILE questions: this lists them for the api, which removes them with the
-- secret key. Only those two buckets, whose folders are invitations. A folder is a byte range of
-- names, which Storage's name_prefix_search index (text_pattern_ops) finds; LIKE with a pattern
-- known only when the function runs read every object of the bucket (issue #39). One folder at a
-- time: joined with the list of folders, the planner misjudges the ranges and reads the bucket.
create function private.invitation_object_names(p_bucket text, p_invitation_ids uuid[])
returns setof text
language plpgsql stable security definer set search_path = ''
as $$
declare
  folder text;
begin
  if p_bucket is null or p_bucket not in ('responses', 'answer-files') then
    raise exception using message = 'Only the responses and answer-files buckets hold invitations'' folders',
      errcode = '22023';
  end if;
  for folder in select distinct id::text from unnest(p_invitation_ids) as id loop
    return query
      select o.name from storage.objects o
      where o.bucket_id = p_bucket and o.name ~>=~ (folder || '/') and o.name ~<~ (folder || '0')
        and private.can_manage_response(o.name)
      order by o.name;
  end loop;
end
$$;
comment on function private.invitation_object_names(text, uuid[]) is
  'Every object of the responses or answer-files bucket under the given invitations that the caller manages (OWNER, RECRUITER, admin), submitted or not.';

grant execute on function private.invitation_object_names(text, uuid[]) to service_role, authenticated;
