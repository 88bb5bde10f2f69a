import { describe, expect, it } from 'vitest';
import { config, publicClient } from './auth-fixtures.ts';

/** The README's demo accounts; the global setup seeds them when the database has none. */
const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', role: 'ADMIN' },
  { email: 'recruiter@example.com', role: 'RECRUITER' },
  { email: 'recruiter2@example.com', role: 'RECRUITER' },
  { email: 'candidate@example.com', role: 'CANDIDATE' },
  { email: 'candidate2@example.com', role: 'CANDIDATE' },
] as const;

describe('the seeded demo accounts', () => {
  it.each(DEMO_ACCOUNTS)(
    '$email signs in with the README password and has the role $role',
    async ({ email, role }) => {
      const { data, error } = await publicClient().auth.signInWithPassword({
        email,
        password: 'password123',
      });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);

      // The recruiter access check tells the roles apart: recruiters and admins pass, candidates get 403.
      const response = await fetch(`${config.supabaseUrl}/functions/v1/api/users/me`, {
        headers: {
          apikey: config.publishableKey,
          authorization: `Bearer ${data.session?.access_token ?? ''}`,
        },
      });
      if (role === 'CANDIDATE') {
        expect(response.status).toBe(403);
      } else {
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ email, role });
      }
    },
  );
});
