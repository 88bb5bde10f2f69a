// The audit trail of a workspace (issue #20 item 4): what its members did to which candidate, read
// by its owners. The database records writes itself; the api records the reads it serves and the
// exports the app makes, as the caller.
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

const auditQuerySchema = z.object({
  action: auditActionSchema.optional(),
  actor_id: idSchema.optional(),
  from: timestampSchema.optional(),
  to: timestampSchema.optional(),
  ...pageQueryFields(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** What an export was of: a comparison table, or the trail itself. */
const exportSchema = z.discriminatedUnion('what', [
  z.object({ what: z.literal('comparison'), interview_id: idSchema }),
  z.object({ what: z.literal('audit trail'), workspace_id: idSchema }),
]);
export type AuditExport = z.input<typeof exportSchema>;

const recorded = z.object({ recorded: z.literal(true) });

export const auditApi = {
  list: defineRoute({
    method: 'GET',
    path: '/workspaces/:id/audit-events',
    params: z.object({ id: z.guid({ error: 'Must be a workspace id' }) }),
    query: auditQuerySchema,
    response: z.object({ events: z.array(auditEventSchema), ...pageInfoFields }),
  }),
  recordExport: defineRoute({
    method: 'POST',
    path: '/exports',
    body: exportSchema,
    response: recorded,
    status: 201,
  }),
};
