import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';
import { invitationSummarySchema } from './invitations.ts';
import { localeSchema } from './locales.ts';
import { checkLinkIndices, competencyIndicesSchema, competencyListSchema } from './scorecards.ts';
import { workspaceScopeQueryFields } from './workspaces.ts';

export const interviewStatusSchema = z.enum(['DRAFT', 'ACTIVE', 'CLOSED', 'ARCHIVED']);

/** docs/product.md §3: how a question is answered. */
export const responseFormatSchema = z.enum(['VIDEO', 'AUDIO', 'TEXT', 'CHOICE', 'FILE'], {
  error: 'Choose VIDEO, AUDIO, TEXT, CHOICE or FILE',
});
export type ResponseFormat = z.infer<typeof responseFormatSchema>;

/** Issue #37: what picking a knockout option of a CHOICE question does. */
const knockoutActionSchema = z.enum(['END', 'FLAG'], { error: 'Choose END or FLAG' });
export type KnockoutAction = z.infer<typeof knockoutActionSchema>;

/** docs/product.md §5 and §9: the limits of an interview and its questions (the database checks the same). */
export const interviewLimits = {
  titleMaxLength: 200,
  descriptionMaxLength: 5000,
  welcomeVideoUrlMaxLength: 2048,
  questionTextMaxLength: 2000,
  timeLimitMinSeconds: 30,
  timeLimitMaxSeconds: 600,
  defaultTimeLimitSeconds: 120,
  defaultResponseFormat: 'VIDEO',
  /** Issue #19: seconds a question shows before recording starts by itself (0: none). */
  thinkingMaxSeconds: 300,
  defaultThinkingSeconds: 0,
  /** Issue #19: attempts per question (spec §9's 3 by default). */
  attemptsMin: 1,
  attemptsMax: 5,
  defaultAttempts: 3,
  /** Issue #19: days from an invitation to its deadline when the recruiter names none. */
  deadlineDaysMin: 1,
  deadlineDaysMax: 90,
  defaultDeadlineDays: 7,
  /** Issue #19: reminders before the deadline, each 1 h to 14 days before it. */
  remindersMax: 3,
  reminderHoursMin: 1,
  reminderHoursMax: 336,
  /** Issue #37: the options of a CHOICE question. */
  optionsMin: 2,
  optionsMax: 10,
  optionLabelMaxLength: 200,
  defaultKnockoutAction: 'END',
} as const satisfies Record<string, number | ResponseFormat | KnockoutAction>;

/** Issue #19: the reminders an interview sends before an invitation's deadline by default, in hours. */
export const DEFAULT_REMINDER_HOURS: readonly number[] = [48, 24];

/** Error texts of the interview routes. */
export const INTERVIEW_NOT_FOUND_MESSAGE = 'Interview not found';
export const INTERVIEW_ALREADY_ARCHIVED_MESSAGE = 'Interview is already archived';

/** Issue #19: the lifecycle's refusals (the database's triggers raise the same texts). */
export const interviewLifecycleMessages = {
  onlyDraftPublishable: 'Only a draft can be published',
  onlyActiveClosable: 'Only an active interview can be closed',
  onlyClosedReopenable: 'Only a closed interview can be reopened',
  archivedNotEditable: 'An archived interview cannot be edited',
  notItsQuestion: 'This question is not part of the interview',
  questionsFrozen:
    'Candidates have already answered this interview, so its questions can no longer change. Duplicate it to change the questions.',
} as const;
/** Issue #37: the refusals of a CHOICE question's options (the database raises the first three too). */
export const choiceQuestionMessages = {
  optionCount: `A choice question needs ${interviewLimits.optionsMin} to ${interviewLimits.optionsMax} options`,
  needsOpenOption: 'A choice question needs an option that is not a knockout',
  onlyChoiceHasOptions: 'Only a choice question has options',
  optionLabelRequired: 'Option text is required',
  optionLabelTooLong: `Option text must be at most ${interviewLimits.optionLabelMaxLength} characters`,
} as const;
/** Issue #37 item 3: a question asked on video, and the welcome step's clip (POST /api/prompt-videos). */
export const promptVideoLinkMessages = {
  promptVideoId: 'Must be a video id',
  otherWorkspace: "This video is not one of the workspace's videos; record or upload it in this interview",
} as const;
/** A prompt named by a question or the welcome step; null or left out for none. */
const promptVideoIdSchema = z.guid({ error: promptVideoLinkMessages.promptVideoId }).nullish();
const AT_LEAST_ONE_QUESTION_MESSAGE = 'At least one question is required';

