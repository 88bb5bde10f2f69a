/**
 * `npm run bench`: seeds a large data set into its own database, starts the local stack on its own
 * ports against it, and prints figures (API throughput and latency beside the owner's SQL, the
 * JavaScript per route, Lighthouse's mobile score of / and /take at full scale, upload throughput), writing them to docs/benchmarks.md.
 * `npm run bench -- --small` runs the same steps on a tiny data set (CI: proves it runs) and
 * writes .local/bench/benchmarks-small.md instead. `--routes` measures the API under load alone and
 * prints its section without writing a file (the other figures take most of a full run's time).
 * `--drive` runs the hiring drive alone (no data set seeded: it makes its own candidates) and
 * prints its section without writing a file; `--candidates=5,20` drives those sizes instead of
 * the scale's.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import { format, resolveConfig } from 'prettier';
import { startCluster } from '../local/db/cluster.ts';
import { usesLocalCluster } from '../local/db/database-url.ts';
import { signAccessToken } from '../local/stack/auth/access-token.ts';
import { REPO_ROOT, type StackConfig } from '../local/stack/config.ts';
import { benchStackConfig } from './bench-stack-config.ts';
import { loadSigningKey } from '../local/stack/signing-key.ts';
import { startWorkerProcess } from '../local/stack/worker-process.ts';
import { startBenchAiServer } from './bench-ai-server.ts';
import { measureRoutes } from './api-latency.ts';
import { measurePipeline } from './answer-pipeline.ts';
import { benchDatabaseUrl, prepareBenchDatabase } from './bench-database.ts';
import { measureBulkInvites } from './bulk-invites.ts';
import { measureBundles, overBudget } from './bundle-size.ts';
import { belowMinimum, measureLighthouse, pendingTokens } from './lighthouse-scores.ts';
import { measureHiringDrive } from './hiring-drive.ts';
import { driveSection, renderReport, routesSection } from './report.ts';
import { FULL, SMALL } from './scale.ts';
import { seedLarge } from './seed-large.ts';
import { startSeparateStack } from './separate-stack.ts';
import { measureUpload } from './upload-throughput.ts';

const candidatesFlag = process.argv.find((arg) => arg.startsWith('--candidates='));
const scale = {
  ...(process.argv.includes('--small') ? SMALL : FULL),
  ...(candidatesFlag
    ? { driveSizes: candidatesFlag.slice('--candidates='.length).split(',').map(Number) }
    : {}),
};
const routesOnly = process.argv.includes('--routes');
const driveOnly = process.argv.includes('--drive');
const workDir = join(REPO_ROOT, '.local', 'bench');
const log = (line: string) => console.log(`[bench] ${line}`);

/** A token of a new session of `person` (the api refuses one whose session does not exist). */
async function tokenFor(config: StackConfig, person: { id: string; email: string }) {
  const sessionId = crypto.randomUUID();
  const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`
      insert into auth.sessions (id, user_id, created_at, updated_at, aal)
      values (${sessionId}, ${person.id}, now(), now(), 'aal1')`;
  } finally {
    await sql.end();
  }
  const signingKey = await loadSigningKey(config.stateDir);
  const { token } = await signAccessToken(signingKey, config, {
    id: person.id,
    email: person.email,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: {},
    sessionId,
    method: 'password',
  });
  return token;
}

