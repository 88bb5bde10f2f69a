// The candidate portal (spec §3 Candidate, Video resume, Candidate analytics; §7 Candidate account
// and Candidate dashboard): the signed-in candidate's profile, invitations, video resumes and view
// analytics. Registration and sign-in are Supabase Auth's; these calls take its access token.
import { z } from 'zod';
import { idSchema, timestampSchema } from './common.ts';
import { invitationStatusSchema } from './invitations.ts';

/** The limits the database holds profile names to. */
export const CANDIDATE_NAME_MAX_LENGTH = 100;
/** Spec §9: recent views shown. */
export const RECENT_VIEWS_SHOWN = 10;
/** Days of the views-over-time chart, today included. */
export const VIEWS_CHART_DAYS = 30;

export const candidateErrorMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Must be at most ${CANDIDATE_NAME_MAX_LENGTH} characters`,
  /** Spec §8 Video resume view: unknown, another's, or deleted alike. */
  videoResumeNotFound: 'Video resume not found or not accessible',
  videoResumeId: 'Must be a video resume id',
} as const;

/** Spec §3 Candidate (session_token is Supabase's access token, not part of this answer). */
export const candidateSchema = z.object({
  id: idSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
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
export const updateCandidateProfileSchema = candidateNamesSchema.strict();
export type UpdateCandidateProfile = z.infer<typeof updateCandidateProfileSchema>;

/** GET /api/candidates/invitations: one of the caller's invitations (spec §2 Interviews tab). */
export const candidateInvitationSchema = z.object({
  id: idSchema,
  status: invitationStatusSchema,
  /** Opens the interview at /take/{unique_link_token}. */
  unique_link_token: z.string(),
  interview_title: z.string(),
  /** The inviting recruiter's company; null when they have not named one. */
  company_name: z.string().nullable(),
  /** When the candidate was invited. */
  created_at: timestampSchema,
  expires_at: timestampSchema,
  completed_at: timestampSchema.nullable(),
});
export type CandidateInvitation = z.infer<typeof candidateInvitationSchema>;
export const candidateInvitationListSchema = z.array(candidateInvitationSchema);

/** GET /api/candidates/video-resumes: one of the caller's own video resumes, newest first. */
export const videoResumeSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  /** The share identifier 'video-resume-<uuid>' of the public link /resume/{public_url}. */
  public_url: z.string(),
  /** Object name of the recording in the resumes bucket (`<candidate_id>/<file>`). */
  video_path: z.string(),
  is_active: z.boolean(),
  views_count: z.number().int(),
  created_at: timestampSchema,
});
export type VideoResumeSummary = z.infer<typeof videoResumeSummarySchema>;
export const videoResumeSummaryListSchema = z.array(videoResumeSummarySchema);

/** The `:id` of DELETE /api/candidates/video-resumes/:id. */
export const videoResumeIdParamSchema = z.object({
  id: z.guid({ error: candidateErrorMessages.videoResumeId }),
});

/** One view of one of the caller's resumes (spec §3 recent_views: timestamp, location). */
export const resumeViewSchema = z.object({
  timestamp: timestampSchema,
  location: z.string().nullable(),
  resume_id: idSchema,
  resume_title: z.string(),
});
export type ResumeView = z.infer<typeof resumeViewSchema>;

/** Views on one day (UTC), for the chart of views over time. */
export const viewsOnDaySchema = z.object({
  date: z.iso.date(),
  views: z.number().int(),
});
export type ViewsOnDay = z.infer<typeof viewsOnDaySchema>;

/** GET /api/candidates/analytics: views of all the caller's resumes. */
export const candidateAnalyticsSchema = z.object({
  total_views: z.number().int(),
  unique_viewers: z.number().int(),
  /** The last RECENT_VIEWS_SHOWN views, newest first. */
  recent_views: z.array(resumeViewSchema),
  /** The last VIEWS_CHART_DAYS days, oldest first, days without views included. */
  views_by_day: z.array(viewsOnDaySchema),
});
export type CandidateAnalytics = z.infer<typeof candidateAnalyticsSchema>;
