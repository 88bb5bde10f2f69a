/**
 * Starts once for all integration tests: the database (migrated, demo accounts seeded), the local stack, the React app
 * built for that stack and served as a static host serves it, and one Chromium that test files connect to.
 */
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../local/db/migrate.ts';
import { seedOnce } from '../../local/db/reset.ts';
import { usesLocalCluster } from '../../local/db/database-url.ts';
import { startCluster } from '../../local/db/cluster.ts';
import { startStack, type RunningStack } from '../../local/stack/start-stack.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
import { fakeCameraVideo } from '../support/generated-media.ts';
import {
  OPENAI_TEST_API_KEY,
  OPENAI_TEST_MODEL,
  OPENAI_TEST_TRANSCRIBE_MODEL,
  startOpenAiTestServer,
  type RunningOpenAiTestServer,
} from '../support/openai-server.ts';
import { testStackConfig } from '../support/test-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    browserWsEndpoint: string;
    /** The test stack's Send Email Hook secret (this run's), for tests that sign as Auth does. */
    sendEmailHookSecret: string;
  }
}

let stack: RunningStack | undefined;
let app: PreviewServer | undefined;
let browser: BrowserServer | undefined;
let openai: RunningOpenAiTestServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  const config = testStackConfig();
  if (usesLocalCluster()) startCluster();
  await migrate(config.databaseUrl);
  // The demo accounts, so journeys can sign in as the README's users; tests seed their own rows too.
  await seedOnce(config.databaseUrl);
  // The function inherits this environment: a developer's real Resend key or test recipient in .env
  // must not send test mail out or hold it back; the tests read every mail in the local viewer.
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_BASE_URL;
  delete process.env.MAIL_TEST_RECIPIENT;
  // Likewise the AI provider: analyses go to the local OpenAI-protocol server, never a real one.
  openai = await startOpenAiTestServer();
  process.env.OPENAI_API_KEY = OPENAI_TEST_API_KEY;
  process.env.OPENAI_BASE_URL = openai.url;
  process.env.OPENAI_MODEL = OPENAI_TEST_MODEL;
  process.env.OPENAI_TRANSCRIBE_MODEL = OPENAI_TEST_TRANSCRIBE_MODEL;
  process.env.OPENAI_TIMEOUT_SECONDS = '3';
  // An analysis the provider keeps failing is recorded FAILED after one retry (seconds, not minutes).
  process.env.WORKER_AI_MAX_ATTEMPTS = '2';
  stack = await startStack({
    config,
    failUndeclaredAnswers: true,
    log: (service, line) => {
      if (process.env.STACK_LOG) console.log(`[${service}] ${line}`);
    },
  });
  const hookSecret = stack.config.sendEmailHook?.secret;
  if (!hookSecret) throw new Error('The test stack runs without its Send Email Hook');
  project.provide('sendEmailHookSecret', hookSecret);
  process.env.VITE_SUPABASE_URL = config.supabaseUrl;
  process.env.VITE_SUPABASE_PUBLISHABLE_KEY = config.publishableKey;
  app = await serveBuiltApp(config.appPort);
  const camera = await fakeCameraVideo(
    fileURLToPath(new URL('../../.local/fake-camera.y4m', import.meta.url)),
  );
  browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-video-capture=${camera}`],
  });
  project.provide('browserWsEndpoint', browser.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await browser?.close();
  await app?.close();
  await stack?.stop();
  await openai?.stop();
}

/** Where the suite's build goes: this checkout's local state, rebuilt by every run. */
const APP_DIST = fileURLToPath(new URL('../../.local/app-tests', import.meta.url));

/**
 * The production build, as `npm run build` makes it (with its Content-Security-Policy), served by
 * `vite preview` like any static host: what users get, and no module transformed on every page load
 * as the dev server does. The media harness page is built beside the app: tests drive src/media
 * through it.
 */
async function serveBuiltApp(port: number): Promise<PreviewServer> {
  // vitest runs with NODE_ENV=test, which would give React's development build.
  const testNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'error',
      build: {
        outDir: APP_DIST,
        emptyOutDir: true,
        rollupOptions: { input: ['index.html', 'tests/e2e/media/harness.html'] },
      },
    });
  } finally {
    process.env.NODE_ENV = testNodeEnv;
  }
  return preview({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    build: { outDir: APP_DIST },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
}
