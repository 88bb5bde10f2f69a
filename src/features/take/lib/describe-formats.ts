import type { TakeQuestion } from '#contract/take';

export type ResponseFormat = TakeQuestion['response_format'];

const FORMAT_ORDER: ResponseFormat[] = ['VIDEO', 'AUDIO', 'TEXT'];

/** How each format is answered, alone ('Video responses: …') and in a list of several. */
const formatTexts: Record<ResponseFormat, { alone: string; name: string; how: string }> = {
  VIDEO: { alone: 'Video responses: answer on camera', name: 'video', how: 'on camera' },
  AUDIO: { alone: 'Audio responses: answer by voice, no camera needed', name: 'audio', how: 'by voice' },
  TEXT: { alone: 'Written responses: type your answers', name: 'written', how: 'in writing' },
};

/** 'a, b and c' */
function joinWords(words: string[], last: string): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}

/**
 * The formats an interview's questions really ask for, in a sentence for 'What to expect' (e.g.
 * 'Video and written responses: each question says whether to answer on camera or in writing'),
 * and the first of them, for an icon.
 */
export function describeFormats(questions: TakeQuestion[]): { main: ResponseFormat; text: string } {
  const formats = FORMAT_ORDER.filter((format) => questions.some((q) => q.response_format === format));
  const [main = 'VIDEO'] = formats;
  if (formats.length <= 1) return { main, text: formatTexts[main].alone };
  const names = joinWords(
    formats.map((format) => formatTexts[format].name),
    'and',
  );
  const ways = joinWords(
    formats.map((format) => formatTexts[format].how),
    'or',
  );
  return {
    main,
    text: `${names.charAt(0).toUpperCase()}${names.slice(1)} responses: each question says whether to answer ${ways}`,
  };
}