const LIMIT_MESSAGE = 'Must be a whole number from 1 to 100';

/** Query of GET /api/interviews. Without `limit` every interview the caller may see is listed. */
const listInterviewsQuerySchema = z.object({
  ...workspaceScopeQueryFields,
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(100, { error: LIMIT_MESSAGE })
    .optional(),
});

/** Path parameter of /api/interviews/{id}. */
const interviewIdParamSchema = z.object({
  id: z.guid({ error: 'Must be a valid interview id' }),
});

/** The fields every answer about an interview carries. */
const interviewFieldsSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  welcome_video_url: z.string().nullable(),
  status: interviewStatusSchema,
  created_at: timestampSchema,
  workspace_id: idSchema,
  /** Who created it ("Created by"); null once their account is deleted. */
  created_by_name: z.string().nullable(),
});

/** A row of GET /api/interviews: the recruiter's own interviews (admins: all), newest first. */
const interviewSummarySchema = interviewFieldsSchema.extend({
  question_count: z.number().int().nonnegative(),
});
export type InterviewSummary = z.infer<typeof interviewSummarySchema>;

export const interviewListSchema = z.array(interviewSummarySchema);

/** A question of GET /api/interviews/{id}, in order_number order (1..n). */
export const questionSchema = z.object({
  id: idSchema,
  order_number: z.number().int().positive(),
  text: z.string(),
  response_format: responseFormatSchema,
  time_limit_seconds: z.number().int(),
  thinking_seconds: z.number().int().min(0).max(interviewLimits.thinkingMaxSeconds),
  max_attempts: z.number().int().min(interviewLimits.attemptsMin),
});

/**
 * Issue #37: a question as its recruiters read it, with a CHOICE question's settings and options
 * (which name the knockouts, so the candidate's view is `questionSchema` without them).
 */
