// What the tasks share: the database, Storage, the AI provider and the mail provider, made once
// from the environment. The AI and mail adapters are the api function's own (_shared/ai, _shared/mail).
import postgres from 'postgres';
import { analystFromEnv } from '#backend/ai/ai-from-env';
import type { InterviewAnalyst } from '#backend/ai/interview-analyst';
import { mailSenderFromEnv, type MailSettings } from '#backend/mail/mail-sender-from-env';
import type { MailSender } from '#backend/mail/mail-sender';
import type { WorkerEnv } from './env.ts';
import { createStorageApi, type StorageApi } from './storage-api.ts';

export interface WorkerContext {
  env: WorkerEnv;
  sql: postgres.Sql;
  storage: StorageApi;
  analyst: InterviewAnalyst;
  mail: MailSender;
}

export function createWorkerContext(env: WorkerEnv): WorkerContext {
  return {
    env,
    sql: postgres(env.DATABASE_URL, { max: 5, onnotice: () => {}, prepare: false }),
    storage: createStorageApi(env.SUPABASE_URL, env.SUPABASE_SECRET_KEY),
    analyst: analystFromEnv({
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      transcribeModel: env.OPENAI_TRANSCRIBE_MODEL,
      timeoutMs: env.OPENAI_TIMEOUT_SECONDS === undefined ? undefined : env.OPENAI_TIMEOUT_SECONDS * 1000,
    }),
    mail: mailSenderFromEnv(mailSettingsOf(env)),
  };
}

/** The mail provider's settings: RESEND_*, MAIL_VIEWER_URL (the local stack), MAIL_FROM, MAIL_TEST_RECIPIENT. */
export function mailSettingsOf(env: WorkerEnv): MailSettings {
  return {
    from: env.MAIL_FROM,
    resendApiKey: env.RESEND_API_KEY,
    resendBaseUrl: env.RESEND_BASE_URL,
    viewerUrl: env.MAIL_VIEWER_URL,
    testRecipient: env.MAIL_TEST_RECIPIENT,
  };
}
