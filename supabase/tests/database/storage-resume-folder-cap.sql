-- Resume folder cap (issue #14, item 10): a user's resume folder holds at most 20 objects; the
-- 21st upload is refused, and removing one makes room again. Another user's folder is unaffected.
begin;
select plan(4);

-- The deletes below stand for the Storage API's: it tells Storage's delete protection so on each
-- request, and row-level security then decides as it does for the API.
select set_config('storage.allow_delete_query', 'true', true);

select tests.create_supabase_user('cand_a');
select tests.create_supabase_user('cand_b');

select tests.authenticate_as('cand_a');
select lives_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     select 'resumes', auth.uid() || '/take-' || n || '.webm', auth.uid(), auth.uid()::text
     from generate_series(1, 20) as n $$,
  'A user stores 20 objects in their resume folder.'
);
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', auth.uid() || '/take-21.webm', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'The 21st object of the folder is refused.'
);

select tests.authenticate_as('cand_b');
select lives_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', auth.uid() || '/mine.webm', auth.uid(), auth.uid()::text) $$,
  'Another user''s folder has its own room.'
);

select tests.authenticate_as('cand_a');
delete from storage.objects where bucket_id = 'resumes' and name = (select auth.uid() || '/take-1.webm');
select lives_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', auth.uid() || '/take-21.webm', auth.uid(), auth.uid()::text) $$,
  'Removing one object makes room for another.'
);

select * from finish();
rollback;