export const interviewQuestionSchema = questionSchema.extend({
  /** CHOICE: the candidate may pick several options (else one). */
  multiple_choice: z.boolean(),
  /** CHOICE: what picking a knockout option does. */
  knockout_action: knockoutActionSchema,
  /** CHOICE: its options in position order; none for another format. */
  options: z.array(z.object({ id: idSchema, label: z.string(), knockout: z.boolean() })),
  /** Issue #37 item 3: the clip asking the question (GET /api/prompt-videos/{id}); null: text only. */
  prompt_video_id: idSchema.nullable(),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

/** Issue #19: what an interview does for its candidates, beyond its questions. */
const candidateSettingsSchema = z.object({
  practice_question: z.boolean(),
  default_deadline_days: z.number().int(),
  reminder_hours: z.array(z.number().int()),
  /** The date (YYYY-MM-DD) the team means to decide by; null: not said. */
  decision_due_on: z.iso.date().nullable(),
});

/** GET /api/interviews/{id}: the interview with its questions. */
export const interviewDetailSchema = interviewFieldsSchema.extend({
  ...candidateSettingsSchema.shape,
  questions: z.array(interviewQuestionSchema),
  /** Reviewers see "Candidate N" and no video until they have submitted their ratings. */
  anonymous_review: z.boolean(),
  /** How many competencies its scorecard has (0: none); the scorecard itself is GET …/scorecard. */
  competency_count: z.number().int().nonnegative(),
  /** A candidate has answered: the questions' text, format and order can no longer change. */
  questions_locked: z.boolean(),
  /** The language the candidate answers in (transcription is told it). */
  language: localeSchema,
  /** Issue #37 item 3: the clip the welcome step plays; null: none. */
  welcome_prompt_video_id: idSchema.nullable(),
});
export type InterviewDetail = z.infer<typeof interviewDetailSchema>;

// Section: creating an interview (docs/product.md §5) -------------------------------------------------------

const TITLE_REQUIRED = 'Title is required';
const TIME_LIMIT_MESSAGE = `Time limit must be a whole number of seconds from ${interviewLimits.timeLimitMinSeconds} to ${interviewLimits.timeLimitMaxSeconds}`;
const THINKING_MESSAGE = `Thinking time must be a whole number of seconds from 0 to ${interviewLimits.thinkingMaxSeconds}`;
const ATTEMPTS_MESSAGE = `Attempts must be a whole number from ${interviewLimits.attemptsMin} to ${interviewLimits.attemptsMax}`;
const DEADLINE_DAYS_MESSAGE = `The default deadline must be a whole number of days from ${interviewLimits.deadlineDaysMin} to ${interviewLimits.deadlineDaysMax}`;
const DECISION_DATE_MESSAGE = 'The decision date must be a date (YYYY-MM-DD)';
const REMINDER_HOURS_MESSAGE = `Each reminder must be a whole number of hours from ${interviewLimits.reminderHoursMin} to ${interviewLimits.reminderHoursMax} before the deadline`;
const URL_MESSAGE = 'Enter a valid http:// or https:// URL';

/** An optional text field: trimmed, and an empty value counts as not given (omitted from the payload). */
function optionalText(maxLength: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(maxLength, { error: tooLong })
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** Issue #37: one option of a CHOICE question. */
const questionOptionSchema = z.object({
  label: z
    .string({ error: choiceQuestionMessages.optionLabelRequired })
    .trim()
    .min(1, { error: choiceQuestionMessages.optionLabelRequired })
    .max(interviewLimits.optionLabelMaxLength, { error: choiceQuestionMessages.optionLabelTooLong }),
  knockout: z.boolean({ error: 'Must be true or false' }).default(false),
});

/**
 * Issue #37: a CHOICE question has 2 to 10 options, one of them not a knockout; another format has
 * none. The issue is at the question's `options`. A check beside the row's object schema (rather
 * than a refinement of it), so that schema can still be picked from and extended.
 */
function checkOptions(
  question: { response_format: ResponseFormat; options: { knockout: boolean }[] },
  ctx: z.RefinementCtx,
): void {
  const { response_format: format, options } = question;
  const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['options'] });
  if (format !== 'CHOICE') {
    if (options.length > 0) issue(choiceQuestionMessages.onlyChoiceHasOptions);
  } else if (options.length < interviewLimits.optionsMin || options.length > interviewLimits.optionsMax) {
    issue(choiceQuestionMessages.optionCount);
  } else if (options.every((option) => option.knockout)) {
    issue(choiceQuestionMessages.needsOpenOption);
  }
}

/** One question as the form holds it; what may be left out gets the spec's default. */
const questionFieldsSchema = z.object({
  text: z
    .string({ error: 'Question text is required' })
    .trim()
    .max(interviewLimits.questionTextMaxLength, {
      error: `Question text must be at most ${interviewLimits.questionTextMaxLength} characters`,
    }),
  response_format: responseFormatSchema.default(interviewLimits.defaultResponseFormat),
  time_limit_seconds: z
    .number({ error: TIME_LIMIT_MESSAGE })
    .int({ error: TIME_LIMIT_MESSAGE })
    .min(interviewLimits.timeLimitMinSeconds, { error: TIME_LIMIT_MESSAGE })
    .max(interviewLimits.timeLimitMaxSeconds, { error: TIME_LIMIT_MESSAGE })
    .default(interviewLimits.defaultTimeLimitSeconds),
  thinking_seconds: z
    .number({ error: THINKING_MESSAGE })
    .int({ error: THINKING_MESSAGE })
    .min(0, { error: THINKING_MESSAGE })
    .max(interviewLimits.thinkingMaxSeconds, { error: THINKING_MESSAGE })
    .default(interviewLimits.defaultThinkingSeconds),
  max_attempts: z
    .number({ error: ATTEMPTS_MESSAGE })
    .int({ error: ATTEMPTS_MESSAGE })
    .min(interviewLimits.attemptsMin, { error: ATTEMPTS_MESSAGE })
    .max(interviewLimits.attemptsMax, { error: ATTEMPTS_MESSAGE })
    .default(interviewLimits.defaultAttempts),
  /** Issue #37, CHOICE only: the candidate may pick several options. */
  multiple_choice: z.boolean({ error: 'Must be true or false' }).default(false),
  knockout_action: knockoutActionSchema.default(interviewLimits.defaultKnockoutAction),
  /** CHOICE: 2 to 10 options in the order shown; another format: none. */
  options: z.array(questionOptionSchema, { error: 'Options must be a list' }).default([]),
  /** Which competencies of `scorecard` this question evaluates, by their index there. */
  competency_indices: competencyIndicesSchema.default([]),
  /** Issue #37 item 3: a clip of the interview's workspace asking the question; null: none. */
  prompt_video_id: promptVideoIdSchema,
});

/** What a question row may carry before validation (the form's values, the request body's). */
export type CreateQuestionInput = z.input<typeof questionFieldsSchema>;

function isBlankQuestion(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const text: unknown = (value as { text?: unknown }).text;
  return typeof text === 'string' && text.trim() === '';
}

/**
 * A row whose text is blank is dropped whatever else it holds, so its other fields are not
 * checked: it becomes `{ text: '' }`, which passes, and the list filter below removes it. Field
 * errors keep the row's index as entered (`questions.2.time_limit_seconds`), which is the index
 * of the form's row.
 */
const checkedQuestionSchema = questionFieldsSchema.superRefine(checkOptions);
const questionRowSchema = z.preprocess<unknown, typeof checkedQuestionSchema, CreateQuestionInput>(
  (value) => (isBlankQuestion(value) ? { text: '' } : value),
  checkedQuestionSchema,
);

/** Issue #19's interview settings as a form or a request gives them; defaults where left out. */
const candidateSettingsFields = {
  practice_question: z.boolean({ error: 'Must be true or false' }).default(true),
  default_deadline_days: z
    .number({ error: DEADLINE_DAYS_MESSAGE })
    .int({ error: DEADLINE_DAYS_MESSAGE })
    .min(interviewLimits.deadlineDaysMin, { error: DEADLINE_DAYS_MESSAGE })
    .max(interviewLimits.deadlineDaysMax, { error: DEADLINE_DAYS_MESSAGE })
    .default(interviewLimits.defaultDeadlineDays),
  reminder_hours: z
    .array(
      z
        .number({ error: REMINDER_HOURS_MESSAGE })
        .int({ error: REMINDER_HOURS_MESSAGE })
        .min(interviewLimits.reminderHoursMin, { error: REMINDER_HOURS_MESSAGE })
        .max(interviewLimits.reminderHoursMax, { error: REMINDER_HOURS_MESSAGE }),
      { error: 'Reminders must be a list of hours' },
    )
    .max(interviewLimits.remindersMax, { error: `At most ${interviewLimits.remindersMax} reminders` })
    .refine((hours) => new Set(hours).size === hours.length, {
      error: 'Each reminder must be at a different time',
    })
    .default([...DEFAULT_REMINDER_HOURS]),
  /**
   * Optional; an empty value or null counts as not given (omitted from the payload), which on an
   * edit clears the date: null is what GET gives back for no date, so a caller may send it again.
   */
  decision_due_on: z
    .string({ error: DECISION_DATE_MESSAGE })
    .trim()
    .nullish()
    .transform((value) => (value === '' || value === null ? undefined : value))
    .pipe(z.iso.date({ error: DECISION_DATE_MESSAGE }).optional()),
};

/**
 * POST /api/interviews, and the create form's schema (docs/product.md §5): title required; description and
 * welcome video URL optional, empty ones omitted; questions with blank text dropped, at least one
 * remaining; format VIDEO and time limit 120 s by default. The output is the payload to send.
 */
/** The fields an interview is created and edited with (docs/product.md §5). */
const interviewTextFields = {
  title: z
    .string({ error: TITLE_REQUIRED })
    .trim()
    .min(1, { error: TITLE_REQUIRED })
    .max(interviewLimits.titleMaxLength, {
      error: `Title must be at most ${interviewLimits.titleMaxLength} characters`,
    }),
  description: optionalText(
    interviewLimits.descriptionMaxLength,
    `Description must be at most ${interviewLimits.descriptionMaxLength} characters`,
  ),
  welcome_video_url: z
    .string({ error: URL_MESSAGE })
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .url({ protocol: /^https?$/, error: URL_MESSAGE })
        .max(interviewLimits.welcomeVideoUrlMaxLength, {
          error: `The URL must be at most ${interviewLimits.welcomeVideoUrlMaxLength} characters`,
        })
        // The URL parser tolerates inner spaces (it encodes them); the stored URL must have none.
        .regex(/^https?:\/\/\S+$/, { error: URL_MESSAGE })
        .optional(),
    ),
  /** Issue #37 item 3: a clip of the interview's workspace the welcome step plays; null: none. */
  welcome_prompt_video_id: promptVideoIdSchema,
};

