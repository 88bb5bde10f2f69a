// The api function's environment, read from Deno.env and checked once, when the function starts:
// a missing or malformed variable stops it with a message naming the variable, rather than
// failing on some later request. Every other module takes its values from `serverEnv` (or as
// parameters), none reads Deno.env itself.
import { z } from 'zod';
import type { AiSettings } from './ai/ai-from-env.ts';
import type { MailSettings } from './mail/mail-sender-from-env.ts';

/** Unset, empty and blank all mean unset; any other value counts trimmed. */
function blankAsUnset(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.trim() || undefined;
}

const missingOr = (problem: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is missing' : problem;

function required<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankAsUnset, schema);
}

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankAsUnset, schema.optional());
}

const text = z.string({ error: missingOr('must be text') });
const httpUrl = z
  .url({ protocol: /^https?$/, error: missingOr('must be an http(s) URL') })
  .transform((url) => url.replace(/\/+$/, ''));

/**
 * A hosted project's map of keys (SUPABASE_SECRET_KEYS: {"default": "sb_…"}): its default key,
 * else its first.
 */
const keyMap = z.string().transform((value, context) => {
  try {
    const keys = JSON.parse(value) as unknown;
    if (keys && typeof keys === 'object' && !Array.isArray(keys)) {
      const map = keys as Record<string, unknown>;
      const key = map.default ?? Object.values(map)[0];
      if (typeof key === 'string' && key) return key;
    }
  } catch {
    // Reported below, as for any other shape.
  }
  context.addIssue({ code: 'custom', message: 'must be a JSON object of keys, e.g. {"default": "sb_…"}' });
  return z.NEVER;
});

const variablesSchema = z.object({
  SUPABASE_URL: required(httpUrl),
  SUPABASE_DB_URL: required(text),
  /** The app's origin: CORS and the invite links. Unset, no browser may call the api. */
  SITE_URL: optional(httpUrl),
  /** Under `supabase start` in Docker: the issuer tokens carry, SUPABASE_URL being internal. */
  AUTH_ISSUER: optional(text),
  /** Under `supabase start` in Docker: the URL browsers reach Storage at, for signed URLs. */
  SUPABASE_PUBLIC_URL: optional(httpUrl),
  // The project's keys as functions receive them: locally and self-hosted one variable each;
  // hosted functions get JSON maps; older projects only the legacy anon and service role keys.
  SUPABASE_PUBLISHABLE_KEY: optional(text),
  SUPABASE_PUBLISHABLE_KEYS: optional(keyMap),
  SUPABASE_ANON_KEY: optional(text),
  SUPABASE_SECRET_KEY: optional(text),
  SUPABASE_SECRET_KEYS: optional(keyMap),
  SUPABASE_SERVICE_ROLE_KEY: optional(text),
  OPENAI_API_KEY: optional(text),
  OPENAI_BASE_URL: optional(httpUrl),
  OPENAI_MODEL: optional(text),
  OPENAI_TRANSCRIBE_MODEL: optional(text),
  OPENAI_TIMEOUT_SECONDS: optional(
    z.coerce
      .number({ error: 'must be a number of seconds above 0' })
      .positive({ error: 'must be a number of seconds above 0' }),
  ),
  /** Plain http webhooks to localhost and 127.0.0.1 (webhooks/endpoint-address.ts): local development only. */
  WEBHOOK_ALLOW_LOOPBACK: optional(z.stringbool({ error: missingOr('must be true or false') })),
  /**
   * An answer a route does not declare becomes a 500 (route-table.ts): set by the tests' stack, so a
   * status missing from the public API's reference fails the tests; never in a deployment.
   */
  FAIL_UNDECLARED_ANSWERS: optional(z.stringbool({ error: missingOr('must be true or false') })),
  /**
   * Supabase Auth's Send Email Hook secret, `v1,whsec_<base64>` (routes/auth-hooks.ts): Auth signs
   * its e-mails' requests with it. Unset, the hook's route answers 503 and sends nothing.
   */
  SEND_EMAIL_HOOK_SECRET: optional(
    z.string().regex(/^v1,whsec_[A-Za-z0-9+/=]+$/, { error: 'must be Supabase\'s "v1,whsec_<base64>"' }),
  ),
  // The mail provider of Auth's e-mails (the worker reads the same variables for every other mail).
  MAIL_FROM: optional(text),
  RESEND_API_KEY: optional(text),
  RESEND_BASE_URL: optional(httpUrl),
  /** The local mail viewer (the local stack sets it). */
  MAIL_VIEWER_URL: optional(httpUrl),
  MAIL_TEST_RECIPIENT: optional(text),
  VIEWER_HASH_SALT: optional(text),
  VIEWER_IP_HEADER: optional(text),
  VIEWER_COUNTRY_HEADER: optional(text),
});

