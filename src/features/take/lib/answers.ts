// The answers of an interview as the interview step holds them: saved by the server, or drafts
// on this device that the server has not seen yet.
import type { Drafts } from '@/features/take/lib/draft-store';
import type { SubmitResponseInput, TakeAnswer, TakeQuestion } from '#contract/take';

export type SavedAnswers = Record<string, TakeAnswer>;

export function toSavedAnswers(answers: TakeAnswer[]): SavedAnswers {
  return Object.fromEntries(answers.map((answer) => [answer.question_id, answer]));
}

/** The text of a TEXT answer now: the draft when there is one, otherwise the saved answer. */
export function textOf(question: TakeQuestion, saved: TakeAnswer | undefined, drafts: Drafts): string {
  return drafts[question.id]?.text ?? saved?.response_text ?? '';
}

/** The recording of a VIDEO or AUDIO answer now: the draft's (null once retaken), else the saved one. */
export function mediaPathOf(
  question: TakeQuestion,
  saved: TakeAnswer | undefined,
  drafts: Drafts,
): string | null {
  const draft = drafts[question.id];
  return draft?.mediaPath !== undefined ? draft.mediaPath : (saved?.media_path ?? null);
}

/** The options picked for a CHOICE answer now, in the options' order: the draft's, else the saved ones. */
export function choiceOf(question: TakeQuestion, saved: TakeAnswer | undefined, drafts: Drafts): string[] {
  const picked = new Set(drafts[question.id]?.optionIds ?? saved?.choice_option_ids ?? []);
  return question.options.flatMap((option) => (picked.has(option.id) ? [option.id] : []));
}

export function hasAnswer(question: TakeQuestion, saved: TakeAnswer | undefined, drafts: Drafts): boolean {
  switch (question.response_format) {
    case 'TEXT':
      return textOf(question, saved, drafts).trim() !== '';
    case 'CHOICE':
      return choiceOf(question, saved, drafts).length > 0;
    case 'FILE':
      return (saved?.file_path ?? null) !== null;
    default:
      return mediaPathOf(question, saved, drafts) !== null;
  }
}

/**
 * The body of POST responses for the current answer, or null when the server already has it. A
 * FILE answer is sent as soon as its upload is done (FileAnswer), so the server always has it.
 */
export function submission(
  question: TakeQuestion,
  saved: TakeAnswer | undefined,
  drafts: Drafts,
): SubmitResponseInput | null {
  if (question.response_format === 'FILE') return null;
  if (question.response_format === 'CHOICE') {
    const picked = choiceOf(question, saved, drafts);
    // The server keeps them in the options' order too.
    const same = picked.join(' ') === (saved?.choice_option_ids ?? []).join(' ');
    return same || picked.length === 0 ? null : { question_id: question.id, option_ids: picked };
  }
  if (question.response_format === 'TEXT') {
    const text = textOf(question, saved, drafts).trim();
    return text === (saved?.response_text ?? null) ? null : { question_id: question.id, response_text: text };
  }
  const mediaPath = mediaPathOf(question, saved, drafts);
  return mediaPath === (saved?.media_path ?? null)
    ? null
    : { question_id: question.id, response_content_url: mediaPath };
}
