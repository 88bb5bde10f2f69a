import { isSupportedLocale, SUPPORTED_LOCALES, type Locale } from '#contract/locale-tags';

/** The language a candidate chose on this device, kept across reloads and links (issue #36). */
const STORAGE_KEY = 'candidate-locale';

export function chosenLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isSupportedLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice holds until the page is closed.
  }
}

/** The signed-in candidate's account's language (GET /candidates/me), once the portal knows it. */
let accountChoice: Locale | null = null;

export function rememberAccountLocale(locale: Locale | null): void {
  accountChoice = locale;
}

/**
 * The candidate portal's language: the account's choice, else this device's, else the browser's,
 * else English (issue #36).
 */
export function portalLocale(): Locale {
  return accountChoice ?? chosenLocale() ?? browserLocale() ?? 'en';
}

/**
 * The supported locale nearest the browser's languages (pt-PT reads pt-BR, es-MX reads es), for the
 * screens shown before an interview's language is known: a link that fails to open.
 */
export function browserLocale(languages: readonly string[] = navigator.languages): Locale | null {
  for (const tag of languages) {
    if (isSupportedLocale(tag)) return tag;
    const primary = tag.split('-')[0]?.toLowerCase();
    const near = SUPPORTED_LOCALES.find((locale) => locale.split('-')[0] === primary);
    if (near) return near;
  }
  return null;
}
