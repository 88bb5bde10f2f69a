// Taking an interview by its invite token (docs/product.md §2 Interview taking, §3 Interview response
// submission, §4 taking flow, §7 Interview taking): GET /api/take/:token for the welcome and
// interview steps (anon too), then start, answer one question at a time, complete (signed in).
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, PLAIN_FILE_NAME, timestampSchema } from './common.ts';
import { accommodationsSchema } from './accommodations.ts';
import { candidateRequestSummarySchema } from './candidate-requests.ts';
import { consentSchema, giveConsentSchema, takeNoticeSchema } from './consent.ts';
import { interviewLimits, interviewStatusSchema, questionSchema } from './interviews.ts';
import { localeSchema } from './locales.ts';
import { promptRecordingSchema } from './recordings.ts';
import { CHOICE_OPTIONS_MAX, RESPONSE_TEXT_MAX_LENGTH, takeErrorMessages } from './take-messages.ts';
import { ANSWER_FILE_NAME_MAX_LENGTH } from './answer-files.ts';
import { workspaceBrandSchema } from './workspaces.ts';

/**
 * The most takes any question allows: 5 attempts (issue #19) and 2 more by accommodation. Each
 * question says its own (max_attempts); the database counts them.
 */
const MAX_TAKES = interviewLimits.attemptsMax + 2;
/** The longest recording path the database stores. */
const RESPONSE_MEDIA_PATH_MAX_LENGTH = 1024;

/** The Storage bucket recordings are uploaded to (TUS, straight from the browser). */
export const RESPONSES_BUCKET_ID = 'responses';

/** The object name of a recording in the responses bucket: `<invitation_id>/<question_id>/<file>`. */
function responseMediaObjectName(invitationId: string, questionId: string, fileName: string): string {
  return `${invitationId}/${questionId}/${fileName}`;
}

/**
 * The object name of take `take` (1 to the question's max_attempts) of a question's recording, as the
 * storage policies require it: `<invitation_id>/<question_id>/<take>.<webm|mp4>`.
 */
export function takeObjectName(
  invitationId: string,
  questionId: string,
  take: number,
  extension: 'webm' | 'mp4',
): string {
  return responseMediaObjectName(invitationId, questionId, `${take}.${extension}`);
}

/** Invite tokens: 16 random bytes as 22 URL-safe base64 characters. */
const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: takeErrorMessages.notFound });

/**
 * The `:token` of /api/take/:token/…; a token of the wrong shape answers 404 with the same
 * message as an unknown one, so the answer never says which check failed.
 */
const takeTokenParamSchema = z.object({ token: inviteTokenSchema });

/**
 * The statuses in which a token opens the interview; every other answers 404. COMPLETED only for
 * the link's own candidate once a knockout answer ended the interview (`knocked_out`).
 */
const openInvitationStatusSchema = z.enum(['PENDING', 'STARTED', 'COMPLETED']);

/** The interview as the candidate sees it: no owner, no other invitations. */
const takeInterviewInfoSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  welcome_video_url: z.string().nullable(),
  status: interviewStatusSchema,
  /** The name of the workspace the interview belongs to (the company the candidate answers to). */
  company_name: z.string(),
  /** The language the candidate answers in; the page speaks it unless the candidate picks another. */
  language: localeSchema,
});
export type TakeInterviewInfo = z.infer<typeof takeInterviewInfoSchema>;

/** An option of a CHOICE question, in position order; which options are knockouts is never sent. */
const takeOptionSchema = z.object({ id: idSchema, label: z.string() });

/**
 * A question to answer, in order_number order. Its max_attempts counts any extra attempts the
 * invitation was granted. A CHOICE question lists its options (empty for any other) and whether
 * several may be picked.
 */
const takeQuestionSchema = questionSchema.extend({
  multiple_choice: z.boolean(),
  options: z.array(takeOptionSchema).max(CHOICE_OPTIONS_MAX),
});
export type TakeQuestion = z.infer<typeof takeQuestionSchema>;

/**
 * A saved answer of the bound candidate: text (TEXT), the recording's object name (VIDEO/AUDIO) or
 * the options picked (CHOICE).
 */
const takeAnswerSchema = z.object({
  question_id: idSchema,
  attempts: z.number().int().min(1).max(MAX_TAKES),
  response_text: z.string().nullable(),
  /** Object name in the responses bucket, `<invitation_id>/<question_id>/<file>`. */
  media_path: z.string().nullable(),
  /** Which take media_path is, as the storage rules read its name; null for a text answer. */
  take: z.number().int().min(1).max(MAX_TAKES).nullable(),
  /** The options picked, in the options' order; null unless a CHOICE answer. */
  choice_option_ids: z.array(idSchema).nullable(),
  /** A FILE answer's object in the answer-files bucket and the file's own name; null otherwise. */
  file_path: z.string().nullable(),
  file_name: z.string().nullable(),
});
export type TakeAnswer = z.infer<typeof takeAnswerSchema>;

