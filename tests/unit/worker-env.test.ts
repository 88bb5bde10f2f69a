// The worker's mail settings as its environment gives them (worker/env.ts, worker/context.ts): a
// blank setting counts as unset, and a bad URL stops the worker with the variable named. Webhooks
// to this machine only where WEBHOOK_ALLOW_LOOPBACK says so.
import { describe, expect, it } from 'vitest';
import { mailSenderFromEnv } from '#backend/mail/mail-sender-from-env';
import { mailSettingsOf } from '../../worker/context.ts';
import { readWorkerEnv } from '../../worker/env.ts';

const required = {
  DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_SECRET_KEY: 'sb_secret_x',
  SITE_URL: 'http://localhost:5173',
};

describe("the worker's mail provider", () => {
  it('is Resend with RESEND_API_KEY, else the mail viewer; a blank key counts as unset', () => {
    const viewer = 'http://127.0.0.1:54324';
    const pick = (env: Record<string, string>) =>
      mailSenderFromEnv(mailSettingsOf(readWorkerEnv({ ...required, ...env }))).name;
    expect(pick({ RESEND_API_KEY: 're_x', MAIL_VIEWER_URL: viewer })).toBe('resend');
    expect(pick({ RESEND_API_KEY: '  ', MAIL_VIEWER_URL: viewer })).toBe('mail-viewer');
    expect(pick({ RESEND_API_KEY: 're_x', MAIL_TEST_RECIPIENT: ' me@example.com ' })).toMatch(
      /^resend \(test mode: only me@example.com\)$/,
    );
  });

  it('refuses a worker without its database, naming the variable', () => {
    expect(() => readWorkerEnv({ ...required, DATABASE_URL: '' })).toThrow(/DATABASE_URL/);
  });
});

describe("the worker's webhook receivers on this machine", () => {
  it('are refused unless WEBHOOK_ALLOW_LOOPBACK is set, as only the local stack sets it', () => {
    expect(readWorkerEnv(required).WEBHOOK_ALLOW_LOOPBACK).toBe(false);
    expect(readWorkerEnv({ ...required, WEBHOOK_ALLOW_LOOPBACK: 'false' }).WEBHOOK_ALLOW_LOOPBACK).toBe(
      false,
    );
    expect(readWorkerEnv({ ...required, WEBHOOK_ALLOW_LOOPBACK: 'true' }).WEBHOOK_ALLOW_LOOPBACK).toBe(true);
    expect(() => readWorkerEnv({ ...required, WEBHOOK_ALLOW_LOOPBACK: 'maybe' })).toThrow(
      /WEBHOOK_ALLOW_LOOPBACK must be true or false/,
    );
  });
});
