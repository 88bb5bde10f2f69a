import type { AdminUser } from '#contract/admin';

export const userTypeLabels: Record<AdminUser['user_type'], string> = {
  recruiter: 'Recruiter',
  candidate: 'Candidate',
};
