// Workspaces (issue #17): hiring teams with members, workspace roles, branding and team invitations.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';
import { localeSchema } from './locales.ts';

/** OWNER: settings and members too. RECRUITER: interviews and invitations. REVIEWER: reviews only. */
export const workspaceRoleSchema = z.enum(['OWNER', 'RECRUITER', 'REVIEWER'], {
  error: 'Choose OWNER, RECRUITER or REVIEWER',
});
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>;

/** What each role may do, in plain words: the team invitation e-mail and the settings screen say it. */
export const workspaceRoleDescriptions: Record<WorkspaceRole, string> = {
  OWNER: "an owner: you manage the workspace's settings, members and interviews",
  RECRUITER: 'a recruiter: you create interviews, invite candidates and review their answers',
  REVIEWER: "a reviewer: you watch and review the workspace's completed interviews",
};

/** Workspace roles that create, change and delete interviews and invitations. */
export const MANAGING_ROLES: ReadonlySet<WorkspaceRole> = new Set(['OWNER', 'RECRUITER']);

/** The public bucket of workspace logos: <workspace_id>/<file>. */
export const WORKSPACE_LOGOS_BUCKET_ID = 'workspace-logos';

/** The limits of a workspace; the database checks the same. */
export const workspaceLimits = {
  nameMaxLength: 100,
  slugMaxLength: 48,
  senderNameMaxLength: 100,
  /** 1 MiB: a logo is shown at most 200 px wide. */
  logoMaxBytes: 1_048_576,
  logoContentTypes: ['image/png', 'image/jpeg', 'image/webp'],
  /** Team invitation links stop working after this many days. */
  teamInvitationDays: 14,
  /** Days after completion a candidate's answers are kept (issue #20 item 2). */
  retentionDaysMin: 30,
  retentionDaysMax: 730,
} as const;

type LogoContentType = (typeof workspaceLimits.logoContentTypes)[number];

/** Bytes an image file starts with: Storage serves a logo with its declared type, whatever it holds. */
export const LOGO_LEADING_BYTES = 12;

/** The logo type the file's leading bytes show (PNG, JPEG or WebP signature), or null for anything else. */
export function logoImageType(bytes: Uint8Array): LogoContentType | null {
  const startsWith = (offset: number, expected: readonly number[]) =>
    bytes.length >= offset + expected.length && expected.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
  if (startsWith(0, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'image/png';
  if (startsWith(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(0, ascii('RIFF')) && startsWith(8, ascii('WEBP'))) return 'image/webp';
  return null;
}

/** The messages of the workspace routes. */
export const workspaceErrorMessages = {
  workspaceNotFound: 'Workspace not found',
  memberNotFound: 'Member not found',
  invitationNotFound: 'Team invitation not found',
  ownerRequired: 'Only an owner of this workspace can do this',
  reviewerRefused:
    'Reviewers can review and mark interviews reviewed, but cannot change interviews or invitations',
  lastOwner: 'A workspace needs an owner: make another member an owner first',
  slugTaken: 'This URL name is already taken',
  alreadyMember: 'This person is already a member of the workspace',
  alreadyInvited: 'This person already has a pending invitation; resend it instead',
  invitationExpired: 'This team invitation has expired; ask for a new one',
  invitationRevoked: 'This team invitation has been withdrawn',
  invitationUsed: 'This team invitation has already been used',
  wrongAccount: 'This invitation was sent to another e-mail address; sign in with that address to join',
  logoMissing: 'Upload the logo before saving it',
  logoNotImage: 'The logo file is not the PNG, JPEG or WebP image it was uploaded as; choose another file',
} as const;

const NAME_MESSAGE = `Name is required and must be at most ${workspaceLimits.nameMaxLength} characters`;
const SLUG_MESSAGE = `Use 1 to ${workspaceLimits.slugMaxLength} lower-case letters, digits and hyphens, not starting or ending with a hyphen`;
const COLOR_MESSAGE = 'Enter a colour as #rrggbb';
const RETENTION_MESSAGE = `Keep answers between ${workspaceLimits.retentionDaysMin} and ${workspaceLimits.retentionDaysMax} days`;
const SENDER_MESSAGE = `Sender name must be at most ${workspaceLimits.senderNameMaxLength} characters, without < > or "`;

const brandColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: COLOR_MESSAGE })
  .transform((value) => value.toLowerCase());

const workspaceSlugSchema = z
  .string()
  .trim()
  .max(workspaceLimits.slugMaxLength, { error: SLUG_MESSAGE })
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, { error: SLUG_MESSAGE });

/** A workspace as the candidate sees it: name, logo and colour (null when none is set). */
export const workspaceBrandSchema = z.object({
  name: z.string(),
  logo_url: z.string().nullable(),
  brand_color: z.string().nullable(),
});
export type WorkspaceBrand = z.infer<typeof workspaceBrandSchema>;

/** One of the caller's workspaces (GET /api/users/me), with their role in it and its language. */
export const workspaceMembershipSchema = workspaceBrandSchema.extend({
  id: idSchema,
  slug: z.string(),
  role: workspaceRoleSchema,
  language: localeSchema,
});
export type WorkspaceMembership = z.infer<typeof workspaceMembershipSchema>;

/** Query of the recruiter lists: the workspace to list; without it, every workspace of the caller. */
export const workspaceScopeQueryFields = {
  workspace_id: z.guid({ error: 'Must be a workspace id' }).optional(),
};

// Section: settings ------------------------------------------------------------------------------

