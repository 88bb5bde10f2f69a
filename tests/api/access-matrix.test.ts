// Every route of the api app × every persona: the status each must get, the one error shape, and
// no body that shows tenant A's data to someone outside tenant A. The route list comes from the
// app itself (tests/support/api-routes.ts), so a new route fails the first test until it is here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../supabase/functions/_shared/contract/errors.ts';
import { apiRoutes, routeKey } from '../support/api-routes.ts';
import { callApi } from '../support/api.ts';
import {
  freshInterview,
  freshInvitation,
  freshResume,
  freshUser,
  PERSONAS,
  seedWorld,
  type Persona,
  type World,
} from './access-matrix-world.ts';
import { uniqueName } from '../support/users.ts';
import { config, openDatabase, type Database } from '../support/interview-fixtures.ts';
import { seedReview } from '../support/review-fixtures.ts';

/** Statuses for anon, candidate A, candidate B, recruiter A, recruiter B, admin, in that order. */
type Statuses = [number, number, number, number, number, number];

interface RouteCase {
  /** The path after /api, with tenant A's ids; may create a fresh resource for a call that uses it up. */
  path: (world: World) => string | Promise<string>;
  body?: unknown;
  expect: Statuses;
  /** Whoever holds the link may read what it shows (an invite link, a public resume). */
  public?: true;
}

const id = encodeURIComponent;
const PUBLIC_ANYONE: Statuses = [200, 200, 200, 200, 200, 200];
const RECRUITERS: Statuses = [401, 403, 403, 200, 200, 200];
const RECRUITER_A: Statuses = [401, 403, 403, 200, 404, 200];
const RECRUITER_INPUT: Statuses = [401, 403, 403, 400, 400, 400];
/** The candidate portal's own-data routes: any signed-in user, who sees only their own rows. */
const SIGNED_IN: Statuses = [401, 200, 200, 200, 200, 200];
const SIGNED_IN_INPUT: Statuses = [401, 400, 400, 400, 400, 400];
const CANDIDATE_A: Statuses = [401, 200, 404, 404, 404, 404];

