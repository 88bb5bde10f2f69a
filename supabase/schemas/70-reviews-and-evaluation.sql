-- Reviewing and evaluating a candidate. Scorecards: an interview's competencies, each with what it
-- means and an anchored 1-5 scale, and the competencies each question evaluates. Independent
-- ratings: every member who reviews a completed interview rates each answer on its question's
-- competencies (1-5, with a note) and then submits; until they have submitted for a candidate, a
-- member sees only their own ratings of that candidate, after, everyone else's submitted ones (the
-- database enforces it, so no route can leak an opinion early); every version is kept. Decisions
-- (by a person who manages the interview, never by the AI) and a comment thread. Blind review
-- ("Candidate N" until the member has submitted). Read-only shared links for someone outside the
-- workspace, every opening logged. One feedback note to the candidate after a decision.

-- Types -------------------------------------------------------------------------------------------
-- Decisions and comments on a candidate (issue #18). A decision (advance, hold or reject, with a
-- reason) is made by a person who manages the interview (OWNER, RECRUITER), never by the AI; every
-- decision is kept, the newest is the candidate's. Comments are a thread every member who sees the
-- candidate reads and writes.
create type public.candidate_decision as enum ('ADVANCE', 'HOLD', 'REJECT');

-- The rule of scorecard_competencies.anchors: five sentences, none blank, none over 300
-- characters (a check constraint cannot hold a subquery).
create function private.anchors_are_valid(p_anchors text[])
returns boolean
language sql immutable set search_path = ''
as $$
  select cardinality(p_anchors) = 5
    and array_position(p_anchors, null) is null
    and coalesce((select bool_and(char_length(btrim(a)) between 1 and 300) from unnest(p_anchors) a), false)
$$;

-- Tables ------------------------------------------------------------------------------------------
create table public.scorecard_competencies (
  id uuid primary key default gen_random_uuid(),
  interview_id uuid not null references public.interviews (id) on delete cascade,
  position integer not null check (position between 1 and 20),
  name text not null check (char_length(btrim(name)) between 1 and 100 and name = btrim(name)),
  description text not null default '' check (char_length(description) <= 1000),
  anchors text[] not null check (private.anchors_are_valid(anchors)),
  created_at timestamptz not null default now(),
  constraint scorecard_competencies_position_key unique (interview_id, position) deferrable initially deferred
);
comment on table public.scorecard_competencies is 'A competency of an interview''s scorecard, rated 1-5 on its anchored scale.';
comment on column public.scorecard_competencies.anchors is 'What a 1, 2, 3, 4 and 5 mean: one sentence per level, in order.';
alter table public.scorecard_competencies enable row level security;

create table public.question_competencies (
  question_id uuid not null references public.questions (id) on delete cascade,
  competency_id uuid not null references public.scorecard_competencies (id) on delete cascade,
  primary key (question_id, competency_id)
);
comment on table public.question_competencies is 'Which competencies a question evaluates; each answer to it is rated on them.';
alter table public.question_competencies enable row level security;

