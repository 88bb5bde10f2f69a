import { i18n, type Messages } from '@lingui/core';
import { textDirectionOf, type Locale } from '#contract/locale-tags';
import { ENGLISH_ONLY_AREAS, type CatalogueArea } from './catalogue-areas';

export type { CatalogueArea };

/** The supported locales, and the pseudo-locale the tests render with to find untranslated text. */
export type CatalogueLocale = Locale | 'pseudo';

// One chunk per catalogue file, compiled from its .po by the Lingui Vite plugin.
const catalogueFiles = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

/** Every area a screen has asked for: switching language loads each of them in the new one. */
const areasInUse = new Set<CatalogueArea>();
const loads = new Map<string, Promise<void>>();
/** Counts the calls of loadCatalogues, so only the latest turns the page to its language. */
let latestRequest = 0;

function loadOne(area: CatalogueArea, locale: CatalogueLocale): Promise<void> {
  const key = `../locales/${locale}/${area}.po`;
  let load = loads.get(key);
  if (!load) {
    const file = catalogueFiles[key];
    if (!file) throw new Error(`There is no ${area} catalogue for ${locale}`);
    load = file().then(({ messages }) => i18n.load(locale, messages));
    // A failed download (a dropped connection) may be tried again.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** The page's language: the locale whose catalogues are shown, and the `lang` and `dir` of the page. */
function activate(locale: CatalogueLocale): void {
  i18n.activate(locale);
  document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
  document.documentElement.dir = locale === 'pseudo' ? 'ltr' : textDirectionOf(locale);
}

/**
 * Loads the areas' catalogues (and those of every area loaded before) in `locale`, then makes it the
 * page's language: a screen calls it with its areas before it renders, the language switch with a
 * new locale.
 */
export async function loadCatalogues(
  areas: CatalogueArea[],
  locale: CatalogueLocale = activeLocale(),
): Promise<void> {
  for (const area of areas) areasInUse.add(area);
  const request = ++latestRequest;
  // An English-only area has nothing to show in another language: its screens turn the page to
  // English (useEnglishPage), and a candidate's choice of language leaves it alone.
  const toLoad = [...areasInUse].filter(
    (area) => !ENGLISH_ONLY_AREAS.has(area) || locale === 'en' || locale === 'pseudo',
  );
  await Promise.all(toLoad.map((area) => loadOne(area, locale)));
  // The last language asked for wins: a slower download of one asked for before it (a quick second
  // choice, a screen's own default arriving late) must not turn the page back.
  if (request === latestRequest && i18n.locale !== locale) activate(locale);
}

/** The language the page shows: English until a screen chooses one. */
export function activeLocale(): CatalogueLocale {
  return (i18n.locale || 'en') as CatalogueLocale;
}

// English until a screen has loaded its catalogues: a text whose catalogue is not loaded yet shows
// the English a non-macro descriptor carries (src/ui/route-error-page.tsx), never an id.
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The app's one Lingui instance, English until a screen loads its catalogues. */
export { i18n };
