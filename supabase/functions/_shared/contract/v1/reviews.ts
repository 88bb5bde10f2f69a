// The public API's reviews (issue #22), read with a workspace's API key: the key's workspace's
// finished interviews (COMPLETED, awaiting review, or REVIEWED), each with its answers, the
// ratings raters have submitted, and the decision. Row-level security for workspace_api decides.
//
// Blind review: a review names its candidate by the invitation's e-mail, and links the recording
// with its picture, even when the interview is anonymous. Blindness keeps the workspace's raters
// from judging a name or a face before they have rated, inside the app; the key is the workspace's
// own system (made by an OWNER, who sees the names on the invitation list), which sent the
// invitation and holds the name already, and rates nothing. `anonymous_review` says that the
// interview is blind, so an integration that shows reviews to raters can hide them likewise.
import { z } from 'zod';
import { defineRoute } from '../api-route.ts';
import { idSchema, timestampSchema } from '../common.ts';
import { responseFormatSchema } from '../interviews.ts';
import { transcriptSegmentSchema } from '../recordings.ts';
import { cursorQueryFields, nextCursorField } from './cursor.ts';

/** How long a review's media links stay valid. */
export const V1_MEDIA_URL_TTL_SECONDS = 3600;

export const v1ReviewMessages = {
  notFound: 'Review not found',
} as const;

const reviewStatusSchema = z
  .enum(['COMPLETED', 'REVIEWED'])
  .meta({ description: 'COMPLETED: finished, awaiting review; REVIEWED: marked reviewed in the app.' });

const decisionSchema = z.object({
  decision: z.enum(['ADVANCE', 'HOLD', 'REJECT']),
  reason: z.string(),
  /** The member who decided; null once their account is gone. */
  decided_by: idSchema.nullable(),
  decided_at: timestampSchema,
});
export type V1Decision = z.infer<typeof decisionSchema>;

const reviewFields = {
  /** The invitation's id: a review is the invitation's finished interview. */
  id: idSchema,
  interview_id: idSchema,
  status: reviewStatusSchema,
  candidate: z.object({
    email: z.string(),
    /** The candidate's number within the interview, as a blind review names them ("Candidate 3"). */
    number: z.number().int().positive(),
  }),
  anonymous_review: z.boolean(),
  completed_at: timestampSchema,
  reviewed_at: timestampSchema.nullable(),
  knocked_out_at: timestampSchema.nullable().meta({
    description:
      'When a knockout answer to a choice question ended the interview (it is finished with the answers ' +
      'given until then); null when none did.',
  }),
  updated_at: timestampSchema,
  decision: decisionSchema
    .nullable()
    .meta({ description: 'The current decision (the latest made); null while undecided.' }),
};

const scoreSummarySchema = z.object({
  /** The mean of every submitted rating (1 to 5), over all answers and competencies; null before any. */
  rating_mean: z.number().nullable(),
  /** How many raters have submitted their ratings. */
  rater_count: z.number().int().nonnegative(),
});

const v1ReviewSummarySchema = z.object({ ...reviewFields, scores: scoreSummarySchema });
export type V1ReviewSummary = z.infer<typeof v1ReviewSummarySchema>;

const v1AnswerSchema = z.object({
  id: idSchema,
  question_id: idSchema,
  order_number: z.number().int().positive(),
  question_text: z.string(),
  response_format: responseFormatSchema,
  /** The typed answer; null for a recording. */
  response_text: z.string().nullable(),
  /** The recording's transcript; null for a typed answer or until the recording is transcribed. */
  transcript: z.string().nullable(),
  transcript_segments: z.array(transcriptSegmentSchema).nullable(),
  /** The recording as the candidate made it, signed for an hour; null for a typed answer. */
  media_url: z.string().nullable().meta({ description: 'A link to the recording, valid for one hour.' }),
  media_url_expires_at: timestampSchema.nullable(),
  choice: z
    .object({
      /** The candidate could pick more than one option. */
      multiple: z.boolean(),
      options: z.array(
        z.object({
          id: idSchema,
          label: z.string(),
          picked: z.boolean(),
          knockout: z.boolean().meta({ description: 'Picking this option is a knockout.' }),
        }),
      ),
    })
    .nullable()
    .meta({
      description:
        "A choice answer: every option of the question in order, the candidate's picks marked; null for any other answer.",
    }),
  knockout: z.boolean().meta({ description: 'The answer picked a knockout option (a choice answer only).' }),
  file: z
    .object({
      name: z.string().meta({
        description: "The candidate's own name for the file (control characters and slashes removed).",
      }),
      type: z.string().meta({
        description:
          "The type read from the file's bytes: application/pdf, image/png, image/jpeg or application/vnd.openxmlformats-officedocument.wordprocessingml.document.",
      }),
      size: z.number().int().positive().meta({ description: 'Bytes, at most 20 MiB.' }),
    })
    .nullable()
    .meta({
      description:
        "A file question's answer (its metadata; reviewers download the file in the app); null for any other answer.",
    }),
});
export type V1Answer = z.infer<typeof v1AnswerSchema>;

const v1RatingSchema = z.object({
  answer_id: idSchema,
  competency_id: idSchema,
  score: z.number().int().min(1).max(5),
  note: z.string(),
  updated_at: timestampSchema,
});

const v1ScorecardSchema = z.object({
  competencies: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      /** The mean of the submitted ratings on this competency; null before any. */
      mean: z.number().nullable(),
      count: z.number().int().nonnegative(),
    }),
  ),
  /** Each rater who has submitted, first first, with their ratings; drafts are not shown. */
  raters: z.array(
    z.object({ rater_id: idSchema, submitted_at: timestampSchema, ratings: z.array(v1RatingSchema) }),
  ),
  overall_mean: z.number().nullable(),
});
export type V1Scorecard = z.infer<typeof v1ScorecardSchema>;

const v1ReviewSchema = z.object({
  ...reviewFields,
  answers: z.array(v1AnswerSchema),
  scorecard: v1ScorecardSchema,
});
export type V1Review = z.infer<typeof v1ReviewSchema>;

export const v1ReviewApi = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/reviews',
    summary: "List the workspace's reviews (finished interviews)",
    description:
      'Oldest change first, a page at a time. A review changes when its interview is finished or ' +
      'marked reviewed, a transcript arrives, a rater submits or edits a rating, or someone decides; ' +
      '`updated_since` leaves out older changes.',
    query: z.object({
      ...cursorQueryFields,
      interview_id: z.guid({ error: 'Must be an interview id' }).optional(),
    }),
    response: z.object({ reviews: z.array(v1ReviewSummarySchema), ...nextCursorField }),
    errors: [400, 401, 429],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/reviews/:id',
    summary: 'Read a review',
    description:
      'The answers in question order with their transcripts and media links (valid for one hour), ' +
      "the submitted ratings per rater and competency with their means, and the decision. Another workspace's review is not found.",
    params: z.object({ id: z.guid({ error: 'Must be a review id' }) }),
    response: v1ReviewSchema,
    errors: [400, 401, 404, 429],
  }),
};
