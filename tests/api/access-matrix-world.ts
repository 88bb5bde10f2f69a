// The data the access matrix runs against: workspace A (its owner's interview, a completed and
// reviewed-ready invitation answered by candidate A, a started one, a video resume of candidate A)
// with a second RECRUITER and a REVIEWER as members (both platform CANDIDATEs: membership is what
// admits them), and the people who must or must not reach it. Markers are strings only workspace
// A's rows hold.
import { newApiKey } from '#backend/api-keys/api-key-secret';
import { NOTICE_VERSION } from '#contract/consent';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { config, seedInterview, seedInvitation, type Database } from '../support/interview-fixtures.ts';
import { seedReview, type SeededReview } from '../support/review-fixtures.ts';
import { tokenOf } from '../support/take-fixtures.ts';
import { seedResume, uploadResumeVideo, type SeededResume } from '../support/video-resume-fixtures.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';

export const PERSONAS = [
  'anon',
  'candidateA',
  'candidateB',
  'owner',
  'recruiterMember',
  'reviewerMember',
  'otherWorkspace',
  'admin',
] as const;
export type Persona = (typeof PERSONAS)[number];

/**
 * The public API's callers (issue #22): a Read key and a Read-and-write key of workspace A, and a
 * Read-and-write key of the other workspace.
 */
export const KEY_PERSONAS = ['readKeyA', 'writeKeyA', 'keyOfB'] as const;
export type KeyPersona = (typeof KEY_PERSONAS)[number];

export interface World {
  users: Record<Exclude<Persona, 'anon'>, TestUser>;
  /** Workspace A, whose OWNER is `owner`. */
  workspaceId: string;
  /** Workspace A's interview (created by its owner), with one question. */
  interviewId: string;
  /** A completed interview of workspace A answered by candidate A. */
  review: SeededReview;
  /** The link of an invitation of workspace A that candidate A has started. */
  startedToken: string;
  /** The consent receipt of candidate A's started invitation. */
  receiptToken: string;
  resume: SeededResume;
  /** The whole key of each key persona, for `Authorization: Bearer`. */
  apiKeys: Record<KeyPersona, string>;
  markers: string[];
  sql: Database;
}

export async function seedWorld(sql: Database): Promise<World> {
  const [owner, recruiterMember, reviewerMember, otherWorkspace, candidateB, admin] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'ADMIN' }),
  ]);
  const workspaceId = await workspaceOf(sql, owner);
  await addMember(sql, workspaceId, recruiterMember, 'RECRUITER');
  await addMember(sql, workspaceId, reviewerMember, 'REVIEWER');
  const review = await seedReview(sql, { recruiter: owner });
  const candidateA = review.candidate;
  const interview = await seedInterview(sql, owner, { title: uniqueName('Workspace A interview') });
  const started = await seedInvitation(sql, interview.id, 'STARTED', candidateA);
  const [consent] = await sql<{ receipt_token: string }[]>`
    insert into public.interview_consents (invitation_id, candidate_id, notice_version, retention_days, ai_analysis_allowed, locale)
    values (${started}, ${candidateA.id}, ${NOTICE_VERSION}, 180, true, 'en') returning receipt_token`;
  if (!consent) throw new Error('The consent insert returned no row');
  const resumeTitle = uniqueName('Workspace A resume');
  const resume = await seedResume(sql, candidateA, {
    title: resumeTitle,
    videoPath: await uploadResumeVideo(candidateA),
  });
  const workspaceB = await workspaceOf(sql, otherWorkspace);
  const apiKeys = {
    readKeyA: await seedApiKey(sql, workspaceId, 'READ'),
    writeKeyA: await seedApiKey(sql, workspaceId, 'READ_WRITE'),
    keyOfB: await seedApiKey(sql, workspaceB, 'READ_WRITE'),
  };
  return {
    users: { candidateA, candidateB, owner, recruiterMember, reviewerMember, otherWorkspace, admin },
    apiKeys,
    workspaceId,
    interviewId: interview.id,
    review,
    startedToken: await tokenOf(sql, started),
    receiptToken: consent.receipt_token,
    resume,
    markers: [interview.title, review.interviewTitle, resumeTitle, candidateA.email, owner.email],
    sql,
  };
}

