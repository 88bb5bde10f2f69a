-- The public API (/api/v1): API keys per workspace, and what a request made with one may read and
-- write. An owner creates, names, scopes and revokes keys for the workspace's applicant tracking
-- system. The api makes the key and stores only its SHA-256: nobody reads the hash back (column
-- grants), so a key lost is a key made again; the visible prefix (aik_ and 8 characters) tells the
-- owner which key is which. A request's key is found by the SHA-256 of its bearer token; the api
-- then acts as the role workspace_api with the key's id in its claims, so row-level security
-- decides what the key reaches: its workspace's rows and nothing more. A key revoked mid-request
-- stops there, since every policy asks for a live key. A READ key is refused writes by the database
-- as well as by the api.

-- Types -------------------------------------------------------------------------------------------
create type public.api_key_scope as enum ('READ', 'READ_WRITE');

-- Tables ------------------------------------------------------------------------------------------
create table public.workspace_api_keys (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null constraint workspace_api_keys_name_check check (char_length(btrim(name)) between 1 and 100),
  prefix text not null unique constraint workspace_api_keys_prefix_check check (prefix ~ '^aik_[A-Za-z0-9]{8}$'),
  secret_hash bytea not null unique constraint workspace_api_keys_secret_hash_check check (octet_length(secret_hash) = 32),
  scope public.api_key_scope not null,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
comment on table public.workspace_api_keys is
  'Keys an owner made for the public API of a workspace; only the SHA-256 of a key is kept (issue #22).';
alter table public.workspace_api_keys enable row level security;

-- Each key's token bucket: up to 60 requests at once, refilled at one a second, so one busy
-- integration cannot crowd out the app. Kept beside the keys, read by nobody but the functions.
create table private.api_key_rate (
  key_id uuid primary key references public.workspace_api_keys (id) on delete cascade,
  tokens double precision not null,
  refilled_at timestamptz not null
);
comment on table private.api_key_rate is 'Per API key token bucket of the public API (issue #22).';
alter table private.api_key_rate enable row level security;

-- Each workspace's token bucket, shared by its keys: up to 300 requests at once, refilled at five
-- a second (five keys' worth), so a workspace's ten keys together cannot take ten times one key's
-- share. Kept beside the keys' buckets, read by nobody but the functions.
create table private.api_workspace_rate (
  workspace_id uuid primary key references public.workspaces (id) on delete cascade,
  tokens double precision not null,
  refilled_at timestamptz not null
);
comment on table private.api_workspace_rate is 'Per workspace token bucket of the public API, shared by its keys (issue #33).';
alter table private.api_workspace_rate enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index workspace_api_keys_workspace_idx on public.workspace_api_keys (workspace_id, created_at desc);

create index workspace_api_keys_created_by_idx on public.workspace_api_keys (created_by);

-- Private helpers ---------------------------------------------------------------------------------
-- The workspace of the request's key (claims.key_id), while the key is live; null for anyone else,
-- also when the claims setting is empty rather than unset (as it is after a transaction that set
-- it ends): the invitation triggers ask it of every writer.
create function private.api_key_workspace()
returns uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select k.workspace_id from public.workspace_api_keys k
    where k.id = nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'key_id', '')::uuid
      and k.revoked_at is null
  );
end
$$;

-- Whether the request's key may write: a live key with scope READ_WRITE; false for anyone else.
create function private.api_key_can_write()
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select coalesce(
      (select k.scope = 'READ_WRITE' from public.workspace_api_keys k
       where k.id = nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'key_id', '')::uuid
         and k.revoked_at is null),
      false)
  );
end
$$;

-- The interviews of the request's key's workspace (interviews_workspace_id_created_at_idx finds them).
create function private.api_key_interview_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select i.id from public.interviews i where i.workspace_id = (select private.api_key_workspace());
end
$$;

-- The invitations of the request's key's workspace, for the outbox's policies.
create function private.api_key_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id
    from public.interviews i
    join public.invitations inv on inv.interview_id = i.id
    where i.workspace_id = (select private.api_key_workspace());
end
$$;

