// The public API's invitations (issue #22): an applicant tracking system invites candidates to its
// workspace's interviews with a READ_WRITE key, through the same rules as the app's bulk invite
// (each candidate's names and e-mail as the invite form checks them, one deadline for all, at most
// a batch at once, one invitation per e-mail and interview, an optional key per candidate so a
// request sent again invites nobody twice), and reads their status with any key.
import { z } from 'zod';
import { defineRoute } from '../api-route.ts';
import { BULK_BATCH_MAX } from '../bulk-invitations.ts';
import { idSchema, timestampSchema } from '../common.ts';
import { createInvitationSchema, invitationStatusSchema } from '../invitations.ts';
import { cursorQueryFields, nextCursorField } from './cursor.ts';

export const v1InvitationMessages = {
  readOnlyKey: 'This API key can only read: inviting candidates needs a key with the scope "Read and write"',
  duplicateEmail: 'This e-mail appears more than once in candidates',
  duplicateKey: 'This key appears more than once in candidates',
} as const;

const v1InvitationSchema = z.object({
  id: idSchema,
  interview_id: idSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: invitationStatusSchema,
  deadline: timestampSchema.meta({ description: 'After it, the invite link no longer opens the interview.' }),
  sent_at: timestampSchema
    .nullable()
    .meta({ description: 'When the invitation e-mail last went out; null until the mail provider took it.' }),
  started_at: timestampSchema.nullable(),
  completed_at: timestampSchema.nullable(),
  reviewed_at: timestampSchema.nullable(),
  cancelled_at: timestampSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type V1Invitation = z.infer<typeof v1InvitationSchema>;

/** One candidate to invite: names and e-mail as the app's invite form checks them. */
const v1CandidateSchema = createInvitationSchema
  .pick({ first_name: true, last_name: true, email: true })
  .extend({
    key: z
      .guid({ error: 'Must be a UUID' })
      .meta({
        description:
          'Your id for this candidate in this request (a UUID); sent again with the same key, the candidate is not invited twice.',
      })
      .optional(),
  });

const CANDIDATES_MESSAGE = `Send from 1 to ${BULK_BATCH_MAX} candidates`;

const createV1InvitationsSchema = z.object({
  candidates: z
    .array(v1CandidateSchema, { error: CANDIDATES_MESSAGE })
    .min(1, { error: CANDIDATES_MESSAGE })
    .max(BULK_BATCH_MAX, { error: CANDIDATES_MESSAGE })
    .superRefine((candidates, context) => {
      const emails = new Set<string>();
      const keys = new Set<string>();
      candidates.forEach(({ email, key }, index) => {
        if (emails.has(email)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'email'],
            message: v1InvitationMessages.duplicateEmail,
          });
        }
        if (key !== undefined && keys.has(key)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'key'],
            message: v1InvitationMessages.duplicateKey,
          });
        }
        emails.add(email);
        if (key !== undefined) keys.add(key);
      });
    }),
  deadline: createInvitationSchema.shape.expires_at.meta({
    description: "The deadline of every invitation of the request; left out, the interview's default.",
  }),
  language: createInvitationSchema.shape.language.meta({
    description:
      "The language of every invitation's e-mails (en, es, fr, de, pt-BR, ar); left out, the interview's.",
  }),
});

/**
 * A candidate's outcome, in the order sent: INVITED (now, the e-mail queued), ALREADY_SENT (this key
 * was invited before: that invitation), ALREADY_INVITED (the e-mail has another invitation to the
 * interview: nothing new).
 */
const v1InvitationResultSchema = z.object({
  key: idSchema,
  email: z.string(),
  result: z.enum(['INVITED', 'ALREADY_SENT', 'ALREADY_INVITED']),
  message: z.string().nullable(),
  invitation: v1InvitationSchema.nullable(),
});
export type V1InvitationResult = z.infer<typeof v1InvitationResultSchema>;

const interviewIdParamSchema = z.object({ id: z.guid({ error: 'Must be an interview id' }) });
const invitationIdParamSchema = z.object({ id: z.guid({ error: 'Must be an invitation id' }) });

export const v1InvitationApi = {
  create: defineRoute({
    method: 'POST',
    path: '/v1/interviews/:id/invitations',
    summary: 'Invite candidates to an interview',
    description:
      'Needs a key with the scope "Read and write". Each new invitation e-mails its candidate a link; the interview must be published and open.',
    params: interviewIdParamSchema,
    body: createV1InvitationsSchema,
    response: z.object({ results: z.array(v1InvitationResultSchema) }),
    status: 201,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/invitations',
    summary: "List the workspace's invitations",
    description: "Oldest change first, a page at a time; `interview_id` keeps one interview's.",
    query: z.object({
      ...cursorQueryFields,
      interview_id: z.guid({ error: 'Must be an interview id' }).optional(),
    }),
    response: z.object({ invitations: z.array(v1InvitationSchema), ...nextCursorField }),
    errors: [400, 401, 429],
  }),
  read: defineRoute({
    method: 'GET',
    path: '/v1/invitations/:id',
    summary: 'Read an invitation and its status',
    params: invitationIdParamSchema,
    response: v1InvitationSchema,
    errors: [400, 401, 404, 429],
  }),
};