/** A live API key of `workspaceId`, stored as the api stores one (its SHA-256 only). */
async function seedApiKey(sql: Database, workspaceId: string, scope: 'READ' | 'READ_WRITE'): Promise<string> {
  const { key, prefix, hashHex } = await newApiKey();
  await sql`
    insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope)
    values (${workspaceId}, ${`Access matrix ${scope}`}, ${prefix}, decode(${hashHex}, 'hex'), ${scope})`;
  return key;
}

/** A new interview of workspace A, for a call that changes or removes it. */
export async function freshInterview(world: World): Promise<string> {
  return (await seedInterview(world.sql, world.users.owner)).id;
}

/** A new pending invitation of workspace A's interview, for a call that changes or removes it. */
export function freshInvitation(world: World): Promise<string> {
  return seedInvitation(world.sql, world.interviewId, 'PENDING');
}

/** A new completed candidate of workspace A someone has decided about, for a call that sends its one feedback note. */
export async function freshDecidedInvitation(world: World): Promise<string> {
  const id = await seedInvitation(world.sql, world.interviewId, 'COMPLETED');
  await world.sql`
    insert into public.candidate_decisions (invitation_id, decision, reason, decided_by)
    values (${id}, 'HOLD', 'Access matrix', ${world.users.owner.id})`;
  return id;
}

/** The link of a new pending invitation of workspace A's interview, for a request that uses it up. */
export async function freshInvitationToken(world: World): Promise<string> {
  return tokenOf(world.sql, await freshInvitation(world));
}

/** A new pending ACCOMMODATION request about a new invitation of workspace A, for a call that answers it. */
export async function freshCandidateRequest(world: World): Promise<string> {
  const [request] = await world.sql<{ id: string }[]>`
    insert into public.candidate_requests (invitation_id, kind, reason)
    values (${await freshInvitation(world)}, 'ACCOMMODATION', 'I use a screen reader') returning id`;
  if (!request) throw new Error('The request insert returned no row');
  return request.id;
}

/** A new completed invitation of workspace A bound to candidate A, for a call that deletes its data. */
export function freshInvitationOfCandidateA(world: World): Promise<string> {
  return seedInvitation(world.sql, world.interviewId, 'COMPLETED', world.users.candidateA);
}

/** A new candidate, standing in for a candidate persona in a call that deletes the caller's account. */
export function freshCandidate(): Promise<TestUser> {
  return createTestUser(config);
}

/** A new active resume of candidate A, for a call that changes or removes it. */
export async function freshResume(world: World): Promise<string> {
  return (await seedResume(world.sql, world.users.candidateA)).id;
}

/** A new candidate, for an admin call that changes or removes a user. */
export async function freshUser(): Promise<string> {
  return (await createTestUser(config)).id;
}

/** A new REVIEWER of workspace A, for a call that changes or removes a member. */
export async function freshMember(world: World): Promise<string> {
  const user = await createTestUser(config);
  await addMember(world.sql, world.workspaceId, user, 'REVIEWER');
  return user.id;
}

/** A new pending team invitation of workspace A to an address no persona has, with its link's token. */
export async function freshTeamInvitation(world: World): Promise<{ id: string; token: string }> {
  const [invitation] = await world.sql<{ id: string; token: string }[]>`
    insert into public.workspace_invitations (workspace_id, email, role, invited_by)
    values (${world.workspaceId}, ${`${uniqueName('teammate')}@test.example.com`}, 'RECRUITER', ${world.users.owner.id})
    returning id, token`;
  if (!invitation) throw new Error('The team invitation insert returned no row');
  return invitation;
}

/** A new comment by workspace A's owner on its candidate, for a call that deletes it. */
export async function freshComment(world: World): Promise<string> {
  const [comment] = await world.sql<{ id: string }[]>`
    insert into public.candidate_comments (invitation_id, author_id, body)
    values (${world.review.invitationId}, ${world.users.owner.id}, 'To delete') returning id`;
  if (!comment) throw new Error('The comment insert returned no row');
  return comment.id;
}
