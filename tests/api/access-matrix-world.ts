// The data the access matrix runs against: tenant A (a recruiter with an interview, a completed and
// reviewed-ready invitation answered by candidate A, a started one, a video resume of candidate A)
// and the people who must or must not reach it. Markers are strings only tenant A's rows hold.
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { config, seedInterview, seedInvitation, type Database } from '../support/interview-fixtures.ts';
import { seedReview, type SeededReview } from '../support/review-fixtures.ts';
import { tokenOf } from '../support/take-fixtures.ts';
import { seedResume, uploadResumeVideo, type SeededResume } from '../support/video-resume-fixtures.ts';

export const PERSONAS = ['anon', 'candidateA', 'candidateB', 'recruiterA', 'recruiterB', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

export interface World {
  users: Record<Exclude<Persona, 'anon'>, TestUser>;
  /** Tenant A's interview (recruiter A), with one question. */
  interviewId: string;
  /** A completed interview of recruiter A answered by candidate A. */
  review: SeededReview;
  /** The link of an invitation of recruiter A that candidate A has started. */
  startedToken: string;
  resume: SeededResume;
  markers: string[];
  sql: Database;
}

export async function seedWorld(sql: Database): Promise<World> {
  const [recruiterA, recruiterB, candidateB, admin] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'ADMIN' }),
  ]);
  const review = await seedReview(sql, { recruiter: recruiterA });
  const candidateA = review.candidate;
  const interview = await seedInterview(sql, recruiterA, { title: uniqueName('Tenant A interview') });
  const started = await seedInvitation(sql, interview.id, 'STARTED', candidateA);
  const resumeTitle = uniqueName('Tenant A resume');
  const resume = await seedResume(sql, candidateA, {
    title: resumeTitle,
    videoPath: await uploadResumeVideo(candidateA),
  });
  return {
    users: { candidateA, candidateB, recruiterA, recruiterB, admin },
    interviewId: interview.id,
    review,
    startedToken: await tokenOf(sql, started),
    resume,
    markers: [interview.title, review.interviewTitle, resumeTitle, candidateA.email, recruiterA.email],
    sql,
  };
}

/** A new interview of recruiter A, for a call that changes or removes it. */
export async function freshInterview(world: World): Promise<string> {
  return (await seedInterview(world.sql, world.users.recruiterA)).id;
}

/** A new pending invitation of recruiter A's interview, for a call that changes or removes it. */
export function freshInvitation(world: World): Promise<string> {
  return seedInvitation(world.sql, world.interviewId, 'PENDING');
}

/** A new active resume of candidate A, for a call that changes or removes it. */
export async function freshResume(world: World): Promise<string> {
  return (await seedResume(world.sql, world.users.candidateA)).id;
}

/** A new candidate, for an admin call that changes or removes a user. */
export async function freshUser(): Promise<string> {
  return (await createTestUser(config)).id;
}
