// Video resumes (docs/product.md §2 Create video resume and Video resume view, §3 Video resume, analytics and
// view tracking, Candidate analytics, §7 Video resumes): the owner's calls under
// /api/candidates/video-resumes and /api/candidates/analytics, and the public page's under
// /api/public/video-resume.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, PLAIN_FILE_NAME, timestampSchema } from './common.ts';
import { deletedSchema } from './interviews.ts';
import { recordingSchema } from './recordings.ts';
import { workspaceBrandSchema } from './workspaces.ts';

/** docs/product.md §5 and §9, and the database's checks. */
export const videoResumeLimits = {
  defaultTitle: 'My Video Resume',
  titleMaxLength: 200,
  descriptionMaxLength: 5000,
  videoPathMaxLength: 1024,
  userAgentMaxLength: 1000,
  referrerMaxLength: 2048,
} as const;

/** docs/product.md §9: recent views shown. */
export const RECENT_VIEWS_SHOWN = 10;
/** Days of the views-over-time chart, today included. */
export const VIEWS_CHART_DAYS = 30;

/** docs/product.md §3: the share identifier, 'video-resume-' and a random UUID. */
export const PUBLIC_URL_PATTERN =
  /^video-resume-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Texts of the video resume routes that the client may show or compare. */
export const videoResumeErrorMessages = {
  /** docs/product.md §8 (view): unknown, malformed, inactive for a non-owner, or another's alike. */
  notFound: 'Video resume not found or not accessible',
  videoPath: 'Must be the path of your uploaded recording: <your user id>/<file>',
  videoNotUploaded: 'The recording is not in your resumes folder; upload it first',
  nothingToChange: 'Send title, description or is_active',
  videoResumeId: 'Must be a valid video resume id',
} as const;

/** The object name of a video resume in the resumes bucket: `<user_id>/<file>`. */
export function resumeObjectName(userId: string, fileName: string): string {
  return `${userId}/${fileName}`;
}

/** Path parameter of /api/candidates/video-resumes/{id}. */
const videoResumeIdParamSchema = z.object({
  id: z.guid({ error: videoResumeErrorMessages.videoResumeId }),
});

/** A resume's id or its share identifier, as /api/public/video-resume/{id} and /resume/{id} take it. */
const publicResumeIdentifierSchema = z.union([z.guid(), z.string().regex(PUBLIC_URL_PATTERN)]);

/** docs/product.md §5: a blank title becomes 'My Video Resume'. */
const titleSchema = z
  .string({ error: 'Must be text' })
  .trim()
  .max(videoResumeLimits.titleMaxLength, {
    error: `A title can be at most ${videoResumeLimits.titleMaxLength} characters`,
  })
  .transform((title) => title || videoResumeLimits.defaultTitle);

const descriptionSchema = z
  .string({ error: 'Must be text' })
  .trim()
  .max(videoResumeLimits.descriptionMaxLength, {
    error: `A description can be at most ${videoResumeLimits.descriptionMaxLength} characters`,
  });

const activeSchema = z.boolean({ error: 'Must be true or false' });

