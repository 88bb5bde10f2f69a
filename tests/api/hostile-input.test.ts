// Every route of the api app (its own route list) × every kind of caller, fed hostile path
// parameters, query strings and bodies by fast-check: never a 5xx, every 4xx the one JSON error
// shape, and a refused call changes none of the rows of the people it was made among. Each caller
// gets a world of its own, so the callers run side by side and a call one of them is allowed to
// make never shows up as a change under another's refused call.
import fc from 'fast-check';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/errors';
import { apiRoutes, routeKey, type ApiRoute } from '../support/api-routes.ts';
import { apiUrl } from '../support/api.ts';
import { freshInvitation, seedWorld, type World } from './access-matrix-world.ts';
import {
  FORGED_AUTHORIZATIONS,
  hostileBody,
  hostileQuery,
  hostileSegment,
  readContract,
  type HostileBody,
} from './hostile-input-arbitraries.ts';
import { config, type Database } from '../support/interview-fixtures.ts';
import { tokenOf } from '../support/take-fixtures.ts';

/** Who calls: nobody, tenant A's candidate, recruiter and admin, and outsiders with other or forged tokens. */
const CALLERS = ['anon', 'candidate', 'recruiter', 'admin', 'stranger'] as const;
type Caller = (typeof CALLERS)[number];

/** Calls per route and caller. */
const RUNS = 15;

interface Lane {
  world: World;
  /** Every id, token, path and e-mail of the world's rows: targets and values that hit something real. */
  realValues: string[];
  people: string[];
  authorization: fc.Arbitrary<string | undefined>;
  /** The fingerprint after the lane's last call when it was refused (so changed nothing); null otherwise. */
  settled: Record<string, string> | null;
}

function authorizationsOf(caller: Caller, world: World): fc.Arbitrary<string | undefined> {
  const bearer = (token: string) => `Bearer ${token}`;
  switch (caller) {
    case 'anon':
      return fc.constant(undefined);
    case 'candidate':
      return fc.constant(bearer(world.users.candidateA.accessToken));
    case 'recruiter':
      return fc.constant(bearer(world.users.owner.accessToken));
    case 'admin':
      return fc.constant(bearer(world.users.admin.accessToken));
    case 'stranger':
      return fc.constantFrom(
        bearer(world.users.candidateB.accessToken),
        bearer(world.users.otherWorkspace.accessToken),
        ...FORGED_AUTHORIZATIONS,
      );
  }
}

async function laneOf(sql: Database, caller: Caller): Promise<Lane> {
  const world = await seedWorld(sql);
  const pendingToken = await tokenOf(sql, await freshInvitation(world));
  const { users, review, resume } = world;
  return {
    world,
    realValues: [
      world.interviewId,
      review.invitationId,
      ...Object.values(review.questions),
      ...Object.values(review.responses),
      review.media.video,
      world.startedToken,
      pendingToken,
      resume.id,
      resume.publicUrl,
      resume.videoPath,
      ...Object.values(users).flatMap((user) => [user.id, user.email]),
    ],
    people: Object.values(users).map((user) => user.id),
    authorization: authorizationsOf(caller, world),
    settled: null,
  };
}

/**
 * A fingerprint of every row that belongs to `people`: their profiles, interviews with questions,
 * invitations (theirs or to their interviews) with answers and queued mails, resumes with views,
 * admin log entries naming them, and their stored objects. Columns the worker updates on its own
 * schedule are left out: the mail sender's, an answer's transcription and analysis, and the
 * recruiter's notice (an accepted Generate, or a completion, queues work that lands while later calls
 * run).
 */
async function rowsOf(sql: Database, people: string[]): Promise<Record<string, string>> {
  const [row] = await sql.unsafe<Record<string, string>[]>(
    `
    with people as (select unnest($1::uuid[]) as id),
    own_interviews as (select * from public.interviews where recruiter_id in (select id from people)),
    own_invitations as (
      select * from public.invitations
      where interview_id in (select id from own_interviews) or candidate_id in (select id from people)),
    own_resumes as (select * from public.video_resumes where candidate_id in (select id from people))
    select
      (select count(*) || ' ' || coalesce(md5(string_agg(t::text, ',' order by t.id)), '')
         from public.profiles t where id in (select id from people)) as profiles,
      (select count(*) || ' ' || coalesce(md5(string_agg(t::text, ',' order by t.id)), '')
         from own_interviews t) as interviews,
      (select count(*) || ' ' || coalesce(md5(string_agg(t::text, ',' order by t.id)), '')
         from public.questions t where interview_id in (select id from own_interviews)) as questions,
      (select count(*) || ' ' || coalesce(md5(string_agg(
                (to_jsonb(t) - 'updated_at')::text, ',' order by t.id)), '')
         from own_invitations t) as invitations,
      (select count(*) || ' ' || coalesce(md5(string_agg(
                (to_jsonb(t) - 'updated_at' - 'analysis_status' - 'analysis_error' - 'transcription'
                  - 'transcript_segments' - 'ai_insights' - 'analyzed_at')::text, ',' order by t.id)), '')
         from public.responses t
         where invitation_id in (select id from own_invitations) or candidate_id in (select id from people)) as responses,
      (select count(*) || ' ' || coalesce(md5(string_agg(t.id::text, ',' order by t.id)), '')
         from public.mail_outbox t
         where invitation_id in (select id from own_invitations) and t.kind = 'INVITATION') as mail_outbox,
      (select count(*) || ' ' || coalesce(md5(string_agg(t::text, ',' order by t.id)), '')
         from own_resumes t) as video_resumes,
      (select count(*) || ' ' || coalesce(md5(string_agg(t::text, ',' order by t.id)), '')
         from public.resume_views t
         where resume_id in (select id from own_resumes) or viewer_id in (select id from people)) as resume_views,
      (select count(*) || ' ' || coalesce(md5(string_agg(t::text, ',' order by t.id)), '')
         from public.admin_logs t
         where admin_id in (select id from people) or target_user_id in (select id from people)) as admin_logs,
      (select count(*) || ' ' || coalesce(md5(string_agg(t.bucket_id || '/' || t.name, ',' order by t.id)), '')
         from storage.objects t
         where split_part(t.name, '/', 1) in (select id::text from people union all select id::text from own_invitations)
      ) as storage_objects`,
    [people],
  );
  if (!row) throw new Error('The fingerprint query returned no row');
  return row;
}