-- Independent ratings: every member who reviews a completed interview rates each answer
-- on the competencies its question evaluates (1-5, with a note) and then submits. Until they have
-- submitted for a candidate, a member sees only their own ratings of that candidate; after, they
-- see the submitted ratings of everyone else. The database enforces it (ratings_select), so no
-- route can leak an opinion early. Ratings can be edited after submitting; every version is kept
-- in rating_history.
create table public.ratings (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  response_id uuid not null references public.responses (id) on delete cascade,
  competency_id uuid not null references public.scorecard_competencies (id) on delete cascade,
  rater_id uuid not null references public.profiles (id) on delete cascade,
  score smallint not null check (score between 1 and 5),
  note text not null default '' check (char_length(note) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ratings_one_per_rater unique (response_id, competency_id, rater_id)
);
comment on table public.ratings is 'One member''s 1-5 rating of one answer on one competency, with a note.';
alter table public.ratings enable row level security;

create table public.rating_submissions (
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  rater_id uuid not null references public.profiles (id) on delete cascade,
  submitted_at timestamptz not null default now(),
  primary key (invitation_id, rater_id)
);
comment on table public.rating_submissions is
  'A member has submitted their ratings of a candidate: from then on they see the others'' submitted ratings (and, in a blind interview, who the candidate is).';
alter table public.rating_submissions enable row level security;

create table public.rating_history (
  id bigint generated always as identity primary key,
  rating_id uuid not null references public.ratings (id) on delete cascade,
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  rater_id uuid not null references public.profiles (id) on delete cascade,
  score smallint not null,
  note text not null,
  recorded_at timestamptz not null default now()
);
comment on table public.rating_history is 'Every version of every rating, oldest first, written by a trigger.';
alter table public.rating_history enable row level security;

create table public.candidate_decisions (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  decision public.candidate_decision not null,
  reason text not null check (char_length(btrim(reason)) between 1 and 2000),
  decided_by uuid references public.profiles (id) on delete set null default auth.uid(),
  decided_at timestamptz not null default now()
);
comment on table public.candidate_decisions is 'Every decision about a candidate, with who and when; the newest is the current one.';
comment on column public.candidate_decisions.decided_by is 'Who decided; null once their account is deleted.';
alter table public.candidate_decisions enable row level security;

create table public.candidate_comments (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null default auth.uid(),
  body text not null check (char_length(btrim(body)) between 1 and 4000),
  created_at timestamptz not null default now()
);
comment on table public.candidate_comments is 'The workspace''s thread about one candidate.';
comment on column public.candidate_comments.author_id is 'Who wrote it; null once their account is deleted.';
alter table public.candidate_comments enable row level security;

-- Sharing one candidate's answers with a hiring manager outside the workspace: a
-- read-only link /shared/{token} that expires (1 to 30 days) and can be revoked; every opening is
-- logged. The page is read without an account, through public.open_review_share (a security
-- definer function that checks the token, logs the opening and answers only that candidate).
create table public.review_shares (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  token text not null unique
    default translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_')
    check (token ~ '^[A-Za-z0-9_-]{22}$'),
  created_by uuid references public.profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  constraint review_shares_lifetime check (
    expires_at >= created_at + interval '1 day' - interval '1 minute'
    and expires_at <= created_at + interval '30 days' + interval '1 minute'
  )
);
comment on table public.review_shares is 'A read-only link to one candidate''s answers and transcripts for someone outside the workspace.';
comment on column public.review_shares.token is '128-bit random, URL-safe; the link''s secret.';
alter table public.review_shares enable row level security;

create table public.review_share_openings (
  id bigint generated always as identity primary key,
  share_id uuid not null references public.review_shares (id) on delete cascade,
  opened_at timestamptz not null default now(),
  user_agent text check (char_length(user_agent) <= 500)
);
comment on table public.review_share_openings is 'Every time a shared link was opened.';
alter table public.review_share_openings enable row level security;

-- Feedback to the candidate: after a decision, a manager of the interview may send the candidate
-- one short note, drafted from the ratings' notes if they like and always written and approved by
-- a person. The candidate reads it in the portal and gets it by e-mail (send_feedback, queued in
-- the same transaction; the worker renders and sends it once).
create table public.candidate_feedback (
  invitation_id uuid primary key references public.invitations (id) on delete cascade,
  body text not null constraint candidate_feedback_body_check check (char_length(btrim(body)) between 1 and 2000),
  sent_by uuid default auth.uid() references public.profiles (id) on delete set null,
  sent_at timestamptz not null default now(),
  outbox_id uuid references public.mail_outbox (id) on delete set null
);
comment on table public.candidate_feedback is
  'The one feedback note a candidate gets after a decision, written by a person (issue #20).';
alter table public.candidate_feedback enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create unique index scorecard_competencies_name_key on public.scorecard_competencies (interview_id, lower(name));

create index question_competencies_competency_idx on public.question_competencies (competency_id);

create index ratings_invitation_rater_idx on public.ratings (invitation_id, rater_id);

create index ratings_rater_idx on public.ratings (rater_id);

create index ratings_competency_idx on public.ratings (competency_id);

create index rating_submissions_rater_idx on public.rating_submissions (rater_id);

create index rating_history_rating_idx on public.rating_history (rating_id, recorded_at);

create index rating_history_invitation_rater_idx on public.rating_history (invitation_id, rater_id);

create index candidate_decisions_invitation_idx on public.candidate_decisions (invitation_id, decided_at desc);

create index candidate_decisions_decided_by_idx on public.candidate_decisions (decided_by);

create index candidate_comments_invitation_idx on public.candidate_comments (invitation_id, created_at);

create index candidate_comments_author_idx on public.candidate_comments (author_id);

create index review_shares_invitation_idx on public.review_shares (invitation_id, created_at desc);

create index review_shares_created_by_idx on public.review_shares (created_by);

create index review_share_openings_share_idx on public.review_share_openings (share_id, opened_at desc);

create index candidate_feedback_sent_by_idx on public.candidate_feedback (sent_by);

create index candidate_feedback_outbox_id_idx on public.candidate_feedback (outbox_id);

-- Private helpers ---------------------------------------------------------------------------------
create function private.visible_competency_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select c.id from public.scorecard_competencies c
    where c.interview_id in (select private.visible_interview_ids());
end
$$;
comment on function private.visible_competency_ids() is 'Competencies of interviews of the caller''s workspaces.';

create function private.managed_competency_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select c.id from public.scorecard_competencies c
    where c.interview_id in (select private.own_interview_ids());
end
$$;
comment on function private.managed_competency_ids() is 'Competencies of interviews the caller manages (OWNER, RECRUITER).';

-- The COMPLETED and REVIEWED ones of reviewable_invitation_ids() (every invitation of a workspace the
-- caller manages, the finished ones of the others): the finished invitations of all the caller's
-- workspaces, whatever their role, read in one join. Listing the reviewable ones first and looking
-- each up again took 4 to 7 ms a call for the bench's 2,000 invitations, against 0.6 to 1 ms; the
-- insights read it three times (issue #39). pgTAP holds the two to the same answers per persona.
create function private.ratable_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id
    from public.workspace_members m
    join public.interviews i on i.workspace_id = m.workspace_id
    join public.invitations inv on inv.interview_id = i.id
    where m.user_id = (select auth.uid()) and inv.status in ('COMPLETED', 'REVIEWED');
end
$$;
comment on function private.ratable_invitation_ids() is
  'Completed (or reviewed) invitations of the caller''s workspaces: the candidates they may rate, comment on and see decisions of.';

-- own_invitation_ids() narrowed to the finished ones, in one join as ratable_invitation_ids().
create function private.decidable_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id
    from public.workspace_members m
    join public.interviews i on i.workspace_id = m.workspace_id
    join public.invitations inv on inv.interview_id = i.id
    where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER')
      and inv.status in ('COMPLETED', 'REVIEWED');
end
$$;
comment on function private.decidable_invitation_ids() is
  'Completed (or reviewed) invitations of interviews the caller manages (OWNER, RECRUITER): the candidates they may decide about.';

-- Who the candidates of a page of invitations are, for the caller, in one call (issue #39): whether
-- the caller manages the interview (OWNER/RECRUITER of its workspace), and the rules of
-- candidate_identity_visible() (`visible`) and of invitation_identity() (the name and e-mail),
-- which a list would otherwise call seven times a row. Called per row, either is cheaper than this
-- set function called for one id, so they keep their own bodies, and pgTAP
-- (invitations-identity.sql) holds the three to the same answers for every persona.
-- PL/pgSQL keeps its plan for the session; a generic one, as the ids change at every call.
create function private.candidate_identities(p_invitation_ids uuid[])
returns table (invitation_id uuid, manages boolean, visible boolean, first_name text, last_name text, email text)
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_generic_plan
rows 50
as $$
#variable_conflict use_column
begin
  return query
  select inv.id, coalesce(m.role in ('OWNER', 'RECRUITER'), false), v.visible,
         case when a.allowed then inv.first_name end,
         case when a.allowed then inv.last_name end,
         case when a.allowed then inv.email end
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  left join public.workspace_members m on m.workspace_id = i.workspace_id and m.user_id = (select auth.uid())
  cross join lateral (
    select not i.anonymous_review
           or exists (select 1 from public.rating_submissions s
                      where s.invitation_id = inv.id and s.rater_id = (select auth.uid())) as visible
    offset 0
  ) v
  cross join lateral (
    select coalesce(m.role in ('OWNER', 'RECRUITER')
                    or (m.role is not null and inv.status in ('COMPLETED', 'REVIEWED') and v.visible)
                    or inv.candidate_id = (select auth.uid())
                    or (select private.is_admin())
                    or (inv.candidate_id is null and lower(inv.email) = (select private.confirmed_email())),
                    false) as allowed
  ) a
  where inv.id = any (p_invitation_ids);
end;
$$;
comment on function private.candidate_identities(uuid[]) is
  'For each invitation given: whether the caller manages its interview, whether they may see who its candidate is in a review (not blind, or ratings submitted), and its first_name, last_name and email for those they belong to (managers, admins, the candidate, a reviewer who may see who it is); nulls for anyone else.';

-- Whether the caller may see who the candidate of an invitation is in a review payload: the
-- interview is not blind, or the caller has submitted their ratings of the candidate.
create function private.candidate_identity_visible(p_invitation_id uuid)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select not i.anonymous_review
    or exists (
      select 1 from public.rating_submissions s
      where s.invitation_id = p_invitation_id and s.rater_id = (select auth.uid())
    )
  from public.invitations inv join public.interviews i on i.id = inv.interview_id
  where inv.id = p_invitation_id
$$;
comment on function private.candidate_identity_visible(uuid) is
  'True unless the invitation''s interview is blind and the caller has not yet submitted ratings of the candidate.';

create function private.managed_share_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select s.id from public.review_shares s where s.invitation_id in (select private.decidable_invitation_ids());
end
$$;
comment on function private.managed_share_ids() is 'Shared links of candidates the caller manages.';

-- Another's rating is seen once both have submitted for a COMPLETED or REVIEWED candidate of a
-- workspace the caller still belongs to. Asked about one rating at a time: a set of every
-- submission of every candidate the caller has submitted for would cost 4,000 rows for a reviewer
-- of 2,000 candidates, on every read of one candidate's ratings.
create function private.rating_is_revealed(p_invitation_id uuid, p_rater_id uuid)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from public.rating_submissions mine
    join public.rating_submissions theirs on theirs.invitation_id = mine.invitation_id and theirs.rater_id = p_rater_id
    join public.invitations inv on inv.id = mine.invitation_id
    join public.interviews i on i.id = inv.interview_id
    join public.workspace_members m on m.workspace_id = i.workspace_id and m.user_id = mine.rater_id
    where mine.invitation_id = p_invitation_id and mine.rater_id = (select auth.uid())
      and inv.status in ('COMPLETED', 'REVIEWED')
  )
$$;
comment on function private.rating_is_revealed(uuid, uuid) is
  'Whether the caller sees a rater''s ratings of a candidate: both have submitted for it, and the caller may still rate it.';

-- Whether someone has decided about the candidate: feedback comes after a decision.
create function private.has_decision(p_invitation uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select from public.candidate_decisions d where d.invitation_id = p_invitation)
$$;

-- Policies ----------------------------------------------------------------------------------------
-- SELECT: members of the interview's workspace; admins.
create policy scorecard_competencies_select on public.scorecard_competencies
  for select to authenticated
  using ((select private.is_admin()) or interview_id in (select private.visible_interview_ids()));

-- INSERT, UPDATE, DELETE: those who manage the interview; admins.
create policy scorecard_competencies_insert on public.scorecard_competencies
  for insert to authenticated
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

create policy scorecard_competencies_update on public.scorecard_competencies
  for update to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()))
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