/** The variables the function reads; no other is looked at. */
const SERVER_ENV_VARIABLES = Object.keys(variablesSchema.shape) as (keyof typeof variablesSchema.shape)[];

const VIEWER_VARIABLES = ['VIEWER_HASH_SALT', 'VIEWER_IP_HEADER', 'VIEWER_COUNTRY_HEADER'] as const;

export interface ServerEnv {
  /** SUPABASE_URL without a trailing slash, e.g. http://127.0.0.1:54321. */
  supabaseUrl: string;
  databaseUrl: string;
  siteUrl: string | undefined;
  /** The issuer of access tokens: AUTH_ISSUER, else SUPABASE_URL's /auth/v1. */
  authIssuer: string;
  /** Where browsers reach the project: SUPABASE_PUBLIC_URL, else SUPABASE_URL. */
  publicUrl: string;
  publishableKey: string;
  /** Optional, so the rest of the api works without it; project-keys.ts says what to set. */
  secretKey: string | undefined;
  ai: AiSettings;
  /** WEBHOOK_ALLOW_LOOPBACK, false unless set: webhook receivers on this machine (local development). */
  webhookAllowLoopback: boolean;
  /** FAIL_UNDECLARED_ANSWERS, false unless set: an undeclared answer becomes a 500 (the tests). */
  failUndeclaredAnswers: boolean;
  /** SEND_EMAIL_HOOK_SECRET: Auth's Send Email Hook is served only with it. */
  sendEmailHookSecret: string | undefined;
  /** The mail provider: Resend, else the local mail viewer (mail-sender-from-env.ts). */
  mail: MailSettings;
  /** The view tracking variables that are set, by name (video-resumes/viewer-identity.ts reads them). */
  viewerVariables: ReadonlyMap<string, string>;
}

/** Checks `variables` (the environment, or a test's own) and gives the settings each part needs. */
export function parseServerEnv(variables: Record<string, string | undefined>): ServerEnv {
  const parsed = variablesSchema.safeParse(variables);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  const env = parsed.data;
  const publishableKey =
    env && (env.SUPABASE_PUBLISHABLE_KEY ?? env.SUPABASE_PUBLISHABLE_KEYS ?? env.SUPABASE_ANON_KEY);
  if (env && !publishableKey) problems.push('SUPABASE_PUBLISHABLE_KEY is missing');
  if (!env || !publishableKey || problems.length > 0) {
    throw new Error(`The api function's environment is not usable: ${problems.join('; ')}`);
  }
  return {
    supabaseUrl: env.SUPABASE_URL,
    databaseUrl: env.SUPABASE_DB_URL,
    siteUrl: env.SITE_URL,
    authIssuer: env.AUTH_ISSUER ?? `${env.SUPABASE_URL}/auth/v1`,
    publicUrl: env.SUPABASE_PUBLIC_URL ?? env.SUPABASE_URL,
    publishableKey,
    secretKey: env.SUPABASE_SECRET_KEY ?? env.SUPABASE_SECRET_KEYS ?? env.SUPABASE_SERVICE_ROLE_KEY,
    ai: {
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      transcribeModel: env.OPENAI_TRANSCRIBE_MODEL,
      timeoutMs: env.OPENAI_TIMEOUT_SECONDS && env.OPENAI_TIMEOUT_SECONDS * 1000,
    },
    webhookAllowLoopback: env.WEBHOOK_ALLOW_LOOPBACK ?? false,
    failUndeclaredAnswers: env.FAIL_UNDECLARED_ANSWERS ?? false,
    sendEmailHookSecret: env.SEND_EMAIL_HOOK_SECRET,
    mail: {
      from: env.MAIL_FROM,
      resendApiKey: env.RESEND_API_KEY,
      resendBaseUrl: env.RESEND_BASE_URL,
      viewerUrl: env.MAIL_VIEWER_URL,
      testRecipient: env.MAIL_TEST_RECIPIENT,
    },
    viewerVariables: new Map(
      VIEWER_VARIABLES.flatMap((name) => {
        const value = env[name];
        return value === undefined ? [] : [[name, value] as const];
      }),
    ),
  };
}

/** The environment of this function, read once. */
export const serverEnv: ServerEnv = parseServerEnv(
  Object.fromEntries(SERVER_ENV_VARIABLES.map((name) => [name, Deno.env.get(name)])),
);

/**
 * SITE_URL, for the links in e-mails and shared pages. Optional at start-up (the api serves
 * everything else without it); the first route that needs it says what is missing.
 */
export function requireSiteUrl(): string {
  if (!serverEnv.siteUrl) throw new Error('The api function needs the environment variable SITE_URL.');
  return serverEnv.siteUrl;
}