const CASES: Record<string, RouteCase> = {
  'GET /api/health': { path: () => '/health', expect: PUBLIC_ANYONE, public: true },
  'GET /api/users/me': { path: () => '/users/me', expect: RECRUITERS },

  'GET /api/interviews': { path: () => '/interviews', expect: RECRUITERS },
  'GET /api/interviews/:id': { path: (w) => `/interviews/${w.interviewId}`, expect: RECRUITER_A },
  'GET /api/interviews/:id/invitation-summary': {
    path: (w) => `/interviews/${w.interviewId}/invitation-summary`,
    expect: RECRUITER_A,
  },
  'POST /api/interviews': { path: () => '/interviews', body: {}, expect: RECRUITER_INPUT },
  'PUT /api/interviews/:id/archive': {
    path: async (w) => `/interviews/${await freshInterview(w)}/archive`,
    expect: RECRUITER_A,
  },
  'DELETE /api/interviews/:id': {
    path: async (w) => `/interviews/${await freshInterview(w)}`,
    expect: RECRUITER_A,
  },
  'GET /api/dashboard/stats': { path: () => '/dashboard/stats', expect: RECRUITERS },

  'GET /api/invitations': { path: () => '/invitations', expect: RECRUITERS },
  'POST /api/invitations': { path: () => '/invitations', body: {}, expect: RECRUITER_INPUT },
  'POST /api/invitations/:id/resend': {
    path: async (w) => `/invitations/${await freshInvitation(w)}/resend`,
    expect: RECRUITER_A,
  },
  'PUT /api/invitations/:id/cancel': {
    path: async (w) => `/invitations/${await freshInvitation(w)}/cancel`,
    expect: RECRUITER_A,
  },
  'DELETE /api/invitations/:id': {
    path: async (w) => `/invitations/${await freshInvitation(w)}`,
    expect: RECRUITER_A,
  },

  'GET /api/take/:token': { path: (w) => `/take/${id(w.startedToken)}`, expect: PUBLIC_ANYONE, public: true },
  'POST /api/take/:token/start': {
    path: (w) => `/take/${id(w.startedToken)}/start`,
    expect: [401, 200, 403, 403, 403, 403],
  },
  'POST /api/take/:token/responses': {
    path: (w) => `/take/${id(w.startedToken)}/responses`,
    body: {},
    expect: [401, 400, 400, 400, 400, 400],
  },
  'POST /api/take/:token/complete': {
    path: (w) => `/take/${id(w.startedToken)}/complete`,
    expect: [401, 409, 403, 403, 403, 403],
  },

  'GET /api/reviews/completed': { path: () => '/reviews/completed', expect: RECRUITERS },
  'GET /api/reviews/:id': { path: (w) => `/reviews/${w.review.invitationId}`, expect: RECRUITER_A },
  'POST /api/reviews/:id/analyze/:responseId': {
    path: (w) => `/reviews/${w.review.invitationId}/analyze/${w.review.responses.text}`,
    // 202: the analysis is queued for the worker.
    expect: [401, 403, 403, 202, 404, 202],
  },
  'POST /api/reviews/:id/complete': {
    path: async (w) =>
      `/reviews/${(await seedReview(w.sql, { recruiter: w.users.recruiterA })).invitationId}/complete`,
    expect: RECRUITER_A,
  },

  'GET /api/candidates/me': { path: () => '/candidates/me', expect: SIGNED_IN },
  'PUT /api/candidates/profile': {
    path: () => '/candidates/profile',
    body: {},
    expect: SIGNED_IN_INPUT,
  },
  'GET /api/candidates/invitations': {
    path: () => '/candidates/invitations',
    expect: SIGNED_IN,
  },
  'GET /api/candidates/analytics': {
    path: () => '/candidates/analytics',
    expect: SIGNED_IN,
  },
  'GET /api/candidates/video-resumes': {
    path: () => '/candidates/video-resumes',
    expect: SIGNED_IN,
  },
  'POST /api/candidates/video-resumes': {
    path: () => '/candidates/video-resumes',
    body: {},
    expect: SIGNED_IN_INPUT,
  },
  'GET /api/candidates/video-resumes/:id': {
    path: (w) => `/candidates/video-resumes/${w.resume.id}`,
    expect: CANDIDATE_A,
  },
  'PUT /api/candidates/video-resumes/:id': {
    path: async (w) => `/candidates/video-resumes/${await freshResume(w)}`,
    body: {},
    expect: SIGNED_IN_INPUT,
  },
  'DELETE /api/candidates/video-resumes/:id': {
    path: async (w) => `/candidates/video-resumes/${await freshResume(w)}`,
    expect: CANDIDATE_A,
  },
  'GET /api/candidates/video-resumes/:id/analytics': {
    path: (w) => `/candidates/video-resumes/${w.resume.id}/analytics`,
    expect: CANDIDATE_A,
  },
  'GET /api/public/video-resume/:id': {
    path: (w) => `/public/video-resume/${id(w.resume.publicUrl)}`,
    expect: PUBLIC_ANYONE,
    public: true,
  },
  'POST /api/public/video-resume/:id/view': {
    path: (w) => `/public/video-resume/${id(w.resume.publicUrl)}/view`,
    body: { user_agent: 'access-matrix', referrer: '' },
    expect: PUBLIC_ANYONE,
    public: true,
  },

  'GET /api/admin/users': { path: () => '/admin/users', expect: [401, 403, 403, 403, 403, 200] },
  'GET /api/admin/logs': { path: () => '/admin/logs', expect: [401, 403, 403, 403, 403, 200] },
  'PUT /api/admin/users/role': {
    path: () => '/admin/users/role',
    body: {},
    expect: [401, 403, 403, 403, 403, 400],
  },
  'DELETE /api/admin/users/:id': {
    path: async () => `/admin/users/${await freshUser()}?type=candidate`,
    expect: [401, 403, 403, 403, 403, 200],
  },
};

