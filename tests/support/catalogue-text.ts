import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES_DIR = join(import.meta.dirname, '../../src/locales');

/** A .po catalogue's entries, msgid to msgstr (Lingui writes each on one line); obsolete ones left out. */
export function readCatalogue(locale: string, area: string): Map<string, string> {
  const text = readFileSync(join(LOCALES_DIR, locale, `${area}.po`), 'utf8');
  const unquote = (quoted: string) => JSON.parse(`"${quoted}"`) as string;
  const entries = new Map<string, string>();
  for (const [, id = '', translation = ''] of text.matchAll(
    /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm,
  )) {
    if (id !== '') entries.set(unquote(id), unquote(translation));
  }
  return entries;
}

/** The catalogue areas, as src/locales/en holds them. */
export function catalogueAreas(): string[] {
  return readdirSync(join(LOCALES_DIR, 'en'))
    .map((file) => file.replace(/\.po$/, ''))
    .sort();
}

/**
 * What a screen shows in `locale` for an English message of any catalogue, so a browser test finds
 * a control by the words a candidate reads there.
 */
export function translatedText(locale: string, english: string): string {
  for (const area of catalogueAreas()) {
    const translation = readCatalogue(locale, area).get(english);
    if (translation) return translation;
  }
  throw new Error(`No ${locale} catalogue translates "${english}"`);
}
