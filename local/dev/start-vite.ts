import { Console } from 'node:console';
import { Writable } from 'node:stream';
import { createLogger, createServer } from 'vite';
import { REPO_ROOT, type StackConfig } from '../stack/config.ts';
import { appSupabaseUrl } from './dev-config.ts';

export interface ViteServer {
  stop(): Promise<void>;
}

/** A stream whose writes become log lines. */
function lines(log: (line: string) => void): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      log(chunk.toString());
      done();
    },
  });
}

/**
 * The Vite dev server for the React app on config.appPort (strict: it fails rather than take
 * another port), inside this process through Vite's JavaScript API: whatever ends `npm run dev`,
 * even a SIGKILL, ends Vite with it. (A Vite process of its own, in a group of its own so that
 * Ctrl-C reached only `npm run dev`, outlived a runner killed before it had stopped it.)
 */
export async function startVite(
  config: StackConfig,
  options: { log: (line: string) => void; color: boolean },
): Promise<ViteServer> {
  // Vite reads the app's settings from the environment of the process it runs in.
  process.env.VITE_SUPABASE_URL = appSupabaseUrl(config);
  process.env.VITE_SUPABASE_PUBLISHABLE_KEY =
    process.env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || config.publishableKey;
  const out = lines(options.log);
  const logger = createLogger('info', {
    allowClearScreen: false,
    console: new Console({ stdout: out, stderr: out, colorMode: options.color }),
  });

  // A dev server exits the process on SIGTERM and when stdin ends (its CLI's way to stop with its
  // parent): here the process is npm run dev, whose own stop must run instead, Vite's included.
  const sigterm = new Set(process.listeners('SIGTERM'));
  const stdinEnd = new Set(process.stdin.listeners('end'));
  const server = await createServer({
    root: REPO_ROOT,
    configFile: `${REPO_ROOT}/vite.config.ts`,
    customLogger: logger,
    clearScreen: false,
    server: { port: config.appPort, strictPort: true },
  });
  for (const listener of process.listeners('SIGTERM')) {
    if (!sigterm.has(listener)) process.off('SIGTERM', listener);
  }
  for (const listener of process.stdin.listeners('end')) {
    if (!stdinEnd.has(listener)) process.stdin.off('end', listener as () => void);
  }

  try {
    await server.listen();
  } catch (error) {
    await server.close();
    throw error;
  }
  server.printUrls();
  return { stop: () => server.close() };
}