async function main() {
  if (usesLocalCluster()) startCluster();
  const databaseUrl = benchDatabaseUrl();
  log(`Preparing ${new URL(databaseUrl).pathname.slice(1)} (${scale.name} scale)…`);
  await prepareBenchDatabase(databaseUrl);
  const { config, appPort } = benchStackConfig(databaseUrl);
  // The worker's AI provider: a local server speaking OpenAI's protocol, as in the tests.
  const ai = await startBenchAiServer(config.gatewayPort + 6);
  // Without its worker: the hiring drive holds the queue and starts worker processes itself.
  const stack = await startSeparateStack(databaseUrl);
  const measureDrive = () =>
    measureHiringDrive(config, databaseUrl, join(workDir, 'drive'), scale, (line) =>
      log(`Hiring drive: ${line}`),
    );
  let worker: ReturnType<typeof startWorkerProcess> | undefined;
  try {
    if (driveOnly) {
      console.log(`\n${driveSection(await measureDrive())}`);
      return;
    }
    const seeded = await seedLarge(databaseUrl, scale, log);
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const [server] = await sql<{ version: string }[]>`select split_part(version(), ' on ', 1) as version`;
    const [candidate] = await sql<{ id: string; email: string }[]>`
      select id, email from public.profiles where email = 'candidate-1@bench.example.com'`;
    await sql.end();
    if (!candidate) throw new Error('The bench candidate is missing');

    const recruiter = {
      id: seeded.recruiterId,
      accessToken: await tokenFor(config, { id: seeded.recruiterId, email: seeded.recruiterEmail }),
      workspaceId: seeded.workspaceId,
    };
    log('Measuring the API under load…');
    const routes = await measureRoutes(config, databaseUrl, scale, recruiter);
    if (routesOnly) {
      console.log(`\n${routesSection(scale, routes)}`);
      return;
    }
    log(`Driving ${scale.driveSizes.join(', ')} candidates at once…`);
    const drive = await measureDrive();
    // The stack's worker, for what follows: the pipeline's figures and the bulk invitations' e-mails.
    worker = startWorkerProcess(config);
    await worker.ready;
    log('Building for production and measuring the JavaScript per route…');
    // Built for the bench stack, as `npm run build` is for a project: the Content-Security-Policy
    // of the build names the project's Supabase URL.
    process.env.VITE_SUPABASE_URL = config.supabaseUrl;
    process.env.VITE_SUPABASE_PUBLISHABLE_KEY = config.publishableKey;
    const bundles = await measureBundles(join(workDir, 'dist'));
    let lighthouse;
    if (scale.name === 'full') {
      log('Running Lighthouse on / and an English and an Arabic /take/{token}…');
      lighthouse = await measureLighthouse(
        join(workDir, 'lighthouse-dist'),
        appPort,
        await pendingTokens(databaseUrl),
      );
    }
    log(`Uploading ${scale.uploadBytes / 1024 / 1024} MB…`);
    const uploads = await measureUpload(config, join(workDir, 'upload'), scale.uploadBytes, {
      id: candidate.id,
      accessToken: await tokenFor(config, candidate),
    });

    log(`Measuring the answer pipeline (${scale.answerSeconds} s answers)…`);
    const pipeline = await measurePipeline(
      config,
      databaseUrl,
      join(workDir, 'pipeline'),
      {
        recruiterId: seeded.recruiterId,
        candidate: { id: candidate.id, accessToken: await tokenFor(config, candidate) },
      },
      scale,
    );

    log(`Inviting ${scale.bulkInvites} candidates in bulk…`);
    const bulk = await measureBulkInvites(config, databaseUrl, recruiter, scale.bulkInvites);

    const report = renderReport({
      scale,
      postgresVersion: server?.version ?? 'PostgreSQL',
      routes,
      bundles,
      lighthouse,
      uploads,
      pipeline,
      bulk,
      drive,
    });
    console.log(`\n${report}`);
    const target =
      scale.name === 'full' ? join(REPO_ROOT, 'docs', 'benchmarks.md') : join(workDir, 'benchmarks-small.md');
    await mkdir(join(target, '..'), { recursive: true });
    // Formatted as the repository's own Markdown is, so the file passes `npm run lint`.
    await writeFile(target, await format(report, { ...(await resolveConfig(target)), parser: 'markdown' }));
    log(`Written to ${target}`);
    const over = [...overBudget(bundles), ...belowMinimum(lighthouse ?? [])];
    if (over.length > 0) throw new Error(over.join('\n'));
  } finally {
    await worker?.stop();
    await stack.stop();
    await ai.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
