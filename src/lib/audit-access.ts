import { callApi } from '@/lib/api-client';
import { auditApi, type AuditExport } from '@contract/audit';

/**
 * POST /api/reviews/:id/plays: the first play of an answer's recording, for the workspace's audit
 * trail (the database counts a replay within 10 minutes once). A failure to record is logged and
 * never stops the reviewer.
 */
export function reportRecordingPlayed(reviewId: string, responseId: string): void {
  callApi(auditApi.recordPlay, { params: { id: reviewId }, body: { response_id: responseId } }).catch(
    (error: unknown) => console.error('Failed to record a played recording:', error),
  );
}

/**
 * POST /api/exports: recorded before the file is made, so no export goes unrecorded; a failure
 * stops the export and says why.
 */
export function recordExport(exported: AuditExport): Promise<unknown> {
  return callApi(auditApi.recordExport, { body: exported });
}
