import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkspaceRole } from '#contract/workspaces';

/** A workspace role as the settings screen names it (the role's code, capitalised, in English). */
export const workspaceRoleLabels: Record<WorkspaceRole, MessageDescriptor> = {
  OWNER: msg`Owner`,
  RECRUITER: msg`Recruiter`,
  REVIEWER: msg`Reviewer`,
};