interface HostileRequest {
  authorization: string | undefined;
  segments: string[];
  query: string;
  body: HostileBody | null;
}

/** The route's pattern with each `:param` (and any wildcard) replaced by a segment, after /api. */
function pathOf(route: ApiRoute, segments: string[]): string {
  let next = 0;
  return route.path.replace(/^\/api/, '').replace(/:\w+(\{[^}]*\})?|\*/g, () => segments[next++] ?? '');
}

function paramCount(route: ApiRoute): number {
  return route.path.match(/:\w+(\{[^}]*\})?|\*/g)?.length ?? 0;
}

/** The counterexample as fast-check prints it: short enough to read, long bodies cut. */
function shortly(text: string, length = 300): string {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
}

/** The request with a way for fast-check to print it readably (long strings cut). */
function printedShortly(request: HostileRequest): HostileRequest {
  const cut = (_key: string, value: unknown) =>
    typeof value === 'string'
      ? shortly(value, 120)
      : value instanceof Uint8Array
        ? `bytes ${value.join(' ')}`
        : value;
  return Object.assign(request, { [fc.toStringMethod]: () => JSON.stringify(request, cut) });
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The routes that delete their caller's data or account go last: a successful call leaves that
 * lane's candidate without an interview or an account, which would turn every later route's calls
 * in the lane into 404s and 401s.
 */
const CALLER_DELETING = new Set(['DELETE /api/candidates/invitations/:id/data', 'DELETE /api/candidates/me']);
const routes = [
  ...apiRoutes().filter((route) => !CALLER_DELETING.has(routeKey(route))),
  ...apiRoutes().filter((route) => CALLER_DELETING.has(routeKey(route))),
];
const contract = await readContract();
const fieldNames = contract.fieldNames;
const lanes = new Map<Caller, Lane>();
let sql: Database;

beforeAll(async () => {
  sql = postgres(config.databaseUrl, { max: CALLERS.length, onnotice: () => {} });
  for (const caller of CALLERS) lanes.set(caller, await laneOf(sql, caller));
}, 300_000);

afterAll(async () => {
  await sql.end();
});

describe('hostile input', () => {
  it('fuzzes a route list read from the app, with field names read from the contract', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(fieldNames).toEqual(expect.arrayContaining(['title', 'questions', 'question_id', 'user_id']));
    expect(contract.inputSchemas.length).toBeGreaterThanOrEqual(8);
  });

  describe.each(routes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
    const sendsBody = !['GET', 'HEAD'].includes(route.method);

    it.concurrent.each(CALLERS)(
      'as %s: no 5xx, errors in the one shape, nothing changed by a refused call',
      async (caller) => {
        const lane = lanes.get(caller) as Lane;
        const request: fc.Arbitrary<HostileRequest> = fc
          .record({
            authorization: lane.authorization,
            segments: fc.array(hostileSegment(lane.realValues), {
              minLength: paramCount(route),
              maxLength: paramCount(route),
            }),
            query: hostileQuery(fieldNames, lane.realValues),
            body: sendsBody ? fc.option(hostileBody(contract, lane.realValues)) : fc.constant(null),
          })
          .map(printedShortly);

        await fc.assert(
          fc.asyncProperty(request, async ({ authorization, segments, query, body }) => {
            const headers = new Headers();
            if (authorization !== undefined) headers.set('authorization', authorization);
            if (body?.contentType !== undefined) headers.set('content-type', body.contentType);
            // A refused call's after is the next call's before: nothing else writes the lane's
            // fingerprinted rows, so reading them again would only double the queries.
            const before = lane.settled ?? (await rowsOf(sql, lane.people));
            lane.settled = null;
            const response = await fetch(apiUrl(`${pathOf(route, segments)}${query}`), {
              method: route.method,
              headers,
              ...(body ? { body: body.body } : {}),
            });
            const text = await response.text();
            const seen = `${route.method} ${response.url} (${body?.kind ?? 'no body'}) → ${response.status} ${shortly(text)}`;
            expect(response.status, seen).toBeLessThan(500);
            if (response.status < 400) return;
            expect(String(response.headers.get('content-type')), seen).toMatch(/^application\/json/);
            expect(apiErrorSchema.safeParse(parsed(text)).error, seen).toBeUndefined();
            const after = await rowsOf(sql, lane.people);
            expect(after, seen).toEqual(before);
            lane.settled = after;
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
      },
      180_000,
    );
  });
});
