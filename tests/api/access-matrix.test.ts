// Every route of the api app × every persona: the status each must get, the one error shape, and
// no body that shows workspace A's data to someone outside workspace A. The route list comes from
// the app itself (tests/support/api-routes.ts), so a new route fails the first test until it is
// here; the workspace and team-invitation routes of contract/workspaces.ts are listed from the
// contract too, so the matrix fails until the app registers them with the answers below.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_VERSION } from '#contract/consent';
import { apiErrorSchema } from '#contract/errors';
import { teamInvitationApi, workspaceApi } from '#contract/workspaces';
import { apiRoutes, routeKey } from '../support/api-routes.ts';
import { callApi } from '../support/api.ts';
import {
  freshInterview,
  freshCandidateRequest,
  freshInvitation,
  freshInvitationToken,
  freshInvitationOfCandidateA,
  freshCandidate,
  freshComment,
  freshDecidedInvitation,
  freshMember,
  freshResume,
  freshTeamInvitation,
  freshUser,
  KEY_PERSONAS,
  PERSONAS,
  seedWorld,
  type KeyPersona,
  type Persona,
  type World,
} from './access-matrix-world.ts';
import { uniqueName, type TestUser } from '../support/users.ts';
import { config, openDatabase, seedInterview, type Database } from '../support/interview-fixtures.ts';
import { seedReview } from '../support/review-fixtures.ts';
import { seedStoredFileAnswer } from '../support/answer-file-fixtures.ts';
import { pdfBytes } from '../support/answer-file-bytes.ts';
import { competency } from '../support/scorecard-fixtures.ts';

/**
 * Statuses for anon, candidate A, candidate B, workspace A's owner, its recruiter member, its
 * reviewer member, the owner of another workspace, and the admin, in that order.
 */
type Statuses = [number, number, number, number, number, number, number, number];
type KeyStatuses = [number, number, number];
const APP_ROUTE_KEYS: KeyStatuses = [401, 401, 401];
const isPublicApi = (key: string) => key.split(' ')[1]?.startsWith('/api/v1/') ?? false;

interface RouteCase {
  /** The path after /api, with workspace A's ids; may create a fresh resource for a call that uses it up. */
  path: (world: World) => string | Promise<string>;
  /** The JSON body; a function (given the world) for a body that must differ per call or name its ids. */
  body?: unknown;
  expect: Statuses;
  /**
   * Statuses for a Read key of A, a Read-and-write key of A and a key of another workspace: the
   * public API's routes (/api/v1) name them; every other route answers a key 401.
   */
  keys?: KeyStatuses;
  /** Whoever holds the link may read what it shows (an invite link, a public resume). */
  public?: true;
  /** A call that uses up its caller (deleting their account): who stands in for the persona. */
  caller?: (persona: Persona, world: World) => Promise<TestUser | undefined>;
}

const id = encodeURIComponent;
/** The local AI provider's scripted reply of an empty draft (tests/support/openai-server.ts). */
const EMPTY_DRAFT = `[openai-test:content=${Buffer.from(JSON.stringify({ questions: [], competencies: [] })).toString('base64url')}]`;

/** A shared link of workspace A's review, made as postgres, for a call that uses it up. */
async function freshShare(w: World): Promise<{ id: string; token: string }> {
  const [share] = await w.sql<{ id: string; token: string }[]>`
    insert into public.review_shares (invitation_id, expires_at)
    values (${w.review.invitationId}, now() + interval '7 days') returning id, token`;
  if (!share) throw new Error('The shared link insert returned no row');
  return share;
}
let fileAnswer: ReturnType<typeof seedStoredFileAnswer> | undefined;
/** A FILE answer of a completed interview of workspace A, seeded once. */
function fileAnswerOf(w: World): ReturnType<typeof seedStoredFileAnswer> {
  fileAnswer ??= seedStoredFileAnswer(w.sql, w.users.owner, pdfBytes());
  return fileAnswer;
}

