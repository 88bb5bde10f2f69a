-- Types and tables of the product (spec §3-5, DESIGN §3).
-- Sections: deny by default → enums → tables → grants → row-level security switched on.
-- The policies, helpers, storage rules and triggers each live in their own migration after this one.

-- Section: deny by default ------------------------------------------------------------------------
-- Supabase grants everything postgres creates in public to the API roles. Here nothing is reachable
-- until a grant below says so, and functions are not executable until granted one by one.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;

create extension if not exists pgcrypto with schema extensions;

-- Section: enums ----------------------------------------------------------------------------------
create type public.app_role as enum ('ADMIN', 'RECRUITER', 'CANDIDATE');
create type public.interview_status as enum ('DRAFT', 'ACTIVE', 'CLOSED', 'ARCHIVED');
create type public.invitation_status as enum ('PENDING', 'STARTED', 'COMPLETED', 'REVIEWED', 'CANCELLED');
create type public.email_status as enum ('PENDING', 'SENT', 'FAILED');
create type public.response_format as enum ('VIDEO', 'AUDIO', 'TEXT');
create type public.admin_action as enum ('ROLE_CHANGE', 'DELETE_USER');

comment on type public.invitation_status is
  'PENDING → STARTED → COMPLETED → REVIEWED, or PENDING → CANCELLED (a cancelled link stops working).';

-- Section: profiles -------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null default '',
  first_name text not null default '' check (char_length(first_name) <= 100),
  last_name text not null default '' check (char_length(last_name) <= 100),
  full_name text generated always as (btrim(first_name || ' ' || last_name)) stored,
  avatar_url text check (char_length(avatar_url) <= 2048),
  company_name text not null default '' check (char_length(company_name) <= 200),
  role public.app_role not null default 'CANDIDATE',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'One row per auth user, created by a trigger on auth.users; holds the role.';
comment on column public.profiles.email is 'Copied from auth.users.email and kept in step by a trigger.';
comment on column public.profiles.full_name is 'First and last name joined; what lists and searches show.';
comment on column public.profiles.company_name is 'A recruiter''s company, shown on their invitations and e-mails.';
comment on column public.profiles.role is 'ADMIN, RECRUITER or CANDIDATE; only an admin changes it, and each change is logged.';
create index profiles_role_idx on public.profiles (role);

-- Section: interviews and questions ---------------------------------------------------------------
create table public.interviews (
  id uuid primary key default gen_random_uuid(),
  recruiter_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  title text not null check (btrim(title) <> '' and char_length(title) <= 200),
  description text check (char_length(description) <= 5000),
  welcome_video_url text check (welcome_video_url ~ '^https?://[^[:space:]]+$' and char_length(welcome_video_url) <= 2048),
  status public.interview_status not null default 'ACTIVE',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.interviews is 'An interview a recruiter builds from questions and invites candidates to.';
comment on column public.interviews.recruiter_id is 'The owning recruiter; deleting them deletes their interviews.';
comment on column public.interviews.status is 'New interviews are ACTIVE so invitations can go out at once; archiving is the only move the app offers.';
create index interviews_recruiter_id_created_at_idx on public.interviews (recruiter_id, created_at desc);

create table public.questions (
  id uuid primary key default gen_random_uuid(),
  interview_id uuid not null references public.interviews (id) on delete cascade,
  order_number integer not null check (order_number >= 1),
  text text not null check (btrim(text) <> '' and char_length(text) <= 2000),
  response_format public.response_format not null default 'VIDEO',
  time_limit_seconds integer not null default 120 check (time_limit_seconds between 30 and 600),
  created_at timestamptz not null default now(),
  unique (interview_id, order_number)
);
comment on table public.questions is 'The questions of an interview, answered in order_number order.';
comment on column public.questions.time_limit_seconds is 'Seconds a candidate has to answer: 30 to 600, 120 by default (spec §5, §9).';

-- Section: invitations ----------------------------------------------------------------------------
create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  interview_id uuid not null references public.interviews (id) on delete cascade,
  candidate_id uuid references public.profiles (id) on delete set null,
  first_name text not null check (btrim(first_name) <> '' and char_length(first_name) <= 100),
  last_name text not null check (btrim(last_name) <> '' and char_length(last_name) <= 100),
  email text not null check (
    char_length(email) <= 254
    and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
  ),
  status public.invitation_status not null default 'PENDING',
  -- 16 random bytes, base64url without padding: 128 bits in 22 URL-safe characters.
  unique_link_token text not null unique
    default translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_')
    check (unique_link_token ~ '^[A-Za-z0-9_-]{22}$'),
  email_status public.email_status not null default 'PENDING',
  email_error text check (char_length(email_error) <= 2000),
  expires_at timestamptz not null default now() + interval '14 days',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  started_at timestamptz,
  completed_at timestamptz,
  reviewed_at timestamptz,
  cancelled_at timestamptz,
  check (expires_at > created_at)
);
comment on table public.invitations is 'A candidate invited to an interview, reached by the unique link /take/{unique_link_token}.';
comment on column public.invitations.candidate_id is 'The account that took the invitation: bound at registration with the token or when the interview starts.';
comment on column public.invitations.unique_link_token is '128-bit random, URL-safe; the only thing a candidate needs to open the interview.';
comment on column public.invitations.expires_at is 'The link stops working after this; 14 days after the invitation by default.';
comment on column public.invitations.email_status is 'Whether the invitation e-mail went out: PENDING until the outbox worker sends it.';
create index invitations_interview_id_created_at_idx on public.invitations (interview_id, created_at desc);
create index invitations_candidate_id_idx on public.invitations (candidate_id);