-- The invitations of the key's workspace whose interview is finished: what a key may read as reviews.
-- Served by interviews_workspace_id_created_at_idx and invitations_interview_id_created_at_idx.
create function private.api_key_review_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    where i.workspace_id = (select private.api_key_workspace())
      and inv.status in ('COMPLETED', 'REVIEWED');
end
$$;
comment on function private.api_key_review_ids() is
  'The COMPLETED and REVIEWED invitations of the request''s API key''s workspace; none without a live key.';

-- GET /api/v1/reviews pages by the invitation's updated_at (the cursor helpers page by a row's
-- updated_at and id). A review changes after its invitation does: the worker writes transcripts,
-- raters submit and edit, someone decides. Each of these touches the invitation's
-- updated_at, so the review comes up again for an integration asking what changed since; the
-- invitation itself is unchanged, and a v1 invitations reader simply finds the same status again.
-- Only finished interviews are touched (a candidate's answers while taking move nothing), and
-- once per transaction (now() is the transaction's time), however many rows it writes.
create function private.touch_review(p_invitation_id uuid)
returns void
language sql security definer set search_path = ''
as $$
  update public.invitations set updated_at = now()
  where id = p_invitation_id and status in ('COMPLETED', 'REVIEWED') and updated_at < now()
$$;

-- Policies ----------------------------------------------------------------------------------------
-- Owners (and platform admins) keep the keys; other members do not see them.
create policy workspace_api_keys_select on public.workspace_api_keys for select to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

create policy workspace_api_keys_insert on public.workspace_api_keys for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()))
  );

-- Revoking is once and for good, at the time it happens: a live key becomes revoked now, and a
-- revoked key is never live again.
create policy workspace_api_keys_revoke on public.workspace_api_keys for update to authenticated
  using (
    revoked_at is null
    and ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()))
  )
  with check (revoked_at = now());

-- What a request made with a key reaches: its workspace's rows, through policies for workspace_api
-- keyed on private.api_key_workspace(); the grants below say which columns and commands.
create policy workspaces_api_key_select on public.workspaces for select to workspace_api
  using (id = (select private.api_key_workspace()));

create policy interviews_api_key_select on public.interviews for select to workspace_api
  using (workspace_id = (select private.api_key_workspace()));

create policy questions_api_key_select on public.questions for select to workspace_api
  using (interview_id in (select private.api_key_interview_ids()));

create policy question_options_api_key_select on public.question_options for select to workspace_api
  using (question_id in (select q.id from public.questions q where q.interview_id in (select private.api_key_interview_ids())));

create policy invitations_api_key_select on public.invitations for select to workspace_api
  using (interview_id in (select private.api_key_interview_ids()));

create policy invitations_api_key_insert on public.invitations for insert to workspace_api
  with check ((select private.api_key_can_write())
              and interview_id in (select private.api_key_interview_ids())
              and status = 'PENDING');

create policy mail_outbox_api_key_select on public.mail_outbox for select to workspace_api
  using (invitation_id in (select private.api_key_invitation_ids()));

create policy mail_outbox_api_key_insert on public.mail_outbox for insert to workspace_api
  with check (kind = 'INVITATION'
              and (select private.api_key_can_write())
              and invitation_id in (select private.api_key_invitation_ids())
              and to_email = (select inv.email from public.invitations inv where inv.id = mail_outbox.invitation_id)
              and (from_name is null or from_name = private.invitation_mail_sender_name(invitation_id)));

-- The reviews: the key's workspace's completed interviews (COMPLETED and REVIEWED invitations)
-- with their answers, the submitted ratings and the decisions.
create policy responses_api_key_select on public.responses for select to workspace_api
  using (invitation_id in (select private.api_key_review_ids()));

create policy scorecard_competencies_api_key_select on public.scorecard_competencies for select to workspace_api
  using (interview_id in (select i.id from public.interviews i where i.workspace_id = (select private.api_key_workspace())));

-- Submitted ratings only: a rater's draft is theirs until they submit it, in the app and here alike.
create policy ratings_api_key_select on public.ratings for select to workspace_api
  using (
    invitation_id in (select private.api_key_review_ids())
    and exists (select from public.rating_submissions s
                where s.invitation_id = ratings.invitation_id and s.rater_id = ratings.rater_id)
  );

