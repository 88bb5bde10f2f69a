import postgres from 'postgres';
import { totals, type BenchScale } from './scale.ts';

export interface SeededBench {
  /**
   * The member whose requests are measured: the OWNER of the shared workspace, which holds
   * 1/recruiters of the data, as every recruiter's own workspace does.
   */
  recruiterId: string;
  recruiterEmail: string;
  /** The shared workspace, whose insights are measured. */
  workspaceId: string;
}

const EMAIL_DOMAIN = 'bench.example.com';
const SHARED_WORKSPACE_SLUG = 'bench-shared-team';

/**
 * Seeds the large data set in one transaction, with set-based SQL: recruiters and candidates (auth
 * users with their profiles), a workspace per recruiter as the product makes them (recruiter 1's is
 * shared: recruiters 2 to 5 are its RECRUITERs and REVIEWERs besides their own), interviews with three questions (video, audio, text), invitations
 * in every status, and the answers of started, completed and reviewed invitations. Per interview
 * of 20 invitations: 2 PENDING, 2 STARTED (one answer each), 8 COMPLETED and 8 REVIEWED (three
 * answers each), so 50 answers; each REVIEWED one has its interview's OWNER's submitted scorecard
 * and decision, which the hiring insights read. Skipped when the database already holds this scale.
 * Triggers are off while seeding (`session_replication_role = replica`): the rows are consistent
 * by construction, and the profile, role-guard and status-transition triggers serve callers, not bulk loads;
 * so what a trigger would fill in (an interview's language, its workspace's) is written here.
 */
