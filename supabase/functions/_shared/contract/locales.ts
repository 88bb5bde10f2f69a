// The languages an interview is held in and a workspace writes in (issue #36): one list, shared by
// the api, the worker and the client. The database holds the same set as the enum public.locale
// (supabase/schemas/20-workspaces.sql); supabase/tests/database/interviews-language.sql checks both agree.
import { z } from 'zod';

/** BCP 47 tags; English, first, is a new workspace's (the database's default). */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

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
