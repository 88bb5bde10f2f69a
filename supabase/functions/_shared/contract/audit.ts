// The audit trail of a workspace (issue #20 item 4): what its members did to which candidate, read
// by its owners. The database records writes itself; the api records the reads and the exports it
// serves, as the caller.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';
import { pageInfoFields, pageQueryFields } from './paging.ts';

const auditActions = [
  'REVIEW_OPENED',
  'RECORDING_PLAYED',
  'RATED',
  'DECIDED',
  'SHARED',
  'SHARE_REVOKED',
  'EXPORTED',
  'DELETED',
] as const;
const auditActionSchema = z.enum(auditActions, { error: `Choose one of ${auditActions.join(', ')}` });
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  action: auditActionSchema,
  actor_id: idSchema.nullable(),
  actor_email: z.string().nullable(),
  interview_id: idSchema.nullable(),
  interview_title: z.string().nullable(),
  invitation_id: idSchema.nullable(),
  detail: z.record(z.string(), z.unknown()),
  occurred_at: timestampSchema,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const auditFilterFields = {
  action: auditActionSchema.optional(),
  actor_id: idSchema.optional(),
  from: timestampSchema.optional(),
  to: timestampSchema.optional(),
};
const auditQuerySchema = z.object({ ...auditFilterFields, ...pageQueryFields(50) });
const auditFiltersSchema = z.object(auditFilterFields);
export type AuditFilters = z.input<typeof auditFiltersSchema>;

export const auditApi = {
  list: defineRoute({
    method: 'GET',
    path: '/workspaces/:id/audit-events',
    params: z.object({ id: z.guid({ error: 'Must be a workspace id' }) }),
    query: auditQuerySchema,
    response: z.object({ events: z.array(auditEventSchema), ...pageInfoFields }),
  }),
  /** Every event the filters match, newest first, as a CSV file; the export is recorded first. */
  csv: defineRoute({
    method: 'GET',
    path: '/workspaces/:id/audit-events.csv',
    params: z.object({ id: z.guid({ error: 'Must be a workspace id' }) }),
    query: auditFiltersSchema,
    response: z.string(),
    answer: 'csv',
  }),
};
