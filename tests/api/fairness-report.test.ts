// The fairness report through the api (issue #20 item 6, Done when): the candidate answers the
// voluntary self-identification for their own interview, changes and withdraws it; the owners of
// the interview's workspace (and admins) get the report matching the seeded counts, with small
// groups suppressed, once the interview has closed; its recruiters and reviewers are refused; no
// response a reviewer (or a recruiter) receives from any GET route holds a candidate's
// self-identification; and the differencing attack of issue #33 item 2 (change one decision,
// re-read, undo) learns nothing, because the report is taken once, at the first close.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fairnessReportMessages,
  fairnessReportSchema,
  selfIdentificationMessages,
  type FairnessReport,
  type RaceEthnicity,
  type Sex,
} from '#contract/fairness';
import { apiRoutes } from '../support/api-routes.ts';
import { memberGetTargets, type WalkTarget } from '../support/member-get-routes.ts';
import { callApi } from '../support/api.ts';
import { seedEvaluationWorld, type EvaluationWorld } from '../support/evaluation-fixtures.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInvitation,
  seedInterview,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { interviewOfInvitation } from '../support/scorecard-fixtures.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { workspaceOf } from '../support/workspace-fixtures.ts';

let sql: Database;
let world: EvaluationWorld;
let interviewId: string;
let workspaceId: string;
let admin: TestUser;
let otherOwner: TestUser;
let shareToken: string;

const selfIdPath = (invitationId: string) => `/candidates/invitations/${invitationId}/self-identification`;
const reportOf = (user: TestUser | undefined, id = interviewId) =>
  callApi(`/interviews/${id}/fairness-report`, user ? { token: user.accessToken } : {});

/**
 * `count` candidates who completed the interview and answered `sex` and `race`, of whom the first
 * `advanced` are currently advanced. Seeded as postgres: the api's own writer is the candidate.
 */
async function seedGroup(sex: Sex, race: RaceEthnicity, count: number, advanced: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const id = await seedInvitation(sql, interviewId, 'COMPLETED');
    await sql`insert into private.candidate_self_identifications (invitation_id, sex, race_ethnicity)
              values (${id}, ${sex}, ${race})`;
    if (n < advanced) {
      await sql`insert into public.candidate_decisions (invitation_id, decision, reason, decided_by)
                values (${id}, 'ADVANCE', 'Fairness seed', ${world.owner.id})`;
    }
    ids.push(id);
  }
  return ids;
}

beforeAll(async () => {
  sql = openDatabase();
  world = await seedEvaluationWorld(sql);
  interviewId = await interviewOfInvitation(sql, world.review.invitationId);
  workspaceId = await workspaceOf(sql, world.owner);
  [admin, otherOwner] = await Promise.all([
    createTestUser(config, { role: 'ADMIN' }),
    createTestUser(config, { role: 'RECRUITER' }),
  ]);
  // Female, White: 6 completed, 3 advanced.
  await seedGroup('FEMALE', 'WHITE', 6, 3);
  // Male, White: 8 completed, 2 advanced, and a third whose ADVANCE a newer REJECT replaced.
  const [, , replaced] = await seedGroup('MALE', 'WHITE', 8, 3);
  if (!replaced) throw new Error('The group was not seeded');
  await sql`insert into public.candidate_decisions (invitation_id, decision, reason, decided_by, decided_at)
            values (${replaced}, 'REJECT', 'Changed our mind', ${world.owner.id}, now() + interval '1 minute')`;
  // Female, Asian: 2 completed, both advanced: too few to report.
  await seedGroup('FEMALE', 'ASIAN', 2, 2);
  // Prefer not to say, both: 5 completed, 1 advanced.
  await seedGroup('PREFER_NOT_TO_SAY', 'PREFER_NOT_TO_SAY', 5, 1);
  // An open invitation with an answer is no applicant (yet).
  const open = await seedInvitation(sql, interviewId, 'PENDING');
  await sql`insert into private.candidate_self_identifications (invitation_id, sex, race_ethnicity)
            values (${open}, 'MALE', 'ASIAN')`;
  const [share] = await sql<{ token: string }[]>`
    insert into public.review_shares (invitation_id, created_by, expires_at)
    values (${world.review.invitationId}, ${world.owner.id}, now() + interval '7 days') returning token`;
  if (!share) throw new Error('The share insert returned no row');
  shareToken = share.token;
});
afterAll(async () => {
  await sql.end();
});