/**
 * Whether the link opens the interview: OPEN; EXPIRED (its deadline has passed: the candidate may
 * ask for more time); CLOSED (the team closed the interview). Only an OPEN one lists questions.
 */
const takeAvailabilitySchema = z.enum(['OPEN', 'EXPIRED', 'CLOSED']);
export type TakeAvailability = z.infer<typeof takeAvailabilitySchema>;

/**
 * Issue #37 item 3: the recruiter's clips, playable (READY, signed for the bound candidate): the
 * welcome step's and each question's. Empty for anyone else holding the link, and for a clip still
 * being processed.
 */
const takeVideoPromptsSchema = z.object({
  welcome: promptRecordingSchema.nullable(),
  questions: z.array(z.object({ question_id: idSchema, recording: promptRecordingSchema })),
});
export type TakeVideoPrompts = z.infer<typeof takeVideoPromptsSchema>;

/** Whom the candidate asks about the interview: its recruiter (or the workspace's owner). */
const takeContactSchema = z.object({ name: z.string(), email: z.string() });

/**
 * GET /api/take/:token: the welcome and interview steps. `answers` lists the saved answers only
 * when the caller is the candidate the invitation is bound to (`bound_to_caller`), so a reloaded
 * tab resumes where it was; anyone else holding the token gets an empty list.
 */
export const takeInterviewSchema = z.object({
  invitation_id: idSchema,
  status: openInvitationStatusSchema,
  availability: takeAvailabilitySchema,
  first_name: z.string(),
  /** The deadline: the link stops opening the interview after it. */
  expires_at: timestampSchema,
  bound_to_caller: z.boolean(),
  /**
   * True only for the link's own candidate once a knockout answer ended the interview (status
   * COMPLETED, no questions): the page thanks them and says nothing more is needed.
   */
  knocked_out: z.boolean(),
  /** Whether the candidate may record a practice answer first (never stored). */
  practice_question: z.boolean(),
  accommodations: accommodationsSchema,
  /** Null only when nobody of the workspace can be named. */
  contact: takeContactSchema.nullable(),
  /** The candidate's requests about this invitation (more time, an accommodation), oldest first. */
  requests: z.array(candidateRequestSummarySchema),
  interview: takeInterviewInfoSchema,
  /** The workspace's brand: the /take header shows it. */
  workspace: workspaceBrandSchema,
  /** The notice to agree to before the tech check, and the caller's consent if given. */
  notice: takeNoticeSchema,
  questions: z.array(takeQuestionSchema),
  answers: z.array(takeAnswerSchema),
  video_prompts: takeVideoPromptsSchema,
});
export type TakeInterview = z.infer<typeof takeInterviewSchema>;

/** POST /api/take/:token/start: the invitation is STARTED and bound to the caller. */
export const startedInterviewSchema = z.object({
  invitation_id: idSchema,
  status: z.literal('STARTED'),
});
export type StartedInterview = z.infer<typeof startedInterviewSchema>;

// Object names of recordings: `<invitation_id>/<question_id>/<file>`, ids as Postgres prints them.
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID_PATTERN = new RegExp(`^${UUID}$`, 'i');
const MEDIA_PATH_PATTERN = new RegExp(`^(${UUID})/(${UUID})/${PLAIN_FILE_NAME}$`);

