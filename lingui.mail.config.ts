import { defineConfig } from '@lingui/conf';

/**
 * The candidate's e-mails (issue #36), apart from the client's catalogues (lingui.config.ts): the
 * api (Deno, without Babel) and the worker render them with Lingui's runtime, from message
 * descriptors with explicit ids marked /*i18n*\/ in supabase/functions/_shared/mail/. A config of
 * their own, so `npm run mail:extract` and `npm run mail:compile` (which compiles every catalogue
 * of its config into .ts modules) leave the client's catalogues alone. English is the source.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'pt-BR', 'ar'],
  fallbackLocales: { default: 'en' },
  // Modules Deno and Node import alike; ordered by id, so a new message lands in one place.
  compileNamespace: 'ts',
  orderBy: 'messageId',
  // Files, not lines: an edit that moves a line leaves the catalogues as they are.
  formatOptions: { lineNumbers: false },
  catalogs: [
    {
      path: '<rootDir>/supabase/functions/_shared/mail/locales/{locale}/messages',
      include: ['<rootDir>/supabase/functions/_shared/mail'],
      exclude: ['**/*.test.ts', '<rootDir>/supabase/functions/_shared/mail/locales'],
    },
  ],
});
