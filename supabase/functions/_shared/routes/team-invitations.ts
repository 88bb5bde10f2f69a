import { requireUser } from '../auth.ts';
import { errorCodes } from '../contract/errors.ts';
import {
  teamInvitationApi,
  workspaceErrorMessages,
  type TeamInvitationOffer,
  type WorkspaceRole,
} from '../contract/workspaces.ts';
import { asCaller } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { RouteTable } from '../route-table.ts';
import { workspaceLogoUrl } from '../workspaces/workspace-logo-url.ts';

interface OfferRow {
  workspace_name: string;
  logo_path: string | null;
  brand_color: string | null;
  email: string;
  role: WorkspaceRole;
  status: TeamInvitationOffer['status'];
  invited_by_name: string | null;
  expires_at: string;
}

/** A malformed token is as unknown as a well-formed one nobody was given. */
function invitationNotFound(): HttpError {
  return new HttpError(404, workspaceErrorMessages.invitationNotFound, { code: errorCodes.notFound });
}

// The link /join/{token}: anyone holding the token sees the offer; joining needs the signed-in
// account with the invited, confirmed e-mail (public.accept_team_invitation decides and answers
// 404/409/403 through its SQLSTATEs).
export const teamInvitationRoutes = new RouteTable()
  .handle(
    teamInvitationApi.offer,
    null,
    async (c, { params: { token } }) => {
      const [offer] = await asCaller(
        c.var.caller,
        (tx) => tx<OfferRow[]>`select * from public.get_team_invitation(${token})`,
      );
      if (!offer) throw invitationNotFound();
      return {
        workspace: {
          name: offer.workspace_name,
          logo_url: workspaceLogoUrl(offer.logo_path),
          brand_color: offer.brand_color,
        },
        email: offer.email,
        role: offer.role,
        status: offer.status,
        invited_by_name: offer.invited_by_name,
        expires_at: offer.expires_at,
      };
    },
    { invalidParams: invitationNotFound },
  )

  .handle(
    teamInvitationApi.accept,
    requireUser,
    async (c, { params: { token } }) => {
      const [row] = await asCaller(
        c.var.user,
        (tx) =>
          tx<{ workspace_id: string }[]>`select public.accept_team_invitation(${token}) as workspace_id`,
      );
      if (!row) throw invitationNotFound();
      return { workspace_id: row.workspace_id };
    },
    { invalidParams: invitationNotFound },
  );
