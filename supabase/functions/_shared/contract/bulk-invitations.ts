// Bulk invitations (issue #19 item 6): the screen parses pasted rows or a CSV file, shows each row's
// errors, and sends the valid rows in batches. Each row carries a key made when the file was
// parsed; the server stores it with the invitation, so a batch sent again after a reload finds its
// invitations and sends nothing twice.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema } from './common.ts';
import { createInvitationSchema } from './invitations.ts';

/** The most rows one file may hold, and one request may send. */
export const BULK_MAX_ROWS = 1000;
export const BULK_BATCH_MAX = 100;

export const bulkInvitationMessages = {
  tooManyRows: `A file can hold at most ${BULK_MAX_ROWS} rows`,
  duplicate: 'This e-mail appears more than once in the file',
  alreadyInvited: 'Already invited to this interview',
  noRows: 'Paste rows or choose a CSV file with first name, last name and e-mail',
} as const;

/** One person to invite, as the invite form checks them: names and a valid e-mail. */
const personSchema = createInvitationSchema.pick({ first_name: true, last_name: true, email: true });

/** The row's first problem in the invite form's words, or its trimmed, lower-cased values. */
export function checkPerson(row: { first_name: string; last_name: string; email: string }) {
  const parsed = personSchema.safeParse(row);
  return parsed.success
    ? ({ ok: true, person: parsed.data } as const)
    : ({ ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid row' } as const);
}

const bulkRowSchema = z.object({
  key: z.guid({ error: 'Each row needs its key' }),
  first_name: z.string({ error: 'First name is required' }),
  last_name: z.string({ error: 'Last name is required' }),
  email: z.string({ error: 'E-mail is required' }),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

/** Body of POST /api/interviews/:id/invitations/bulk: one batch, with the deadline and language of all. */
const bulkBatchSchema = z.object({
  rows: z
    .array(bulkRowSchema, { error: 'Send the rows as a list' })
    .min(1, { error: 'Send at least one row' })
    .max(BULK_BATCH_MAX, { error: `Send at most ${BULK_BATCH_MAX} rows at once` }),
  expires_at: createInvitationSchema.shape.expires_at,
  /** The language of every row's e-mail; left out, the interview's (issue #36). */
  language: createInvitationSchema.shape.language,
});
export type BulkBatch = z.input<typeof bulkBatchSchema>;

/**
 * Each row's outcome: INVITED (now), ALREADY_SENT (this row's key was sent before: nothing new),
 * ALREADY_INVITED (the e-mail has another invitation to this interview), INVALID (error says why).
 */
const bulkRowResultSchema = z.object({
  key: idSchema,
  status: z.enum(['INVITED', 'ALREADY_SENT', 'ALREADY_INVITED', 'INVALID']),
  invitation_id: idSchema.nullable(),
  error: z.string().nullable(),
});
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

const bulkResultSchema = z.object({ results: z.array(bulkRowResultSchema) });
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** Body of POST /api/interviews/:id/invitations/bulk/check: the file's addresses. */
const bulkCheckSchema = z.object({
  emails: z
    .array(z.string().trim().toLowerCase(), { error: 'Send the e-mails as a list' })
    .max(BULK_MAX_ROWS, { error: bulkInvitationMessages.tooManyRows }),
});

const bulkCheckResultSchema = z.object({ already_invited: z.array(z.string()) });
export type BulkCheckResult = z.infer<typeof bulkCheckResultSchema>;

const interviewIdParamSchema = z.object({ id: z.guid({ error: 'Must be an interview id' }) });

export const bulkInvitationApi = {
  send: defineRoute({
    method: 'POST',
    path: '/interviews/:id/invitations/bulk',
    params: interviewIdParamSchema,
    body: bulkBatchSchema,
    response: bulkResultSchema,
  }),
  check: defineRoute({
    method: 'POST',
    path: '/interviews/:id/invitations/bulk/check',
    params: interviewIdParamSchema,
    body: bulkCheckSchema,
    response: bulkCheckResultSchema,
  }),
};
