// The audit trail's events in words, as the owners' screen lists them and its CSV file writes them.
import type { AuditAction, AuditEvent } from './audit.ts';
import { toCsv } from './csv.ts';

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

const HEADER = ['When (UTC)', 'Who', 'Action', 'Details', 'Interview', 'Candidate (invitation id)'] as const;

/** The events as CSV (RFC 4180, formula cells guarded), one row each, as the screen lists them. */
export function auditCsv(events: readonly AuditEvent[]): string {
  return toCsv(
    HEADER,
    events.map((event) => [
      event.occurred_at,
      actorLabel(event),
      auditActionLabels[event.action],
      detailLabel(event),
      event.interview_title ?? event.interview_id ?? '',
      event.invitation_id ?? '',
    ]),
  );
}

/** `audit-trail-<workspace slug>.csv`. */
export function auditCsvFileName(workspaceSlug: string): string {
  return `audit-trail-${workspaceSlug}.csv`;
}
