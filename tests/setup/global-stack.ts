/**
 * Starts once for all integration tests: the database (migrated, demo accounts seeded), the local stack, the React app
 * under Vite pointed at that stack, and one Chromium that test files connect to.
 */
import { chromium, type BrowserServer } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../local/db/migrate.ts';
import { seedOnce } from '../../local/db/reset.ts';
import { usesLocalCluster } from '../../local/db/database-url.ts';
import { startCluster } from '../../local/db/cluster.ts';
import { startStack, type RunningStack } from '../../local/stack/start-stack.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
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
  }
}

let stack: RunningStack | undefined;
let vite: ViteDevServer | undefined;
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
  process.env.VITE_SUPABASE_URL = config.supabaseUrl;
  process.env.VITE_SUPABASE_PUBLISHABLE_KEY = config.publishableKey;
  vite = await createServer({
    configFile: 'vite.config.ts',
    // Pre-bundled dependencies of its own, in this checkout's local state: beside `npm run dev`, or
    // another checkout sharing node_modules, each server's optimizer rewrote the other's files, and
    // pages open at that moment lost a screen's chunk.
    cacheDir: '.local/vite-tests',
    logLevel: 'error',
    server: { port: config.appPort, strictPort: true, host: '127.0.0.1' },
  });
  await vite.listen();
  browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('browserWsEndpoint', browser.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await browser?.close();
  await vite?.close();
  await stack?.stop();
  await openai?.stop();
}
