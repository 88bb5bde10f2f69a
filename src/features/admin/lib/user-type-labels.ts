import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminUser } from '#contract/admin';

/** The user's type as the table and the cards name it. */
export const userTypeLabels: Record<AdminUser['user_type'], MessageDescriptor> = {
  recruiter: msg`Recruiter`,
  candidate: msg`Candidate`,
};
