// Helpers of the interview-taking tests: calling /api/take/:token/… and looking behind the api's
// back as postgres. Seeding interviews, invitations and recordings reuses interview-fixtures.ts.
import { randomBytes } from 'node:crypto';
import { callApi } from './api.ts';
import { uniqueName, type TestUser } from './users.ts';
import { seedInterview, sendJson, type Database } from './interview-fixtures.ts';
import { NOTICE_VERSION } from '#contract/consent';

/** An interview of `owner` with one question of each format: 1 TEXT, 2 VIDEO, 3 AUDIO. */
export async function seedTakingInterview(sql: Database, owner: TestUser) {
  const interview = await seedInterview(sql, owner, { questions: 3 });
  const [text, video, audio] = interview.questionIds as [string, string, string];
  await sql`update public.questions set response_format = 'TEXT' where id = ${text}`;
  await sql`update public.questions set response_format = 'AUDIO', time_limit_seconds = 30 where id = ${audio}`;
  return { ...interview, text, video, audio };
}
export type TakingInterview = Awaited<ReturnType<typeof seedTakingInterview>>;

/** The invite token of an invitation. */
export async function tokenOf(sql: Database, invitationId: string): Promise<string> {
  const [row] = await sql<{ token: string }[]>`
    select unique_link_token as token from public.invitations where id = ${invitationId}`;
  if (!row) throw new Error(`No invitation ${invitationId}`);
  return row.token;
}

/** A token of the right shape that opens nothing. */
export function unknownToken(): string {
  return randomBytes(16).toString('base64url');
}

export function getTake(user: TestUser | undefined, token: string): Promise<Response> {
  return callApi(`/take/${encodeURIComponent(token)}`, { token: user?.accessToken });
}

/** POST /take/:token/consent: the current notice agreed to, AI analysis allowed unless said. */
export function giveConsent(
  user: TestUser | undefined,
  token: string,
  aiAnalysisAllowed = true,
): Promise<Response> {
  return sendJson(
    'POST',
    `/take/${encodeURIComponent(token)}/consent`,
    { notice_version: NOTICE_VERSION, ai_analysis_allowed: aiAnalysisAllowed },
    user,
  );
}

/** POST /take/:token/start alone, consent or not. */
export function startTakeOnly(user: TestUser | undefined, token: string): Promise<Response> {
  return callApi(`/take/${encodeURIComponent(token)}/start`, { method: 'POST', token: user?.accessToken });
}

/**
 * What a candidate does to start: agree to the notice, then start. The consent's refusal, if any,
 * is the answer (it refuses what start refuses, for the same reasons, first).
 */
export async function startTake(
  user: TestUser | undefined,
  token: string,
  aiAnalysisAllowed = true,
): Promise<Response> {
  const consent = await giveConsent(user, token, aiAnalysisAllowed);
  if (!consent.ok) return consent;
  return startTakeOnly(user, token);
}

export function submitAnswer(user: TestUser | undefined, token: string, body: unknown): Promise<Response> {
  return sendJson('POST', `/take/${encodeURIComponent(token)}/responses`, body, user);
}

export function completeTake(user: TestUser | undefined, token: string): Promise<Response> {
  return callApi(`/take/${encodeURIComponent(token)}/complete`, { method: 'POST', token: user?.accessToken });
}

/** A few bytes standing in for a recording (the stand-in stores what it gets). */
export function recordingBytes(): Uint8Array {
  return new TextEncoder().encode(uniqueName('recording'));
}

/** The answers of an invitation as postgres sees them, by question order. */
export async function answersOf(sql: Database, invitationId: string) {
  return sql<
    {
      question_id: string;
      attempts: number;
      response_text: string | null;
      media_path: string | null;
      candidate_id: string;
    }[]
  >`
    select r.question_id, r.attempts, r.response_text, r.media_path, r.candidate_id
    from public.responses r join public.questions q on q.id = r.question_id
    where r.invitation_id = ${invitationId}
    order by q.order_number`;
}

/** An invitation's status and candidate as postgres sees them. */
export async function invitationState(sql: Database, invitationId: string) {
  const [row] = await sql<
    { status: string; candidate_id: string | null; started_at: Date | null; completed_at: Date | null }[]
  >`
    select status, candidate_id, started_at, completed_at from public.invitations where id = ${invitationId}`;
  if (!row) throw new Error(`No invitation ${invitationId}`);
  return row;
}

/** Moves an invitation's link past its expiry (created_at first: expires_at must follow it). */
export async function expire(sql: Database, invitationId: string): Promise<void> {
  await sql`update public.invitations
            set created_at = now() - interval '20 days', expires_at = now() - interval '6 days'
            where id = ${invitationId}`;
}