/** A list of question rows: blank ones dropped, at least one left. */
function questionList<T extends z.ZodType<{ text: string }>>(row: T) {
  return z
    .array(row, { error: AT_LEAST_ONE_QUESTION_MESSAGE })
    .transform((rows) => rows.filter((r) => r.text !== ''))
    .refine((rows) => rows.length > 0, { error: AT_LEAST_ONE_QUESTION_MESSAGE });
}

/** Question i's competencies must be among the scorecard's (blank questions are gone by now). */
function checkScorecardLinks(
  input: {
    questions: { competency_indices: number[] }[];
    scorecard?: { competencies: unknown[] } | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  checkLinkIndices(
    ctx,
    input.scorecard?.competencies.length ?? 0,
    input.questions.map((question, index) => ({
      indices: question.competency_indices,
      path: ['questions', index, 'competency_indices'],
    })),
  );
}

/**
 * What an interview is made of, whatever workspace it goes into and whenever it is decided: its
 * text, questions, settings and scorecard. Issue #37: an interview template holds these.
 */
const interviewContentFields = {
  ...interviewTextFields,
  questions: questionList(questionRowSchema),
  anonymous_review: z.boolean({ error: 'Must be true or false' }).default(false),
  /** The language the candidate answers in; the workspace's when left out (the database fills it). */
  language: localeSchema.optional(),
  practice_question: candidateSettingsFields.practice_question,
  default_deadline_days: candidateSettingsFields.default_deadline_days,
  reminder_hours: candidateSettingsFields.reminder_hours,
  /** Optional: the scorecard, written with the interview; questions link to it by index. */
  scorecard: z.object({ competencies: competencyListSchema }).optional(),
};

/** Issue #37: the content of an interview template, which fills the create form. */
export const interviewContentSchema = z.object(interviewContentFields).superRefine(checkScorecardLinks);
export type InterviewContentInput = z.input<typeof interviewContentSchema>;
export type InterviewContent = z.output<typeof interviewContentSchema>;

/** Issue #37: one question on its own (a question template): its text required, no scorecard links. */
export const standaloneQuestionSchema = questionFieldsSchema
  .omit({ competency_indices: true })
  .extend({
    text: questionFieldsSchema.shape.text.min(1, { error: 'Question text is required' }),
  })
  .superRefine(checkOptions);
export type StandaloneQuestion = z.output<typeof standaloneQuestionSchema>;

export const createInterviewSchema = z
  .object({
    /** The workspace to create it in; without it, the caller's first workspace where they may. */
    workspace_id: z.guid({ error: 'Must be a workspace id' }).optional(),
    ...interviewContentFields,
    /** DRAFT to publish later; ACTIVE (invitations may go out at once) when left out. */
    status: z.enum(['DRAFT', 'ACTIVE'], { error: 'Choose DRAFT or ACTIVE' }).optional(),
    decision_due_on: candidateSettingsFields.decision_due_on,
  })
  .superRefine(checkScorecardLinks);
/** What the form and the request hold. */
export type CreateInterviewInput = z.input<typeof createInterviewSchema>;
/** The payload after validation: trimmed, defaults applied, blank questions and empty fields gone. */
export type CreateInterview = z.output<typeof createInterviewSchema>;

/**
 * PUT /api/interviews/{id}: the edit screen's fields. A question with an id is that question, kept
 * (and changed); one without is new; a question of the interview left out is removed. Once a
 * candidate has answered, only time limits, thinking time and attempts of the questions may change
 * (the database refuses the rest: interviewLifecycleMessages.questionsFrozen).
 */
export const updateInterviewSchema = z.object({
  ...interviewTextFields,
  questions: questionList(
    z.preprocess(
      (value) => (isBlankQuestion(value) ? { text: '' } : value),
      questionFieldsSchema
        .omit({ competency_indices: true })
        .extend({ id: z.guid({ error: 'Must be a question id' }).optional() })
        .superRefine(checkOptions),
    ),
  ),
  ...candidateSettingsFields,
  /** The language the candidate answers in; unchanged when left out. */
  language: localeSchema.optional(),
});
export type UpdateInterviewInput = z.input<typeof updateInterviewSchema>;
export type UpdateInterview = z.output<typeof updateInterviewSchema>;

/** 201 of POST /api/interviews. */
export const createdInterviewSchema = z.object({ id: idSchema });
export type CreatedInterview = z.infer<typeof createdInterviewSchema>;

/** 200 of PUT /api/interviews/{id}/archive. */
export const archivedInterviewSchema = z.object({ id: idSchema, status: z.literal('ARCHIVED') });
export type ArchivedInterview = z.infer<typeof archivedInterviewSchema>;

/** 200 of POST /api/interviews/{id}/publish, …/close and …/reopen: the new status. */
export const interviewStatusChangeSchema = z.object({ id: idSchema, status: interviewStatusSchema });
export type InterviewStatusChange = z.infer<typeof interviewStatusChangeSchema>;

/** 200 of DELETE /api/interviews/{id} (and of the other delete calls). */
export const deletedSchema = z.object({ success: z.literal(true) });
export type Deleted = z.infer<typeof deletedSchema>;

// Section: routes ---------------------------------------------------------------------------------

export const interviewApi = {
  list: defineRoute({
    method: 'GET',
    path: '/interviews',
    query: listInterviewsQuerySchema,
    response: interviewListSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/interviews/:id',
    params: interviewIdParamSchema,
    response: interviewDetailSchema,
  }),
  invitationSummary: defineRoute({
    method: 'GET',
    path: '/interviews/:id/invitation-summary',
    params: interviewIdParamSchema,
    response: invitationSummarySchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/interviews',
    body: createInterviewSchema,
    response: createdInterviewSchema,
    status: 201,
  }),
  archive: defineRoute({
    method: 'PUT',
    path: '/interviews/:id/archive',
    params: interviewIdParamSchema,
    response: archivedInterviewSchema,
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/interviews/:id/publish',
    params: interviewIdParamSchema,
    response: interviewStatusChangeSchema,
  }),
  close: defineRoute({
    method: 'POST',
    path: '/interviews/:id/close',
    params: interviewIdParamSchema,
    response: interviewStatusChangeSchema,
  }),
  reopen: defineRoute({
    method: 'POST',
    path: '/interviews/:id/reopen',
    params: interviewIdParamSchema,
    response: interviewStatusChangeSchema,
  }),
  /** A new DRAFT "Copy of …" with the questions, settings and scorecard; no invitations. */
  update: defineRoute({
    method: 'PUT',
    path: '/interviews/:id',
    params: interviewIdParamSchema,
    body: updateInterviewSchema,
    response: createdInterviewSchema,
  }),
  duplicate: defineRoute({
    method: 'POST',
    path: '/interviews/:id/duplicate',
    params: interviewIdParamSchema,
    response: createdInterviewSchema,
    status: 201,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/interviews/:id',
    params: interviewIdParamSchema,
    response: deletedSchema,
  }),
};