create policy scorecard_competencies_delete on public.scorecard_competencies
  for delete to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

create policy question_competencies_select on public.question_competencies
  for select to authenticated
  using ((select private.is_admin()) or competency_id in (select private.visible_competency_ids()));

create policy question_competencies_insert on public.question_competencies
  for insert to authenticated
  with check ((select private.is_admin()) or competency_id in (select private.managed_competency_ids()));

create policy question_competencies_delete on public.question_competencies
  for delete to authenticated
  using ((select private.is_admin()) or competency_id in (select private.managed_competency_ids()));

-- SELECT(ratings): one's own; others' submitted ratings once one has submitted for that candidate;
-- admins all. rating_is_revealed() is asked about the row at hand (two primary-key lookups), and
-- only for others' ratings: one's own pass on rater_id first.
create policy ratings_select on public.ratings
  for select to authenticated
  using (
    rater_id = (select auth.uid())
    or (select private.is_admin())
    or private.rating_is_revealed(invitation_id, rater_id)
  );

-- INSERT, UPDATE(ratings): one's own, of a candidate one may rate. No DELETE but an admin's: a
-- rating is edited, never taken back unseen.
create policy ratings_insert on public.ratings
  for insert to authenticated
  with check (rater_id = (select auth.uid()) and invitation_id in (select private.ratable_invitation_ids()));