/** A leading `resumes/` (the bucket) is accepted and dropped: the database stores object names. */
const videoPathSchema = z
  .string({ error: videoResumeErrorMessages.videoPath })
  .transform((path) => path.replace(/^resumes\//, ''))
  .pipe(
    z
      .string()
      .max(videoResumeLimits.videoPathMaxLength, { error: videoResumeErrorMessages.videoPath })
      .regex(
        new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/${PLAIN_FILE_NAME}$`, 'i'),
        {
          error: videoResumeErrorMessages.videoPath,
        },
      ),
  );

/**
 * Body of POST /api/candidates/video-resumes, sent after the upload: the recording's object name in
 * the caller's own folder of the resumes bucket (`<user_id>/<file>`). docs/product.md §5 defaults: title
 * 'My Video Resume', description '', active. The share identifier is made by the server.
 */
const createVideoResumeSchema = z.object(
  {
    title: titleSchema.default(videoResumeLimits.defaultTitle),
    description: descriptionSchema.default(''),
    video_path: videoPathSchema,
    is_active: activeSchema.default(true),
  },
  { error: 'The body must be a JSON object' },
);
export type CreateVideoResumeInput = z.input<typeof createVideoResumeSchema>;

/** Body of PUT /api/candidates/video-resumes/{id}: any of title, description and the active flag. */
export const updateVideoResumeSchema = z
  .object(
    {
      title: titleSchema.optional(),
      description: descriptionSchema.optional(),
      is_active: activeSchema.optional(),
    },
    { error: 'The body must be a JSON object' },
  )
  .refine(
    (body) => body.title !== undefined || body.description !== undefined || body.is_active !== undefined,
    { error: videoResumeErrorMessages.nothingToChange },
  );
export type UpdateVideoResumeInput = z.input<typeof updateVideoResumeSchema>;
export type UpdateVideoResume = z.output<typeof updateVideoResumeSchema>;

/** docs/product.md §3: the candidate a resume belongs to, as the view shows them. */
const resumeCandidateSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type ResumeCandidate = z.infer<typeof resumeCandidateSchema>;

/** docs/product.md §3 Video resume, with the object name of the recording (`video_path`). */
const videoResumeSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  video_path: z.string(),
  public_url: z.string(),
  is_active: z.boolean(),
  views_count: z.number().int().min(0),
  created_at: timestampSchema,
  candidate: resumeCandidateSchema,
});
export type VideoResume = z.infer<typeof videoResumeSchema>;

/**
 * The view page's resume (GET /api/public/video-resume/{id} and the owner's GET
 * /api/candidates/video-resumes/{id}): `video_url` is a short-lived signed URL of the recording
 * that serves byte ranges (null when Storage cannot sign it), valid until `video_url_expires_at`;
 * `is_owner` says whether the caller owns it (owner card or visitor promo).
 */
export const videoResumeViewSchema = videoResumeSchema.extend({
  video_url: z.string().nullable(),
  video_url_expires_at: timestampSchema.nullable(),
  is_owner: z.boolean(),
  /** The recording as the worker made it ready (seekable, with its duration); null before that. */
  recording: recordingSchema.nullable(),
  /**
   * A signed-in visitor's own (first) workspace, which the 'Interested in this candidate?' promo
   * invites them to interview with; null for anon, the owner and anyone in no workspace.
   */
  visitor_workspace: workspaceBrandSchema.nullable(),
});
export type VideoResumeView = z.infer<typeof videoResumeViewSchema>;

/** docs/product.md §3 view tracking payload: what the browser says about the visit. */
const recordViewSchema = z.object(
  {
    user_agent: z
      .string({ error: 'Must be text' })
      .max(videoResumeLimits.userAgentMaxLength, {
        error: `A user agent can be at most ${videoResumeLimits.userAgentMaxLength} characters`,
      })
      .nullish(),
    referrer: z
      .string({ error: 'Must be text' })
      .max(videoResumeLimits.referrerMaxLength, {
        error: `A referrer can be at most ${videoResumeLimits.referrerMaxLength} characters`,
      })
      .nullish(),
  },
  { error: 'The body must be a JSON object' },
);

/** 200 of POST /api/public/video-resume/{id}/view: the resume's view count after this visit. */
const recordedViewSchema = z.object({ views_count: z.number().int().min(0) });
export type RecordedView = z.infer<typeof recordedViewSchema>;

/** docs/product.md §3 Candidate analytics, for one resume (GET /api/candidates/video-resumes/{id}/analytics). */
export const resumeAnalyticsSchema = z.object({
  total_views: z.number().int().min(0),
  unique_viewers: z.number().int().min(0),
  /** The last 10 views, newest first; `location` is a country code when a trusted CDN gave one. */
  recent_views: z.array(z.object({ timestamp: timestampSchema, location: z.string().nullable() })),
});
export type ResumeAnalytics = z.infer<typeof resumeAnalyticsSchema>;

/** GET /api/candidates/video-resumes: one of the caller's own video resumes, newest first. */
const videoResumeSummarySchema = z.object({
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
  /** The recording as the worker made it ready, signed for its owner; null before that. */
  recording: recordingSchema.nullable(),
});
export type VideoResumeSummary = z.infer<typeof videoResumeSummarySchema>;
export const videoResumeSummaryListSchema = z.array(videoResumeSummarySchema);

/** One view of one of the caller's resumes (docs/product.md §3 recent_views: timestamp, location). */
const resumeViewSchema = z.object({
  timestamp: timestampSchema,
  location: z.string().nullable(),
  resume_id: idSchema,
  resume_title: z.string(),
});
export type ResumeView = z.infer<typeof resumeViewSchema>;

/** Views on one day (UTC), for the chart of views over time. */
const viewsOnDaySchema = z.object({
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

// Section: routes ---------------------------------------------------------------------------------

/** The public page's routes answer 404 for a malformed identifier, as for an unknown one. */
const publicResumeParamSchema = z.object({ id: publicResumeIdentifierSchema });

export const videoResumeApi = {
  list: defineRoute({
    method: 'GET',
    path: '/candidates/video-resumes',
    response: videoResumeSummaryListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/candidates/video-resumes',
    body: createVideoResumeSchema,
    response: videoResumeViewSchema,
    status: 201,
  }),
  own: defineRoute({
    method: 'GET',
    path: '/candidates/video-resumes/:id',
    params: videoResumeIdParamSchema,
    response: videoResumeViewSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/candidates/video-resumes/:id',
    params: videoResumeIdParamSchema,
    body: updateVideoResumeSchema,
    response: videoResumeViewSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/candidates/video-resumes/:id',
    params: videoResumeIdParamSchema,
    response: deletedSchema,
  }),
  analytics: defineRoute({
    method: 'GET',
    path: '/candidates/video-resumes/:id/analytics',
    params: videoResumeIdParamSchema,
    response: resumeAnalyticsSchema,
  }),
  allAnalytics: defineRoute({
    method: 'GET',
    path: '/candidates/analytics',
    response: candidateAnalyticsSchema,
  }),
  view: defineRoute({
    method: 'GET',
    path: '/public/video-resume/:id',
    params: publicResumeParamSchema,
    response: videoResumeViewSchema,
  }),
  recordView: defineRoute({
    method: 'POST',
    path: '/public/video-resume/:id/view',
    params: publicResumeParamSchema,
    body: recordViewSchema,
    response: recordedViewSchema,
  }),
};
