// The take flow's later steps in every language (issue #36): each locale's take catalogue compiles
// (src/locales/<locale>/take.po through the Lingui Vite plugin), translates the English one's
// messages, and words its plurals in each of the locale's forms.
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';

const catalogues = import.meta.glob<{ messages: Messages }>('../../src/locales/*/take.po');

async function translator(locale: string) {
  const file = catalogues[`../../src/locales/${locale}/take.po`];
  if (!file) throw new Error(`No take catalogue for ${locale}`);
  const { messages } = await file();
  return { messages, i18n: setupI18n({ locale, messages: { [locale]: messages } }) };
}

describe('the take catalogues', () => {
  it.each(['es', 'fr', 'de', 'pt-BR', 'ar'])('%s translates the English messages', async (locale) => {
    const english = await translator('en');
    const { messages, i18n } = await translator(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english.messages).sort());
    const same = Object.keys(messages).filter((id) => i18n._(id) === english.i18n._(id));
    // Only words a language spells as English does ('Audio', 'Video', 'Text', 'Question {number}').
    expect(same.length).toBeLessThanOrEqual(4);
  });

  it('Arabic words the retakes left in each of its plural forms', async () => {
    const english = await translator('en');
    const id = Object.keys(english.messages).find(
      (key) => english.i18n._(key, { retakesLeft: 2 }) === 'Retake (2 left)',
    );
    if (!id) throw new Error('No message says "Retake (2 left)"');
    const { i18n } = await translator('ar');
    const forms = [1, 2, 3, 11, 100].map((retakesLeft) => i18n._(id, { retakesLeft }));
    expect(new Set(forms).size).toBe(forms.length);
    expect(forms[0]).toBe('إعادة التسجيل (محاولة واحدة متبقية)');
    expect(forms[1]).toBe('إعادة التسجيل (محاولتان متبقيتان)');
  });
});