create policy ratings_update on public.ratings
  for update to authenticated
  using (rater_id = (select auth.uid()) and invitation_id in (select private.ratable_invitation_ids()))
  with check (rater_id = (select auth.uid()) and invitation_id in (select private.ratable_invitation_ids()));

create policy ratings_delete on public.ratings
  for delete to authenticated
  using ((select private.is_admin()));

-- SELECT(rating_submissions): who has submitted for a candidate is seen by everyone who may rate it
-- (it shows no opinion); INSERT one's own; no UPDATE; DELETE by admins.
create policy rating_submissions_select on public.rating_submissions
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.ratable_invitation_ids()));

create policy rating_submissions_insert on public.rating_submissions
  for insert to authenticated
  with check (rater_id = (select auth.uid()) and invitation_id in (select private.ratable_invitation_ids()));

create policy rating_submissions_delete on public.rating_submissions
  for delete to authenticated
  using ((select private.is_admin()));

-- SELECT(rating_history): as the ratings it records.
create policy rating_history_select on public.rating_history
  for select to authenticated
  using (
    rater_id = (select auth.uid())
    or (select private.is_admin())
    or private.rating_is_revealed(invitation_id, rater_id)
  );

-- SELECT(candidate_decisions): members who see the candidate; admins.
create policy candidate_decisions_select on public.candidate_decisions
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.ratable_invitation_ids()));

