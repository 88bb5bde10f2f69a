/** The demo accounts of supabase/seed.sql (README, "Demo accounts"); local only. */
export const DEMO_PASSWORD = 'password123';

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', role: 'ADMIN', note: 'everything' },
  { email: 'recruiter@example.com', role: 'RECRUITER', note: "Acme Corp: 'Senior Frontend Engineer'" },
  { email: 'recruiter2@example.com', role: 'RECRUITER', note: "Globex: 'Customer Success Manager'" },
  {
    email: 'candidate@example.com',
    role: 'CANDIDATE',
    note: 'a pending, a started and a reviewed interview',
  },
  { email: 'candidate2@example.com', role: 'CANDIDATE', note: 'a completed interview awaiting review' },
] as const;
