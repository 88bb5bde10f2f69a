// A known interview for the insights tests (issue #38), seeded as postgres with fixed times, so
// every figure can be worked out by hand (tests/api/insights.test.ts says how).
//
// Questions Q1 (rated on K1) and Q2 (rated on K2). Invitations, by hours after their creation:
//   p1 PENDING, never opened              c1-c5 COMPLETED: opened 1, started 2, completed 2.5, 3, 3.5, 4, 4.5
//   p2 PENDING, opened 1                   c1-c3 also REVIEWED 2 h after completing; c1, c2 decided 1 h
//   s1 STARTED: opened 2, started 3, Q1    after that; c4 decided 4 h after completing, unreviewed
//   s2 STARTED: opened 1, started 1.5      x1 CANCELLED
// Requests: p2 EXTENSION pending, s1 EXTENSION approved, s2 ACCOMMODATION declined.
// Ratings of c1-c5, submitted by the owner (R1) at 6 h, a recruiter (R2) at 7 h and a reviewer (R3) at 8 h:
//   K1: R1 4 3 5 2 4, R2 one below R1, R3 as R1.    K2: R1 2 3 4 3 5, R2 5 2 3 4 2, R3 3 4 2 5 3.
import type { Database } from './interview-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from './users.ts';
import { addMember, workspaceOf } from './workspace-fixtures.ts';
import { testStackConfig } from './test-stack.ts';

export interface KnownInterview {
  id: string;
  title: string;
  owner: TestUser;
  recruiter: TestUser;
  reviewer: TestUser;
  /** The reviewer's full name, as the team sees it. */
  reviewerName: string;
  questions: { q1: string; q2: string };
  competencies: { k1: string; k2: string };
}

const BASE = new Date('2026-03-02T09:00:00Z');
const at = (hours: number) => new Date(BASE.getTime() + hours * 3_600_000);

interface Journey {
  name: string;
  status: 'PENDING' | 'STARTED' | 'COMPLETED' | 'REVIEWED' | 'CANCELLED';
  opened?: number;
  started?: number;
  completed?: number;
  reviewed?: number;
  decided?: number;
  answered: ('q1' | 'q2')[];
}

const journeys: Journey[] = [
  { name: 'p1', status: 'PENDING', answered: [] },
  { name: 'p2', status: 'PENDING', opened: 1, answered: [] },
  { name: 's1', status: 'STARTED', opened: 2, started: 3, answered: ['q1'] },
  { name: 's2', status: 'STARTED', opened: 1, started: 1.5, answered: [] },
  ...[1, 2, 3, 4, 5].map((n): Journey => ({
    name: `c${n}`,
    status: n <= 3 ? 'REVIEWED' : 'COMPLETED',
    opened: 1,
    started: 2,
    completed: 2 + n / 2,
    reviewed: n <= 3 ? 4 + n / 2 : undefined,
    decided: n <= 2 ? 5 + n / 2 : n === 4 ? 8 : undefined,
    answered: ['q1', 'q2'],
  })),
  { name: 'x1', status: 'CANCELLED', answered: [] },
];

/** The three raters' scores of c1..c5, per competency. */
export const knownScores = {
  k1: { owner: [4, 3, 5, 2, 4], recruiter: [3, 2, 4, 1, 3], reviewer: [4, 3, 5, 2, 4] },
  k2: { owner: [2, 3, 4, 3, 5], recruiter: [5, 2, 3, 4, 2], reviewer: [3, 4, 2, 5, 3] },
} as const;

