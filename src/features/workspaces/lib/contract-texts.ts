import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiKeyScope } from '#contract/api-keys';
import type { AuditAction, AuditEvent } from '#contract/audit';
import type { WebhookDelivery, WebhookEventType } from '#contract/webhooks';
import type { TeamInvitation, WorkspaceRole } from '#contract/workspaces';

// The contract's texts that the settings and join screens pick themselves (labels, the client's own
// checks, the sentence for an invitation's state) as messages of the recruiter catalogue. In English
// each reads exactly as the contract's, which the server, the e-mails, the CSV file and the spec
// keep; the server's own refusals are shown as it sends them.

/** #contract/workspaces' workspaceRoleDescriptions: the role in the join page's sentence. */
export const workspaceRoleDescriptionMessages: Record<WorkspaceRole, MessageDescriptor> = {
  OWNER: msg`an owner: you manage the workspace's settings, members and interviews`,
  RECRUITER: msg`a recruiter: you create interviews, invite candidates and review their answers`,
  REVIEWER: msg`a reviewer: you watch and review the workspace's completed interviews`,
};

/** The same descriptions as the invite modal's options: without the article, capitalised. */
export const workspaceRoleOptionMessages: Record<WorkspaceRole, MessageDescriptor> = {
  OWNER: msg`Owner: you manage the workspace's settings, members and interviews`,
  RECRUITER: msg`Recruiter: you create interviews, invite candidates and review their answers`,
  REVIEWER: msg`Reviewer: you watch and review the workspace's completed interviews`,
};

/** #contract/workspaces' workspaceErrorMessages that the join page shows for the offer's state. */
export const teamInvitationMessages = {
  EXPIRED: msg`This team invitation has expired; ask for a new one`,
  REVOKED: msg`This team invitation has been withdrawn`,
  ACCEPTED: msg`This team invitation has already been used`,
  wrongAccount: msg`This invitation was sent to another e-mail address; sign in with that address to join`,
} as const;

/** #contract/workspaces' workspaceErrorMessages.logoNotImage, the check before uploading. */
export const logoNotImageMessage = msg`The logo file is not the PNG, JPEG or WebP image it was uploaded as; choose another file`;

/** #contract/api-keys' apiKeyScopeLabels. */
export const apiKeyScopeLabelMessages: Record<ApiKeyScope, MessageDescriptor> = {
  READ: msg`Read`,
  READ_WRITE: msg`Read and write`,
};

/** #contract/webhooks' webhookEventLabels. */
export const webhookEventLabelMessages: Record<WebhookEventType, MessageDescriptor> = {
  'invitation.started': msg`A candidate started an interview`,
  'invitation.completed': msg`A candidate completed an interview`,
  'review.completed': msg`A review was completed`,
  'decision.made': msg`A decision was made about a candidate`,
};

/** #contract/webhooks' webhookErrorMessages that the add-endpoint form checks itself. */
export const webhookFormMessages = {
  url: msg`Use an https:// address (http:// only to localhost or 127.0.0.1)`,
  events: msg`Choose at least one event`,
} as const;

/** #contract/audit-labels' auditActionLabels. */
export const auditActionLabelMessages: Record<AuditAction, MessageDescriptor> = {
  REVIEW_OPENED: msg`Opened a review`,
  RECORDING_PLAYED: msg`Played a recording`,
  RATED: msg`Submitted ratings`,
  DECIDED: msg`Made a decision`,
  SHARED: msg`Shared a candidate`,
  SHARE_REVOKED: msg`Revoked a shared link`,
  EXPORTED: msg`Exported`,
  DELETED: msg`Deleted`,
};

/** #contract/audit-labels' actorLabel: the actor's e-mail, else who acted in words. */
export function localActorLabel(i18n: I18n, event: AuditEvent): string {
  if (event.actor_email) return event.actor_email;
  if (event.actor_id) return i18n._(msg`A removed account`);
  const by = event.detail['by'];
  if (by === 'candidate') return i18n._(msg`The candidate (their request)`);
  if (by === 'retention') return i18n._(msg`Retention schedule`);
  return i18n._(msg`System`);
}

/** A team invitation's e-mail status on its badge: the status's code, as the spec shows it. */
export const teamInvitationEmailStatusLabels: Record<TeamInvitation['email_status'], MessageDescriptor> = {
  PENDING: msg`PENDING`,
  SENT: msg`SENT`,
  FAILED: msg`FAILED`,
};

/** A webhook delivery's status on its badge: the status's code, as the spec shows it. */
export const webhookDeliveryStatusLabels: Record<WebhookDelivery['status'], MessageDescriptor> = {
  PENDING: msg`PENDING`,
  DELIVERED: msg`DELIVERED`,
  FAILED: msg`FAILED`,
};
