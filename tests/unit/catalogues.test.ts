import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '#contract/locale-tags';
import { CATALOGUE_AREAS, ENGLISH_ONLY_AREAS } from '../../src/i18n/catalogue-areas.ts';
import { catalogueAreas, readCatalogue } from '../support/catalogue-text.ts';

/** What a translation must keep of its source: the ICU arguments and the numbered tags. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{(\w+)\s*[,}]/g)].map(([, name]) => `{${name}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map(([tag]) => tag);
  return [...new Set([...names, ...tags])].sort();
}

const areas = catalogueAreas();
/** The areas a candidate reads, translated in full; the English-only ones wait for a translator. */
const candidateAreas = areas.filter((area) => !(ENGLISH_ONLY_AREAS as ReadonlySet<string>).has(area));
const translated = SUPPORTED_LOCALES.filter((locale) => locale !== 'en');

describe('Every catalogue has every message English has (issue #36)', () => {
  it('has the catalogues the client loads', () => {
    expect(areas.sort()).toEqual([...CATALOGUE_AREAS].sort());
  });

  for (const area of candidateAreas) {
    const source = readCatalogue('en', area);
    for (const locale of translated) {
      it(`${locale}/${area}.po translates each English message, keeping its arguments and tags`, () => {
        const catalogue = readCatalogue(locale, area);
        expect([...catalogue.keys()].sort()).toEqual([...source.keys()].sort());
        const untranslated = [...catalogue]
          .filter(([, translation]) => translation.trim() === '')
          .map(([id]) => id);
        expect(untranslated).toEqual([]);
        const mismatched = [...catalogue]
          .filter(([id, translation]) => placeholders(id).join() !== placeholders(translation).join())
          .map(([id, translation]) => ({ id, translation }));
        expect(mismatched).toEqual([]);
      });
    }
  }
});

describe('A message reads the same in every catalogue of a locale (issue #36)', () => {
  // Lingui keys a message by its English text: the catalogue loaded last would otherwise decide
  // what a screen shows ('Start Interview' on the welcome step read differently after the portal).
  for (const locale of translated) {
    it(`${locale}: no English message has two translations`, () => {
      const seen = new Map<string, Set<string>>();
      for (const area of candidateAreas) {
        for (const [id, translation] of readCatalogue(locale, area)) {
          seen.set(id, (seen.get(id) ?? new Set()).add(translation));
        }
      }
      expect([...seen].filter(([, translations]) => translations.size > 1).map(([id]) => id)).toEqual([]);
    });
  }
});

// Compiled as the app compiles them (the Lingui Vite plugin), so a broken ICU message fails here.
const compiled = import.meta.glob<{ messages: Messages }>('../../src/locales/*/*.po');

async function translator(locale: string, area: string) {
  const file = compiled[`../../src/locales/${locale}/${area}.po`];
  if (!file) throw new Error(`No ${area} catalogue for ${locale}`);
  const { messages } = await file();
  return setupI18n({ locale, messages: { [locale]: messages } });
}

describe('The catalogues compile and speak each language (issue #36)', () => {
  it('renders every message of every catalogue', async () => {
    for (const area of areas) {
      for (const locale of SUPPORTED_LOCALES) {
        const i18n = await translator(locale, area);
        for (const id of Object.keys(i18n.messages)) expect(typeof i18n._(id, { count: 2 })).toBe('string');
      }
    }
  });

  it("words Arabic's plurals in each of its forms", async () => {
    const english = await translator('en', 'take');
    const id = Object.keys(english.messages).find(
      (key) => english._(key, { retakesLeft: 2 }) === 'Retake (2 left)',
    );
    if (!id) throw new Error('No message says "Retake (2 left)"');
    const arabic = await translator('ar', 'take');
    const forms = [1, 2, 3, 11, 100].map((retakesLeft) => arabic._(id, { retakesLeft }));
    expect(new Set(forms).size).toBe(forms.length);
    expect(forms[0]).toBe('إعادة التسجيل (محاولة واحدة متبقية)');
    expect(forms[1]).toBe('إعادة التسجيل (محاولتان متبقيتان)');
  });
});
