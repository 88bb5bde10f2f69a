import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from './auth-env.ts';
import { badRequest } from './auth-errors.ts';

/** GoTrue's minimum (and local default) flow state lifetime. */
const FLOW_STATE_EXPIRY_MS = 300_000;

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string | null;
  code_challenge_method: 's256' | 'plain' | null;
  code_challenge: string | null;
  provider_type: string;
  authentication_method: string;
  referrer: string | null;
  created_at: Date;
}

export async function createFlowState(
  db: Db,
  params: {
    providerType: string;
    authenticationMethod: string;
    codeChallenge: string;
    codeChallengeMethod: string;
    referrer: string;
    inviteToken?: string;
    /** Known at once for a sign-up that waits for its confirmation link. */
    userId?: string;
  },
): Promise<FlowStateRow> {
  const pkce = params.codeChallenge !== '';
  const method = params.codeChallengeMethod.toLowerCase();
  if (pkce && method !== 's256' && method !== 'plain') {
    throw badRequest('validation_failed', 'Invalid code_challenge_method');
  }
  const [row] = await db<FlowStateRow[]>`
    insert into auth.flow_state (
      id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method,
      referrer, invite_token, created_at, updated_at
    ) values (
      ${crypto.randomUUID()}, ${params.userId ?? null}, ${pkce ? crypto.randomUUID() : null}, ${pkce ? method : null},
      ${pkce ? params.codeChallenge : null}, ${params.providerType}, ${params.authenticationMethod},
      ${params.referrer || null}, ${params.inviteToken || null}, now(), now()
    )
    returning *`;
  if (!row) throw new Error('auth.flow_state insert returned no row');
  return row;
}

export async function findFlowStateById(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<FlowStateRow | undefined> {
  const [row] = forUpdate
    ? await db<FlowStateRow[]>`select * from auth.flow_state where id = ${id} for update`
    : await db<FlowStateRow[]>`select * from auth.flow_state where id = ${id}`;
  return row;
}

export async function findFlowStateByAuthCode(db: Db, authCode: string): Promise<FlowStateRow | undefined> {
  const [row] = await db<FlowStateRow[]>`
    select * from auth.flow_state where auth_code = ${authCode} limit 1 for update`;
  return row;
}

/** GoTrue's issueAuthCode: the user's newest flow state of that method hands out its code. */
export async function issueAuthCode(db: Db, userId: string, authenticationMethod: string): Promise<string> {
  const [row] = await db<{ auth_code: string | null }[]>`
    update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
    where id = (
      select id from auth.flow_state
      where user_id = ${userId} and authentication_method = ${authenticationMethod}
      order by created_at desc limit 1)
    returning auth_code`;
  if (!row?.auth_code) {
    throw badRequest(
      'flow_state_not_found',
      'No associated flow state found. No valid flow state found for user.',
    );
  }
  return row.auth_code;
}

export function isPkce(flow: FlowStateRow): boolean {
  return !!flow.code_challenge;
}

export function isExpired(flow: FlowStateRow): boolean {
  return Date.now() > flow.created_at.getTime() + FLOW_STATE_EXPIRY_MS;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** GoTrue's VerifyPKCEChallenge; returns the error message GoTrue gives, or undefined when it matches. */
export function pkceMismatch(flow: FlowStateRow, codeVerifier: string): string | undefined {
  if (!isPkce(flow) || !flow.code_challenge) return 'PKCE verification not applicable for implicit flow';
  switch (flow.code_challenge_method) {
    case 's256': {
      const hashed = createHash('sha256').update(codeVerifier).digest('base64url');
      return sameText(flow.code_challenge, hashed)
        ? undefined
        : 'code challenge does not match previously saved code verifier';
    }
    case 'plain':
      return sameText(flow.code_challenge, codeVerifier)
        ? undefined
        : 'code challenge does not match previously saved code verifier';
    default:
      return 'code challenge method not supported';
  }
}