-- INSERT: OWNERs and RECRUITERs of the interview, in their own name; admins. No UPDATE: a new
-- decision is a new row. DELETE: admins.
create policy candidate_decisions_insert on public.candidate_decisions
  for insert to authenticated
  with check (
    decided_by = (select auth.uid())
    and ((select private.is_admin()) or invitation_id in (select private.decidable_invitation_ids()))
  );

create policy candidate_decisions_delete on public.candidate_decisions
  for delete to authenticated
  using ((select private.is_admin()));

-- SELECT(candidate_comments): members who see the candidate; admins. INSERT: the same, in their own
-- name. DELETE: the author, or an admin. No UPDATE.
create policy candidate_comments_select on public.candidate_comments
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.ratable_invitation_ids()));

create policy candidate_comments_insert on public.candidate_comments
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and ((select private.is_admin()) or invitation_id in (select private.ratable_invitation_ids()))
  );

create policy candidate_comments_delete on public.candidate_comments
  for delete to authenticated
  using ((select private.is_admin()) or author_id = (select auth.uid()));

-- SELECT, INSERT, UPDATE (revoke) of shares: those who manage the candidate's interview (OWNER,
-- RECRUITER) in their own name; admins. No DELETE but an admin's: the log stays.
create policy review_shares_select on public.review_shares
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.decidable_invitation_ids()));

create policy review_shares_insert on public.review_shares
  for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and ((select private.is_admin()) or invitation_id in (select private.decidable_invitation_ids()))
  );

create policy review_shares_update on public.review_shares
  for update to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.decidable_invitation_ids()))
  with check ((select private.is_admin()) or invitation_id in (select private.decidable_invitation_ids()));

