import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { databaseUrl } from '../db/database-url.ts';

/**
 * The well-known local keys `supabase start` prints, so one .env serves the stand-ins and a
 * Docker-based local Supabase alike. Local only: a hosted project has its own.
 */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface StackConfig {
  /** Gateway: /auth/v1, /storage/v1, /functions/v1/api, as Supabase's API URL. */
  gatewayPort: number;
  /** Mail viewer, as Mailpit's web UI. */
  mailPort: number;
  /** Deno serving the api function; reached through the gateway. */
  functionPort: number;
  /** Vite dev server serving the React app. */
  appPort: number;
  supabaseUrl: string;
  mailUrl: string;
  siteUrl: string;
  publishableKey: string;
  secretKey: string;
  databaseUrl: string;
  /** Git-ignored state of the stand-ins: signing key, stored files. */
  stateDir: string;
  /**
   * Auth's Send Email Hook (supabase/config.toml [auth.hook.send_email]): the auth stand-in POSTs
   * its e-mails there, signed with `secret`, instead of sending its English templates. Unset,
   * startStack gives the api's route and a secret of its own (withSendEmailHook); null, none.
   */
  sendEmailHook?: SendEmailHook | null;
}

export interface SendEmailHook {
  uri: string;
  /** Supabase's form, `v1,whsec_<base64>`; the api function gets it as SEND_EMAIL_HOOK_SECRET. */
  secret: string;
}

/**
 * `config` with Auth's Send Email Hook on, as supabase/config.toml has it: the api function's route
 * through the gateway, and a new secret for this run of the stack. A config that says (null: off)
 * is kept.
 */
export function withSendEmailHook(config: StackConfig): StackConfig {
  if (config.sendEmailHook !== undefined) return config;
  return {
    ...config,
    sendEmailHook: {
      uri: `${config.supabaseUrl}/functions/v1/api/auth/send-email-hook`,
      secret: `v1,whsec_${randomBytes(32).toString('base64')}`,
    },
  };
}

/**
 * Supabase's local ports by default. STACK_PORT_BASE moves all of them together (gateway base+1,
 * mail base+4, function base+11, app base+50), so two stacks can run side by side, e.g. tests next to
 * `npm run dev`.
 */
export function stackConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const base = Number(env.STACK_PORT_BASE ?? 54320);
  if (!Number.isInteger(base) || base < 1024 || base > 65000) {
    throw new Error(
      `STACK_PORT_BASE must be a port number between 1024 and 65000, not "${env.STACK_PORT_BASE}".`,
    );
  }
  const gatewayPort = base + 1;
  const mailPort = base + 4;
  const appPort = Number(env.APP_PORT ?? (base === 54320 ? 5173 : base + 50));
  return {
    gatewayPort,
    mailPort,
    functionPort: base + 11,
    appPort,
    supabaseUrl: `http://127.0.0.1:${gatewayPort}`,
    mailUrl: `http://127.0.0.1:${mailPort}`,
    siteUrl: env.SITE_URL ?? `http://localhost:${appPort}`,
    publishableKey: env.VITE_SUPABASE_PUBLISHABLE_KEY ?? LOCAL_PUBLISHABLE_KEY,
    secretKey: env.SUPABASE_SECRET_KEY ?? LOCAL_SECRET_KEY,
    databaseUrl: databaseUrl(),
    stateDir: resolve(REPO_ROOT, '.local', base === 54320 ? 'stack' : `stack-${base}`),
  };
}
