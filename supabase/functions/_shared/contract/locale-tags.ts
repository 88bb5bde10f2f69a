// The languages an interview is held in, a workspace writes in and a candidate reads (issue #36): one
// list, shared by the api, the worker and the client, without zod, so the client's first screen can
// hold it. The database holds the same set as the enum public.locale
// (supabase/schemas/10-profiles.sql); supabase/tests/database/interviews-language.sql checks both agree.

/** BCP 47 tags; English, first, is a new workspace's (the database's default) and the catalogues' source. */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/**
 * Each language by its own name, as a reader of it looks for it in a list. Written out rather than
 * asked of Intl.DisplayNames: building one per language cost a phone's first screen tens of
 * milliseconds of main thread (Lighthouse's Total Blocking Time).
 */
export const localeOwnNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Arabic is written right to left; the page's `dir` and Mantine's direction follow it. */
export function textDirectionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
