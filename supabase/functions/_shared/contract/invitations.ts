import { z } from 'zod';
import { accommodationsSchema } from './accommodations.ts';
import { candidateIdentityFields } from './candidate-identity.ts';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';
import { localeSchema } from './locales.ts';
import { pageInfoFields, pageQueryFields } from './paging.ts';
import { workspaceScopeQueryFields } from './workspaces.ts';

/** docs/product.md §3-4, plus CANCELLED (docs/architecture.md §3: a cancelled link stops working). */
export const invitationStatusSchema = z.enum(['PENDING', 'STARTED', 'COMPLETED', 'REVIEWED', 'CANCELLED']);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/**
 * Whether the invitation e-mail went out, read from the invitation's newest outbox row: PENDING
 * while the send_mail job has not reported (and while test mode holds it), then SENT or FAILED.
 */
const emailStatusSchema = z.enum(['PENDING', 'SENT', 'FAILED']);

/** Limits the database enforces too (invitations' checks). */
const INVITEE_NAME_MAX_LENGTH = 100;
const INVITEE_EMAIL_MAX_LENGTH = 254;
const INVITATIONS_PAGE_SIZE_DEFAULT = 20;

/** The messages of the invitation routes' 404 and 409 answers. */
export const invitationErrorMessages = {
  interviewNotFound: 'Interview not found',
  interviewArchived: 'Interview is archived',
  interviewDraft: 'Publish the interview before inviting candidates',
  interviewClosed: 'This interview is closed; reopen it to invite candidates',
  interviewArchivedResend: 'This interview is archived; its invitations can no longer be sent',
  interviewClosedResend: 'This interview is closed; reopen it to send its invitations again',
  invitationNotFound: 'Invitation not found',
  accommodationsAfterCompletion: 'Accommodations can change only until the candidate completes the interview',
  onlyPendingCancellable: 'Only pending invitations can be cancelled',
  onlyOpenResendable: 'Only pending or started invitations can be resent',
  expired: 'This invitation has expired; invite the candidate again',
} as const;

/** Query of GET /api/invitations; the interview detail screen filters by interview_id. */
const INTERVIEW_ID_MESSAGE = 'Must be an interview id';

const listInvitationsQuerySchema = z.object({
  ...workspaceScopeQueryFields,
  interview_id: z.guid({ error: INTERVIEW_ID_MESSAGE }).optional(),
  ...pageQueryFields(INVITATIONS_PAGE_SIZE_DEFAULT),
});

/** The `:id` of /api/invitations/:id/… */
const invitationIdParamSchema = z.object({ id: z.guid({ error: 'Must be an invitation id' }) });

