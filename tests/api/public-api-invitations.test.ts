// The public API's interviews and invitations (issue #22 item 3): an applicant tracking system reads
// an interview with its questions, invites candidates with a READ_WRITE key through the app's bulk
// invite rules (the e-mail goes out, one deadline for all, nobody invited twice), and reads their
// status a page at a time. A READ key, another workspace's key and a bad body are refused and
// write nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkInvitationMessages } from '#contract/bulk-invitations';
import { errorCodes } from '#contract/errors';
import { invitationErrorMessages } from '#contract/invitations';
import { INTERVIEW_NOT_FOUND_MESSAGE } from '#contract/interviews';
import { v1InterviewApi } from '#contract/v1/interviews';
import { v1InvitationApi, v1InvitationMessages } from '#contract/v1/invitations';
import { callWithKey, createApiKey } from '../support/api-key-fixtures.ts';
import { latestMail } from '../support/mail.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  type Database,
} from '../support/interview-fixtures.ts';
import { uniqueName, type TestUser } from '../support/users.ts';
import { dropWorld, seedWorld, type World } from './workspace-fixtures.ts';

const createdSchema = v1InvitationApi.create.response;
const invitationSchema = v1InvitationApi.read.response;
const pageSchema = v1InvitationApi.list.response;

let sql: Database;
let world: World;
let interviewA: string;
let closedA: string;
let interviewB: string;
let writeKeyA: string;
let readKeyA: string;
let writeKeyB: string;

