import postgres from 'postgres';
import {
  workspaceErrorMessages,
  workspaceLimits,
  type InviteTeammateInput,
  type TeamInvitation,
  type WorkspaceRole,
} from '../contract/workspaces.ts';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { renderTeamInvitationEmail } from '../mail/team-invitation-email.ts';
import { teamInvitationRows } from './workspace-detail.ts';
import { workspaceLogoUrl } from './workspace-logo-url.ts';

type TeamInvitationStatus = 'PENDING' | 'ACCEPTED' | 'REVOKED';

interface InvitationForEmail {
  id: string;
  email: string;
  role: WorkspaceRole;
  token: string;
  expires_at: string;
}

function invitationNotFound(): HttpError {
  return new HttpError(404, workspaceErrorMessages.invitationNotFound);
}

/**
 * Renders the team invitation e-mail and writes its outbox row as the caller, which queues its
 * send_mail job in this transaction. The policy admits it only to the invitee, for a PENDING
 * invitation of a workspace the caller owns, in the workspace's own sender name.
 */
async function queueTeamInvitationEmail(
  tx: Transaction,
  workspaceId: string,
  invitation: InvitationForEmail,
  siteUrl: string,
): Promise<void> {
  const [context] = await tx<
    { name: string; logo_path: string | null; brand_color: string | null; inviter: string | null }[]
  >`
    select w.name, w.logo_path, w.brand_color,
           (select nullif(btrim(p.full_name), '') from public.profiles p where p.id = (select auth.uid())) as inviter
    from public.workspaces w where w.id = ${workspaceId}`;
  if (!context) throw new Error('The workspace was opened but is not readable');
  const rendered = renderTeamInvitationEmail({
    siteUrl,
    token: invitation.token,
    workspaceName: context.name,
    logoUrl: workspaceLogoUrl(context.logo_path),
    brandColor: context.brand_color,
    inviterName: context.inviter,
    role: invitation.role,
    expiresAt: new Date(invitation.expires_at),
  });
  await tx`
    insert into public.mail_outbox (kind, workspace_invitation_id, to_email, from_name, subject, html, text_body)
    values ('TEAM_INVITATION', ${invitation.id}, ${invitation.email}, private.mail_sender_name(${workspaceId}),
            ${rendered.subject}, ${rendered.html}, ${rendered.text})`;
}

async function invitationAnswer(tx: Transaction, workspaceId: string, id: string): Promise<TeamInvitation> {
  const [row] = await teamInvitationRows(tx, workspaceId, id);
  if (!row) throw invitationNotFound();
  return row;
}

/** POST /api/workspaces/{id}/invitations: the invitation and its e-mail, in the caller's transaction. */
export async function inviteTeammate(
  tx: Transaction,
  workspaceId: string,
  input: InviteTeammateInput,
  siteUrl: string,
): Promise<TeamInvitation> {
  const email = input.email.trim().toLowerCase();
  const [member] = await tx`
    select 1 from public.workspace_members m join public.profiles p on p.id = m.user_id
    where m.workspace_id = ${workspaceId} and lower(p.email) = ${email}`;
  if (member) throw new HttpError(409, workspaceErrorMessages.alreadyMember);

  const [open] = await tx<{ id: string; expired: boolean }[]>`
    select id, expires_at <= now() as expired from public.workspace_invitations
    where workspace_id = ${workspaceId} and email = ${email} and status = 'PENDING'
    for update`;
  if (open && !open.expired) throw new HttpError(409, workspaceErrorMessages.alreadyInvited);
  // An expired invitation gives way to the new one (one PENDING invitation per person).
  if (open)
    await tx`update public.workspace_invitations set status = 'REVOKED', revoked_at = now() where id = ${open.id}`;

  let invitation: InvitationForEmail | undefined;
  try {
    [invitation] = await tx<InvitationForEmail[]>`
      insert into public.workspace_invitations (workspace_id, email, role)
      values (${workspaceId}, ${email}, ${input.role})
      returning id, email, role, token, expires_at`;
  } catch (error) {
    if (
      error instanceof postgres.PostgresError &&
      error.constraint_name === 'workspace_invitations_one_pending_idx'
    ) {
      throw new HttpError(409, workspaceErrorMessages.alreadyInvited);
    }
    throw error;
  }
  if (!invitation) throw new Error('The team invitation insert returned no row');
  await queueTeamInvitationEmail(tx, workspaceId, invitation, siteUrl);
  return invitationAnswer(tx, workspaceId, invitation.id);
}

/**
 * The invitation, read without a lock: an owner's UPDATE policy covers PENDING invitations only,
 * so a FOR UPDATE would hide the others. The writes below re-check PENDING themselves.
 */
async function readInvitation(
  tx: Transaction,
  workspaceId: string,
  id: string,
): Promise<InvitationForEmail & { status: TeamInvitationStatus }> {
  const [invitation] = await tx<(InvitationForEmail & { status: TeamInvitationStatus })[]>`
    select id, email, role, token, expires_at, status from public.workspace_invitations
    where id = ${id} and workspace_id = ${workspaceId}`;
  if (!invitation) throw invitationNotFound();
  return invitation;
}

function refuseClosed(status: TeamInvitationStatus): void {
  if (status === 'ACCEPTED') throw new HttpError(409, workspaceErrorMessages.invitationUsed);
  if (status === 'REVOKED') throw new HttpError(409, workspaceErrorMessages.invitationRevoked);
}

/** POST …/invitations/{id}/resend: the same link again, valid for the full period from now. */
export async function resendTeamInvitation(
  tx: Transaction,
  workspaceId: string,
  id: string,
  siteUrl: string,
): Promise<TeamInvitation> {
  const invitation = await readInvitation(tx, workspaceId, id);
  refuseClosed(invitation.status);
  const [extended] = await tx<{ expires_at: string }[]>`
    update public.workspace_invitations set expires_at = now() + make_interval(days => ${workspaceLimits.teamInvitationDays})
    where id = ${id} and status = 'PENDING' returning expires_at`;
  if (!extended) {
    // Accepted or revoked since it was read.
    refuseClosed((await readInvitation(tx, workspaceId, id)).status);
    throw invitationNotFound();
  }
  await queueTeamInvitationEmail(
    tx,
    workspaceId,
    { ...invitation, expires_at: extended.expires_at },
    siteUrl,
  );
  return invitationAnswer(tx, workspaceId, id);
}

/** DELETE …/invitations/{id}: the link then says it was withdrawn; revoking twice is harmless. */
export async function revokeTeamInvitation(tx: Transaction, workspaceId: string, id: string): Promise<void> {
  const invitation = await readInvitation(tx, workspaceId, id);
  if (invitation.status === 'ACCEPTED') throw new HttpError(409, workspaceErrorMessages.invitationUsed);
  if (invitation.status === 'PENDING') {
    await tx`update public.workspace_invitations set status = 'REVOKED', revoked_at = now() where id = ${id}`;
  }
}