const workspaceMemberSchema = z.object({
  user_id: idSchema,
  email: z.string(),
  full_name: z.string(),
  role: workspaceRoleSchema,
  joined_at: timestampSchema,
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

const teamInvitationStatusSchema = z.enum(['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED']);

const teamInvitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: workspaceRoleSchema,
  status: teamInvitationStatusSchema,
  invited_by_name: z.string().nullable(),
  created_at: timestampSchema,
  expires_at: timestampSchema,
  email_status: z.enum(['PENDING', 'SENT', 'FAILED']),
  email_error: z.string().nullable(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/**
 * GET /api/workspaces/{id}: the workspace, its members and its pending team invitations. Members
 * see it all; `role` is the caller's (null for a platform admin who is not a member).
 */
export const workspaceDetailSchema = workspaceBrandSchema.extend({
  id: idSchema,
  slug: z.string(),
  logo_path: z.string().nullable(),
  email_sender_name: z.string().nullable(),
  /** Days after completion the candidates' recordings, transcripts, analyses, ratings and notes are kept. */
  retention_days: z.number().int(),
  /** New interviews are held in it unless they name another; the AI writes its analyses' prose in it. */
  language: localeSchema,
  created_at: timestampSchema,
  role: workspaceRoleSchema.nullable(),
  members: z.array(workspaceMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

/** PUT /api/workspaces/{id}: what the owner changes; what is left out stays, null clears. */
export const updateWorkspaceSchema = z.object({
  name: z
    .string({ error: NAME_MESSAGE })
    .trim()
    .min(1, { error: NAME_MESSAGE })
    .max(workspaceLimits.nameMaxLength, {
      error: NAME_MESSAGE,
    })
    .optional(),
  slug: workspaceSlugSchema.optional(),
  brand_color: brandColorSchema.nullable().optional(),
  email_sender_name: z
    .string()
    .trim()
    .max(workspaceLimits.senderNameMaxLength, { error: SENDER_MESSAGE })
    .regex(/^[^<>"]*$/, { error: SENDER_MESSAGE })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  /** An object the owner uploaded to the logos bucket under the workspace's folder; null removes the logo. */
  logo_path: z.string().max(1024).nullable().optional(),
  retention_days: z
    .number({ error: RETENTION_MESSAGE })
    .int({ error: RETENTION_MESSAGE })
    .min(workspaceLimits.retentionDaysMin, { error: RETENTION_MESSAGE })
    .max(workspaceLimits.retentionDaysMax, { error: RETENTION_MESSAGE })
    .optional(),
  language: localeSchema.optional(),
});
export type UpdateWorkspaceInput = z.input<typeof updateWorkspaceSchema>;

const changeMemberRoleSchema = z.object({ role: workspaceRoleSchema });

export const inviteTeammateSchema = z.object({
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'E-mail must be at most 254 characters' })
    .pipe(z.email({ error: 'Enter a valid e-mail address' })),
  role: workspaceRoleSchema,
});
export type InviteTeammateInput = z.input<typeof inviteTeammateSchema>;

const workspaceIdParamSchema = z.object({ id: z.guid({ error: 'Must be a workspace id' }) });
const memberParamSchema = z.object({
  id: z.guid({ error: 'Must be a workspace id' }),
  userId: z.guid({ error: 'Must be a user id' }),
});
const teamInvitationParamSchema = z.object({
  id: z.guid({ error: 'Must be a workspace id' }),
  invitationId: z.guid({ error: 'Must be a team invitation id' }),
});

// Section: joining ---------------------------------------------------------------------------------

/** The `:token` of a team invitation link, /join/{token}: 22 URL-safe characters. */
const teamInvitationTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: 'Not a valid team invitation link' }),
});

/** GET /api/team-invitations/{token}: what the link offers, for anyone holding it. */
export const teamInvitationOfferSchema = z.object({
  workspace: workspaceBrandSchema,
  email: z.string(),
  role: workspaceRoleSchema,
  status: teamInvitationStatusSchema,
  invited_by_name: z.string().nullable(),
  expires_at: timestampSchema,
});
export type TeamInvitationOffer = z.infer<typeof teamInvitationOfferSchema>;

// Section: routes ---------------------------------------------------------------------------------

export const workspaceApi = {
  detail: defineRoute({
    method: 'GET',
    path: '/workspaces/:id',
    params: workspaceIdParamSchema,
    response: workspaceDetailSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/workspaces/:id',
    params: workspaceIdParamSchema,
    body: updateWorkspaceSchema,
    response: workspaceDetailSchema,
  }),
  changeMemberRole: defineRoute({
    method: 'PUT',
    path: '/workspaces/:id/members/:userId',
    params: memberParamSchema,
    body: changeMemberRoleSchema,
    response: workspaceMemberSchema,
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/workspaces/:id/members/:userId',
    params: memberParamSchema,
    response: z.object({ success: z.literal(true) }),
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/workspaces/:id/invitations',
    params: workspaceIdParamSchema,
    body: inviteTeammateSchema,
    response: teamInvitationSchema,
    status: 201,
  }),
  resendInvitation: defineRoute({
    method: 'POST',
    path: '/workspaces/:id/invitations/:invitationId/resend',
    params: teamInvitationParamSchema,
    response: teamInvitationSchema,
  }),
  revokeInvitation: defineRoute({
    method: 'DELETE',
    path: '/workspaces/:id/invitations/:invitationId',
    params: teamInvitationParamSchema,
    response: z.object({ success: z.literal(true) }),
  }),
};

export const teamInvitationApi = {
  offer: defineRoute({
    method: 'GET',
    path: '/team-invitations/:token',
    params: teamInvitationTokenParamSchema,
    response: teamInvitationOfferSchema,
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/team-invitations/:token/accept',
    params: teamInvitationTokenParamSchema,
    response: z.object({ workspace_id: idSchema }),
  }),
};