async function seedWorkspaceInterview(
  workspaceId: string,
  owner: TestUser,
  status: 'ACTIVE' | 'CLOSED' = 'ACTIVE',
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into public.interviews (workspace_id, recruiter_id, title, status)
    values (${workspaceId}, ${owner.id}, ${uniqueName('API interview')}, ${status}) returning id`;
  if (!row) throw new Error('The interview insert returned no row');
  return row.id;
}

async function makeKey(owner: TestUser, workspaceId: string, scope: 'READ' | 'READ_WRITE'): Promise<string> {
  return (await createApiKey(owner, workspaceId, scope)).secret;
}

function withKey(key: string, path: string, body?: unknown): Promise<Response> {
  return callWithKey(key, path, body === undefined ? {} : { method: 'POST', body });
}

function invite(key: string, interviewId: string, body: unknown): Promise<Response> {
  return withKey(key, `/v1/interviews/${interviewId}/invitations`, body);
}

const email = () => `${uniqueName('v1-invitee')}@test.example.com`;
const candidate = (address = email()) => ({ email: address, first_name: 'Ada', last_name: 'Applicant' });

/** The invitations and invitation e-mails to `emails`, as postgres sees them. */
async function written(emails: string[]) {
  const [counts] = await sql<{ invitations: number; mails: number }[]>`
    select (select count(*)::int from public.invitations where email = any(${emails})) as invitations,
           (select count(*)::int from public.mail_outbox where kind = 'INVITATION' and to_email = any(${emails})) as mails`;
  return counts;
}

beforeAll(async () => {
  sql = openDatabase();
  world = await seedWorld(sql);
  interviewA = await seedWorkspaceInterview(world.team.id, world.team.owner);
  closedA = await seedWorkspaceInterview(world.team.id, world.team.owner, 'CLOSED');
  interviewB = await seedWorkspaceInterview(world.other.id, world.other.owner);
  await sql`
    insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds)
    values (${interviewA}, 2, 'Why us?', 'TEXT', 300), (${interviewA}, 1, 'Tell us about you', 'VIDEO', 120)`;
  [writeKeyA, readKeyA, writeKeyB] = await Promise.all([
    makeKey(world.team.owner, world.team.id, 'READ_WRITE'),
    makeKey(world.team.owner, world.team.id, 'READ'),
    makeKey(world.other.owner, world.other.id, 'READ_WRITE'),
  ]);
});

afterAll(async () => {
  await dropWorld(sql, world);
  await sql.end();
});

describe('GET /api/v1/interviews/:id', () => {
  it("answers the interview with its questions in order; another workspace's interview is not there", async () => {
    const interview = v1InterviewApi.read.response.parse(
      await expectJson(await withKey(readKeyA, `/v1/interviews/${interviewA}`), 200),
    );
    expect(interview).toMatchObject({ id: interviewA, status: 'ACTIVE', default_deadline_days: 7 });
    expect(
      interview.questions.map((q) => [q.order_number, q.text, q.response_format, q.time_limit_seconds]),
    ).toEqual([
      [1, 'Tell us about you', 'VIDEO', 120],
      [2, 'Why us?', 'TEXT', 300],
    ]);

    const hidden = await expectError(await withKey(readKeyA, `/v1/interviews/${interviewB}`), 404);
    expect(hidden).toMatchObject({ error: INTERVIEW_NOT_FOUND_MESSAGE, code: errorCodes.notFound });
    await expectError(await withKey(readKeyA, `/v1/interviews/${randomUUID()}`), 404);
  });
});

describe('POST /api/v1/interviews/:id/invitations', () => {
  it('invites one candidate: the invitation is stored with the default deadline and its e-mail arrives', async () => {
    const address = email();
    const { results } = createdSchema.parse(
      await expectJson(await invite(writeKeyA, interviewA, { candidates: [candidate(address)] }), 201),
    );
    expect(results).toHaveLength(1);
    const [result] = results;
    expect(result).toMatchObject({ email: address, result: 'INVITED', message: null });
    expect(result?.invitation).toMatchObject({
      interview_id: interviewA,
      email: address,
      first_name: 'Ada',
      status: 'PENDING',
      started_at: null,
    });

    const [row] = await sql<{ id: string; unique_link_token: string; expires_at: Date; created_at: Date }[]>`
      select id, unique_link_token, expires_at, created_at from public.invitations where email = ${address}`;
    expect(row?.id).toBe(result?.invitation?.id);
    expect(result?.invitation?.deadline).toBe(row?.expires_at.toISOString());
    expect(((row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0)) / 86_400_000).toBeCloseTo(
      7,
      3,
    );

    const mail = await latestMail(address);
    expect(mail.links).toContain(`${config.siteUrl}/take/${row?.unique_link_token}`);
  });

  it('invites in the language the request names: the stored invitation and its e-mail speak it (issue #36)', async () => {
    const address = email();
    const { results } = createdSchema.parse(
      await expectJson(
        await invite(writeKeyA, interviewA, { candidates: [candidate(address)], language: 'fr' }),
        201,
      ),
    );
    expect(results[0]?.result).toBe('INVITED');
    const [row] = await sql<{ language: string; subject: string; html: string }[]>`
      select inv.language::text as language, o.subject, o.html
      from public.invitations inv join public.mail_outbox o on o.invitation_id = inv.id
      where inv.email = ${address}`;
    expect(row?.language).toBe('fr');
    expect(row?.subject).toContain('vous êtes invité(e) à un entretien pour');
    expect(row?.html).toContain('<html lang="fr">');
    await expectError(
      await invite(writeKeyA, interviewA, { candidates: [candidate(email())], language: 'klingon' }),
      400,
    );
  });

  it('invites many with one deadline; the same keys again invite nobody twice; an invited e-mail is skipped', async () => {
    const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const candidates = [candidate(), candidate(), candidate()].map((c) => ({ ...c, key: randomUUID() }));
    const emails = candidates.map((c) => c.email);
    const first = createdSchema.parse(
      await expectJson(await invite(writeKeyA, interviewA, { candidates, deadline }), 201),
    );
    expect(first.results.map((r) => [r.key, r.email, r.result])).toEqual(
      candidates.map((c) => [c.key, c.email, 'INVITED']),
    );
    expect(first.results.map((r) => r.invitation?.deadline)).toEqual([deadline, deadline, deadline]);
    const stored = await sql<{ expires_at: Date }[]>`
      select expires_at from public.invitations where email = any(${emails})`;
    expect(stored.map((row) => row.expires_at.toISOString())).toEqual([deadline, deadline, deadline]);
    expect(await written(emails)).toEqual({ invitations: 3, mails: 3 });

    const again = createdSchema.parse(
      await expectJson(await invite(writeKeyA, interviewA, { candidates, deadline }), 201),
    );
    expect(again.results.map((r) => r.result)).toEqual(['ALREADY_SENT', 'ALREADY_SENT', 'ALREADY_SENT']);
    expect(again.results.map((r) => r.invitation?.id)).toEqual(first.results.map((r) => r.invitation?.id));

    const fresh = email();
    const upper = (candidates[0]?.email ?? '').toUpperCase();
    const mixed = createdSchema.parse(
      await expectJson(
        await invite(writeKeyA, interviewA, { candidates: [candidate(upper), candidate(fresh)] }),
        201,
      ),
    );
    expect(mixed.results.map((r) => [r.email, r.result, r.message, r.invitation === null])).toEqual([
      [upper.toLowerCase(), 'ALREADY_INVITED', bulkInvitationMessages.alreadyInvited, true],
      [fresh, 'INVITED', null, false],
    ]);
    expect(await written([...emails, fresh])).toEqual({ invitations: 4, mails: 4 });
  });

  it('answers the same candidates sent twice at once (a retry after a timeout) as already sent, inviting each once', async () => {
    const candidates = Array.from({ length: 50 }, () => ({ ...candidate(), key: randomUUID() }));
    const emails = candidates.map((c) => c.email);
    const answers = await Promise.all(
      [invite(writeKeyA, interviewA, { candidates }), invite(writeKeyA, interviewA, { candidates })].map(
        async (response) => createdSchema.parse(await expectJson(await response, 201)).results,
      ),
    );
    for (const [index, c] of candidates.entries()) {
      const pair = answers.map((results) => results[index]);
      expect(pair.map((result) => result?.key)).toEqual([c.key, c.key]);
      expect(pair.map((result) => result?.result).sort()).toEqual(['ALREADY_SENT', 'INVITED']);
      expect(pair[0]?.invitation?.id).toBe(pair[1]?.invitation?.id);
    }
    expect(await written(emails)).toEqual({ invitations: 50, mails: 50 });
  });

  it('refuses a bad body with the fields named, and writes nothing', async () => {
    const taken = email();
    const cases: [unknown, Record<string, string>][] = [
      [
        {
          candidates: [{ email: 'not-an-email', first_name: '', last_name: 'X' }, candidate(taken)],
          deadline: new Date(Date.now() - 86_400_000).toISOString(),
        },
        {
          'candidates.0.email': 'Enter a valid e-mail address',
          'candidates.0.first_name': 'First name is required',
          deadline: 'The deadline must be in the future',
        },
      ],
      [
        { candidates: [candidate(taken), candidate(taken.toUpperCase())] },
        { 'candidates.1.email': v1InvitationMessages.duplicateEmail },
      ],
      [{ candidates: [] }, { candidates: 'Send from 1 to 100 candidates' }],
      [
        { candidates: Array.from({ length: 101 }, () => candidate(taken)) },
        { candidates: 'Send from 1 to 100 candidates' },
      ],
      [{ candidates: [{ ...candidate(taken), key: 'nope' }] }, { 'candidates.0.key': 'Must be a UUID' }],
    ];
    for (const [body, fields] of cases) {
      const refused = await expectError(await invite(writeKeyA, interviewA, body), 400);
      expect(refused.code).toBe(errorCodes.invalidInput);
      expect(refused.fields).toMatchObject(fields);
    }
    expect(await written([taken])).toEqual({ invitations: 0, mails: 0 });
  });

  it("refuses a READ key, another workspace's key and a closed interview, writing nothing", async () => {
    const address = email();
    const body = { candidates: [candidate(address)] };
    const readOnly = await expectError(await invite(readKeyA, interviewA, body), 403);
    expect(readOnly).toMatchObject({ error: v1InvitationMessages.readOnlyKey, code: errorCodes.readOnlyKey });

    const foreign = await expectError(await invite(writeKeyB, interviewA, body), 404);
    expect(foreign).toMatchObject({
      error: invitationErrorMessages.interviewNotFound,
      code: errorCodes.notFound,
    });

    const closed = await expectError(await invite(writeKeyA, closedA, body), 409);
    expect(closed.error).toBe(invitationErrorMessages.interviewClosed);

    await expectError(await invite(`${writeKeyA}x`, interviewA, body), 401);
    expect(await written([address])).toEqual({ invitations: 0, mails: 0 });
  });
});

describe('GET /api/v1/invitations', () => {
  it("pages the workspace's invitations by cursor, one interview's on asking, never another workspace's", async () => {
    const other = createdSchema.parse(
      await expectJson(await invite(writeKeyB, interviewB, { candidates: [candidate()] }), 201),
    ).results[0]?.invitation?.id;
    const expected = (
      await sql<{ id: string }[]>`
        select id from public.invitations where interview_id = ${interviewA} order by updated_at, id`
    ).map((row) => row.id);
    expect(expected.length).toBeGreaterThan(2);

    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const search = new URLSearchParams({ interview_id: interviewA, limit: '2' });
      if (cursor) search.set('cursor', cursor);
      const page = pageSchema.parse(
        await expectJson(await withKey(readKeyA, `/v1/invitations?${search}`), 200),
      );
      expect(page.invitations.length).toBeLessThanOrEqual(2);
      ids.push(...page.invitations.map((invitation) => invitation.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(ids).toEqual(expected);

    const all = pageSchema.parse(await expectJson(await withKey(readKeyA, '/v1/invitations?limit=100'), 200));
    expect(all.invitations.map((invitation) => invitation.id)).toEqual(expect.arrayContaining(expected));
    expect(all.invitations.map((invitation) => invitation.id)).not.toContain(other);

    const refused = await expectError(await withKey(readKeyA, '/v1/invitations?interview_id=nope'), 400);
    expect(Object.keys(refused.fields ?? {})).toEqual(['interview_id']);
  });
});

describe('GET /api/v1/invitations/:id', () => {
  it("answers the status and its times as the candidate goes on; another workspace's key finds nothing", async () => {
    const address = email();
    const id = createdSchema.parse(
      await expectJson(await invite(writeKeyA, interviewA, { candidates: [candidate(address)] }), 201),
    ).results[0]?.invitation?.id;
    if (!id) throw new Error('No invitation was created');

    const read = async () =>
      invitationSchema.parse(await expectJson(await withKey(readKeyA, `/v1/invitations/${id}`), 200));
    await latestMail(address);
    // The worker marks the e-mail sent after the mail server took it.
    let invitation = await read();
    for (let tries = 0; invitation.sent_at === null && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      invitation = await read();
    }
    expect(invitation).toMatchObject({ id, status: 'PENDING', started_at: null, completed_at: null });
    expect(invitation.sent_at).not.toBeNull();

    await sql`update public.invitations set status = 'STARTED' where id = ${id}`;
    const started = await read();
    expect(started.status).toBe('STARTED');
    expect(started.started_at).not.toBeNull();
    expect(Date.parse(started.updated_at)).toBeGreaterThan(Date.parse(invitation.updated_at));
    const since = new URLSearchParams({ updated_since: started.updated_at, limit: '100' });
    const changed = pageSchema.parse(
      await expectJson(await withKey(readKeyA, `/v1/invitations?${since}`), 200),
    );
    expect(changed.invitations.map((row) => row.id)).toContain(id);

    const hidden = await expectError(await withKey(writeKeyB, `/v1/invitations/${id}`), 404);
    expect(hidden).toMatchObject({
      error: invitationErrorMessages.invitationNotFound,
      code: errorCodes.notFound,
    });
  });
});
