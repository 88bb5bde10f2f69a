/**
 * The checks that keep the assistant honest about what was said (docs/product.md, AI on the
 * scorecard): a quote the model gives as evidence counts only when it is in the answer, word for
 * word; an answer of a few words is not worth asking about.
 */

/** Fewer words than this and the answer is "Insufficient evidence" without asking the model. */
const MIN_WORDS_TO_JUDGE = 5;

const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
/** Quote marks and ellipses a model wraps a quote in, which are not part of what was said. */
const WRAPPING = /^["'\s.\u2026]+|["'\s.\u2026]+$/g;

/** The form two texts are compared in: typographic quotes plain, whitespace single, lower case. */
function normaliseForQuote(text: string): string {
  return text
    .normalize('NFKC')
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The quotes found verbatim in `said` (after normalising both), each once, in the model's order. */
export function verifiedQuotes(quotes: readonly string[], said: string): string[] {
  const haystack = normaliseForQuote(said);
  const kept = new Map<string, string>();
  for (const quote of quotes) {
    const needle = normaliseForQuote(quote).replace(WRAPPING, '');
    if (needle !== '' && haystack.includes(needle) && !kept.has(needle)) kept.set(needle, quote.trim());
  }
  return [...kept.values()];
}

/** Words as a reader counts them: runs of letters or digits. */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Blank, or too few words to say anything about the candidate. */
export function isTooShortToJudge(said: string): boolean {
  return wordCount(said) < MIN_WORDS_TO_JUDGE;
}