/** An invitation as GET /api/invitations lists it (docs/product.md §3 Invitation). */
const invitationSchema = z.object({
  id: idSchema,
  interview_id: idSchema,
  /** Null to a REVIEWER in a blind review (see candidateIdentityFields); managers see the names. */
  ...candidateIdentityFields,
  status: invitationStatusSchema,
  /** Opens the interview as the candidate: for the interview's managers and admins; null to a REVIEWER. */
  unique_link_token: z.string().nullable(),
  email_status: emailStatusSchema,
  /** Why the last send failed (email_status FAILED); null otherwise. */
  email_error: z.string().nullable(),
  /**
   * The last invitation e-mail was held back because the mail provider only sends to one test
   * address until a sending domain is verified (docs/product.md §2 'Test Mode' badge, §9); email_status is
   * PENDING then.
   */
  is_test_mode: z.boolean(),
  created_at: timestampSchema,
  expires_at: timestampSchema,
  interview_title: z.string(),
  /** The name of the interview's workspace. */
  company_name: z.string(),
  accommodations: accommodationsSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/invitations: one page, newest first, and how many there are in all. */
export const invitationPageSchema = z.object({
  invitations: z.array(invitationSchema),
  ...pageInfoFields,
});
export type InvitationPage = z.infer<typeof invitationPageSchema>;

/** docs/product.md §9: an interview's detail shows its newest 5 invitations, then 'And N more...'. */
export const RECENT_INVITATIONS = 5;

/** docs/product.md §2's statistics of one interview's invitations (every one of these keys): In Progress is STARTED. */
const invitationCountsSchema = z.record(
  z.enum(['total', 'completed', 'in_progress', 'pending']),
  z.number().int().nonnegative(),
);
export type InvitationCounts = z.infer<typeof invitationCountsSchema>;

/** GET /api/interviews/:id/invitation-summary: the counts over all, and the newest few rows. */
export const invitationSummarySchema = z.object({
  counts: invitationCountsSchema,
  recent: z.array(invitationSchema).max(RECENT_INVITATIONS),
});
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

const inviteeName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(INVITEE_NAME_MAX_LENGTH, {
      error: `${label} must be at most ${INVITEE_NAME_MAX_LENGTH} characters`,
    });

const EMAIL_MESSAGE = 'Enter a valid e-mail address';
const DEADLINE_MESSAGE = 'The deadline must be a date and time';
/** The furthest deadline an invitation may have. */
const MAX_DEADLINE_DAYS = 365;

/** Body of POST /api/invitations (docs/product.md §5 Invite form: all required, e-mail in e-mail format). */
export const createInvitationSchema = z.object({
  interview_id: z.guid({ error: INTERVIEW_ID_MESSAGE }),
  first_name: inviteeName('First name'),
  last_name: inviteeName('Last name'),
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'E-mail is required' })
    .max(INVITEE_EMAIL_MAX_LENGTH, { error: EMAIL_MESSAGE })
    // zod's practical e-mail rule, and the WHATWG input[type=email] rule the database checks.
    .pipe(z.email({ error: EMAIL_MESSAGE }).regex(z.regexes.html5Email, { error: EMAIL_MESSAGE })),
  /**
   * Issue #19: the deadline (the link stops opening the interview after it); left out, the
   * interview's default_deadline_days from now.
   */
  expires_at: z.iso
    .datetime({ offset: true, error: DEADLINE_MESSAGE })
    .refine((value) => Date.parse(value) > Date.now(), { error: 'The deadline must be in the future' })
    .refine((value) => Date.parse(value) <= Date.now() + MAX_DEADLINE_DAYS * 86_400_000, {
      error: `The deadline must be within ${MAX_DEADLINE_DAYS} days`,
    })
    .optional(),
  /** Issue #19: extra time, extra attempts, text instead of camera; left out, none. */
  accommodations: accommodationsSchema.optional(),
  /**
   * Issue #36: the language of the candidate's e-mails (a Spanish-speaking candidate invited to an
   * English interview); left out, the interview's language.
   */
  language: localeSchema.optional(),
});
export type CreateInvitation = z.infer<typeof createInvitationSchema>;

/**
 * 201 of POST /api/invitations (docs/product.md §3 Create-invitation response). The e-mail is queued,
 * not sent, when this answers: email_status is PENDING, so email_sent and is_test_mode are false and
 * email_error null; the invitation list shows how the send went.
 */
export const createdInvitationSchema = z.object({
  id: idSchema,
  unique_link_token: z.string(),
  email_status: z.literal('PENDING'),
  email_sent: z.literal(false),
  is_test_mode: z.literal(false),
  email_error: z.null(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/**
 * POST /api/invitations/:id/resend (docs/product.md §3 Resend response): success is that the e-mail
 * is queued again (email_status PENDING); the invitation list shows how the send went.
 */
export const resentInvitationSchema = z.object({
  success: z.literal(true),
  email_status: z.literal('PENDING'),
  email_error: z.null(),
  is_test_mode: z.literal(false),
});
export type ResentInvitation = z.infer<typeof resentInvitationSchema>;

/** PUT /api/invitations/:id/cancel. */
export const cancelledInvitationSchema = z.object({ id: idSchema, status: z.literal('CANCELLED') });
export type CancelledInvitation = z.infer<typeof cancelledInvitationSchema>;

/** PUT /api/invitations/:id/accommodations: the accommodations now in force. */
const invitationAccommodationsSchema = z.object({ id: idSchema, accommodations: accommodationsSchema });

/** DELETE /api/invitations/:id. */
export const deletedInvitationSchema = z.object({ success: z.literal(true) });
export type DeletedInvitation = z.infer<typeof deletedInvitationSchema>;

// Section: routes ---------------------------------------------------------------------------------

export const invitationApi = {
  list: defineRoute({
    method: 'GET',
    path: '/invitations',
    query: listInvitationsQuerySchema,
    response: invitationPageSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/invitations',
    body: createInvitationSchema,
    response: createdInvitationSchema,
    status: 201,
  }),
  resend: defineRoute({
    method: 'POST',
    path: '/invitations/:id/resend',
    params: invitationIdParamSchema,
    response: resentInvitationSchema,
  }),
  cancel: defineRoute({
    method: 'PUT',
    path: '/invitations/:id/cancel',
    params: invitationIdParamSchema,
    response: cancelledInvitationSchema,
  }),
  setAccommodations: defineRoute({
    method: 'PUT',
    path: '/invitations/:id/accommodations',
    params: invitationIdParamSchema,
    body: accommodationsSchema,
    response: invitationAccommodationsSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/invitations/:id',
    params: invitationIdParamSchema,
    response: deletedInvitationSchema,
  }),
};
