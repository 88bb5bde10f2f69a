import { defineConfig } from '@lingui/conf';

/**
 * The files of /take's first screen: their messages are a catalogue of their own, so a candidate's
 * first download holds only what the welcome step shows (issue #36, the 150 KB budget).
 */
export const TAKE_START_FILES = [
  'src/i18n/language-switch.tsx',
  'src/features/take/take-interview-page.tsx',
  'src/features/take/components/welcome-step.tsx',
  'src/features/take/components/ask-team-section.tsx',
  'src/features/take/components/ask-team-panel.tsx',
  'src/features/take/components/take-error-page.tsx',
  'src/features/take/components/sign-in-prompt.tsx',
  'src/features/take/lib/describe-formats.ts',
  'src/lib/describe-accommodations.ts',
  'src/features/take/components/take-brand-frame.tsx',
  'src/ui/page-loader.tsx',
  'src/ui/route-error-page.tsx',
].map((file) => `<rootDir>/${file}`);

/**
 * The shared layers a candidate's screens show text from: in every candidate catalogue, so each
 * screen finds them in the one it loaded.
 */
export const CANDIDATE_SHARED_FILES = [
  'src/theme.ts',
  'src/media',
  'src/lib/api-client.ts',
  'src/lib/consent-notice.ts',
  'src/lib/candidate-reasons.ts',
  'src/ui/page-loader.tsx',
  'src/ui/route-error-page.tsx',
  'src/ui/not-found-page.tsx',
  'src/ui/confirm-dialog.tsx',
  'src/ui/load-error.tsx',
  'src/ui/resource-not-found.tsx',
  'src/ui/sign-in-progress.tsx',
  'src/ui/notify-failure.ts',
  'src/ui/workspace-brand-mark.tsx',
  'src/auth/logout-button.tsx',
  'src/auth/use-logout.ts',
].map((file) => `<rootDir>/${file}`);

/**
 * The candidate portal and its sign-in screens, the consent receipt and the video resumes: one
 * catalogue, loaded with each of their screens (issue #36). The language switch sits in the
 * portal's header too, so its label is here as well as in take-start.
 */
export const CANDIDATE_FILES = [
  'src/i18n/language-switch.tsx',
  'src/auth/candidate-guard.tsx',
  'src/features/candidate',
  'src/features/consent-receipt',
  'src/features/resumes',
].map((file) => `<rootDir>/${file}`);

/**
 * The recruiter's, reviewer's and administrator's screens: English only in issue #36, but their texts
 * live in a catalogue too, so translating them is a matter of filling its other locales. The shared
 * layers are here as well as in the candidate's catalogues: each screen finds what it shows in the
 * catalogue it loaded.
 */
export const RECRUITER_FILES = [
  'src/features/admin',
  'src/features/comparison',
  'src/features/dashboard',
  'src/features/insights',
  'src/features/interviews',
  'src/features/invitations',
  'src/features/reviews',
  'src/features/shared-review',
  'src/features/workspaces',
  'src/pages',
  'src/auth',
  'src/current-workspace',
  'src/theme.ts',
  'src/media',
  'src/lib',
  'src/ui',
].map((file) => `<rootDir>/${file}`);

// English is the source: its catalogue holds the spec's texts verbatim (the macros strip them from
// production code, so each text ships once, in its locale's catalogue). src/i18n/catalogue-areas.ts
// names the areas, and which of them stay English.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'pt-BR', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  // Each message names the files it comes from, not their lines: a line moved by an edit elsewhere
  // would otherwise make the catalogues stale (npm run i18n:check).
  formatOptions: { lineNumbers: false },
  // Sorted by id, which is unique: by text, two messages with the same English (an explicit id's
  // descriptor and a macro, "app.loading" and "Loading") tie, and extraction's parallel workers
  // ordered them differently from run to run, failing i18n:check.
  orderBy: 'messageId',
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/take-start', include: TAKE_START_FILES },
    {
      path: '<rootDir>/src/locales/{locale}/take',
      include: ['<rootDir>/src/features/take', ...CANDIDATE_SHARED_FILES],
      exclude: TAKE_START_FILES,
    },
    {
      path: '<rootDir>/src/locales/{locale}/candidate',
      include: [...CANDIDATE_FILES, ...CANDIDATE_SHARED_FILES],
    },
    { path: '<rootDir>/src/locales/{locale}/recruiter', include: RECRUITER_FILES },
    { path: '<rootDir>/src/locales/{locale}/landing', include: ['<rootDir>/src/features/landing'] },
  ],
});
