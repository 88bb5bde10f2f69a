import { workspaceApi } from '../contract/workspaces.ts';
import { asCaller } from '../db.ts';
import { requireSiteUrl } from '../env.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { bearerTokenOf, callerCredentials } from '../storage.ts';
import {
  inviteTeammate,
  resendTeamInvitation,
  revokeTeamInvitation,
} from '../workspaces/team-invitations.ts';
import { updateWorkspace } from '../workspaces/update-workspace.ts';
import { openWorkspace, requireOwner } from '../workspaces/open-workspace.ts';
import { readWorkspaceDetail } from '../workspaces/workspace-detail.ts';
import { changeMemberRole, removeMember } from '../workspaces/workspace-members.ts';

// Every handler opens the workspace as the caller first: row-level security shows it to its members
// and admins only (404 for anyone else); requireOwner() then answers other members' writes with 403.
// The database's own policies refuse the same writes, whatever this code does.
export const workspaceRoutes = new RouteTable()
  .handle(workspaceApi.detail, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, async (tx) => readWorkspaceDetail(tx, await openWorkspace(tx, id, c.var.profile))),
  )

  .handle(workspaceApi.update, requireRecruiter, (c, { params: { id }, body }) =>
    asCaller(c.var.user, async (tx) => {
      const access = await openWorkspace(tx, id, c.var.profile);
      requireOwner(access);
      await updateWorkspace(tx, id, body, callerCredentials(bearerTokenOf(c)));
      return readWorkspaceDetail(tx, access);
    }),
  )

  .handle(workspaceApi.changeMemberRole, requireRecruiter, (c, { params: { id, userId }, body }) =>
    asCaller(c.var.user, async (tx) => {
      requireOwner(await openWorkspace(tx, id, c.var.profile));
      return changeMemberRole(tx, id, userId, body.role);
    }),
  )

  .handle(workspaceApi.removeMember, requireRecruiter, async (c, { params: { id, userId } }) => {
    await asCaller(c.var.user, async (tx) => {
      const access = await openWorkspace(tx, id, c.var.profile);
      // Any member may leave; removing someone else is the owners'.
      if (userId !== c.var.profile.id) requireOwner(access);
      await removeMember(tx, id, userId);
    });
    return { success: true as const };
  })

  .handle(workspaceApi.invite, requireRecruiter, (c, { params: { id }, body }) =>
    asCaller(c.var.user, async (tx) => {
      requireOwner(await openWorkspace(tx, id, c.var.profile));
      return inviteTeammate(tx, id, body, requireSiteUrl());
    }),
  )

  .handle(workspaceApi.resendInvitation, requireRecruiter, (c, { params: { id, invitationId } }) =>
    asCaller(c.var.user, async (tx) => {
      requireOwner(await openWorkspace(tx, id, c.var.profile));
      return resendTeamInvitation(tx, id, invitationId, requireSiteUrl());
    }),
  )

  .handle(workspaceApi.revokeInvitation, requireRecruiter, async (c, { params: { id, invitationId } }) => {
    await asCaller(c.var.user, async (tx) => {
      requireOwner(await openWorkspace(tx, id, c.var.profile));
      await revokeTeamInvitation(tx, id, invitationId);
    });
    return { success: true as const };
  });
