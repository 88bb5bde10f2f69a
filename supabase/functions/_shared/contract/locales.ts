// What the api and the worker say about the supported languages (./locale-tags.ts lists them):
// the validation of a language a caller sends, and the names and codes the AI provider is given.
import { z } from 'zod';
import { SUPPORTED_LOCALES, type Locale } from './locale-tags.ts';

/** Each locale's English name: what the analysis prompt tells the model. */
export const localeEnglishNames: Record<Locale, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  'pt-BR': 'Portuguese (Brazil)',
  ar: 'Arabic',
};

const LOCALE_MESSAGE = `Choose a language: ${SUPPORTED_LOCALES.join(', ')}`;

export const localeSchema = z.enum(SUPPORTED_LOCALES, { error: LOCALE_MESSAGE });

/**
 * The ISO-639-1 code a transcription service takes as its `language` (OpenAI's audio API): the
 * tag's first subtag, lower-cased, so pt-BR is pt.
 */
export function transcriptionLanguageOf(locale: Locale): string {
  return (locale.split('-')[0] ?? locale).toLowerCase();
}
