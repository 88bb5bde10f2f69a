// The audit trail through the api (issue #20 item 4): every listed action, done the way the app does
// it, leaves one event naming who and about whom (a repeated read within 10 minutes is the same
// event, and recordings are recorded where the api signs their links: issue #33 item 9); the workspace's owners page and filter it; other
// members are refused and outsiders see no such workspace.
import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema, type AuditAction } from '#contract/audit';
import { RATINGS_HIDDEN_TEXT } from '#contract/comparison-csv';
import { comparisonSchema } from '#contract/comparison';
import { workspaceErrorMessages } from '#contract/workspaces';
import { callApi } from '../support/api.ts';
import {
  seedEvaluationWorld,
  submitRatings,
  putRatings,
  threeRatings,
  type EvaluationWorld,
} from '../support/evaluation-fixtures.ts';
import {
  expectError,
  expectJson,
  openDatabase,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { interviewOfInvitation } from '../support/scorecard-fixtures.ts';
import type { TestUser } from '../support/users.ts';
import { workspaceOf } from '../support/workspace-fixtures.ts';

const pageSchema = z.object({ events: z.array(auditEventSchema), total: z.number() });

let sql: Database;
let world: EvaluationWorld;
let workspaceId: string;
let interviewId: string;
beforeAll(async () => {
  sql = openDatabase();
  world = await seedEvaluationWorld(sql);
  workspaceId = await workspaceOf(sql, world.owner);
  interviewId = await interviewOfInvitation(sql, world.review.invitationId);
});
afterAll(async () => {
  await sql.end();
});

/** The workspace's events of `action`, newest first, as its owner reads them through the api. */
async function eventsOf(action: AuditAction) {
  const response = await callApi(`/workspaces/${workspaceId}/audit-events?action=${action}`, {
    token: world.owner.accessToken,
  });
  return pageSchema.parse(await expectJson(response, 200)).events;
}

function by(user: TestUser) {
  return { actor_id: user.id, actor_email: user.email };
}

describe('the audit trail records', () => {
  it('a reviewer opening a review, once for a page that reloads', async () => {
    for (let load = 0; load < 3; load += 1) {
      const response = await callApi(`/reviews/${world.review.invitationId}`, {
        token: world.reviewer.accessToken,
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const events = await eventsOf('REVIEW_OPENED');
    expect(events).toEqual([
      expect.objectContaining({ ...by(world.reviewer), invitation_id: world.review.invitationId }),
    ]);
  });

  it('each recording whose link the api signed for a member, once within 10 minutes, and none for an outsider', async () => {
    // The three loads above signed the links of the review's two recorded answers: the server
    // records what it served, whether or not the browser then reports playing it.
    const played = async () =>
      (await eventsOf('RECORDING_PLAYED'))
        .map((event) => ({
          actor_id: event.actor_id,
          invitation_id: event.invitation_id,
          detail: event.detail,
        }))
        .sort((a, b) => String(a.detail.response_id).localeCompare(String(b.detail.response_id)));
    const expected = [world.review.responses.video, world.review.responses.audio]
      .sort()
      .map((responseId) => ({
        actor_id: world.reviewer.id,
        invitation_id: world.review.invitationId,
        detail: { response_id: responseId },
      }));
    expect(await played()).toEqual(expected);

    const outsider = await seedEvaluationWorld(sql);
    await expectError(
      await callApi(`/reviews/${world.review.invitationId}`, { token: outsider.owner.accessToken }),
      404,
    );
    expect(await played()).toEqual(expected);
  });

  it("a review's opening and the recordings it served together, in the request's one transaction", async () => {
    // One transaction: the trail never holds an opening without the recordings it handed out (or
    // the reverse), and every event of one request carries that request's time.
    const other = await seedEvaluationWorld(sql);
    const response = await callApi(`/reviews/${other.review.invitationId}`, {
      token: other.reviewer.accessToken,
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const events = await sql<{ action: string; at: string }[]>`
      select action::text, occurred_at::text as at from public.audit_events
      where invitation_id = ${other.review.invitationId} order by action`;
    expect(events.map(({ action }) => action)).toEqual([
      'RECORDING_PLAYED',
      'RECORDING_PLAYED',
      'REVIEW_OPENED',
    ]);
    expect(new Set(events.map(({ at }) => at)).size).toBe(1);
  });

  it('submitted ratings', async () => {
    await expectJson(
      await putRatings(world.recruiter, world.review.invitationId, threeRatings(world, [4, 3, 5])),
      200,
    );
    const submitted = await submitRatings(world.recruiter, world.review.invitationId);
    expect(submitted.status).toBe(201);
    await submitted.arrayBuffer();
    expect(await eventsOf('RATED')).toEqual([
      expect.objectContaining({ ...by(world.recruiter), invitation_id: world.review.invitationId }),
    ]);
  });

  it('a decision, with what was decided', async () => {
    await expectJson(
      await sendJson(
        'POST',
        `/reviews/${world.review.invitationId}/decision`,
        { decision: 'ADVANCE', reason: 'Clear answers' },
        world.owner,
      ),
      201,
    );
    expect(await eventsOf('DECIDED')).toEqual([
      expect.objectContaining({ ...by(world.owner), detail: { decision: 'ADVANCE' } }),
    ]);
  });

  it('a shared link, and its revoking', async () => {
    const share = z
      .object({ id: z.string() })
      .parse(
        await expectJson(
          await sendJson(
            'POST',
            `/reviews/${world.review.invitationId}/shares`,
            { days: 7 },
            world.recruiter,
          ),
          201,
        ),
      );
    await expectJson(
      await sendJson(
        'POST',
        `/reviews/${world.review.invitationId}/shares/${share.id}/revoke`,
        {},
        world.recruiter,
      ),
      200,
    );
    expect(await eventsOf('SHARED')).toEqual([
      expect.objectContaining({
        ...by(world.recruiter),
        detail: expect.objectContaining({ share_id: share.id }),
      }),
    ]);
    expect(await eventsOf('SHARE_REVOKED')).toEqual([
      expect.objectContaining({ ...by(world.recruiter), detail: { share_id: share.id } }),
    ]);
  });

  it('an export of the comparison and of the trail, made by the server, once within 10 minutes, refused to others', async () => {
    const download = async (path: string, user: TestUser, fileName: RegExp) => {
      const response = await callApi(path, { token: user.accessToken });
      const text = await response.text();
      expect(response.status, text).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(fileName);
      return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    };
    const comparison = comparisonSchema.parse(
      await expectJson(
        await callApi(`/interviews/${interviewId}/comparison`, { token: world.reviewer.accessToken }),
        200,
      ),
    );
    const candidate = comparison.rows[0]?.label ?? '';
    for (let repeat = 0; repeat < 2; repeat += 1) {
      // The reviewer has not submitted ratings: the file hides the means as the table does.
      expect(
        await download(
          `/interviews/${interviewId}/comparison.csv`,
          world.reviewer,
          /^attachment; filename="comparison-[a-z0-9-]+\.csv"$/,
        ),
      ).toEqual([
        [
          'Candidate',
          'Status',
          'Completed',
          'Problem solving',
          'Communication',
          'Overall',
          'Raters',
          'AI score (assistant)',
          'Decision',
        ],
        [
          candidate,
          expect.any(String),
          expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          RATINGS_HIDDEN_TEXT,
          RATINGS_HIDDEN_TEXT,
          RATINGS_HIDDEN_TEXT,
          '1',
          '—',
          'Advance',
        ],
      ]);
    }
    // The same filters as the screen: no candidate is on hold.
    expect(
      await download(
        `/interviews/${interviewId}/comparison.csv?decision=HOLD`,
        world.reviewer,
        /comparison-/,
      ),
    ).toHaveLength(1);

    const trail = () =>
      download(
        `/workspaces/${workspaceId}/audit-events.csv?action=EXPORTED`,
        world.owner,
        /^attachment; filename="audit-trail-[a-z0-9-]+\.csv"$/,
      );
    await trail();
    // The trail's own export is recorded before its rows are read, so the file lists it.
    expect(await trail()).toEqual([
      ['When (UTC)', 'Who', 'Action', 'Details', 'Interview', 'Candidate (invitation id)'],
      [expect.any(String), world.owner.email, 'Exported', 'audit trail', '', ''],
      [expect.any(String), world.reviewer.email, 'Exported', 'comparison', world.review.interviewTitle, ''],
    ]);
    const events = await eventsOf('EXPORTED');
    expect(events).toEqual([
      expect.objectContaining({ ...by(world.owner), interview_id: null, detail: { what: 'audit trail' } }),
      expect.objectContaining({
        ...by(world.reviewer),
        interview_id: interviewId,
        detail: { what: 'comparison' },
      }),
    ]);

    await expectError(
      await callApi(`/workspaces/${workspaceId}/audit-events.csv`, { token: world.recruiter.accessToken }),
      403,
    );
    const outsider = await seedEvaluationWorld(sql);
    await expectError(
      await callApi(`/interviews/${interviewId}/comparison.csv`, { token: outsider.owner.accessToken }),
      404,
    );
    await expectError(
      await callApi(`/workspaces/${workspaceId}/audit-events.csv`, { token: outsider.owner.accessToken }),
      404,
    );
    await expectError(
      await callApi(`/interviews/${randomUUID()}/comparison.csv`, { token: world.owner.accessToken }),
      404,
    );
    expect(await eventsOf('EXPORTED')).toHaveLength(2);

    // The browser no longer reports exports: the server records what it serves.
    const reported = await sendJson(
      'POST',
      '/exports',
      { what: 'comparison', interview_id: interviewId },
      world.reviewer,
    );
    expect(reported.status).toBe(404);
    await reported.arrayBuffer();
    expect(await eventsOf('EXPORTED')).toHaveLength(2);
  });

  it('a deleted interview, by its title, after everything else', async () => {
    const response = await callApi(`/interviews/${interviewId}`, {
      method: 'DELETE',
      token: world.owner.accessToken,
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(await eventsOf('DELETED')).toEqual([
      expect.objectContaining({
        ...by(world.owner),
        interview_id: interviewId,
        detail: expect.objectContaining({ what: 'interview' }),
      }),
    ]);
    // The trail outlives what it names: every event is still there.
    const all = pageSchema.parse(
      await expectJson(
        await callApi(`/workspaces/${workspaceId}/audit-events`, { token: world.owner.accessToken }),
        200,
      ),
    );
    // Opened 1, recordings 2, rated 1, decided 1, shared and revoked 2, exported 2, deleted 1.
    expect(all.total).toBe(10);
  });
});

describe('GET /api/workspaces/{id}/audit-events', () => {
  it('filters by person and by time', async () => {
    const mine = pageSchema.parse(
      await expectJson(
        await callApi(`/workspaces/${workspaceId}/audit-events?actor_id=${world.reviewer.id}`, {
          token: world.owner.accessToken,
        }),
        200,
      ),
    );
    expect(mine.events.map((event) => event.action).sort()).toEqual([
      'EXPORTED',
      'RECORDING_PLAYED',
      'RECORDING_PLAYED',
      'REVIEW_OPENED',
    ]);
    const future = new Date(Date.now() + 60_000).toISOString();
    const none = pageSchema.parse(
      await expectJson(
        await callApi(`/workspaces/${workspaceId}/audit-events?from=${encodeURIComponent(future)}`, {
          token: world.owner.accessToken,
        }),
        200,
      ),
    );
    expect(none).toEqual(expect.objectContaining({ events: [], total: 0 }));
  });

  it("is the owners': other members get 403, an outsider 404, a bad filter 400", async () => {
    const path = `/workspaces/${workspaceId}/audit-events`;
    const refused = await expectError(await callApi(path, { token: world.reviewer.accessToken }), 403);
    expect(refused.error).toBe(workspaceErrorMessages.ownerRequired);
    await expectError(await callApi(path, { token: world.recruiter.accessToken }), 403);
    const outsider = await seedEvaluationWorld(sql);
    await expectError(await callApi(path, { token: outsider.owner.accessToken }), 404);
    await expectError(await callApi(`${path}?action=WATCHED`, { token: world.owner.accessToken }), 400);
  });
});
