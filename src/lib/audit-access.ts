import { callApi } from '@/lib/api-client';
import { auditApi, type AuditExport } from '@contract/audit';

/**
 * POST /api/exports: recorded before the file is made, so no export goes unrecorded; a failure
 * stops the export and says why.
 */
export function recordExport(exported: AuditExport): Promise<unknown> {
  return callApi(auditApi.recordExport, { body: exported });
}