-- Section: responses ------------------------------------------------------------------------------
create table public.responses (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  response_text text check (char_length(response_text) <= 20000),
  media_path text check (char_length(media_path) <= 1024),
  attempts smallint not null default 1 check (attempts between 1 and 3),
  transcription text check (char_length(transcription) <= 100000),
  ai_insights jsonb check (
    ai_insights is null
    or (jsonb_typeof(ai_insights) = 'object'
        and jsonb_typeof(ai_insights -> 'score') = 'number'
        and (ai_insights ->> 'score')::numeric between 0 and 100)
  ),
  analyzed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (invitation_id, question_id),
  check (response_text is not null or media_path is not null)
);
comment on table public.responses is 'A candidate''s answer to one question: text, or a recording in the responses bucket.';
comment on column public.responses.candidate_id is 'The author; deleting the candidate deletes their answers.';
comment on column public.responses.media_path is 'Object name in the responses bucket, <invitation_id>/<question_id>/<file>.';
comment on column public.responses.attempts is 'Submitted takes of this answer: at most 3 (2 retakes).';
comment on column public.responses.ai_insights is 'The AI analysis (spec §3): score 0-100, summary, strengths, concerns, …';
create index responses_question_id_idx on public.responses (question_id);
create index responses_candidate_id_idx on public.responses (candidate_id);