create policy rating_submissions_api_key_select on public.rating_submissions for select to workspace_api
  using (invitation_id in (select private.api_key_review_ids()));

create policy candidate_decisions_api_key_select on public.candidate_decisions for select to workspace_api
  using (invitation_id in (select private.api_key_review_ids()));

-- Functions ---------------------------------------------------------------------------------------
-- The key a request names by the SHA-256 of its bearer token, if live: its id, workspace and scope,
-- and 0 seconds to wait, or how long to wait when a bucket is empty. Its use is stamped at most
-- once a minute, so a busy integration does not write the key's row on every call. A request takes
-- a token from both the key's and the workspace's bucket, or from neither (a refused request costs
-- nothing), and waits for the emptier of the two; `workspace_limited` says the workspace's bucket
-- is the one that refused, so the answer can say whose requests to slow.
create function private.authenticate_api_key(p_secret_hash bytea)
returns table (
  key_id uuid, workspace_id uuid, scope public.api_key_scope, retry_after integer, workspace_limited boolean
)
language plpgsql security definer set search_path = ''
as $$
declare
  c_capacity constant double precision := 60;
  c_per_second constant double precision := 1;
  c_workspace_capacity constant double precision := 300;
  c_workspace_per_second constant double precision := 5;
  v_key public.workspace_api_keys%rowtype;
  v_tokens double precision;
  v_workspace_tokens double precision;
begin
  select * into v_key from public.workspace_api_keys k
  where k.secret_hash = p_secret_hash and k.revoked_at is null;
  if not found then
    return;
  end if;
  update public.workspace_api_keys k set last_used_at = now()
  where k.id = v_key.id and (k.last_used_at is null or k.last_used_at < now() - interval '1 minute');

  insert into private.api_key_rate (key_id, tokens, refilled_at) values (v_key.id, c_capacity, now())
  on conflict on constraint api_key_rate_pkey do nothing;
  select least(c_capacity, r.tokens + extract(epoch from now() - r.refilled_at) * c_per_second)
    into v_tokens from private.api_key_rate r where r.key_id = v_key.id for update;
  insert into private.api_workspace_rate (workspace_id, tokens, refilled_at)
  values (v_key.workspace_id, c_workspace_capacity, now())
  on conflict on constraint api_workspace_rate_pkey do nothing;
  select least(c_workspace_capacity,
               r.tokens + extract(epoch from now() - r.refilled_at) * c_workspace_per_second)
    into v_workspace_tokens from private.api_workspace_rate r where r.workspace_id = v_key.workspace_id for update;

  if v_tokens >= 1 and v_workspace_tokens >= 1 then
    v_tokens := v_tokens - 1;
    v_workspace_tokens := v_workspace_tokens - 1;
    retry_after := 0;
    workspace_limited := false;
  else
    workspace_limited := v_tokens >= 1;
    retry_after := greatest(
      ceil((1 - least(v_tokens, 1)) / c_per_second),
      ceil((1 - least(v_workspace_tokens, 1)) / c_workspace_per_second)
    )::integer;
  end if;
  update private.api_key_rate r set tokens = v_tokens, refilled_at = now() where r.key_id = v_key.id;
  update private.api_workspace_rate r set tokens = v_workspace_tokens, refilled_at = now()
  where r.workspace_id = v_key.workspace_id;

  key_id := v_key.id;
  workspace_id := v_key.workspace_id;
  scope := v_key.scope;
  return next;
end
$$;

-- Triggers ----------------------------------------------------------------------------------------
create function private.touch_review_of_row()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.touch_review(old.invitation_id);
  else
    perform private.touch_review(new.invitation_id);
  end if;
  return null;
end
$$;
create trigger responses_touch_review after update of response_text, media_path, transcription,
  transcript_segments on public.responses
  for each row execute function private.touch_review_of_row();
create trigger rating_submissions_touch_review after insert or delete on public.rating_submissions
  for each row execute function private.touch_review_of_row();
create trigger candidate_decisions_touch_review after insert or delete on public.candidate_decisions
  for each row execute function private.touch_review_of_row();

