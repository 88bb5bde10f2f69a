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

/** Who asked for a deletion of candidate data that names no actor (issue #20 items 2 and 3). */
const DELETED_BY: Record<string, string> = {
  candidate: 'The candidate (their request)',
  retention: 'Retention schedule',
};

/**
 * Who acted: their e-mail, or the system for what no person did (the worker, a scheduled job). A
 * candidate who deleted their data is named by role only: nothing of theirs is kept.
 */
export function actorLabel(event: AuditEvent): string {
  if (event.actor_email) return event.actor_email;
  if (event.actor_id) return 'A removed account';
  const by = event.detail['by'];
  return (typeof by === 'string' ? DELETED_BY[by] : undefined) ?? 'System';
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
