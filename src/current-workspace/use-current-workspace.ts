import {
  MANAGING_ROLES,
  type WorkspaceBrand,
  type WorkspaceMembership,
  type WorkspaceRole,
} from '#contract/workspaces';
import type { Locale } from '#contract/locale-tags';
import { useCurrentUser } from '@/auth/get-current-user';
import { chooseWorkspace, useWorkspaceChoice } from '@/current-workspace/workspace-choice';

export interface CurrentWorkspace {
  /** null only for a user in no workspace at all; the lists then cover everything they may see. */
  id: string | null;
  name: string | null;
  /** The user's role in it; null for a platform admin visiting a workspace they are not a member of. */
  role: WorkspaceRole | null;
  brand: WorkspaceBrand | null;
  /** Its language, a new interview's default; null when unknown (no workspace, an admin's visit). */
  language: Locale | null;
  /** Create, change and delete interviews and invitations: OWNER, RECRUITER, or a platform admin. */
  canManage: boolean;
  isOwner: boolean;
  /** A platform admin inside a workspace they are not a member of. */
  isAdminVisit: boolean;
  /** The user's own workspaces, oldest membership first. */
  memberships: WorkspaceMembership[];
  choose: (id: string) => void;
}

/**
 * The workspace the recruiter screens work in: the one chosen in this browser if the user still
 * belongs to it (or, for a platform admin, any workspace they opened from the control room),
 * else their first membership.
 */
export function useCurrentWorkspace(): CurrentWorkspace {
  const user = useCurrentUser();
  const choice = useWorkspaceChoice(user.id);
  const isAdmin = user.role === 'ADMIN';
  const memberships = user.workspaces;
  const choose = (id: string) => chooseWorkspace(user.id, { id });

  const chosen = memberships.find((workspace) => workspace.id === choice?.id);
  if (!chosen && isAdmin && choice) {
    return {
      id: choice.id,
      name: choice.name ?? null,
      role: null,
      brand: null,
      language: null,
      canManage: true,
      isOwner: false,
      isAdminVisit: true,
      memberships,
      choose,
    };
  }
  const current = chosen ?? memberships[0];
  if (!current) {
    return {
      id: null,
      name: null,
      role: null,
      brand: null,
      language: null,
      canManage: user.role !== 'CANDIDATE',
      isOwner: false,
      isAdminVisit: false,
      memberships,
      choose,
    };
  }
  return {
    id: current.id,
    name: current.name,
    role: current.role,
    brand: { name: current.name, logo_url: current.logo_url, brand_color: current.brand_color },
    language: current.language,
    canManage: isAdmin || MANAGING_ROLES.has(current.role),
    isOwner: current.role === 'OWNER',
    isAdminVisit: false,
    memberships,
    choose,
  };
}
