// The auth stand-in's side of Auth's Send Email Hook (supabase/config.toml [auth.hook.send_email]):
// it POSTs Auth's payload signed per Standard Webhooks with the hook's secret, and a hook that
// answers other than 2xx, or not at all, fails the mail as an unsendable mail does: the sign-up's
// (or the reset's) transaction rolls back and leaves no token. The api's side, and the stack's
// hook end to end, are in tests/api/auth-send-email-hook.test.ts.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendEmailHook } from '../../local/stack/config.ts';
import { sendConfirmation } from '../../local/stack/auth/confirmation-mail.ts';
import { config, openDatabase, uniqueEmail } from './auth-fixtures.ts';

const db = openDatabase();
const secret = `v1,whsec_${randomBytes(32).toString('base64')}`;
let hookServer: Server;
let hookUrl: string;
/** What the hook answers next, and what it received. */
let answer = 200;
const received: { headers: Record<string, string>; body: string }[] = [];

beforeAll(async () => {
  hookServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  await new Promise((resolve) => hookServer.close(resolve));
  await db.end();
});

class Rollback extends Error {}

/**
 * A new user's confirmation sent through `hook` inside a transaction that is then rolled back:
 * what sendConfirmation threw (undefined when it did not), and the token it left in the transaction.
 */
async function confirmThrough(hook: SendEmailHook, metadata: object) {
  const email = uniqueEmail('hook-standin');
  let thrown: unknown;
  let token: string | null = null;
  await db
    .begin(async (tx) => {
      const [user] = await tx<{ id: string }[]>`
        insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
        values (gen_random_uuid(), 'authenticated', 'authenticated', ${email},
                ${tx.json({ provider: 'email', providers: ['email'] })}, ${tx.json(metadata as never)}, now(), now())
        returning id`;
      const id = user?.id as string;
      try {
        await sendConfirmation(
          tx,
          { ...config, sendEmailHook: hook },
          { id, email },
          {
            pkce: true,
            redirectTo: `${config.siteUrl}/candidate/auth/callback`,
          },
        );
      } catch (error) {
        thrown = error;
      }
      const [row] = await tx<{ token: string | null }[]>`
        select confirmation_token as token from auth.users where id = ${id}`;
      token = row?.token ?? null;
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return { email, thrown, token };
}

describe('the auth stand-in with a Send Email Hook', () => {
  it("POSTs Auth's payload, signed with the hook's secret, and sends no mail of its own", async () => {
    answer = 200;
    received.length = 0;
    const { email, thrown, token } = await confirmThrough({ uri: hookUrl, secret }, { locale: 'fr' });
    expect(thrown).toBeUndefined();
    expect(received).toHaveLength(1);
    const [request] = received as [(typeof received)[number]];
    const payload = new Webhook(secret.replace(/^v1,/, '')).verify(request.body, request.headers);
    expect(payload).toMatchObject({
      user: { email, aud: 'authenticated', user_metadata: { locale: 'fr' } },
      email_data: {
        token: expect.stringMatching(/^\d{6}$/),
        token_hash: token,
        redirect_to: `${config.siteUrl}/candidate/auth/callback`,
        email_action_type: 'signup',
        site_url: config.siteUrl,
      },
    });
    expect(token).toMatch(/^pkce_[0-9a-f]{56}$/);
  });

  it('fails the mail when the hook answers other than 2xx, or cannot be reached', async () => {
    answer = 500;
    const refused = await confirmThrough({ uri: hookUrl, secret }, {});
    expect(refused.thrown).toMatchObject({ status: 500, message: 'Error sending confirmation email' });
    const unreachable = await confirmThrough({ uri: 'http://127.0.0.1:9/hook', secret }, {});
    expect(unreachable.thrown).toMatchObject({ status: 500, message: 'Error sending confirmation email' });
  });
});
