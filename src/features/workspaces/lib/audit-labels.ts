import type { AuditAction, AuditEvent } from '@contract/audit';

/** How the owners' screen and the CSV name each action. */
export const auditActionLabels: Record<AuditAction, string> = {
  REVIEW_OPENED: 'Opened a review',
  RECORDING_PLAYED: 'Played a recording',
  RATED: 'Submitted ratings',
  DECIDED: 'Made a decision',
  SHARED: 'Shared a candidate',
  SHARE_REVOKED: 'Revoked a shared link',
  EXPORTED: 'Exported',
  DELETED: 'Deleted',
};

/** Who acted: their e-mail, or the system for what no person did (the worker, a scheduled job). */
export function actorLabel(event: AuditEvent): string {
  return event.actor_email ?? (event.actor_id ? 'A removed account' : 'System');
}

/** The event's particulars in words: what was decided, exported or deleted. */
export function detailLabel(event: AuditEvent): string {
  const { detail } = event;
  const text = (key: string) => (typeof detail[key] === 'string' ? detail[key] : null);
  switch (event.action) {
    case 'DECIDED':
      return text('decision') ?? '';
    case 'EXPORTED':
    case 'DELETED':
      return text('what') ?? '';
    default:
      return '';
  }
}
