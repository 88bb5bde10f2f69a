// FILE questions (issue #37 item 2): what a candidate may upload as an answer, shared by the take
// flow's picker, the api's checks and the review. No zod here: the candidate's first screen reads
// these without loading it. The answer-files bucket (supabase/schemas/95-storage.sql) holds the same
// size cap and types.

/** The largest file answer: 20 MiB (README, docs/product.md). */
export const ANSWER_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** The longest file name kept of the candidate's own (the database checks the same). */
export const ANSWER_FILE_NAME_MAX_LENGTH = 200;

/** The Storage bucket file answers are uploaded to (TUS, straight from the browser). */
export const ANSWER_FILES_BUCKET_ID = 'answer-files';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The types a file answer may be, each with the extension its object is named with. */
const ANSWER_FILE_EXTENSIONS = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  [DOCX_TYPE]: 'docx',
} as const;

export type AnswerFileType = keyof typeof ANSWER_FILE_EXTENSIONS;

const ANSWER_FILE_TYPES = Object.keys(ANSWER_FILE_EXTENSIONS) as AnswerFileType[];

/** The file picker's `accept`: the types and their usual extensions. */
export const ANSWER_FILE_ACCEPT = [...ANSWER_FILE_TYPES, '.pdf', '.png', '.jpg', '.jpeg', '.docx'].join(',');

function isAnswerFileType(type: string): type is AnswerFileType {
  return Object.hasOwn(ANSWER_FILE_EXTENSIONS, type);
}

/** The type a picked file claims, from its browser type or else its extension; null for any other. */
export function claimedAnswerFileType(name: string, browserType: string): AnswerFileType | null {
  if (isAnswerFileType(browserType)) return browserType;
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'jpeg') return 'image/jpeg';
  const found = ANSWER_FILE_TYPES.find((type) => ANSWER_FILE_EXTENSIONS[type] === extension);
  return found ?? null;
}

/** The object name of take `take` of a question's file: `<invitation_id>/<question_id>/<take>.<ext>`. */
export function answerFileObjectName(
  invitationId: string,
  questionId: string,
  take: number,
  type: AnswerFileType,
): string {
  return `${invitationId}/${questionId}/${take}.${ANSWER_FILE_EXTENSIONS[type]}`;
}

/**
 * The candidate's file name as kept: no control characters, slashes or backslashes, trimmed, at most
 * ANSWER_FILE_NAME_MAX_LENGTH characters (the extension kept when cut); `answer.<ext>` when nothing is left.
 */
export function sanitiseAnswerFileName(name: string, type: AnswerFileType): string {
  // eslint-disable-next-line no-control-regex
  const plain = name.replace(/[\u0000-\u001f\u007f/\\]/g, '').trim();
  const fallback = `answer.${ANSWER_FILE_EXTENSIONS[type]}`;
  if (plain === '' || /^\.+$/.test(plain)) return fallback;
  const chars = Array.from(plain);
  if (chars.length <= ANSWER_FILE_NAME_MAX_LENGTH) return plain;
  const extension = /\.[a-z0-9]{1,5}$/i.exec(plain)?.[0] ?? '';
  return chars.slice(0, ANSWER_FILE_NAME_MAX_LENGTH - extension.length).join('') + extension;
}