-- Section: video resumes and their views ----------------------------------------------------------
create table public.video_resumes (
  id uuid primary key default gen_random_uuid(),
  candidate_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  title text not null default 'My Video Resume' check (btrim(title) <> '' and char_length(title) <= 200),
  description text not null default '' check (char_length(description) <= 5000),
  video_path text not null check (char_length(video_path) <= 1024),
  public_url text not null unique check (public_url ~ '^video-resume-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  is_active boolean not null default true,
  views_count integer not null default 0 check (views_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (video_path like candidate_id::text || '/_%')
);
comment on table public.video_resumes is 'A candidate''s recorded video resume, shared by a public link while active.';
comment on column public.video_resumes.video_path is 'Object name in the resumes bucket; always under the owner''s folder <candidate_id>/.';
comment on column public.video_resumes.public_url is 'The share identifier, video-resume-<uuid>, made by the client.';
create index video_resumes_candidate_id_idx on public.video_resumes (candidate_id, created_at desc);

create table public.resume_views (
  id uuid primary key default gen_random_uuid(),
  resume_id uuid not null references public.video_resumes (id) on delete cascade,
  viewer_id uuid references public.profiles (id) on delete set null,
  viewer_key text not null check (char_length(viewer_key) <= 200),
  user_agent text check (char_length(user_agent) <= 1000),
  referrer text check (char_length(referrer) <= 2048),
  location text check (char_length(location) <= 200),
  viewed_at timestamptz not null default now()
);
comment on table public.resume_views is 'One row per view of a video resume, for the owner''s analytics.';
comment on column public.resume_views.viewer_key is 'Who viewed, as the api function hashes it (account or client); counts unique viewers.';
create index resume_views_resume_id_viewed_at_idx on public.resume_views (resume_id, viewed_at desc);
create index resume_views_viewer_id_idx on public.resume_views (viewer_id);

-- Section: admin log and mail outbox --------------------------------------------------------------
create table public.admin_logs (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid default auth.uid() references public.profiles (id) on delete set null,
  action public.admin_action not null,
  target_user_id uuid,
  target_user_email text not null default '',
  previous_role public.app_role,
  new_role public.app_role,
  notes text check (char_length(notes) <= 2000),
  created_at timestamptz not null default now()
);
comment on table public.admin_logs is 'What administrators did; kept after the target user is deleted (hence no foreign key).';
comment on column public.admin_logs.admin_id is 'The acting admin; null for server-side changes such as the seed.';
create index admin_logs_created_at_idx on public.admin_logs (created_at desc);
create index admin_logs_admin_id_idx on public.admin_logs (admin_id);

create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  to_email text not null check (char_length(to_email) <= 254),
  subject text not null check (char_length(subject) <= 500),
  html text not null,
  text_body text not null,
  status public.email_status not null default 'PENDING',
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
comment on table public.mail_outbox is 'Invitation e-mails to send, written in the same transaction as the invitation so none is lost.';
comment on column public.mail_outbox.status is 'PENDING until the worker (service role) hands it to the mail provider.';
create index mail_outbox_invitation_id_idx on public.mail_outbox (invitation_id);
create index mail_outbox_pending_idx on public.mail_outbox (created_at) where status = 'PENDING';

-- Section: grants ---------------------------------------------------------------------------------
-- anon reaches no table. authenticated gets exactly the verbs and columns the product uses;
-- row-level security (next migrations) then decides which rows.
revoke all on all tables in schema public from anon, authenticated;

grant select on public.profiles to authenticated;
grant update (first_name, last_name, company_name, avatar_url, role) on public.profiles to authenticated;

grant select, delete on public.interviews to authenticated;
grant insert (title, description, welcome_video_url, status) on public.interviews to authenticated;
grant update (title, description, welcome_video_url, status) on public.interviews to authenticated;

grant select, delete on public.questions to authenticated;
grant insert (interview_id, order_number, text, response_format, time_limit_seconds) on public.questions to authenticated;
grant update (order_number, text, response_format, time_limit_seconds) on public.questions to authenticated;

grant select, delete on public.invitations to authenticated;
grant insert (interview_id, first_name, last_name, email, expires_at) on public.invitations to authenticated;
grant update (status, email_status, email_error) on public.invitations to authenticated;

grant select, delete on public.responses to authenticated;
grant update (transcription, ai_insights, analyzed_at) on public.responses to authenticated;

grant select, delete on public.video_resumes to authenticated;
grant insert (title, description, video_path, public_url, is_active) on public.video_resumes to authenticated;
grant update (title, description, is_active) on public.video_resumes to authenticated;

grant select on public.resume_views to authenticated;

grant select on public.admin_logs to authenticated;
grant insert (action, target_user_id, target_user_email, previous_role, new_role, notes) on public.admin_logs to authenticated;

grant select on public.mail_outbox to authenticated;
grant insert (invitation_id, to_email, subject, html, text_body) on public.mail_outbox to authenticated;

grant all on all tables in schema public to service_role;

-- Section: row-level security on -----------------------------------------------------------------
alter table public.profiles enable row level security;
alter table public.interviews enable row level security;
alter table public.questions enable row level security;
alter table public.invitations enable row level security;
alter table public.responses enable row level security;
alter table public.video_resumes enable row level security;
alter table public.resume_views enable row level security;
alter table public.admin_logs enable row level security;
alter table public.mail_outbox enable row level security;
