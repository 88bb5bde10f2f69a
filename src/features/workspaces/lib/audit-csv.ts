import { toCsv } from '@contract/csv';
import type { AuditEvent } from '@contract/audit';
import { actorLabel, auditActionLabels, detailLabel } from './audit-labels';

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