-- A rating shows once its rater has submitted (the submission touches the review); a submitted
-- rater's later change shows at once. A draft's changes touch nothing: no key sees a draft.
create function private.touch_review_of_rating()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_rating public.ratings%rowtype := case when tg_op = 'DELETE' then old else new end;
begin
  if exists (select from public.rating_submissions s
             where s.invitation_id = v_rating.invitation_id and s.rater_id = v_rating.rater_id) then
    perform private.touch_review(v_rating.invitation_id);
  end if;
  return null;
end
$$;
create trigger ratings_touch_review after insert or update or delete on public.ratings
  for each row execute function private.touch_review_of_rating();

-- Checked under a lock per workspace, so two keys made at once cannot both be the eleventh.
create function private.enforce_api_key_cap()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  c_live_keys constant integer := 10;
begin
  perform pg_advisory_xact_lock(hashtextextended('workspace_api_keys:' || new.workspace_id::text, 0));
  if (select count(*) from public.workspace_api_keys k
      where k.workspace_id = new.workspace_id and k.revoked_at is null) >= c_live_keys then
    raise exception 'A workspace can have at most % active API keys: revoke one it no longer uses to make another', c_live_keys
      using errcode = '55000';
  end if;
  return new;
end
$$;
create trigger workspace_api_keys_cap before insert on public.workspace_api_keys
  for each row execute function private.enforce_api_key_cap();

-- Grants ------------------------------------------------------------------------------------------
-- The keys: owners see them, never the hash (a key lost is a key made again); service_role none.
revoke all on public.workspace_api_keys from service_role;
grant select (id, workspace_id, name, prefix, scope, created_by, created_at, last_used_at, revoked_at)
  on public.workspace_api_keys to authenticated;
grant insert (workspace_id, name, prefix, secret_hash, scope) on public.workspace_api_keys to authenticated;
grant update (revoked_at) on public.workspace_api_keys to authenticated;

-- What a key's request may call and read; row-level security (the policies above) decides which
-- rows. The key reads and never writes, except the invitations and their e-mails a READ_WRITE key
-- sends.
grant execute on function private.authenticate_api_key(bytea) to workspace_api;
grant execute on function private.api_key_workspace() to workspace_api;
grant execute on function private.api_key_can_write() to workspace_api;
grant execute on function private.api_key_interview_ids() to workspace_api;
grant execute on function private.api_key_invitation_ids() to workspace_api;
grant execute on function private.api_key_review_ids() to workspace_api;
-- The invitation code the api and the public API share (40-invitations.sql), and the e-mail's
-- sender name, as the app's invitations write it and the outbox policy checks it.
grant execute on function private.invitation_link_tokens(uuid[]) to workspace_api;
grant execute on function private.invitation_link_token(uuid) to workspace_api;
grant execute on function private.invited_emails(uuid, text[]) to workspace_api;
grant execute on function private.invitation_mail_sender_name(uuid) to workspace_api;

grant select on public.interviews to workspace_api;
-- The workspace's name, logo and colour brand the invitation e-mail; nothing else of it is read.
grant select (id, name, logo_path, brand_color) on public.workspaces to workspace_api;
grant select on public.questions, public.question_options to workspace_api;
-- The invitation's columns an integration reads, and the ones the bulk invite writes and reads
-- back (the link's token goes into the e-mail). Not candidate_id: the candidate's account is theirs.
grant select (id, interview_id, first_name, last_name, email, status, unique_link_token, expires_at,
              created_at, updated_at, started_at, completed_at, reviewed_at, cancelled_at,
              candidate_number, bulk_key, language, knocked_out_at)
  on public.invitations to workspace_api;
grant insert (interview_id, first_name, last_name, email, expires_at, bulk_key, language)
  on public.invitations to workspace_api;
-- The invitation e-mail: written as the app's recruiters write it (to the invitee, under the
-- workspace's sender name); read back only for whether and when it was sent.
grant select (id, invitation_id, kind, status, created_at, sent_at) on public.mail_outbox to workspace_api;
grant insert (invitation_id, to_email, from_name, subject, html, text_body)
  on public.mail_outbox to workspace_api;
-- The reviews.
grant select on public.responses, public.scorecard_competencies, public.ratings, public.rating_submissions,
  public.candidate_decisions to workspace_api;
