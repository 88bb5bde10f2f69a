import { createServer, type RequestListener, type Server } from 'node:http';
import postgres from 'postgres';
import { startApiFunction, waitForFunction } from './api-function.ts';
import { roleUrl } from '../db/database-url.ts';
import { createAuthService } from './auth/create-auth-service.ts';
import { stackConfig, withSendEmailHook, type StackConfig } from './config.ts';
import { createGateway } from './gateway.ts';
import { createMailViewer } from './mail/create-mail-viewer.ts';
import { loadSigningKey } from './signing-key.ts';
import { createStorageService } from './storage/create-storage-service.ts';
import { startWorkerProcess, type WorkerProcess } from './worker-process.ts';

export interface RunningStack {
  /** The config it runs with: the given one, with the Send Email Hook of this run. */
  config: StackConfig;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Without `sendEmailHook`, the stack runs with Auth's Send Email Hook on (withSendEmailHook). */
  config?: StackConfig;
  /** Reload the api function when its files change (npm run dev). */
  watch?: boolean;
  /**
   * Start the job worker too (default true). A test that starts, kills and restarts workers itself
   * passes false.
   */
  worker?: boolean;
  /**
   * Runs once the gateway and the api function answer, before the worker starts: `npm run dev`
   * stores the demo answers' recordings there, so the worker's first jobs find them.
   */
  beforeWorker?: (config: StackConfig) => Promise<void>;
  /**
   * The tests' stack: an answer a route does not declare becomes a 500 (FAIL_UNDECLARED_ANSWERS), so
   * a status missing from the public API's reference fails the test that reaches it.
   */
  failUndeclaredAnswers?: boolean;
  /** Where each service's log lines go, with the service's name. */
  log?: (service: string, line: string) => void;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' ? new Error(`Port ${port} is in use: is another stack running?`) : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * Starts the local Supabase stand-ins (gateway with auth and storage, the mail viewer) and the api
 * function under Deno, and the job worker, against a database that is already migrated. Everything listens on 127.0.0.1.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const config = withSendEmailHook(options.config ?? stackConfig());
  const log = options.log ?? ((service, line) => console.log(`[${service}] ${line}`));
  // A function left running by an earlier, killed stack would answer the health check in place of
  // the one started here, serving old code: the port must be free before Deno starts.
  const probe = createServer();
  await listen(probe, config.functionPort);
  await close(probe);
  // Each stand-in connects as the role its real service uses, so it may do what that service may
  // and no more: Auth owns the auth schema, Storage the storage schema and acts as the caller.
  const authSql = postgres(roleUrl(config.databaseUrl, 'supabase_auth_admin'), {
    max: 5,
    onnotice: () => {},
  });
  const storageSql = postgres(roleUrl(config.databaseUrl, 'supabase_storage_admin'), {
    max: 5,
    onnotice: () => {},
  });
  const signingKey = await loadSigningKey(config.stateDir);

  const gateway = createGateway({
    auth: createAuthService({ sql: authSql, config, signingKey }),
    storage: createStorageService({ sql: storageSql, config, signingKey }),
    functionPort: config.functionPort,
  });
  const mail = createServer(
    createMailViewer({ config, log: (line) => log('mail', line) }) satisfies RequestListener,
  );
  const fn = startApiFunction(config, {
    watch: options.watch ?? false,
    failUndeclaredAnswers: options.failUndeclaredAnswers ?? false,
    onOutput: (line) => log('api', line),
  });

  let worker: WorkerProcess | undefined;

  const stop = async () => {
    await worker?.stop();
    await Promise.all([close(gateway), close(mail), fn.stop()]);
    await Promise.all([authSql.end({ timeout: 5 }), storageSql.end({ timeout: 5 })]);
  };
  try {
    await listen(gateway, config.gatewayPort);
    await listen(mail, config.mailPort);
    await waitForFunction(config);
    await options.beforeWorker?.(config);
    if (options.worker ?? true) {
      worker = startWorkerProcess(config, { onOutput: (line) => log('worker', line) });
      await worker.ready;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { config, stop };
}
