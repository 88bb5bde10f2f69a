// The candidate e-mails' catalogues (issue #36; lingui.mail.config.ts): the messages of the
// templates are those of the English catalogue, every locale translates each of them with the same
// placeholders, and the compiled modules the api and the worker import are those `npm run
// mail:compile` makes of the .po files today. When this fails: `npm run mail:extract`, translate
// what is missing in supabase/functions/_shared/mail/locales/*/messages.po, `npm run mail:compile`.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../supabase/functions/_shared/contract/locale-tags.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const config = getConfig({ cwd: ROOT, configPath: resolve(ROOT, 'lingui.mail.config.ts') });

type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];
let catalog: Catalog;

beforeAll(async () => {
  const catalogs = await getCatalogs(config);
  expect(catalogs).toHaveLength(1);
  catalog = catalogs[0] as Catalog;
});

/** The placeholders of an ICU message, `{name}` and `{name, plural, …}`, sorted, without the `<0>` tags. */
function placeholders(message: string): string[] {
  return [
    ...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((match) => match[1] ?? '')),
  ].sort();
}

/** The tags (`<0>`, `</0>`) of a message, in order. */
function tags(message: string): string[] {
  return [...message.matchAll(/<\/?\d+>/g)].map((match) => match[0]);
}

/** The `--output-prefix` of package.json's mail:compile script, which the modules start with. */
function outputPrefix(): string {
  const scripts = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  const prefix = /--output-prefix "((?:[^"\\]|\\.)*)"/.exec(scripts['mail:compile'] ?? '')?.[1];
  if (prefix === undefined) throw new Error('mail:compile names no --output-prefix');
  return prefix;
}

describe('the candidate e-mails catalogues', () => {
  it('list the supported locales, English the source', () => {
    expect(config.sourceLocale).toBe('en');
    expect([...config.locales].sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('hold in English exactly the messages the templates say, with the same text', async () => {
    const extracted = (await catalog.collect()) ?? {};
    const english = await catalog.read('en');
    const fromSource = Object.fromEntries(
      Object.entries(extracted).map(([id, message]) => [id, message.message ?? '']),
    );
    const inCatalogue = Object.fromEntries(
      Object.entries(english).map(([id, message]) => [id, message.translation ?? '']),
    );
    expect(Object.keys(fromSource).length).toBeGreaterThan(40);
    expect(inCatalogue).toEqual(fromSource);
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    'translate every English message into %s, with its placeholders and tags',
    async (locale) => {
      const english = await catalog.read('en');
      const translated = await catalog.read(locale);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [id, source] of Object.entries(english)) {
        const translation = translated[id]?.translation ?? '';
        expect(translation, `${locale} ${id}`).not.toBe('');
        expect(placeholders(translation), `${locale} ${id}`).toEqual(placeholders(source.translation ?? ''));
        expect(tags(translation), `${locale} ${id}`).toEqual(tags(source.translation ?? ''));
      }
    },
  );

  it.each(SUPPORTED_LOCALES)(
    'compile into the %s module the api and the worker import, as it is now',
    async (locale) => {
      const { messages, missing } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales ?? {},
        sourceLocale: config.sourceLocale ?? 'en',
      });
      expect(missing).toEqual([]);
      const { source, errors } = createCompiledCatalog(locale, messages, {
        strict: true,
        namespace: config.compileNamespace,
        outputPrefix: outputPrefix(),
      });
      expect(errors).toEqual([]);
      const module = readFileSync(catalog.getFilename(locale).replace(/\.po$/, '.ts'), 'utf8');
      expect(module, 'run npm run mail:compile').toBe(source);
    },
  );
});