/** A live API key of workspace A, made as postgres, for a call that revokes it. */
async function freshApiKey(w: World): Promise<string> {
  // A workspace keeps at most 10 live keys: the ones made for calls that were refused go first.
  await w.sql`
    update public.workspace_api_keys set revoked_at = now()
    where workspace_id = ${w.workspaceId} and name = 'Access matrix' and revoked_at is null`;
  const prefix = `aik_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const [key] = await w.sql<{ id: string }[]>`
    insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope)
    values (${w.workspaceId}, 'Access matrix', ${prefix}, sha256(convert_to(${prefix}, 'UTF8')), 'READ')
    returning id`;
  if (!key) throw new Error('The API key insert returned no row');
  return key.id;
}
const PUBLIC_ANYONE: Statuses = [200, 200, 200, 200, 200, 200, 200, 200];
/** Recruiter routes without a resource: any member of a workspace (whatever their role), recruiters, admins. */
const RECRUITERS: Statuses = [401, 403, 403, 200, 200, 200, 200, 200];
/** Reading workspace A's interviews and reviews: every member of A, and admins. */
const WORKSPACE_A: Statuses = [401, 403, 403, 200, 200, 200, 404, 200];
/**
 * Changing workspace A's interviews and invitations: its OWNER and RECRUITER, admins; a REVIEWER is
 * refused clearly, also for a PENDING invitation, which row-level security hides from them.
 */
const MANAGERS_OF_A: Statuses = [401, 403, 403, 200, 200, 403, 404, 200];
/** Answering a pending request about workspace A's open invitation: those who manage A, and admins. */
const REQUEST_OF_A: Statuses = [401, 403, 403, 200, 200, 404, 404, 200];
const GRANTED = { time: 'DOUBLE', extra_attempts: 1, text_answers_allowed: true };
const RECRUITER_INPUT: Statuses = [401, 403, 403, 400, 400, 400, 400, 400];
/** Workspace A's settings, members and team invitations: its owners and admins. */
const OWNERS_OF_A: Statuses = [401, 403, 403, 200, 403, 403, 404, 200];
/** The candidate portal's own-data routes: any signed-in user, who sees only their own rows. */
const SIGNED_IN: Statuses = [401, 200, 200, 200, 200, 200, 200, 200];
const SIGNED_IN_INPUT: Statuses = [401, 400, 400, 400, 400, 400, 400, 400];
const CANDIDATE_A: Statuses = [401, 200, 404, 404, 404, 404, 404, 404];
const ADMINS: Statuses = [401, 403, 403, 403, 403, 403, 403, 200];
/** Workspace A's webhook endpoints, whose secrets sign what A's receivers trust: its owners only, not admins. */
const WEBHOOK_OWNERS_OF_A: Statuses = [401, 403, 403, 200, 403, 403, 404, 403];
const withStatus = (statuses: Statuses, status: number): Statuses =>
  statuses.map((s) => (s === 200 ? status : s)) as Statuses;

/** A video prompt of workspace A, made as postgres (no clip stored), for a call that may use it up. */
async function freshPromptVideo(w: World): Promise<string> {
  const [prompt] = await w.sql<{ id: string }[]>`
    insert into public.prompt_videos (workspace_id, source_path)
    values (${w.workspaceId}, ${`${w.workspaceId}/${randomUUID()}.webm`}) returning id`;
  if (!prompt) throw new Error('The prompt video insert returned no row');
  return prompt.id;
}

/** A webhook endpoint of workspace A, made as postgres, for a call that uses it up. */
async function freshWebhookEndpoint(w: World): Promise<string> {
  const [endpoint] = await w.sql<{ id: string }[]>`
    insert into public.webhook_endpoints (workspace_id, url, events)
    values (${w.workspaceId}, 'http://127.0.0.1:9/hooks', '{decision.made}') returning id`;
  if (!endpoint) throw new Error('The webhook endpoint insert returned no row');
  return endpoint.id;
}

/** A delivery in the log of a fresh endpoint of workspace A: `endpointId/deliveries/deliveryId`. */
async function freshWebhookDelivery(w: World): Promise<string> {
  const endpointId = await freshWebhookEndpoint(w);
  const [delivery] = await w.sql<{ id: string }[]>`
    insert into public.webhook_deliveries (endpoint_id, event_id, event_type, payload, status)
    values (${endpointId}, gen_random_uuid(), 'decision.made', '{"type":"decision.made"}', 'FAILED') returning id`;
  if (!delivery) throw new Error('The webhook delivery insert returned no row');
  return `${endpointId}/deliveries/${delivery.id}`;
}

/** A question template of workspace A, made as postgres, for a call that deletes it. */
async function freshTemplate(w: World): Promise<string> {
  const [template] = await w.sql<{ id: string }[]>`
    insert into public.interview_templates (workspace_id, kind, name, content)
    values (${w.workspaceId}, 'QUESTION', ${uniqueName('Matrix template')}, '{"text": "Why?"}') returning id`;
  if (!template) throw new Error('The template insert returned no row');
  return template.id;
}

const CASES: Record<string, RouteCase> = {
  'GET /api/health': { path: () => '/health', expect: PUBLIC_ANYONE, public: true },
  // Auth's Send Email Hook: only Auth may call it, proven by its signature
  // (tests/api/auth-send-email-hook.test.ts); no session and no key is one.
  'POST /api/auth/send-email-hook': {
    path: () => '/auth/send-email-hook',
    body: {},
    expect: [401, 401, 401, 401, 401, 401, 401, 401],
    public: true,
  },
  'GET /api/users/me': { path: () => '/users/me', expect: RECRUITERS },
  // The account's language: anyone signed in sets their own (null: the choice the personas start with).
  'PUT /api/users/me/locale': { path: () => '/users/me/locale', body: { locale: null }, expect: SIGNED_IN },

  'GET /api/interviews': { path: () => '/interviews', expect: RECRUITERS },
  'GET /api/interviews/:id': { path: (w) => `/interviews/${w.interviewId}`, expect: WORKSPACE_A },
  'GET /api/interviews/:id/invitation-summary': {
    path: (w) => `/interviews/${w.interviewId}/invitation-summary`,
    expect: WORKSPACE_A,
  },
  'POST /api/interviews': { path: () => '/interviews', body: {}, expect: RECRUITER_INPUT },
  // Drafts from a job description (the local AI provider answers an empty draft): those who create
  // interviews in workspace A.
  'POST /api/interviews/drafts': {
    path: () => '/interviews/drafts',
    body: (w: World) => ({
      workspace_id: w.workspaceId,
      job_description: `Access matrix: a job description long enough to draft from. ${EMPTY_DRAFT}`,
    }),
    expect: MANAGERS_OF_A,
  },
  'POST /api/prompt-videos': { path: () => '/prompt-videos', body: {}, expect: RECRUITER_INPUT },
  'GET /api/prompt-videos/:id': {
    path: async (w) => `/prompt-videos/${await freshPromptVideo(w)}`,
    expect: WORKSPACE_A,
  },
  'DELETE /api/prompt-videos/:id': {
    path: async (w) => `/prompt-videos/${await freshPromptVideo(w)}`,
    expect: MANAGERS_OF_A,
  },
  'PUT /api/interviews/:id/archive': {
    path: async (w) => `/interviews/${await freshInterview(w)}/archive`,
    expect: MANAGERS_OF_A,
  },
  'DELETE /api/interviews/:id': {
    path: async (w) => `/interviews/${await freshInterview(w)}`,
    expect: MANAGERS_OF_A,
  },
  'POST /api/interviews/:id/publish': {
    path: async (w) =>
      `/interviews/${(await seedInterview(w.sql, w.users.owner, { status: 'DRAFT' })).id}/publish`,
    expect: MANAGERS_OF_A,
  },
  'POST /api/interviews/:id/close': {
    path: async (w) => `/interviews/${await freshInterview(w)}/close`,
    expect: MANAGERS_OF_A,
  },
  'POST /api/interviews/:id/reopen': {
    path: async (w) =>
      `/interviews/${(await seedInterview(w.sql, w.users.owner, { status: 'CLOSED' })).id}/reopen`,
    expect: MANAGERS_OF_A,
  },
  'PUT /api/interviews/:id': {
    path: async (w) => `/interviews/${await freshInterview(w)}`,
    body: { title: 'Edited in the matrix', questions: [{ text: 'Why?' }] },
    expect: MANAGERS_OF_A,
  },
  'POST /api/interviews/:id/duplicate': {
    path: (w) => `/interviews/${w.interviewId}/duplicate`,
    expect: [401, 403, 403, 201, 201, 403, 404, 201],
  },
  'GET /api/interviews/:id/scorecard': {
    path: (w) => `/interviews/${w.interviewId}/scorecard`,
    expect: WORKSPACE_A,
  },
  'PUT /api/interviews/:id/scorecard': {
    path: async (w) => `/interviews/${await freshInterview(w)}/scorecard`,
    body: { competencies: [competency('Matrix')] },
    expect: MANAGERS_OF_A,
  },
  'PUT /api/interviews/:id/review-settings': {
    path: async (w) => `/interviews/${await freshInterview(w)}/review-settings`,
    body: { anonymous_review: true },
    expect: MANAGERS_OF_A,
  },
  'GET /api/interviews/:id/comparison': {
    path: (w) => `/interviews/${w.interviewId}/comparison`,
    expect: WORKSPACE_A,
  },
  'GET /api/interviews/:id/comparison.csv': {
    path: (w) => `/interviews/${w.interviewId}/comparison.csv`,
    expect: WORKSPACE_A,
  },
  'GET /api/workspaces/:id/scorecards': {
    path: (w) => `/workspaces/${w.workspaceId}/scorecards`,
    expect: WORKSPACE_A,
  },
  'GET /api/interview-templates': {
    path: (w) => `/interview-templates?workspace_id=${w.workspaceId}`,
    expect: MANAGERS_OF_A,
  },
  'POST /api/interview-templates': { path: () => '/interview-templates', body: {}, expect: RECRUITER_INPUT },
  // Row-level security hides the workspace's templates from its REVIEWER as from outsiders.
  'DELETE /api/interview-templates/:id': {
    path: async (w) => `/interview-templates/${await freshTemplate(w)}`,
    expect: [401, 403, 403, 200, 200, 404, 404, 200],
  },
  'GET /api/dashboard/stats': { path: () => '/dashboard/stats', expect: RECRUITERS },

  'GET /api/invitations': { path: () => '/invitations', expect: RECRUITERS },
  'POST /api/invitations': { path: () => '/invitations', body: {}, expect: RECRUITER_INPUT },
  'POST /api/invitations/:id/resend': {
    path: async (w) => `/invitations/${await freshInvitation(w)}/resend`,
    expect: MANAGERS_OF_A,
  },
  'PUT /api/invitations/:id/cancel': {
    path: async (w) => `/invitations/${await freshInvitation(w)}/cancel`,
    expect: MANAGERS_OF_A,
  },
  'DELETE /api/invitations/:id': {
    path: async (w) => `/invitations/${await freshInvitation(w)}`,
    expect: MANAGERS_OF_A,
  },
  'POST /api/interviews/:id/invitations/bulk': {
    path: (w) => `/interviews/${w.interviewId}/invitations/bulk`,
    body: () => ({
      rows: [
        {
          key: randomUUID(),
          first_name: 'Matrix',
          last_name: 'Bulk',
          email: `${uniqueName('bulk')}@test.example.com`,
        },
      ],
    }),
    expect: MANAGERS_OF_A,
  },
  'POST /api/interviews/:id/invitations/bulk/check': {
    path: (w) => `/interviews/${w.interviewId}/invitations/bulk/check`,
    body: { emails: ['someone@test.example.com'] },
    expect: MANAGERS_OF_A,
  },
  'PUT /api/invitations/:id/accommodations': {
    path: async (w) => `/invitations/${await freshInvitation(w)}/accommodations`,
    body: GRANTED,
    expect: MANAGERS_OF_A,
  },

  'POST /api/take/:token/requests': {
    path: async (w) => `/take/${id(await freshInvitationToken(w))}/requests`,
    body: { kind: 'ACCOMMODATION', reason: 'I use a screen reader' },
    expect: [201, 201, 201, 201, 201, 201, 201, 201],
    public: true,
  },
  'GET /api/candidate-requests': { path: () => '/candidate-requests', expect: RECRUITERS },
  'POST /api/candidate-requests/:id/approve': {
    path: async (w) => `/candidate-requests/${await freshCandidateRequest(w)}/approve`,
    body: { accommodations: GRANTED },
    expect: REQUEST_OF_A,
  },
  'POST /api/candidate-requests/:id/decline': {
    path: async (w) => `/candidate-requests/${await freshCandidateRequest(w)}/decline`,
    expect: REQUEST_OF_A,
  },

  'GET /api/take/:token': { path: (w) => `/take/${id(w.startedToken)}`, expect: PUBLIC_ANYONE, public: true },
  'POST /api/take/:token/consent': {
    path: (w) => `/take/${id(w.startedToken)}/consent`,
    body: { notice_version: NOTICE_VERSION, ai_analysis_allowed: true },
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  // The receipt's own secret opens it, as the candidate's e-mail link does.
  'GET /api/consent-receipts/:token': {
    path: (w) => `/consent-receipts/${id(w.receiptToken)}`,
    expect: PUBLIC_ANYONE,
    public: true,
  },
  'GET /api/candidates/consents': { path: () => '/candidates/consents', expect: SIGNED_IN },
  'POST /api/take/:token/start': {
    path: (w) => `/take/${id(w.startedToken)}/start`,
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  'POST /api/take/:token/responses': {
    path: (w) => `/take/${id(w.startedToken)}/responses`,
    body: {},
    expect: SIGNED_IN_INPUT,
  },
  'POST /api/take/:token/complete': {
    path: (w) => `/take/${id(w.startedToken)}/complete`,
    expect: [401, 409, 403, 403, 403, 403, 403, 403],
  },

  'GET /api/reviews/completed': { path: () => '/reviews/completed', expect: RECRUITERS },
  'GET /api/reviews/:id': { path: (w) => `/reviews/${w.review.invitationId}`, expect: WORKSPACE_A },
  'GET /api/reviews/:id/progress': {
    path: (w) => `/reviews/${w.review.invitationId}/progress`,
    expect: WORKSPACE_A,
  },
  'GET /api/reviews/:id/feedback': {
    path: (w) => `/reviews/${w.review.invitationId}/feedback`,
    expect: WORKSPACE_A,
  },
  'POST /api/reviews/:id/feedback': {
    path: async (w) => `/reviews/${await freshDecidedInvitation(w)}/feedback`,
    body: { body: 'Thank you for your time.' },
    expect: [401, 403, 403, 201, 201, 403, 404, 201],
  },
  'GET /api/candidates/feedback': { path: () => '/candidates/feedback', expect: SIGNED_IN },
  // The voluntary self-identification: only the candidate, for their own invitation (to everyone
  // else it is not there); the fairness report of an interview: its workspace's owners and admins.
  'GET /api/candidates/self-identification': {
    path: () => '/candidates/self-identification',
    expect: SIGNED_IN,
  },
  'PUT /api/candidates/invitations/:id/self-identification': {
    path: (w) => `/candidates/invitations/${w.review.invitationId}/self-identification`,
    body: { sex: 'PREFER_NOT_TO_SAY', race_ethnicity: 'PREFER_NOT_TO_SAY' },
    expect: CANDIDATE_A,
  },
  'DELETE /api/candidates/invitations/:id/self-identification': {
    path: (w) => `/candidates/invitations/${w.review.invitationId}/self-identification`,
    expect: CANDIDATE_A,
  },
  'GET /api/interviews/:id/fairness-report': {
    path: (w) => `/interviews/${w.interviewId}/fairness-report`,
    expect: OWNERS_OF_A,
  },
  'GET /api/interviews/:id/insights': {
    path: (w) => `/interviews/${w.interviewId}/insights`,
    expect: MANAGERS_OF_A,
  },
  // A REVIEWER reads their own difference from the others (tests/api/insights.test.ts).
  'GET /api/interviews/:id/calibration': {
    path: (w) => `/interviews/${w.interviewId}/calibration`,
    expect: WORKSPACE_A,
  },
  'GET /api/workspaces/:id/insights': {
    path: (w) => `/workspaces/${w.workspaceId}/insights`,
    expect: MANAGERS_OF_A,
  },
  'GET /api/workspaces/:id/audit-events': {
    path: (w) => `/workspaces/${w.workspaceId}/audit-events`,
    expect: OWNERS_OF_A,
  },
  'GET /api/workspaces/:id/audit-events.csv': {
    path: (w) => `/workspaces/${w.workspaceId}/audit-events.csv`,
    expect: OWNERS_OF_A,
  },
  'GET /api/workspaces/:id/api-keys': {
    path: (w) => `/workspaces/${w.workspaceId}/api-keys`,
    expect: OWNERS_OF_A,
  },
  'POST /api/workspaces/:id/api-keys': {
    path: (w) => `/workspaces/${w.workspaceId}/api-keys`,
    body: { name: 'Access matrix', scope: 'READ' },
    expect: [401, 403, 403, 201, 403, 403, 404, 201],
  },
  // The public API answers API keys only (tests/api/public-api-keys.test.ts); every session gets 401.
  // A key of A reads A's rows, and only a Read-and-write key writes; another workspace's key
  // finds none of A's (404), and its lists are its own.
  'GET /api/v1/interviews': {
    path: () => '/v1/interviews',
    expect: [401, 401, 401, 401, 401, 401, 401, 401],
    keys: [200, 200, 200],
  },
  'GET /api/v1/reviews': {
    path: () => '/v1/reviews',
    expect: [401, 401, 401, 401, 401, 401, 401, 401],
    keys: [200, 200, 200],
  },
  'GET /api/v1/reviews/:id': {
    path: (w) => `/v1/reviews/${w.review.invitationId}`,
    expect: [401, 401, 401, 401, 401, 401, 401, 401],
    keys: [200, 200, 404],
  },
  'GET /api/v1/interviews/:id': {
    path: (w) => `/v1/interviews/${w.interviewId}`,
    expect: [401, 401, 401, 401, 401, 401, 401, 401],
    keys: [200, 200, 404],
  },
  'POST /api/v1/interviews/:id/invitations': {
    path: (w) => `/v1/interviews/${w.interviewId}/invitations`,
    body: () => ({
      candidates: [{ first_name: 'Key', last_name: 'Less', email: `${uniqueName('v1')}@test.example.com` }],
    }),
    expect: [401, 401, 401, 401, 401, 401, 401, 401],
    keys: [403, 201, 404],
  },
  'GET /api/v1/invitations': {
    path: () => '/v1/invitations',
    expect: [401, 401, 401, 401, 401, 401, 401, 401],
    keys: [200, 200, 200],
  },
  'GET /api/v1/invitations/:id': {
    path: (w) => `/v1/invitations/${w.review.invitationId}`,
    expect: [401, 401, 401, 401, 401, 401, 401, 401],
    keys: [200, 200, 404],
  },
  // The public API's reference describes it to anyone; only a key may call it.
  'GET /api/openapi.json': {
    path: () => '/openapi.json',
    expect: PUBLIC_ANYONE,
    keys: [200, 200, 200],
    public: true,
  },
  'GET /api/reference': {
    path: () => '/reference',
    expect: PUBLIC_ANYONE,
    keys: [200, 200, 200],
    public: true,
  },
  'POST /api/workspaces/:id/api-keys/:keyId/revoke': {
    path: async (w) => `/workspaces/${w.workspaceId}/api-keys/${await freshApiKey(w)}/revoke`,
    expect: OWNERS_OF_A,
  },
  'GET /api/workspaces/:id/webhooks': {
    path: (w) => `/workspaces/${w.workspaceId}/webhooks`,
    expect: WEBHOOK_OWNERS_OF_A,
  },
  'POST /api/workspaces/:id/webhooks': {
    path: (w) => `/workspaces/${w.workspaceId}/webhooks`,
    body: { url: 'http://127.0.0.1:9/hooks', events: ['invitation.completed'] },
    expect: withStatus(WEBHOOK_OWNERS_OF_A, 201),
  },
  'PUT /api/workspaces/:id/webhooks/:endpointId': {
    path: async (w) => `/workspaces/${w.workspaceId}/webhooks/${await freshWebhookEndpoint(w)}`,
    body: { enabled: false },
    expect: WEBHOOK_OWNERS_OF_A,
  },
  'DELETE /api/workspaces/:id/webhooks/:endpointId': {
    path: async (w) => `/workspaces/${w.workspaceId}/webhooks/${await freshWebhookEndpoint(w)}`,
    expect: WEBHOOK_OWNERS_OF_A,
  },
  'GET /api/workspaces/:id/webhooks/:endpointId/deliveries': {
    path: async (w) => `/workspaces/${w.workspaceId}/webhooks/${await freshWebhookEndpoint(w)}/deliveries`,
    expect: WEBHOOK_OWNERS_OF_A,
  },
  'POST /api/workspaces/:id/webhooks/:endpointId/deliveries/:deliveryId/resend': {
    path: async (w) => `/workspaces/${w.workspaceId}/webhooks/${await freshWebhookDelivery(w)}/resend`,
    expect: withStatus(WEBHOOK_OWNERS_OF_A, 202),
  },
  'POST /api/workspaces/:id/webhooks/:endpointId/test': {
    path: async (w) => `/workspaces/${w.workspaceId}/webhooks/${await freshWebhookEndpoint(w)}/test`,
    expect: withStatus(WEBHOOK_OWNERS_OF_A, 202),
  },
  'POST /api/reviews/:id/analyze/:responseId': {
    path: (w) => `/reviews/${w.review.invitationId}/analyze/${w.review.responses.text}`,
    // 202: the analysis is queued for the worker; a REVIEWER may ask for it too.
    expect: [401, 403, 403, 202, 202, 202, 404, 202],
  },
  'GET /api/reviews/:id/answers/:responseId/file': {
    path: async (w) => {
      const { invitationId, responseId } = await fileAnswerOf(w);
      return `/reviews/${invitationId}/answers/${responseId}/file`;
    },
    // Every member downloads the file of workspace A's candidate; candidates are no recruiters.
    expect: WORKSPACE_A,
  },
  'POST /api/reviews/:id/complete': {
    path: async (w) =>
      `/reviews/${(await seedReview(w.sql, { recruiter: w.users.owner })).invitationId}/complete`,
    expect: WORKSPACE_A,
  },

  // Ratings, decisions and comments on workspace A's candidate: every member rates and comments
  // (admins read; they rate no one), OWNER and RECRUITER decide, a comment's author deletes it.
  'GET /api/reviews/:id/ratings': {
    path: (w) => `/reviews/${w.review.invitationId}/ratings`,
    expect: WORKSPACE_A,
  },
  'PUT /api/reviews/:id/ratings': {
    path: (w) => `/reviews/${w.review.invitationId}/ratings`,
    body: {},
    expect: RECRUITER_INPUT,
  },
  'POST /api/reviews/:id/ratings/submit': {
    // Workspace A's interview has no scorecard, so there is nothing to rate before submitting.
    path: (w) => `/reviews/${w.review.invitationId}/ratings/submit`,
    expect: [401, 403, 403, 201, 201, 201, 404, 403],
  },
  'GET /api/reviews/:id/ratings/history': {
    path: (w) => `/reviews/${w.review.invitationId}/ratings/history`,
    expect: WORKSPACE_A,
  },
  'POST /api/reviews/:id/decision': {
    path: (w) => `/reviews/${w.review.invitationId}/decision`,
    body: { decision: 'HOLD', reason: 'Access matrix' },
    expect: [401, 403, 403, 201, 201, 403, 404, 201],
  },
  'GET /api/reviews/:id/decisions': {
    path: (w) => `/reviews/${w.review.invitationId}/decisions`,
    expect: WORKSPACE_A,
  },
  'GET /api/reviews/:id/comments': {
    path: (w) => `/reviews/${w.review.invitationId}/comments`,
    expect: WORKSPACE_A,
  },
  'POST /api/reviews/:id/comments': {
    path: (w) => `/reviews/${w.review.invitationId}/comments`,
    body: { body: 'Access matrix' },
    expect: [401, 403, 403, 201, 201, 201, 404, 201],
  },
  'DELETE /api/reviews/:id/comments/:commentId': {
    path: async (w) => `/reviews/${w.review.invitationId}/comments/${await freshComment(w)}`,
    expect: [401, 403, 403, 200, 403, 403, 404, 200],
  },
  'POST /api/reviews/:id/shares': {
    path: (w) => `/reviews/${w.review.invitationId}/shares`,
    body: { days: 7 },
    expect: [401, 403, 403, 201, 201, 403, 404, 201],
  },
  'GET /api/reviews/:id/shares': {
    path: (w) => `/reviews/${w.review.invitationId}/shares`,
    expect: MANAGERS_OF_A,
  },
  'POST /api/reviews/:id/shares/:shareId/revoke': {
    path: async (w) => `/reviews/${w.review.invitationId}/shares/${(await freshShare(w)).id}/revoke`,
    expect: MANAGERS_OF_A,
  },
  // Whoever holds a shared link reads that one candidate's answers.
  'GET /api/shared/:token': {
    path: async (w) => `/shared/${id((await freshShare(w)).token)}`,
    expect: PUBLIC_ANYONE,
    public: true,
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
  'GET /api/candidates/me/data': { path: () => '/candidates/me/data', expect: SIGNED_IN },
  'DELETE /api/candidates/invitations/:id/data': {
    path: async (w) => `/candidates/invitations/${await freshInvitationOfCandidateA(w)}/data`,
    expect: CANDIDATE_A,
  },
  'DELETE /api/candidates/me': {
    path: () => '/candidates/me',
    // The candidates are new ones each call: the world's candidates must outlive the matrix. A
    // hiring team's member, even with a candidate's role, and an admin are refused.
    caller: async (persona, w) =>
      persona === 'candidateA' || persona === 'candidateB'
        ? freshCandidate()
        : persona === 'anon'
          ? undefined
          : w.users[persona],
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
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

  'GET /api/admin/users': { path: () => '/admin/users', expect: ADMINS },
  'GET /api/admin/logs': { path: () => '/admin/logs', expect: ADMINS },
  'PUT /api/admin/users/role': {
    path: () => '/admin/users/role',
    body: {},
    expect: [401, 403, 403, 403, 403, 403, 403, 400],
  },
  'DELETE /api/admin/users/:id': {
    path: async () => `/admin/users/${await freshUser()}?type=candidate`,
    expect: ADMINS,
  },

  'GET /api/workspaces/:id': { path: (w) => `/workspaces/${w.workspaceId}`, expect: WORKSPACE_A },
  'PUT /api/workspaces/:id': { path: (w) => `/workspaces/${w.workspaceId}`, body: {}, expect: OWNERS_OF_A },
  'PUT /api/workspaces/:id/members/:userId': {
    path: async (w) => `/workspaces/${w.workspaceId}/members/${await freshMember(w)}`,
    body: { role: 'RECRUITER' },
    expect: OWNERS_OF_A,
  },
  'DELETE /api/workspaces/:id/members/:userId': {
    path: async (w) => `/workspaces/${w.workspaceId}/members/${await freshMember(w)}`,
    expect: OWNERS_OF_A,
  },
  'POST /api/workspaces/:id/invitations': {
    path: (w) => `/workspaces/${w.workspaceId}/invitations`,
    body: () => ({ email: `${uniqueName('teammate')}@test.example.com`, role: 'REVIEWER' }),
    expect: [401, 403, 403, 201, 403, 403, 404, 201],
  },
  'POST /api/workspaces/:id/invitations/:invitationId/resend': {
    path: async (w) => `/workspaces/${w.workspaceId}/invitations/${(await freshTeamInvitation(w)).id}/resend`,
    expect: OWNERS_OF_A,
  },
  'DELETE /api/workspaces/:id/invitations/:invitationId': {
    path: async (w) => `/workspaces/${w.workspaceId}/invitations/${(await freshTeamInvitation(w)).id}`,
    expect: OWNERS_OF_A,
  },
  // Whoever holds the link sees what it offers; only the account it was sent to may accept it
  // (none of the personas: each is refused).
  'GET /api/team-invitations/:token': {
    path: async (w) => `/team-invitations/${(await freshTeamInvitation(w)).token}`,
    expect: PUBLIC_ANYONE,
    public: true,
  },
  'POST /api/team-invitations/:token/accept': {
    path: async (w) => `/team-invitations/${(await freshTeamInvitation(w)).token}/accept`,
    expect: [401, 403, 403, 403, 403, 403, 403, 403],
  },
};

/** Workspace A's own people, and the admin, may see workspace A's rows. */
const INSIDE_WORKSPACE_A: ReadonlySet<Persona> = new Set([
  'candidateA',
  'owner',
  'recruiterMember',
  'reviewerMember',
  'admin',
]);

/** The workspace routes of the contract, which the app must serve (engineer A's part of issue #17). */
const CONTRACT_ROUTES = [...Object.values(workspaceApi), ...Object.values(teamInvitationApi)].map(
  (route) => `${route.method} /api${route.path}`,
);

const routes = apiRoutes();
const routeKeys = [...new Set([...routes.map(routeKey), ...CONTRACT_ROUTES])];
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
    expect(Object.keys(CASES).filter((key) => !routeKeys.includes(key))).toEqual([]);
  });

  it("names the keys' answers for every route of the public API", () => {
    const unnamed = Object.entries(CASES).filter(([key, routeCase]) => isPublicApi(key) && !routeCase?.keys);
    expect(unnamed.map(([key]) => key)).toEqual([]);
  });

  it('serves every workspace route of the contract', () => {
    const keys = routes.map(routeKey);
    expect(CONTRACT_ROUTES.filter((key) => !keys.includes(key))).toEqual([]);
  });

  describe.each(routeKeys.filter((key) => key in CASES))('%s', (key) => {
    const routeCase = CASES[key] as RouteCase;
    const method = key.split(' ')[0] ?? 'GET';

    it.each(PERSONAS.map((persona, index) => [persona, routeCase.expect[index]] as const))(
      'as %s answers %i',
      async (persona, expected) => {
        const user = routeCase.caller
          ? await routeCase.caller(persona, world)
          : persona === 'anon'
            ? undefined
            : world.users[persona];
        const body =
          typeof routeCase.body === 'function'
            ? (routeCase.body as (w: World) => unknown)(world)
            : routeCase.body;
        const response = await callApi(await routeCase.path(world), {
          method,
          token: user?.accessToken,
          ...(body === undefined
            ? {}
            : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        });
        const text = await response.text();
        expect(response.status, text).toBe(expected);
        if (response.status >= 400)
          expect(apiErrorSchema.safeParse(JSON.parse(text)).success, text).toBe(true);
        if (!routeCase.public && !INSIDE_WORKSPACE_A.has(persona)) {
          for (const marker of world.markers) expect(text).not.toContain(marker);
        }
      },
    );

    it.each(
      KEY_PERSONAS.map((persona, index) => [persona, (routeCase.keys ?? APP_ROUTE_KEYS)[index]] as const),
    )('with %s answers %i', async (persona: KeyPersona, expected) => {
      const body =
        typeof routeCase.body === 'function'
          ? (routeCase.body as (w: World) => unknown)(world)
          : routeCase.body;
      const response = await callApi(await routeCase.path(world), {
        method,
        headers: {
          authorization: `Bearer ${world.apiKeys[persona]}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      expect(response.status, text).toBe(expected);
      if (response.status >= 400) expect(apiErrorSchema.safeParse(JSON.parse(text)).success, text).toBe(true);
      if (persona === 'keyOfB') {
        for (const marker of world.markers) expect(text).not.toContain(marker);
      }
    });
  });
});

type Allowed = [boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean];

/** Whether each persona may read workspace A's object in each bucket through the Storage API. */
const BUCKET_READS: Record<'responses' | 'resumes', Allowed> = {
  // The recording of a completed interview: every member of its workspace (a REVIEWER reviews it)
  // and admins; its uploader only while taking it.
  responses: [false, false, false, true, true, true, false, true],
  // A resume's video: its owner (visitors play it through a signed URL the api makes).
  resumes: [false, true, false, false, false, false, false, false],
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
      'as %s reads workspace A’s object: %s',
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
      'as %s cannot write into workspace A’s folder',
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
