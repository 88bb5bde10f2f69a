import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const FEATURE_BOUNDARY =
  'Features never import each other: src/routes.tsx and the screens of src/pages combine them, and what two features share lives in src/ui, src/lib, src/api or the contract.';
const PAGES_BOUNDARY = 'src/pages combines features; nothing but the route table imports a page.';

export default tseslint.config(
  { ignores: ['dist', 'coverage', '.local', 'node_modules', 'supabase/functions/_shared/database.types.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Under row-level security Postgres may use an index for a condition only if the condition
    // cannot leak rows; `id = auth.uid()` calls functions that can, so it filters every row after
    // the policies (the caller's profile read scanned all profiles). `(select auth.uid())` is a
    // value computed once, which an index can take (issue #39).
    files: ['supabase/functions/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateElement[value.raw=/=\\s*auth\\.uid\\(\\)/]',
          message: 'Compare with (select auth.uid()), which an index can use under row-level security.',
        },
      ],
    },
  },
  {
    files: ['local/**/*.ts', 'tests/**/*.{ts,tsx}', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  // CSS modules are checked for their names only.
  {
    files: ['**/*.css'],
    plugins: { 'check-file': checkFile },
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    // STYLE: kebab-case names; hooks/ holds hooks (use-*.ts[x]) and components/ components (.tsx).
    files: ['**/*.{js,ts,tsx,css}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{js,ts,tsx,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/filename-blocklist': [
        'error',
        {
          'src/**/hooks/!(use-)*': 'use-*.ts',
          'src/**/components/*.ts': '*.tsx',
        },
        {
          errorMessage:
            '{{ target }}: hooks/ holds only hooks (use-*) and components/ only components (.tsx)',
        },
      ],
    },
  },
  {
    // The shared layers never reach into a feature or a page.
    files: ['src/{api,auth,config,current-workspace,i18n,lib,media,ui}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/', message: FEATURE_BOUNDARY },
            { regex: '^@/pages/', message: PAGES_BOUNDARY },
          ],
        },
      ],
    },
  },
  {
    // Every text a person reads comes from a catalogue (issue #36): the rule flags string literals and
    // JSX text outside Lingui's macros. The ignores are the strings no person reads: CSS, ids,
    // header values, DOM error names, status codes.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // Not a sentence: one word that does not start with a capital (keys, values, CSS).
            '^(?![A-Z].*|\\w+\\s\\w+).+$',
            // Constants: UPPERCASE codes.
            '^[A-Z0-9_-]+$',
            // CSS values.
            'var\\(--',
            // ISO 8601 times of day.
            '^T\\d{2}:\\d{2}',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|style', flags: 'i' } },
            { regex: { pattern: '^border', flags: 'i' } },
            'name',
            'src',
            'type',
            'id',
            'rel',
            'target',
            'href',
            'to',
            'authorization',
            'Authorization',
            'apikey',
          ],
          ignoreFunctions: [
            '*Error',
            'DOMException',
            'Set',
            'console.*',
            '*.headers.set',
            'headers.set',
            'i18n.date',
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@/features/(?!${feature}/)`, message: FEATURE_BOUNDARY },
            { regex: '^@/pages/', message: PAGES_BOUNDARY },
          ],
        },
      ],
    },
  })),
);
