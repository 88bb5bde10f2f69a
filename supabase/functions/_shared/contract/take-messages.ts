// The taking routes' limits and messages that the client shows or compares, apart from their zod
// schemas (take.ts): the candidate's first screen reads them without loading zod (issue #21).

/** The longest text answer, after trimming (the database checks the same). */
export const RESPONSE_TEXT_MAX_LENGTH = 20000;

/** The most options a CHOICE question has, so the most a candidate picks (the database checks 2 to 10). */
export const CHOICE_OPTIONS_MAX = 10;

/** Messages of the taking routes that the client may show or compare. */
export const takeErrorMessages = {
  /** docs/product.md §8: unknown, malformed, expired, cancelled and finished tokens alike. */
  notFound: 'Interview not found or expired',
  /** Answering or completing before POST /api/take/:token/start. */
  notStarted: 'Start the interview first',
  /** Starting before POST /api/take/:token/consent. */
  noConsent: 'Read the notice and agree to it before starting',
  /** Answering once the invitation is no longer STARTED (completed, or ended by a knockout). */
  notInProgress: 'This interview is not in progress',
  eitherAnswer: 'Send one of response_text, response_content_url, option_ids or file',
  bothAnswers: 'Send only one of response_text, response_content_url, option_ids or file',
  optionIds: `Send option_ids as a list of 1 to ${CHOICE_OPTIONS_MAX} option ids`,
  optionId: 'Must be an option id',
  emptyText: 'Type a response',
  textTooLong: `A text answer can be at most ${RESPONSE_TEXT_MAX_LENGTH} characters`,
  mediaPath: 'Must be the path of an uploaded recording: <invitation_id>/<question_id>/<file>',
  mediaOfOtherQuestion: 'The recording must be stored under this question',
  /** Issue #37: a file answer whose bytes are none of the four types, whatever its name says. */
  notAnswerFile: 'This file is not a PDF, PNG, JPEG or Word document',
  answerFileTooLarge: 'This file is larger than 20 MB',
  filePath: 'Must be the path of an uploaded file: <invitation_id>/<question_id>/<take>.<pdf|png|jpg|docx>',
  fileName: "Give the file's name, 1 to 200 characters",
} as const;
