// Everything a workspace can hold about one candidate's interview, for the tests of deleting it
// (issue #20 items 2 and 3): on top of a processed review (recordings and renditions in Storage,
// transcripts, analyses), a rating with its note and history, a submission, a reviewer's comment,
// a decision with its reason, the feedback note, a share link, the candidate's request and an
// e-mail, the notice's consent and a self-identification. Seeded as postgres; then the background jobs the seeding queued are let finish, so
// what a test snapshots stays still unless something deletes it.
import { NOTICE_VERSION } from '#contract/consent';
import { config, type Database } from './interview-fixtures.ts';
import { seedScorecard } from './scorecard-fixtures.ts';
import type { ProcessedReview } from './processed-review-fixtures.ts';

/** Adds ratings, notes, a decision, feedback, a share, a request and an e-mail to a processed review. */
export async function seedEverythingAbout(sql: Database, review: ProcessedReview): Promise<void> {
  const [answer] = await sql<{ question_id: string; interview_id: string }[]>`
    select r.question_id, inv.interview_id from public.responses r
    join public.invitations inv on inv.id = r.invitation_id where r.id = ${review.responses.video}`;
  if (!answer) throw new Error('The video answer is missing');
  const [competency] = await seedScorecard(sql, answer.interview_id, [{ questionIds: [answer.question_id] }]);
  if (!competency) throw new Error('No competency was seeded');
  const rater = review.recruiter.id;
  const invitation = review.invitationId;
  await sql.begin(async (tx) => {
    await tx`insert into public.ratings (invitation_id, response_id, competency_id, rater_id, score, note)
             values (${invitation}, ${review.responses.video}, ${competency.id}, ${rater}, 4, 'Clear about the launch')`;
    await tx`update public.ratings set note = 'Clear and measured' where invitation_id = ${invitation}`;
    await tx`insert into public.rating_submissions (invitation_id, rater_id) values (${invitation}, ${rater})`;
    await tx`insert into public.candidate_comments (invitation_id, author_id, body)
             values (${invitation}, ${rater}, 'Ask about the checkout numbers')`;
    await tx`insert into public.candidate_decisions (invitation_id, decision, reason, decided_by)
             values (${invitation}, 'ADVANCE', 'Strong ownership of the launch', ${rater})`;
    await tx`insert into public.candidate_feedback (invitation_id, body, sent_by)
             values (${invitation}, 'Thank you: we would like to meet you.', ${rater})`;
    await tx`insert into public.review_shares (invitation_id, created_by, expires_at)
             values (${invitation}, ${rater}, now() + interval '7 days')`;
    await tx`insert into public.candidate_requests (invitation_id, kind, reason)
             values (${invitation}, 'ACCOMMODATION', 'I need captions for the questions')`;
    await tx`insert into public.interview_consents (invitation_id, candidate_id, notice_version, retention_days, ai_analysis_allowed, locale)
             select inv.id, inv.candidate_id, ${NOTICE_VERSION}, 180, true, i.language
             from public.invitations inv join public.interviews i on i.id = inv.interview_id
             where inv.id = ${invitation}`;
    await tx`insert into private.candidate_self_identifications (invitation_id, sex, race_ethnicity)
             values (${invitation}, 'FEMALE', 'ASIAN')`;
    await tx`insert into public.mail_outbox (invitation_id, kind, to_email, subject, html, text_body, status, sent_at)
             select id, 'INVITATION', email, 'Your interview', '<p>Hello</p>', 'Hello', 'SENT', now()
             from public.invitations where id = ${invitation}`;
  });
  await settledJobs(sql, [invitation]);
}

/** Waits (at most 30 s) until no background job names these invitations, their answers or recordings. */
export async function settledJobs(sql: Database, invitationIds: readonly string[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const jobs = await sql<{ task_identifier: string }[]>`
      select t.identifier as task_identifier
      from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
      where exists (
        select from public.invitations inv
        left join public.responses r on r.invitation_id = inv.id
        left join public.recording_media m on m.response_id = r.id
        where inv.id = any(${invitationIds as string[]}::uuid[])
          and (j.payload::text like '%' || inv.id || '%'
               or j.payload::text like '%' || r.id || '%'
               or j.payload::text like '%' || m.id || '%'))`;
    if (jobs.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`Jobs still queued: ${jobs.map((job) => job.task_identifier).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What the Storage API answers to reading `bucket/name` with the secret key. */
export async function storageStatus(object: string): Promise<number> {
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/authenticated/${object}`, {
    headers: { apikey: config.secretKey, authorization: `Bearer ${config.secretKey}` },
  });
  await response.body?.cancel();
  return response.status;
}
