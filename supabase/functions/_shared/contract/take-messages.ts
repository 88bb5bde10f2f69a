// The taking routes' limits and messages that the client shows or compares, apart from their zod
// schemas (take.ts): the candidate's first screen reads them without loading zod (issue #21).

/** The longest text answer, after trimming (the database checks the same). */
export const RESPONSE_TEXT_MAX_LENGTH = 20000;

/** Messages of the taking routes that the client may show or compare. */
export const takeErrorMessages = {
  /** docs/product.md §8: unknown, malformed, expired, cancelled and finished tokens alike. */
  notFound: 'Interview not found or expired',
  /** Answering or completing before POST /api/take/:token/start. */
  notStarted: 'Start the interview first',
  /** Starting before POST /api/take/:token/consent. */
  noConsent: 'Read the notice and agree to it before starting',
  eitherAnswer: 'Send either response_text or response_content_url',
  bothAnswers: 'Send response_text or response_content_url, not both',
  emptyText: 'Type a response',
  textTooLong: `A text answer can be at most ${RESPONSE_TEXT_MAX_LENGTH} characters`,
  mediaPath: 'Must be the path of an uploaded recording: <invitation_id>/<question_id>/<file>',
  mediaOfOtherQuestion: 'The recording must be stored under this question',
} as const;