create policy review_shares_delete on public.review_shares
  for delete to authenticated
  using ((select private.is_admin()));

-- SELECT(review_share_openings): as the share; written only by open_review_share.
create policy review_share_openings_select on public.review_share_openings
  for select to authenticated
  using ((select private.is_admin()) or share_id in (select private.managed_share_ids()));

-- The team that may see the candidate reads it, and so does the candidate; those who may decide
-- write it once, in their own name, after a decision. Nobody changes it.
create policy candidate_feedback_select on public.candidate_feedback for select to authenticated
  using (
    (select private.is_admin())
    or invitation_id in (select private.ratable_invitation_ids())
    or invitation_id in (select private.invitee_invitation_ids())
  );

create policy candidate_feedback_insert on public.candidate_feedback for insert to authenticated
  with check (
    sent_by = (select auth.uid())
    and ((select private.is_admin()) or invitation_id in (select private.decidable_invitation_ids()))
    and private.has_decision(invitation_id)
  );

-- Functions ---------------------------------------------------------------------------------------
-- Opening a shared link: public.open_review_share checks the token, logs the opening
-- and answers exactly what the read-only page may show of that one candidate: the interview's
-- title and language (its transcripts', for the captions), the workspace's brand, the candidate
-- (by name, or only by number when the interview is blind: the outside viewer never submits
-- ratings, so identity stays hidden), and each answer's question, text, transcript and the names
-- of its playable renditions (in a blind interview only the speech track: no face). No ratings,
-- AI analysis, comments, decisions or other candidates.
-- An unknown, revoked or expired token answers null and logs nothing.
create function public.open_review_share(p_token text, p_user_agent text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_share public.review_shares;
begin
  select * into v_share from public.review_shares s
  where s.token = p_token and s.revoked_at is null and s.expires_at > now();
  if not found then
    return null;
  end if;
  insert into public.review_share_openings (share_id, user_agent)
  values (v_share.id, nullif(left(btrim(coalesce(p_user_agent, '')), 500), ''));
  return (
    select jsonb_build_object(
      'invitation_id', inv.id,
      'expires_at', v_share.expires_at,
      'anonymous_review', i.anonymous_review,
      'candidate_number', inv.candidate_number,
      'candidate_name', case when i.anonymous_review then null
                             else btrim(inv.first_name || ' ' || inv.last_name) end,
      'interview_title', i.title,
      'interview_language', i.language,
      'workspace', jsonb_build_object('name', w.name, 'logo_path', w.logo_path, 'brand_color', w.brand_color),
      'answers', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'order_number', q.order_number,
                 'question_text', q.text,
                 'response_format', q.response_format,
                 'response_text', r.response_text,
                 'transcription', r.transcription,
                 'transcript_segments', r.transcript_segments,
                 'recording_ready', m.status = 'READY',
                 'duration_seconds', m.duration_seconds,
                 'has_video', m.has_video and not i.anonymous_review,
                 'seekable_path', case when i.anonymous_review then null else m.seekable_path end,
                 'playback_path', case when i.anonymous_review then null else m.playback_path end,
                 'poster_path', case when i.anonymous_review then null else m.poster_path end,
                 'speech_path', case when i.anonymous_review then m.speech_path end,
                 -- A choice answer (issue #37): every option in order, the picked ones marked.
                 'knockout', r.knockout,
                 'choice', case when r.choice_option_ids is not null then jsonb_build_object(
                   'multiple', q.multiple_choice,
                   'options', coalesce((
                     select jsonb_agg(jsonb_build_object(
                              'label', o.label, 'knockout', o.knockout,
                              'picked', o.id = any (r.choice_option_ids)) order by o.position)
                     from public.question_options o where o.question_id = q.id), '[]'::jsonb)) end
               ) order by q.order_number)
        from public.responses r
        join public.questions q on q.id = r.question_id
        left join public.recording_media m on m.response_id = r.id
        where r.invitation_id = inv.id), '[]'::jsonb)
    )
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    join public.workspaces w on w.id = i.workspace_id
    where inv.id = v_share.invitation_id
  );