/** A leading `responses/` (the bucket) is accepted and dropped: the database stores object names. */
const mediaPathSchema = z
  .string({ error: takeErrorMessages.mediaPath })
  .transform((path) => path.replace(/^responses\//, ''))
  .pipe(
    z
      .string()
      .max(RESPONSE_MEDIA_PATH_MAX_LENGTH, { error: takeErrorMessages.mediaPath })
      .regex(MEDIA_PATH_PATTERN, { error: takeErrorMessages.mediaPath }),
  );

const FILE_PATH_PATTERN = new RegExp(`^(${UUID})/(${UUID})/[1-7]\\.(pdf|png|jpg|docx)$`);

/** A FILE question's upload: its object name in the answer-files bucket and the file's own name. */
const answerFileSchema = z.object(
  {
    path: z
      .string({ error: takeErrorMessages.filePath })
      .transform((path) => path.replace(/^answer-files\//, ''))
      .pipe(z.string().regex(FILE_PATH_PATTERN, { error: takeErrorMessages.filePath })),
    name: z
      .string({ error: takeErrorMessages.fileName })
      .min(1, { error: takeErrorMessages.fileName })
      .max(ANSWER_FILE_NAME_MAX_LENGTH * 2, { error: takeErrorMessages.fileName }),
  },
  { error: takeErrorMessages.filePath },
);

const optionIdsSchema = z
  .array(z.guid({ error: takeErrorMessages.optionId }), { error: takeErrorMessages.optionIds })
  .min(1, { error: takeErrorMessages.optionIds })
  .max(CHOICE_OPTIONS_MAX, { error: takeErrorMessages.optionIds });

const responseTextSchema = z
  .string({ error: 'Must be text' })
  .trim()
  .min(1, { error: takeErrorMessages.emptyText })
  .max(RESPONSE_TEXT_MAX_LENGTH, { error: takeErrorMessages.textTooLong });

/**
 * Body of POST /api/take/:token/responses (docs/product.md §3 Interview response submission): exactly one of
 * `response_text` (TEXT questions; trimmed), `response_content_url` (VIDEO and AUDIO: the object
 * name of the uploaded recording in the responses bucket, `<invitation_id>/<question_id>/<file>`,
 * with or without a leading `responses/`), `option_ids` (CHOICE: the options picked, 1 to 10) or
 * `file` (FILE: the uploaded object in the answer-files bucket and the file's own name, kept
 * sanitised). Whether the format fits the question, the recording or file is this invitation's and
 * really stored, the file's bytes are a PDF, PNG, JPEG or Word document of at most 20 MiB, and the
 * options are the question's (one unless multiple_choice) is the server's check (400 otherwise).
 */
const submitResponseSchema = z
  .object(
    {
      question_id: z.guid({ error: 'Must be a question id' }),
      response_text: responseTextSchema.nullish(),
      response_content_url: mediaPathSchema.nullish(),
      option_ids: optionIdsSchema.nullish(),
      file: answerFileSchema.nullish(),
    },
    { error: 'The body must be a JSON object' },
  )
  .superRefine((body, ctx) => {
    const given = [body.response_text, body.response_content_url, body.option_ids, body.file].filter(
      (answer) => answer !== undefined && answer !== null,
    ).length;
    if (given !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: given > 1 ? takeErrorMessages.bothAnswers : takeErrorMessages.eitherAnswer,
      });
      return;
    }
    // Only for a well-formed path (the field's own issue says what is wrong with any other).
    const questionFolder =
      MEDIA_PATH_PATTERN.exec(body.response_content_url ?? '')?.[2] ??
      FILE_PATH_PATTERN.exec(body.file?.path ?? '')?.[2];
    if (
      questionFolder !== undefined &&
      UUID_PATTERN.test(body.question_id) &&
      questionFolder !== body.question_id.toLowerCase()
    ) {
      ctx.addIssue({
        code: 'custom',
        path: body.file ? ['file', 'path'] : ['response_content_url'],
        message: body.file
          ? 'The file must be stored under this question'
          : takeErrorMessages.mediaOfOtherQuestion,
      });
    }
  });
export type SubmitResponseInput = z.input<typeof submitResponseSchema>;

/**
 * 200 of POST /api/take/:token/responses: the saved answer. Sending the identical answer again
 * keeps `attempts`; a different one (a retake) replaces it and counts one more, up to
 * the question's max_attempts (then 409).
 */
export const submittedResponseSchema = z.object({
  id: idSchema,
  question_id: idSchema,
  attempts: z.number().int().min(1).max(MAX_TAKES),
  /** Which take the saved recording is; null for a text or choice answer. */
  take: z.number().int().min(1).max(MAX_TAKES).nullable(),
  /** The options picked, in the options' order; null unless a CHOICE answer. */
  choice_option_ids: z.array(idSchema).nullable(),
  /** A FILE answer's object and the file's name as kept; null otherwise. */
  file_path: z.string().nullable(),
  file_name: z.string().nullable(),
  /**
   * The pick was a knockout of a question that ends the interview: it is COMPLETED now, with the
   * answers given, and nothing more is asked.
   */
  knocked_out: z.boolean(),
});
export type SubmittedResponse = z.infer<typeof submittedResponseSchema>;

/** POST /api/take/:token/complete: every question is answered and the invitation is COMPLETED. */
export const completedInterviewSchema = z.object({ status: z.literal('COMPLETED') });
export type CompletedInterview = z.infer<typeof completedInterviewSchema>;

// Section: routes ---------------------------------------------------------------------------------

/** A malformed token answers the server's 404 of an unknown one (route-table's invalidParams). */
export const takeApi = {
  get: defineRoute({
    method: 'GET',
    path: '/take/:token',
    params: takeTokenParamSchema,
    response: takeInterviewSchema,
  }),
  consent: defineRoute({
    method: 'POST',
    path: '/take/:token/consent',
    params: takeTokenParamSchema,
    body: giveConsentSchema,
    response: consentSchema,
  }),
  start: defineRoute({
    method: 'POST',
    path: '/take/:token/start',
    params: takeTokenParamSchema,
    response: startedInterviewSchema,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/take/:token/responses',
    params: takeTokenParamSchema,
    body: submitResponseSchema,
    response: submittedResponseSchema,
  }),
  complete: defineRoute({
    method: 'POST',
    path: '/take/:token/complete',
    params: takeTokenParamSchema,
    response: completedInterviewSchema,
  }),
};
