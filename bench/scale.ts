import type { DriveScale } from './hiring-drive.ts';

/** How much data the benchmark seeds and how long it measures. */
export interface BenchScale extends DriveScale {
  name: 'full' | 'small';
  recruiters: number;
  interviewsPerRecruiter: number;
  /** Per interview; with 3 questions, 20 invitations give 50 responses (see seed-large.ts). */
  invitationsPerInterview: number;
  candidates: number;
  /** Seconds of load per API route. */
  loadSeconds: number;
  /**
   * Seconds of the same load before each route's measured run, not counted: the function's code
   * compiled, its pool's connections open and their caches filled, as in a service already running.
   */
  warmupSeconds: number;
  connections: number;
  /** Times the direct SQL runs per route. */
  sqlRuns: number;
  uploadBytes: number;
  /** The pipeline benchmark: length of each generated answer, and answers in the throughput batch. */
  answerSeconds: number;
  throughputAnswers: number;
  /** Candidates invited through the bulk invite's requests. */
  bulkInvites: number;
}

/** Issue 10's data set: 100 recruiters, 10,000 interviews, 200,000 invitations, 500,000 responses. */
export const FULL: BenchScale = {
  name: 'full',
  recruiters: 100,
  interviewsPerRecruiter: 100,
  invitationsPerInterview: 20,
  candidates: 1000,
  loadSeconds: 10,
  warmupSeconds: 3,
  connections: 10,
  sqlRuns: 50,
  uploadBytes: 100 * 1024 * 1024,
  answerSeconds: 60,
  throughputAnswers: 6,
  bulkInvites: 1000,
  driveSizes: [50, 100, 200],
  driveQuestions: 2,
  driveAnswerSeconds: 5,
};

/** CI's run: the same steps on a tiny data set, proving the benchmark works, not measuring. */
export const SMALL: BenchScale = {
  name: 'small',
  recruiters: 3,
  interviewsPerRecruiter: 4,
  invitationsPerInterview: 20,
  candidates: 10,
  loadSeconds: 1,
  warmupSeconds: 1,
  connections: 2,
  sqlRuns: 3,
  uploadBytes: 8 * 1024 * 1024,
  answerSeconds: 5,
  throughputAnswers: 2,
  bulkInvites: 100,
  driveSizes: [5],
  driveQuestions: 1,
  driveAnswerSeconds: 3,
};

export function totals(scale: BenchScale) {
  const interviews = scale.recruiters * scale.interviewsPerRecruiter;
  const invitations = interviews * scale.invitationsPerInterview;
  return { interviews, invitations, responses: (invitations / 20) * 50 };
}