end;
$$;
comment on function public.open_review_share(text, text) is
  'A shared link opened: logs it and answers the read-only view of that one candidate; null for an unknown, revoked or expired token.';

-- Triggers ----------------------------------------------------------------------------------------
-- A question and a competency of different interviews cannot be linked.
create function private.check_question_competency()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if (select q.interview_id from public.questions q where q.id = new.question_id)
     is distinct from (select c.interview_id from public.scorecard_competencies c where c.id = new.competency_id) then
    raise exception 'A question can only be linked to a competency of its own interview'
      using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger question_competencies_same_interview
  before insert or update on public.question_competencies
  for each row execute function private.check_question_competency();

-- A rating names an answer of its invitation and a competency its question is linked to.
create function private.check_rating_target()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.responses r
    join public.question_competencies qc on qc.question_id = r.question_id
    where r.id = new.response_id and r.invitation_id = new.invitation_id and qc.competency_id = new.competency_id
  ) then
    raise exception 'This answer is not rated on that competency' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and (new.invitation_id, new.response_id, new.competency_id, new.rater_id)
       is distinct from (old.invitation_id, old.response_id, old.competency_id, old.rater_id) then
    raise exception 'Only the score and the note of a rating can change' using errcode = '23514';
  end if;
  new.updated_at := case when tg_op = 'INSERT' then new.created_at else now() end;
  return new;
end;
$$;
create trigger ratings_check_target
  before insert or update on public.ratings
  for each row execute function private.check_rating_target();

-- A submission needs a rating of every competency of every answer (none when there is no scorecard).
create function private.check_rating_submission()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if exists (
    select 1 from public.responses r
    join public.question_competencies qc on qc.question_id = r.question_id
    where r.invitation_id = new.invitation_id
      and not exists (
        select 1 from public.ratings ra
        where ra.response_id = r.id and ra.competency_id = qc.competency_id and ra.rater_id = new.rater_id
      )
  ) then
    raise exception 'Rate every competency of every answer before submitting' using errcode = '23514';
  end if;
  return new;
end;
$$;
-- After the insert: whether a submission is complete is checked once the row has passed the
-- caller's access rule, so someone who may not rate the candidate is refused as such and learns
-- nothing about its answers.
create trigger rating_submissions_complete
  after insert on public.rating_submissions
  for each row execute function private.check_rating_submission();

-- A competency that has ratings cannot be removed from a scorecard: the ratings would
-- go with it (ratings.competency_id cascades), and raters' submitted work would vanish from the
-- candidate's evaluation. Removing the whole interview still removes everything: the interview row
-- is gone by the time its cascade reaches the competencies.
create function private.refuse_rated_competency_delete()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select from public.interviews i where i.id = old.interview_id)
     and exists (select from public.ratings r where r.competency_id = old.id) then
    raise exception 'This competency has ratings and cannot be removed'
      using errcode = '55000';
  end if;
  return old;
end;
$$;
create trigger scorecard_competencies_keep_rated
  before delete on public.scorecard_competencies
  for each row execute function private.refuse_rated_competency_delete();

-- A competency stays in its interview: moving it to another interview the caller also manages
-- would leave its question links and ratings pointing across interviews.
create function private.keep_competency_interview()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.interview_id is distinct from old.interview_id then
    raise exception 'A competency cannot move to another interview' using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger scorecard_competencies_keep_interview
  before update on public.scorecard_competencies
  for each row execute function private.keep_competency_interview();

-- A revoked link stays revoked, revoked at the time it was: revoked_at is the only column a
-- manager may update, and setting it back to null (or to a later date) would reopen the link.
create function private.keep_share_revocation()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  if old.revoked_at is not null then
    new.revoked_at := old.revoked_at;
  elsif new.revoked_at is not null then
    new.revoked_at := now();
  end if;
  return new;
end;
$$;
create trigger review_shares_keep_revocation
  before update on public.review_shares
  for each row execute function private.keep_share_revocation();