describe("the candidate's self-identification", () => {
  const candidate = () => world.review.candidate;

  it('is saved, changed, read back and withdrawn by the candidate, for their own interview only', async () => {
    expect(
      await expectJson(
        await callApi('/candidates/self-identification', { token: candidate().accessToken }),
        200,
      ),
    ).toEqual({
      answers: [],
    });
    const saved = await expectJson(
      await sendJson(
        'PUT',
        selfIdPath(world.review.invitationId),
        { sex: 'MALE', race_ethnicity: 'ASIAN' },
        candidate(),
      ),
      200,
    );
    expect(saved).toMatchObject({
      invitation_id: world.review.invitationId,
      sex: 'MALE',
      race_ethnicity: 'ASIAN',
    });
    const withdrawn = await expectJson(
      await callApi(selfIdPath(world.review.invitationId), {
        method: 'DELETE',
        token: candidate().accessToken,
      }),
      200,
    );
    expect(withdrawn).toEqual({ withdrawn: true });
    await expectJson(
      await sendJson(
        'PUT',
        selfIdPath(world.review.invitationId),
        { sex: 'FEMALE', race_ethnicity: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER' },
        candidate(),
      ),
      200,
    );
    const mine = (await expectJson(
      await callApi('/candidates/self-identification', { token: candidate().accessToken }),
      200,
    )) as { answers: { invitation_id: string; sex: string; race_ethnicity: string }[] };
    expect(mine.answers).toEqual([
      expect.objectContaining({
        invitation_id: world.review.invitationId,
        sex: 'FEMALE',
        race_ethnicity: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
      }),
    ]);
  });

  it('refuses an answer outside the categories, and changes nothing', async () => {
    const bad = await expectError(
      await sendJson(
        'PUT',
        selfIdPath(world.review.invitationId),
        { sex: 'OTHER', race_ethnicity: 'WHITE' },
        world.review.candidate,
      ),
      400,
    );
    expect(bad).toMatchObject({ fields: { sex: selfIdentificationMessages.sex } });
    const [row] = await sql<{ sex: string }[]>`
      select sex::text from private.candidate_self_identifications where invitation_id = ${world.review.invitationId}`;
    expect(row?.sex).toBe('FEMALE');
  });

  it("is nobody's to write or withdraw but the candidate's: the team gets 404", async () => {
    for (const user of [world.owner, world.recruiter, world.reviewer, admin]) {
      await expectError(
        await sendJson(
          'PUT',
          selfIdPath(world.review.invitationId),
          { sex: 'MALE', race_ethnicity: 'WHITE' },
          user,
        ),
        404,
      );
      await expectError(
        await callApi(selfIdPath(world.review.invitationId), { method: 'DELETE', token: user.accessToken }),
        404,
      );
    }
    const [row] = await sql<{ sex: string }[]>`
      select sex::text from private.candidate_self_identifications where invitation_id = ${world.review.invitationId}`;
    expect(row?.sex).toBe('FEMALE');
  });
});

const closeInterview = async (id: string) =>
  expectJson(await sendJson('POST', `/interviews/${id}/close`, {}, world.owner), 200);
const reopenInterview = async (id: string) =>
  expectJson(await sendJson('POST', `/interviews/${id}/reopen`, {}, world.owner), 200);
const decide = (invitationId: string, decision: 'ADVANCE' | 'HOLD') =>
  sendJson(
    'POST',
    `/reviews/${invitationId}/decision`,
    { decision, reason: 'Probing the report' },
    world.owner,
  );
const ownersReport = async (id: string) =>
  fairnessReportSchema.parse(await expectJson(await reportOf(world.owner, id), 200));

describe('the fairness report', () => {
  beforeAll(async () => {
    await closeInterview(interviewId);
  });

  const groupOf = (report: FairnessReport, category: string, key: string) =>
    report.categories.find((c) => c.key === category)?.groups.find((g) => g.key === key);
  const unknownOf = (report: FairnessReport, category: string) =>
    report.categories.find((c) => c.key === category)?.unknown;

  it('gives the owner the seeded counts, rates and ratios, small groups suppressed', async () => {
    const report = fairnessReportSchema.parse(await expectJson(await reportOf(world.owner), 200));
    expect(report.min_group_size).toBe(5);
    expect(report.threshold).toBe(0.8);
    // Female: 6 + 2 + the review's candidate = 9 completed, 3 + 2 + 0 = 5 advanced: 5 / 9.
    // Male: 8 completed, 2 advanced (the third's ADVANCE was replaced): 2 / 8 = 0.25;
    // ratio 0.25 / (5 / 9) = 0.45 < 0.8: flagged.
    expect(groupOf(report, 'sex', 'FEMALE')).toMatchObject({
      applicants: 9,
      selected: 5,
      impact_ratio: 1,
      flagged: false,
    });
    const male = groupOf(report, 'sex', 'MALE');
    expect(male).toMatchObject({ applicants: 8, selected: 2, selection_rate: 0.25, flagged: true });
    expect(male?.suppressed === false && male.impact_ratio).toBeCloseTo(0.45, 10);
    // Prefer not to say: 5 completed, 1 advanced, counted but never compared.
    expect(unknownOf(report, 'sex')).toMatchObject({
      applicants: 5,
      selected: 1,
      impact_ratio: null,
      flagged: false,
    });
    // White: 6 + 8 = 14, 3 + 2 = 5; Asian (2) and Native Hawaiian (1) too few; the open invitation no applicant.
    expect(groupOf(report, 'race_ethnicity', 'WHITE')).toMatchObject({
      applicants: 14,
      selected: 5,
      impact_ratio: 1,
    });
    expect(groupOf(report, 'race_ethnicity', 'ASIAN')).toEqual({
      key: 'ASIAN',
      label: 'Asian',
      suppressed: true,
    });
    expect(groupOf(report, 'race_ethnicity', 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER')).toMatchObject({
      suppressed: true,
    });
    // Female White 3 / 6 = 0.5; Male White 2 / 8 = 0.25: ratio 0.5, flagged.
    expect(groupOf(report, 'intersectional', 'FEMALE:WHITE')).toMatchObject({
      applicants: 6,
      selected: 3,
      impact_ratio: 1,
    });
    expect(groupOf(report, 'intersectional', 'MALE:WHITE')).toMatchObject({
      applicants: 8,
      selected: 2,
      impact_ratio: 0.5,
      flagged: true,
    });
    expect(unknownOf(report, 'intersectional')).toMatchObject({ applicants: 5, selected: 1 });
  });

  it('gives an admin the same report', async () => {
    const owners = await expectJson(await reportOf(world.owner), 200);
    expect(await expectJson(await reportOf(admin), 200)).toEqual(owners);
  });

  it('refuses the recruiter and the reviewer of the workspace, and hides the interview from others', async () => {
    for (const user of [world.recruiter, world.reviewer]) {
      const refused = await expectError(await reportOf(user), 403);
      expect(refused.error).toBe("Only the owners of the interview's workspace see its fairness report");
    }
    await expectError(await reportOf(otherOwner), 404);
    await expectError(await reportOf(world.review.candidate), 403);
    await expectError(await reportOf(undefined), 401);
  });

  it('is empty, not an error, for a closed interview nobody had completed', async () => {
    const fresh = await seedInterview(sql, world.owner);
    await closeInterview(fresh.id);
    const report = await ownersReport(fresh.id);
    expect(report.frozen_at).not.toBeNull();
    expect(report.categories.flatMap((c) => [...c.groups, c.unknown]).every((g) => g.suppressed)).toBe(true);
  });
});

describe('the differencing attack (issue #33 item 2)', () => {
  // Ten applicants, five Female and five Male, all White: every sex group is large enough to be
  // reported, so a rise in one group's "selected" would say which sex the probed candidate gave.
  let probed: string;
  let candidates: string[];

  beforeAll(async () => {
    probed = (await seedInterview(sql, world.owner)).id;
    candidates = [];
    for (const sex of [
      'FEMALE',
      'MALE',
      'FEMALE',
      'MALE',
      'FEMALE',
      'MALE',
      'FEMALE',
      'MALE',
      'FEMALE',
      'MALE',
    ]) {
      const id = await seedInvitation(sql, probed, 'COMPLETED');
      await sql`insert into private.candidate_self_identifications (invitation_id, sex, race_ethnicity)
                values (${id}, ${sex}, 'WHITE')`;
      candidates.push(id);
    }
  });

  it('learns nothing while the interview is open: there is no report to compare', async () => {
    const before = await ownersReport(probed);
    expect(before).toEqual({ frozen_at: null, min_group_size: 5, threshold: 0.8, categories: [] });
    for (const candidate of candidates) {
      await expectJson(await decide(candidate, 'ADVANCE'), 201);
      expect(await ownersReport(probed)).toEqual(before);
      await expectJson(await decide(candidate, 'HOLD'), 201);
    }
  });

  it('learns nothing once it has closed: the report is taken once and the decisions it counted are final', async () => {
    await expectJson(await decide(candidates[0] ?? '', 'ADVANCE'), 201);
    await closeInterview(probed);
    const taken = await ownersReport(probed);
    expect(taken.frozen_at).not.toBeNull();
    expect(taken.categories.find((c) => c.key === 'sex')?.groups).toEqual([
      expect.objectContaining({ key: 'MALE', applicants: 5, selected: 0 }),
      expect.objectContaining({ key: 'FEMALE', applicants: 5, selected: 1 }),
    ]);

    for (const candidate of candidates.slice(1)) {
      const refused = await expectError(await decide(candidate, 'ADVANCE'), 409);
      expect(refused.error).toBe(fairnessReportMessages.decisionFinal);
      expect(await ownersReport(probed)).toEqual(taken);
    }

    // Reopened: a late applicant completes, one answer is withdrawn, the counted decisions stay
    // final, and closing again leaves the report as it was taken.
    await reopenInterview(probed);
    await expectError(await decide(candidates[1] ?? '', 'ADVANCE'), 409);
    const late = await seedInvitation(sql, probed, 'COMPLETED');
    await sql`insert into private.candidate_self_identifications (invitation_id, sex, race_ethnicity)
              values (${late}, 'MALE', 'WHITE')`;
    await sql`delete from private.candidate_self_identifications where invitation_id = ${candidates[2] ?? ''}`;
    expect(await ownersReport(probed)).toEqual(taken);
    await expectJson(await decide(late, 'ADVANCE'), 201);
    await closeInterview(probed);
    expect(await ownersReport(probed)).toEqual(taken);
  });
});

describe('what the team receives', () => {
  // The review's candidate answered Female and Native Hawaiian or Other Pacific Islander.
  const secrets = [
    'self_identification',
    'self-identification',
    'race_ethnicity',
    'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
    'Native Hawaiian',
    'FEMALE',
  ];

  /** The URL each GET route is called at, or why it does not apply to a member of a workspace. */
  function targets(): Record<string, WalkTarget> {
    return memberGetTargets({
      workspaceId,
      interviewId,
      invitationId: world.review.invitationId,
      shareToken,
    });
  }

  it.each([
    ['REVIEWER', () => world.reviewer],
    ['RECRUITER', () => world.recruiter],
  ])('holds no self-identification in any GET response a %s receives', async (_role, member) => {
    const table = targets();
    const paths = apiRoutes()
      .filter((route) => route.method === 'GET')
      .map((route) => route.path);
    for (const path of paths) {
      const target = table[path];
      expect(target, `GET ${path} is neither called nor ruled out`).toBeDefined();
      if (typeof target !== 'string') continue;
      // The shared page is for someone without an account.
      const token = path === '/api/shared/:token' ? undefined : member().accessToken;
      const response = await callApi(target, token ? { token } : {});
      expect(response.status, `GET ${path}`).toBeLessThan(500);
      const body = await response.text();
      for (const secret of secrets) expect(body, `GET ${path} holds ${secret}`).not.toContain(secret);
    }
  });
});
