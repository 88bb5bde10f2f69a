import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TakeQuestion } from '#contract/take';

export type ResponseFormat = TakeQuestion['response_format'];

/** The formats answered on camera, by voice or in writing; CHOICE and FILE have their own sentences. */
const FORMAT_ORDER: ResponseFormat[] = ['VIDEO', 'AUDIO', 'TEXT'];

// Whole sentences for each mix of formats, not words joined in code: a translator words each one
// as their language needs.
const SENTENCES: Record<string, MessageDescriptor> = {
  VIDEO: msg`Video responses: answer on camera`,
  AUDIO: msg`Audio responses: answer by voice, no camera needed`,
  TEXT: msg`Written responses: type your answers`,
  'VIDEO AUDIO': msg`Video and audio responses: each question says whether to answer on camera or by voice`,
  'VIDEO TEXT': msg`Video and written responses: each question says whether to answer on camera or in writing`,
  'AUDIO TEXT': msg`Audio and written responses: each question says whether to answer by voice or in writing`,
  'VIDEO AUDIO TEXT': msg`Video, audio and written responses: each question says whether to answer on camera, by voice or in writing`,
};

/** Every question is a choice: nothing to record or write. */
const ONLY_CHOICES = msg`Multiple-choice questions: pick your answers from the options given`;
/** Some questions are choices, next to the ones the formats' sentence describes. */
const SOME_CHOICES = msg`Some questions are answered by picking from the options given`;
/** Every question asks for a file. */
const ONLY_FILES = msg`File questions: upload a PDF, PNG, JPEG or Word document of up to 20 MB for each`;
/** Some questions ask for a file, next to the others. */
const SOME_FILES = msg`Some questions ask you to upload a file: a PDF, PNG, JPEG or Word document of up to 20 MB`;

/**
 * The formats an interview's questions really ask for, as a sentence for 'What to expect', and the
 * first of them, for an icon. `choices` and `files` are further sentences when choice or file
 * questions sit among the others; an interview of choice questions alone, or of file questions
 * alone, has the one sentence that says so.
 */
export function describeFormats(questions: TakeQuestion[]): {
  main: ResponseFormat;
  sentence: MessageDescriptor;
  choices: MessageDescriptor | null;
  files: MessageDescriptor | null;
} {
  const formats = FORMAT_ORDER.filter((format) => questions.some((q) => q.response_format === format));
  const hasChoices = questions.some((q) => q.response_format === 'CHOICE');
  const hasFiles = questions.some((q) => q.response_format === 'FILE');
  if (formats.length === 0 && hasChoices) {
    return {
      main: 'CHOICE',
      sentence: hasFiles ? SOME_CHOICES : ONLY_CHOICES,
      choices: null,
      files: hasFiles ? SOME_FILES : null,
    };
  }
  if (formats.length === 0 && hasFiles)
    return { main: 'FILE', sentence: ONLY_FILES, choices: null, files: null };
  const [main = 'VIDEO'] = formats;
  const sentence = SENTENCES[formats.length === 0 ? main : formats.join(' ')];
  if (!sentence) throw new Error(`No sentence for the formats ${formats.join(', ')}`);
  return { main, sentence, choices: hasChoices ? SOME_CHOICES : null, files: hasFiles ? SOME_FILES : null };
}

/**
 * Whether the interview asks for a recording (a VIDEO or AUDIO question): without one, neither the
 * camera check nor the recorded practice question is of use to the candidate.
 */
export function asksForRecording(questions: TakeQuestion[]): boolean {
  return questions.some(
    (question) => question.response_format === 'VIDEO' || question.response_format === 'AUDIO',
  );
}