export async function seedLarge(
  url: string,
  scale: BenchScale,
  log: (line: string) => void,
): Promise<SeededBench> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const expected = totals(scale);
    const [existing] = await sql<{ interviews: number; shared: boolean; reviewed: boolean }[]>`
      select count(*)::int as interviews,
             exists (select from public.workspaces where slug = ${SHARED_WORKSPACE_SLUG}) as shared,
             exists (select from public.rating_submissions) as reviewed
      from public.interviews i
      join public.profiles p on p.id = i.recruiter_id where p.email like ${`%@${EMAIL_DOMAIN}`}`;
    if (existing?.interviews !== expected.interviews || !existing.shared || !existing.reviewed) {
      const started = performance.now();
      await sql.begin(async (tx) => {
        // An earlier scale goes first, with its cascades (which replica mode would skip).
        await tx`delete from auth.users where email like ${`%@${EMAIL_DOMAIN}`}`;
        await tx`set local session_replication_role = replica`;
        await insertPeople(tx, 'recruiter', scale.recruiters, 'RECRUITER');
        await insertPeople(tx, 'candidate', scale.candidates, 'CANDIDATE');
        await insertWorkspaces(tx);
        await insertInterviews(tx, scale);
        await insertInvitations(tx, scale);
        await insertResponses(tx);
        await insertReviews(tx);
      });
      // Vacuumed as well as analysed, as autovacuum leaves a live database: a freshly loaded table
      // has no visibility map, so its first reads set hint bits and index-only scans visit the heap.
      await sql`vacuum analyze`;
      log(`Seeded ${describe(expected)} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    } else {
      log(`The bench database already holds ${describe(expected)}.`);
    }
    const [recruiter] = await sql<{ id: string; email: string; workspace_id: string }[]>`
      select p.id, p.email, w.id as workspace_id
      from public.profiles p, public.workspaces w
      where p.email = ${`recruiter-1@${EMAIL_DOMAIN}`} and w.slug = ${SHARED_WORKSPACE_SLUG}`;
    if (!recruiter) throw new Error('The bench recruiter is missing after seeding');
    return {
      recruiterId: recruiter.id,
      recruiterEmail: recruiter.email,
      workspaceId: recruiter.workspace_id,
    };
  } finally {
    await sql.end();
  }
}

function describe(counts: ReturnType<typeof totals>): string {
  const format = (n: number) => n.toLocaleString('en-US');
  return `${format(counts.interviews)} interviews, ${format(counts.invitations)} invitations, ${format(counts.responses)} responses`;
}

async function insertPeople(tx: postgres.TransactionSql, kind: string, count: number, role: string) {
  await tx`
    with people as (
      select gen_random_uuid() as id, n, ${kind} || '-' || n || ${`@${EMAIL_DOMAIN}`} as email
      from generate_series(1, ${count}::int) n
    ), users as (
      insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data,
                              raw_user_meta_data, created_at, updated_at)
      select id, 'authenticated', 'authenticated', email, now(),
             '{"provider":"email","providers":["email"]}'::jsonb,
             jsonb_build_object('first_name', 'Bench', 'last_name', initcap(${kind}) || ' ' || n), now(), now()
      from people
      returning id
    )
    insert into public.profiles (id, email, first_name, last_name, company_name, role)
    select p.id, p.email, 'Bench', initcap(${kind}) || ' ' || p.n,
           case when ${role} = 'RECRUITER' then 'Bench Co ' || p.n else '' end, ${role}::public.app_role
    from people p join users u on u.id = p.id`;
}

/**
 * What the profile trigger (off while seeding) gives each recruiter: a workspace named after their
 * company, as its OWNER. Recruiter 1's is the team's: recruiters 2 to 5 join it too.
 */
async function insertWorkspaces(tx: postgres.TransactionSql) {
  await tx`
    with recruiters as (
      select id, company_name, substring(email from 'recruiter-([0-9]+)@')::int as n from public.profiles
      where role = 'RECRUITER' and email like ${`recruiter-%@${EMAIL_DOMAIN}`}
    ), workspaces as (
      insert into public.workspaces (name, slug, created_by)
      select case when n = 1 then 'Bench shared team' else company_name end,
             case when n = 1 then ${SHARED_WORKSPACE_SLUG} else 'bench-co-' || n end, id
      from recruiters
      returning id, created_by
    )
    insert into public.workspace_members (workspace_id, user_id, role)
    select id, created_by, 'OWNER' from workspaces`;
  await tx`
    insert into public.workspace_members (workspace_id, user_id, role)
    select w.id, p.id, case when substring(p.email from 'recruiter-([0-9]+)@')::int % 2 = 0
                            then 'RECRUITER' else 'REVIEWER' end::public.workspace_role
    from public.workspaces w, public.profiles p
    where w.slug = ${SHARED_WORKSPACE_SLUG}
      and p.email like ${`recruiter-%@${EMAIL_DOMAIN}`}
      and substring(p.email from 'recruiter-([0-9]+)@')::int between 2 and 5`;
}

async function insertInterviews(tx: postgres.TransactionSql, scale: BenchScale) {
  await tx`
    insert into public.interviews (workspace_id, recruiter_id, title, description, status, created_at, language)
    select m.workspace_id, p.id, 'Bench interview ' || k, 'A benchmark interview', 'ACTIVE',
           now() - make_interval(mins => k), w.language
    from public.profiles p
    join public.workspace_members m on m.user_id = p.id and m.role = 'OWNER'
    join public.workspaces w on w.id = m.workspace_id
    cross join generate_series(1, ${scale.interviewsPerRecruiter}::int) k
    where p.role = 'RECRUITER' and p.email like ${`recruiter-%@${EMAIL_DOMAIN}`}`;
  await tx`
    insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds)
    select i.id, f.n, 'Bench question ' || f.n, f.format::public.response_format, 120
    from public.interviews i
    join public.profiles p on p.id = i.recruiter_id and p.email like ${`%@${EMAIL_DOMAIN}`}
    cross join (values (1, 'VIDEO'), (2, 'AUDIO'), (3, 'TEXT')) as f (n, format)`;
}

async function insertInvitations(tx: postgres.TransactionSql, scale: BenchScale) {
  await tx`
    with candidates as (
      select id, row_number() over (order by email) - 1 as k from public.profiles
      where role = 'CANDIDATE' and email like ${`candidate-%@${EMAIL_DOMAIN}`}
    ), slots as (
      select i.id as interview_id, j,
             case when j % 10 = 0 then 'PENDING' when j % 10 = 1 then 'STARTED'
                  when j % 10 between 2 and 5 then 'COMPLETED' else 'REVIEWED' end as status,
             (row_number() over ()) % ${scale.candidates}::int as candidate_k,
             i.created_at + make_interval(mins => j) as created_at, i.language
      from public.interviews i
      join public.profiles p on p.id = i.recruiter_id and p.email like ${`%@${EMAIL_DOMAIN}`}
      cross join generate_series(1, ${scale.invitationsPerInterview}::int) j
    )
    insert into public.invitations (interview_id, candidate_id, first_name, last_name, email, status,
                                    created_at, expires_at, opened_at, started_at, completed_at, reviewed_at,
                                    candidate_number, language)
    select s.interview_id, case when s.status = 'PENDING' then null else c.id end,
           'Bench', 'Candidate ' || s.j, 'bench-invitee-' || s.j || '@example.com',
           s.status::public.invitation_status, s.created_at,
           -- The deadline trigger is off too: the default deadline, written out.
           s.created_at + interval '7 days',
           -- Half the PENDING candidates opened their link; the others opened it before starting.
           case when s.status <> 'PENDING' or s.j % 20 = 0 then s.created_at + interval '5 minutes' end,
           case when s.status <> 'PENDING' then s.created_at + interval '10 minutes' end,
           case when s.status in ('COMPLETED', 'REVIEWED') then s.created_at + interval '1 hour' end,
           case when s.status = 'REVIEWED' then s.created_at + interval '1 day' end,
           -- The numbering trigger is off while seeding: the slot's number is the candidate's.
           s.j,
           -- As is the one that gives an invitation its interview's language.
           s.language
    from slots s join candidates c on c.k = s.candidate_k`;
  // Each invitation's e-mail, sent, which the list reads its e-mail status from. Written settled,
  // so no send_mail job is queued.
  await tx`
    insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, status, attempts, created_at, sent_at)
    select inv.id, inv.email, 'Bench invitation', '', '', 'SENT', 1, inv.created_at, inv.created_at
    from public.invitations inv
    where inv.email like 'bench-invitee-%'
      and not exists (select 1 from public.mail_outbox o where o.invitation_id = inv.id)`;
}

async function insertResponses(tx: postgres.TransactionSql) {
  await tx`
    insert into public.responses (invitation_id, question_id, candidate_id, response_text, media_path, created_at)
    select inv.id, q.id, inv.candidate_id,
           case when q.response_format = 'TEXT' then 'A benchmark answer' end,
           case when q.response_format <> 'TEXT' then inv.id || '/' || q.id || '/1.webm' end,
           inv.started_at + make_interval(mins => q.order_number)
    from public.invitations inv
    join public.questions q on q.interview_id = inv.interview_id
    where inv.email like 'bench-invitee-%'
      and (inv.status in ('COMPLETED', 'REVIEWED') or (inv.status = 'STARTED' and q.order_number = 1))`;
}

/** A REVIEWED candidate's scorecard, submitted by the interview's OWNER, and their decision. */
async function insertReviews(tx: postgres.TransactionSql) {
  await tx`
    insert into public.rating_submissions (invitation_id, rater_id, submitted_at)
    select inv.id, i.recruiter_id, inv.completed_at + interval '6 hours'
    from public.invitations inv join public.interviews i on i.id = inv.interview_id
    where inv.email like 'bench-invitee-%' and inv.status = 'REVIEWED'`;
  await tx`
    insert into public.candidate_decisions (invitation_id, decision, reason, decided_by, decided_at)
    select inv.id, case when inv.candidate_number % 2 = 0 then 'ADVANCE' else 'REJECT' end::public.candidate_decision,
           'A benchmark decision', i.recruiter_id, inv.reviewed_at
    from public.invitations inv join public.interviews i on i.id = inv.interview_id
    where inv.email like 'bench-invitee-%' and inv.status = 'REVIEWED'`;
}