/** Tenant A's own people, and the admin, may see tenant A's rows. */
const INSIDE_TENANT_A: ReadonlySet<Persona> = new Set(['candidateA', 'recruiterA', 'admin']);

const routes = apiRoutes();
let sql: Database;
let world: World;

beforeAll(async () => {
  sql = openDatabase();
  world = await seedWorld(sql);
}, 120_000);

afterAll(async () => {
  await sql.end();
});

describe('the access matrix', () => {
  it('has a row for every route of the api app, and none for a route it no longer has', () => {
    const keys = routes.map(routeKey);
    expect(keys.filter((key) => !(key in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  describe.each(routes.map(routeKey).filter((key) => key in CASES))('%s', (key) => {
    const routeCase = CASES[key] as RouteCase;
    const method = key.split(' ')[0] ?? 'GET';

    it.each(PERSONAS.map((persona, index) => [persona, routeCase.expect[index]] as const))(
      'as %s answers %i',
      async (persona, expected) => {
        const user = persona === 'anon' ? undefined : world.users[persona];
        const response = await callApi(await routeCase.path(world), {
          method,
          token: user?.accessToken,
          ...(routeCase.body === undefined
            ? {}
            : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(routeCase.body) }),
        });
        const text = await response.text();
        expect(response.status, text).toBe(expected);
        if (response.status >= 400)
          expect(apiErrorSchema.safeParse(JSON.parse(text)).success, text).toBe(true);
        if (!routeCase.public && !INSIDE_TENANT_A.has(persona)) {
          for (const marker of world.markers) expect(text).not.toContain(marker);
        }
      },
    );
  });
});

/** Whether each persona may read tenant A's object in each bucket through the Storage API. */
const BUCKET_READS: Record<'responses' | 'resumes', [boolean, boolean, boolean, boolean, boolean, boolean]> =
  {
    // The recording of a completed interview: its recruiter and admins; its uploader only while taking it.
    responses: [false, false, false, true, false, true],
    // A resume's video: its owner (visitors play it through a signed URL the api makes).
    resumes: [false, true, false, false, false, false],
  };

function storageHeaders(persona: Persona, contentType?: string): Record<string, string> {
  const user = persona === 'anon' ? undefined : world.users[persona];
  return {
    apikey: config.publishableKey,
    ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}),
    ...(contentType ? { 'content-type': contentType } : {}),
  };
}

describe('the storage matrix', () => {
  const objectOf = (bucket: 'responses' | 'resumes') =>
    bucket === 'responses' ? world.review.media.video : world.resume.videoPath;

  describe.each(['responses', 'resumes'] as const)('bucket %s', (bucket) => {
    it.each(PERSONAS.map((persona, index) => [persona, BUCKET_READS[bucket][index]] as const))(
      'as %s reads tenant A’s object: %s',
      async (persona, allowed) => {
        const response = await fetch(
          `${config.supabaseUrl}/storage/v1/object/authenticated/${bucket}/${objectOf(bucket)}`,
          { headers: storageHeaders(persona) },
        );
        const body = Buffer.from(await response.arrayBuffer());
        if (allowed) {
          expect(response.status).toBe(200);
          expect(body.length).toBeGreaterThan(0);
        } else {
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(body.toString('utf8')).not.toContain('webm');
        }
      },
    );

    it.each(PERSONAS.filter((persona) => !['candidateA', 'admin'].includes(persona)))(
      'as %s cannot write into tenant A’s folder',
      async (persona) => {
        const folder = objectOf(bucket).split('/').slice(0, -1).join('/');
        // In the responses bucket a name that is a free take, so only who writes is judged.
        const name = `${folder}/${bucket === 'responses' ? '2' : uniqueName('intruder')}.webm`;
        const response = await fetch(`${config.supabaseUrl}/storage/v1/object/${bucket}/${name}`, {
          method: 'POST',
          headers: storageHeaders(persona, 'video/webm'),
          body: new Uint8Array(64),
        });
        await response.body?.cancel();
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        const [row] = await sql`select 1 from storage.objects where bucket_id = ${bucket} and name = ${name}`;
        expect(row).toBeUndefined();
      },
    );
  });
});
