// The worker's settings, read once from its environment (docs/worker.md). The AI and
// mail settings are those of the api function (.env.example); the worker is where they are used now.
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const workerEnvSchema = z.object({
  /** A direct (or session-pooled) connection: graphile-worker LISTENs for new jobs. */
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required: the database the jobs are in'),
  SUPABASE_URL: z.url({ error: 'SUPABASE_URL must be the project URL, e.g. https://<ref>.supabase.co' }),
  SUPABASE_SECRET_KEY: z.string().min(1, 'SUPABASE_SECRET_KEY is required: the worker writes renditions'),
  SITE_URL: z.url({ error: 'SITE_URL must be the app URL the e-mail links point to' }),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_MODEL: optional,
  OPENAI_TRANSCRIBE_MODEL: optional,
  OPENAI_TIMEOUT_SECONDS: z.coerce.number().positive().optional(),
  RESEND_API_KEY: optional,
  RESEND_BASE_URL: optional,
  MAIL_FROM: optional,
  MAIL_VIEWER_URL: optional,
  MAIL_TEST_RECIPIENT: optional,
  /** Jobs at once per provider, in this process: ffmpeg (CPU), the AI provider, the mail provider. */
  WORKER_MEDIA_CONCURRENCY: positiveInt(1),
  WORKER_AI_CONCURRENCY: positiveInt(2),
  WORKER_MAIL_CONCURRENCY: positiveInt(2),
  /**
   * Plain http webhooks to localhost and 127.0.0.1, for local development (the local stack sets
   * it); unset, a delivery there fails as any to a non-public address does.
   */
  WEBHOOK_ALLOW_LOOPBACK: z
    .stringbool({ error: 'WEBHOOK_ALLOW_LOOPBACK must be true or false' })
    .optional()
    .transform((value) => value ?? false),
  /** Webhook deliveries at once: each may wait up to 15 s for its receiver. */
  WORKER_WEBHOOK_CONCURRENCY: positiveInt(4),
  /**
   * Attempts at an answer's transcription and analysis before it is recorded as failed; at most
   * the job's own max_attempts (5). Tests lower it so a failure ends in seconds, not minutes.
   */
  WORKER_AI_MAX_ATTEMPTS: positiveInt(5),
  /** A worker whose heartbeat is older than this is dead; its jobs go back to the queue. */
  WORKER_DEAD_AFTER_SECONDS: positiveInt(60),
  /** Where ffmpeg works on files; the system's temporary directory by default. */
  WORKER_TMP_DIR: optional,
});

export type WorkerEnv = z.infer<typeof workerEnvSchema>;

/** Parses the environment; a bad setting stops the worker with every problem named. */
export function readWorkerEnv(env: NodeJS.ProcessEnv = process.env): WorkerEnv {
  const parsed = workerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The worker's environment is not usable:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
