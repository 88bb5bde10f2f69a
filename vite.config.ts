import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { contentSecurityPolicyPlugin } from './vite-plugins/content-security-policy.ts';

export default defineConfig(({ mode }) => ({
  plugins: [
    // Lingui's macros (<Trans>, t``) become catalogue lookups; plugin-react 6 compiles with oxc, so
    // the one Babel plugin runs on its own, on src only.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /\/src\/.*\.tsx?$/ }),
    react(),
    // A locale's .po catalogue, imported, is compiled into the module of messages it loads.
    lingui(),
    contentSecurityPolicyPlugin(loadEnv(mode, process.cwd(), 'VITE_').VITE_SUPABASE_URL),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: true },
  // The CSV parser is imported only by a lazy screen (bulk invite): optimised at start, not on
  // first use, which would reload the page under whoever opened it.
  optimizeDeps: { include: ['papaparse'] },
  test: {
    projects: [
      {
        extends: true,
        // Two files at once on the 2-core machine: 86 s against 139 s one at a time (docs/testing.md).
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/db/**/*.test.ts'],
          maxWorkers: 2,
          // Isolated, unlike the other two: it mixes node and jsdom files, and a jsdom file's timer
          // (the app's after-first-screen) fired in the next node file, where window is gone.
        },
      },
      {
        // Screens' pieces with logic (forms, guards, the error rule) in jsdom with Mantine's provider.
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          maxWorkers: 2,
          // Modules load once per worker: 40 s against 81 (docs/testing.md). Each render has its own
          // query client and router, and the setup empties the document after every test.
          isolate: false,
          // Typing into jsdom is slow on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        // Everything that needs the local stack: one stack, one built app and one Chromium for all files.
        extends: true,
        test: {
          name: 'stack',
          include: ['tests/{api,stack,e2e}/**/*.test.ts'],
          globalSetup: ['tests/setup/global-stack.ts'],
          // Two files at once: the browser files took 12 min against about 30 one at a time, the api
          // files 5 against 7; each seeds its own rows under unique names (docs/testing.md).
          maxWorkers: 2,
          // A file's modules (playwright-core, supabase-js, zod, the fixtures) load once per worker,
          // not once per file: 29 api files took 50 s against 65 (docs/testing.md). Files share no
          // state: each opens and ends its own connections, browser contexts and servers.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