export async function seedKnownInterview(sql: Database): Promise<KnownInterview> {
  const config = testStackConfig();
  const reviewerLastName = uniqueName('Reviewer');
  const [owner, recruiter, reviewer, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER', firstName: 'Olga', lastName: uniqueName('Owner') }),
    createTestUser(config, { role: 'RECRUITER', firstName: 'Rafa', lastName: uniqueName('Recruiter') }),
    createTestUser(config, { firstName: 'Vera', lastName: reviewerLastName }),
    createTestUser(config),
  ]);
  const workspaceId = await workspaceOf(sql, owner);
  await addMember(sql, workspaceId, recruiter, 'RECRUITER');
  await addMember(sql, workspaceId, reviewer, 'REVIEWER');
  const title = uniqueName('Insights');

  return sql.begin(async (tx) => {
    const [interview] = await tx<{ id: string }[]>`
      insert into public.interviews (workspace_id, recruiter_id, title)
      values (${workspaceId}, ${owner.id}, ${title}) returning id`;
    if (!interview) throw new Error('The interview insert returned no row');
    const [q1, q2] = await tx<{ id: string }[]>`
      insert into public.questions (interview_id, order_number, text, response_format)
      values (${interview.id}, 1, 'Tell us about a hard customer', 'TEXT'),
             (${interview.id}, 2, 'Walk us through a plan', 'TEXT')
      returning id`;
    const [k1, k2] = await tx<{ id: string }[]>`
      insert into public.scorecard_competencies (interview_id, position, name, anchors)
      values (${interview.id}, 1, 'Customer focus', ${['1', '2', '3', '4', '5']}),
             (${interview.id}, 2, 'Planning', ${['1', '2', '3', '4', '5']})
      returning id`;
    if (!q1 || !q2 || !k1 || !k2) throw new Error('The question or competency inserts returned no row');
    await tx`insert into public.question_competencies (question_id, competency_id)
             values (${q1.id}, ${k1.id}), (${q2.id}, ${k2.id})`;
    const questionIds = { q1: q1.id, q2: q2.id };

    const invitations = new Map<string, string>();
    for (const journey of journeys) {
      const stamp = (hours: number | undefined) => (hours === undefined ? null : at(hours));
      const [row] = await tx<{ id: string }[]>`
        insert into public.invitations (interview_id, candidate_id, first_name, last_name, email, status,
                                        expires_at, created_at, opened_at, started_at, completed_at,
                                        reviewed_at, cancelled_at)
        values (${interview.id}, ${journey.started === undefined ? null : candidate.id}, 'Casey',
                ${journey.name}, ${`${uniqueName(journey.name)}@test.example.com`}, ${journey.status},
                '2030-01-01', ${BASE}, ${stamp(journey.opened)}, ${stamp(journey.started)},
                ${stamp(journey.completed)}, ${stamp(journey.reviewed)},
                ${journey.status === 'CANCELLED' ? at(24) : null})
        returning id`;
      if (!row) throw new Error('The invitation insert returned no row');
      invitations.set(journey.name, row.id);
      for (const question of journey.answered) {
        await tx`insert into public.responses (invitation_id, question_id, candidate_id, response_text)
                 values (${row.id}, ${questionIds[question]}, ${candidate.id}, 'An answer')`;
      }
      if (journey.decided !== undefined) {
        await tx`insert into public.candidate_decisions (invitation_id, decision, reason, decided_by, decided_at)
                 values (${row.id}, 'ADVANCE', 'Strong answers', ${owner.id}, ${at(journey.decided)})`;
      }
    }
    const invitation = (name: string) => invitations.get(name) ?? '';
    await tx`
      insert into public.candidate_requests (invitation_id, kind, reason, status, decided_by, decided_at)
      values (${invitation('p2')}, 'EXTENSION', 'Travelling this week', 'PENDING', null, null),
             (${invitation('s1')}, 'EXTENSION', 'Ill for two days', 'APPROVED', ${owner.id}, ${at(30)}),
             (${invitation('s2')}, 'ACCOMMODATION', 'Screen reader', 'DECLINED', ${owner.id}, ${at(30)})`;

    const raters = { owner, recruiter, reviewer } as const;
    const competencies = { k1: k1.id, k2: k2.id } as const;
    for (const [competency, byRater] of Object.entries(knownScores) as [
      keyof typeof knownScores,
      (typeof knownScores)[keyof typeof knownScores],
    ][]) {
      for (const [rater, scores] of Object.entries(byRater) as [keyof typeof raters, readonly number[]][]) {
        for (const [index, score] of scores.entries()) {
          const invitationId = invitation(`c${index + 1}`);
          await tx`
            insert into public.ratings (invitation_id, response_id, competency_id, rater_id, score)
            select ${invitationId}, r.id, ${competencies[competency]}, ${raters[rater].id}, ${score}
            from public.responses r
            where r.invitation_id = ${invitationId} and r.question_id = ${competency === 'k1' ? q1.id : q2.id}`;
        }
      }
    }
    // Submitted at 6 h (owner), 7 h (recruiter) and 8 h (reviewer) after the invitations were made.
    await tx`
      insert into public.rating_submissions (invitation_id, rater_id, submitted_at)
      select i.id, u.id, ${BASE}::timestamptz + u.hours * interval '1 hour'
      from public.invitations i,
           unnest(${[owner.id, recruiter.id, reviewer.id]}::uuid[], array[6, 7, 8]) as u(id, hours)
      where i.interview_id = ${interview.id} and i.completed_at is not null`;

    return {
      id: interview.id,
      title,
      owner,
      recruiter,
      reviewer,
      reviewerName: `Vera ${reviewerLastName}`,
      questions: questionIds,
      competencies,
    };
  });
}
