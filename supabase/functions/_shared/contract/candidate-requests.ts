// A candidate's requests about one invitation (issue #19 items 4 and 5): more time (EXTENSION) or
// an ACCOMMODATION, each with a reason, approved or declined once by a recruiter.
import { z } from 'zod';
import { accommodationsSchema } from './accommodations.ts';
import { defineRoute } from './api-route.ts';
import { EXTENSION_WINDOW_HOURS } from './candidate-request-window.ts';
import { idSchema, timestampSchema } from './common.ts';
import { createInvitationSchema } from './invitations.ts';
import { workspaceScopeQueryFields } from './workspaces.ts';

const candidateRequestKindSchema = z.enum(['EXTENSION', 'ACCOMMODATION'], {
  error: 'Choose EXTENSION or ACCOMMODATION',
});
export type CandidateRequestKind = z.infer<typeof candidateRequestKindSchema>;

const candidateRequestStatusSchema = z.enum(['PENDING', 'APPROVED', 'DECLINED'], {
  error: 'Choose PENDING, APPROVED or DECLINED',
});

/** The longest reason, after trimming (the database checks the same). */
export const REQUEST_REASON_MAX_LENGTH = 1000;

/** The texts of the requests' refusals; the database raises the same ones. */
export const candidateRequestMessages = {
  reason: `Tell the team why, in up to ${REQUEST_REASON_MAX_LENGTH} characters`,
  tooEarly: `You can ask for more time once your deadline is less than ${EXTENSION_WINDOW_HOURS} hours away`,
  expiredAccommodation: 'Your deadline has passed; ask for more time first',
  alreadyAsked: 'You have already asked; the team will answer you by e-mail',
  notFound: 'Request not found',
  alreadyAnswered: 'This request has already been answered',
  deadlineRequired: 'Choose the new deadline',
  accommodationsRequired: 'Choose the accommodations to grant',
} as const;

/** A request as the candidate's own take page shows it: no reason, no recruiter. */
export const candidateRequestSummarySchema = z.object({
  kind: candidateRequestKindSchema,
  status: candidateRequestStatusSchema,
  requested_at: timestampSchema,
  decided_at: timestampSchema.nullable(),
  /** An approved extension's new deadline. */
  new_deadline: timestampSchema.nullable(),
});
export type CandidateRequestSummary = z.infer<typeof candidateRequestSummarySchema>;

/** Body of POST /api/take/:token/requests. */
export const askSchema = z.object({
  kind: candidateRequestKindSchema,
  reason: z
    .string({ error: candidateRequestMessages.reason })
    .trim()
    .min(1, { error: candidateRequestMessages.reason })
    .max(REQUEST_REASON_MAX_LENGTH, { error: candidateRequestMessages.reason }),
});
export type AskInput = z.input<typeof askSchema>;

/** A request as those who manage the interview see it. */
const candidateRequestSchema = candidateRequestSummarySchema.extend({
  id: idSchema,
  invitation_id: idSchema,
  interview_id: idSchema,
  interview_title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  reason: z.string(),
  /** The invitation's deadline now. */
  expires_at: timestampSchema,
  accommodations: accommodationsSchema,
});
export type CandidateRequest = z.infer<typeof candidateRequestSchema>;

const listQuerySchema = z.object({
  ...workspaceScopeQueryFields,
  interview_id: z.guid({ error: 'Must be an interview id' }).optional(),
  status: candidateRequestStatusSchema.optional(),
});

const requestListSchema = z.object({ requests: z.array(candidateRequestSchema) });
export type CandidateRequestList = z.infer<typeof requestListSchema>;

/**
 * Body of POST /api/candidate-requests/:id/approve: an extension's new deadline (the rules of an
 * invitation's), or the accommodations an ACCOMMODATION request is granted.
 */
const approveSchema = z.object({
  new_deadline: createInvitationSchema.shape.expires_at,
  accommodations: accommodationsSchema.optional(),
});
export type ApproveInput = z.input<typeof approveSchema>;

const requestIdParamSchema = z.object({ id: z.guid({ error: 'Must be a request id' }) });
const tokenParamSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });

// Section: routes ---------------------------------------------------------------------------------

export const candidateRequestApi = {
  /** The invite link is the credential: no sign-in needed, like GET /take/:token. */
  ask: defineRoute({
    method: 'POST',
    path: '/take/:token/requests',
    params: tokenParamSchema,
    body: askSchema,
    response: candidateRequestSummarySchema,
    status: 201,
  }),
  /** Newest first; those who do not manage an interview see none of its requests. */
  list: defineRoute({
    method: 'GET',
    path: '/candidate-requests',
    query: listQuerySchema,
    response: requestListSchema,
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/candidate-requests/:id/approve',
    params: requestIdParamSchema,
    body: approveSchema,
    response: candidateRequestSchema,
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/candidate-requests/:id/decline',
    params: requestIdParamSchema,
    response: candidateRequestSchema,
  }),
};