create function private.queue_feedback_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('send_feedback', jsonb_build_object('invitation_id', new.invitation_id),
                              'feedback:' || new.invitation_id, 5);
  return null;
end
$$;
create trigger candidate_feedback_queue_email after insert on public.candidate_feedback
  for each row execute function private.queue_feedback_email();

-- Until its rater submits, a rating is a draft: the form saves a score when it is chosen and its
-- note when the field is left, and those steps are not edits anyone should see as "Edited". A draft
-- keeps one version, which follows it; from the submission on, every change is a new version, so
-- "Edited" (more than one version) means changed after submitting (issue #33, item 19).
create function private.record_rating_history()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.score, new.note) is not distinct from (old.score, old.note) then
    return null;
  end if;
  if tg_op = 'UPDATE' and not exists (
    select 1 from public.rating_submissions s
    where s.invitation_id = new.invitation_id and s.rater_id = new.rater_id
  ) then
    update public.rating_history
    set score = new.score, note = new.note, recorded_at = now()
    where rating_id = new.id;
    if found then
      return null;
    end if;
  end if;
  insert into public.rating_history (rating_id, invitation_id, rater_id, score, note)
  values (new.id, new.invitation_id, new.rater_id, new.score, new.note);
  return null;
end;
$$;
create trigger ratings_record_history
  after insert or update on public.ratings
  for each row execute function private.record_rating_history();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.scorecard_competencies to service_role;
grant select, insert, update, delete on public.scorecard_competencies to authenticated;

grant all on public.question_competencies to service_role;
grant select, insert, delete on public.question_competencies to authenticated;

-- Times and authors are the database's, not the caller's: a decision could otherwise be backdated
-- or dated in the future (the newest decision is the candidate's, so one dated 2099 would stay
-- current for ever), and a comment, rating or submission could claim any time. Callers insert only
-- the columns they choose; ids, times and (where it defaults) the author are set by the database.
grant all on public.ratings to service_role;
grant select, delete on public.ratings to authenticated;
grant insert (invitation_id, response_id, competency_id, rater_id, score, note)
  on public.ratings to authenticated;
grant update (score, note) on public.ratings to authenticated;

grant all on public.rating_submissions to service_role;
grant select, delete on public.rating_submissions to authenticated;
grant insert (invitation_id, rater_id) on public.rating_submissions to authenticated;

grant all on public.rating_history to service_role;
grant select on public.rating_history to authenticated;

grant all on public.candidate_decisions to service_role;
grant select, delete on public.candidate_decisions to authenticated;
grant insert (invitation_id, decision, reason, decided_by) on public.candidate_decisions to authenticated;

grant all on public.candidate_comments to service_role;
grant select, delete on public.candidate_comments to authenticated;
grant insert (invitation_id, author_id, body) on public.candidate_comments to authenticated;

grant all on public.review_shares to service_role;
grant select, delete on public.review_shares to authenticated;
grant insert (invitation_id, expires_at) on public.review_shares to authenticated;
grant update (revoked_at) on public.review_shares to authenticated;

grant all on public.review_share_openings to service_role;
grant select on public.review_share_openings to authenticated;

grant all on public.candidate_feedback to service_role;
grant select on public.candidate_feedback to authenticated;
grant insert (invitation_id, body) on public.candidate_feedback to authenticated;

grant execute on function public.open_review_share(text, text) to service_role, anon, authenticated;
grant execute on function private.visible_competency_ids() to service_role, authenticated;
grant execute on function private.managed_competency_ids() to service_role, authenticated;
grant execute on function private.ratable_invitation_ids() to service_role, authenticated;
grant execute on function private.decidable_invitation_ids() to service_role, authenticated;
grant execute on function private.managed_share_ids() to service_role, authenticated;
grant execute on function private.rating_is_revealed(uuid, uuid) to service_role, authenticated;
grant execute on function private.anchors_are_valid(text[]) to service_role, authenticated;
grant execute on function private.candidate_identities(uuid[]) to service_role, authenticated;
grant execute on function private.candidate_identity_visible(uuid) to service_role, authenticated;
grant execute on function private.has_decision(uuid) to authenticated;
