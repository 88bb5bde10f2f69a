// The languages an interview is held in, a workspace writes in and a candidate reads (issue #36): one
// list, shared by the api, the worker and the client, without zod, so the client's first screen can
// hold it. The database holds the same set as the enum public.locale
// (supabase/schemas/10-profiles.sql); supabase/tests/database/interviews-language.sql checks both agree.

/** BCP 47 tags; English, first, is a new workspace's (the database's default) and the catalogues' source. */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Arabic is written right to left; the page's `dir` and Mantine's direction follow it. */
export function textDirectionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
