import { testStackConfig } from './test-stack.ts';
import { createTestUser, type TestUser } from './users.ts';

/** The callers most api tests compare: the owning recruiter, another recruiter, an admin, a candidate. */
export interface Personas {
  recruiter: TestUser;
  otherRecruiter: TestUser;
  admin: TestUser;
  candidate: TestUser;
}

/** A new user for each persona, with real tokens. */
export async function createPersonas(): Promise<Personas> {
  const config = testStackConfig();
  const [recruiter, otherRecruiter, admin, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'ADMIN' }),
    createTestUser(config, { role: 'CANDIDATE' }),
  ]);
  return { recruiter, otherRecruiter, admin, candidate };
}
