// The candidate portal (docs/product.md §3 Candidate; §7 Candidate account and Candidate dashboard): the
// signed-in candidate's profile and invitations (video resumes and their views: video-resumes.ts). Registration and sign-in are Supabase Auth's; these calls take its access token.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';
import { invitationStatusSchema } from './invitations.ts';
import { localeSchema } from './locales.ts';
import { workspaceBrandSchema } from './workspaces.ts';

/** The limits the database holds profile names to. */
export const CANDIDATE_NAME_MAX_LENGTH = 100;

export const candidateErrorMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Must be at most ${CANDIDATE_NAME_MAX_LENGTH} characters`,
  interviewNotFound: 'Interview not found',
  invitationIdInvalid: 'Must be an interview id',
  mediaRemovalFailed: 'Could not delete the stored recordings; nothing was deleted. Try again in a moment.',
  onlyCandidateAccounts:
    'Only a candidate account can be deleted here; a member of a hiring team asks a platform administrator',
} as const;

/**
 * docs/product.md §3 Candidate (session_token is Supabase's access token, not part of this answer).
 * `locale` is the language the account chose (PUT /api/users/me/locale), null until it chooses.
 */
export const candidateSchema = z.object({
  id: idSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  locale: localeSchema.nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

function nameSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(CANDIDATE_NAME_MAX_LENGTH, { error: candidateErrorMessages.nameTooLong });
}

/** The first and last name a candidate gives at registration and may change later. */
export const candidateNamesSchema = z.object({
  first_name: nameSchema(candidateErrorMessages.firstNameRequired),
  last_name: nameSchema(candidateErrorMessages.lastNameRequired),
});

/** PUT /api/candidates/profile: answers the updated Candidate. */
const updateCandidateProfileSchema = candidateNamesSchema.strict();

/** GET /api/candidates/invitations: one of the caller's invitations (docs/product.md §2 Interviews tab). */
const candidateInvitationSchema = z.object({
  id: idSchema,
  status: invitationStatusSchema,
  /** Opens the interview at /take/{unique_link_token}. */
  unique_link_token: z.string(),
  interview_title: z.string(),
  /** The name of the interview's workspace (the company the candidate answers to). */
  company_name: z.string(),
  /** The workspace's brand: the invitation card shows it. */
  workspace: workspaceBrandSchema,
  /** When the candidate was invited. */
  created_at: timestampSchema,
  expires_at: timestampSchema,
  completed_at: timestampSchema.nullable(),
  /** When the answers will be deleted (completion plus the workspace's retention); null until completed. */
  data_deleted_after: timestampSchema.nullable(),
});
export type CandidateInvitation = z.infer<typeof candidateInvitationSchema>;
export const candidateInvitationListSchema = z.array(candidateInvitationSchema);

// Section: data rights (issue #20 item 3) ---------------------------------------------------------

/** How long the links of "Download my data" to the candidate's recordings work. */
export const MY_DATA_LINK_SECONDS = 3600;

/** A recording of the candidate (an answer's or a video resume's), with a short-lived link. */
const myRecordingSchema = z.object({
  bucket: z.string(),
  name: z.string(),
  /** Null when Storage would not sign it; the name still says what it was. */
  url: z.string().nullable(),
});

/** GET /api/candidates/me/data: every row about the caller, and links to their recordings. */
export const myDataSchema = z.object({
  exported_at: timestampSchema,
  profile: z.record(z.string(), z.unknown()).nullable(),
  invitations: z.array(z.record(z.string(), z.unknown())),
  video_resumes: z.array(z.record(z.string(), z.unknown())),
  recordings: z.array(myRecordingSchema),
  links_expire_at: timestampSchema,
});
export type MyData = z.infer<typeof myDataSchema>;

const invitationIdParamSchema = z.object({
  id: z.guid({ error: candidateErrorMessages.invitationIdInvalid }),
});

const dataDeletedSchema = z.object({ success: z.literal(true) });

// Section: routes ---------------------------------------------------------------------------------

export const candidateApi = {
  me: defineRoute({ method: 'GET', path: '/candidates/me', response: candidateSchema }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/candidates/profile',
    body: updateCandidateProfileSchema,
    response: candidateSchema,
  }),
  invitations: defineRoute({
    method: 'GET',
    path: '/candidates/invitations',
    response: candidateInvitationListSchema,
  }),
  myData: defineRoute({ method: 'GET', path: '/candidates/me/data', response: myDataSchema }),
  deleteInvitationData: defineRoute({
    method: 'DELETE',
    path: '/candidates/invitations/:id/data',
    params: invitationIdParamSchema,
    response: dataDeletedSchema,
  }),
  deleteAccount: defineRoute({ method: 'DELETE', path: '/candidates/me', response: dataDeletedSchema }),
};
