// A local server speaking Resend's `POST /emails` (https://resend.com/docs/api-reference/emails/send-email),
// for tests that need the mail provider to fail: it can be made unreachable (it stops listening),
// or slow (it accepts an e-mail and holds its answer). It honours `Idempotency-Key` as Resend
// does: the same key with the same body answers the first e-mail's id without accepting it again,
// with another body 409 invalid_idempotent_request. Every accepted e-mail is recorded.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createIdempotencyKeys } from '../../local/stack/mail/idempotency.ts';

export const RESEND_TEST_API_KEY = 're_test_isolated_key';

export interface AcceptedEmail {
  id: string;
  to: string[];
  subject: string;
  idempotencyKey: string | undefined;
}

/** An error answer instead of accepting an e-mail (Resend's error body, optional Retry-After). */
export interface RefusalRule {
  (to: string[]): { status: number; name: string; message: string; retryAfter?: string } | undefined;
}

export interface RunningResendServer {
  /** The RESEND_BASE_URL of this server. */
  url: string;
  /** Every e-mail accepted once, in order; replays of an idempotency key are not in it. */
  accepted: AcceptedEmail[];
  /** How many `POST /emails` requests arrived, replays included. */
  requests(): number;
  /** Resolves when at least `count` requests have arrived. */
  waitForRequests(count: number): Promise<void>;
  /** false: the port refuses connections (the provider is down); true: it listens again. */
  setReachable(reachable: boolean): Promise<void>;
  /** true: an e-mail is accepted and recorded, but its answer is held until set back to false. */
  setHolding(holding: boolean): void;
  /** Answers an error for the e-mails `rule` picks (none with no rule); refused ones are not accepted. */
  setRefusals(rule: RefusalRule | undefined): void;
  stop(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startResendServer(port: number): Promise<RunningResendServer> {
  const accepted: AcceptedEmail[] = [];
  const keys = createIdempotencyKeys();
  let requestCount = 0;
  let holding = false;
  let refusals: RefusalRule | undefined;
  let held: (() => void)[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/emails') {
        return answer(response, 404, { statusCode: 404, name: 'not_found', message: 'Not found' });
      }
      if (request.headers.authorization !== `Bearer ${RESEND_TEST_API_KEY}`) {
        return answer(response, 401, {
          statusCode: 401,
          name: 'missing_api_key',
          message: 'API key is invalid',
        });
      }
      const text = await readBody(request);
      requestCount += 1;
      for (const waiter of waiters.filter((w) => requestCount >= w.count)) waiter.resolve();
      const body = JSON.parse(text) as { to: string[]; subject: string };
      const refusal = refusals?.(body.to);
      if (refusal) {
        if (response.destroyed) return;
        response.writeHead(refusal.status, {
          'content-type': 'application/json',
          ...(refusal.retryAfter === undefined ? {} : { 'retry-after': refusal.retryAfter }),
        });
        response.end(
          JSON.stringify({ statusCode: refusal.status, name: refusal.name, message: refusal.message }),
        );
        return;
      }
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      const check = idempotencyKey === undefined ? undefined : keys.check(idempotencyKey, body);
      let id: string;
      if (check?.kind === 'conflict') {
        return answer(response, 409, {
          statusCode: 409,
          name: 'invalid_idempotent_request',
          message: 'Same idempotency key used with a different request payload.',
        });
      }
      if (check?.kind === 'replay') {
        id = check.id;
      } else {
        id = randomUUID();
        check?.remember(id);
        accepted.push({ id, to: body.to, subject: body.subject, idempotencyKey });
      }
      if (holding) await new Promise<void>((release) => held.push(release));
      answer(response, 200, { id });
    })();
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen();

  const setHolding = (value: boolean) => {
    holding = value;
    if (!value) {
      for (const release of held) release();
      held = [];
    }
  };

  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    requests: () => requestCount,
    waitForRequests: (count) =>
      requestCount >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve })),
    async setReachable(reachable) {
      if (reachable && !server.listening) await listen();
      if (!reachable) await close();
    },
    setHolding,
    setRefusals(rule) {
      refusals = rule;
    },
    async stop() {
      setHolding(false);
      await close();
    },
  };
}
