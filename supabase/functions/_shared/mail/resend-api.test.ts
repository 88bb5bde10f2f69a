// The Resend and mail-viewer adapters against a local server that speaks Resend's `POST /emails`
// (https://resend.com/docs/api-reference/emails/send-email, errors as in
// https://resend.com/docs/api-reference/errors). Run by tests/api/function-deno-tests.test.ts.
import { assert, assertEquals, assertMatch } from '../testing/assert.ts';
import type { OutgoingEmail } from './mail-sender.ts';
import { createMailViewerSender } from './mail-viewer-sender.ts';
import { parseRetryAfter } from './resend-api.ts';
import { createResendSender } from './resend-sender.ts';

interface ReceivedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** A server on 127.0.0.1 answering every request with `answer` (or never, when it returns null). */
async function withResendServer(
  answer: (request: ReceivedRequest) => Response | null,
  test: (baseUrl: string, received: ReceivedRequest[]) => Promise<void>,
): Promise<void> {
  const received: ReceivedRequest[] = [];
  const hanging: Array<(response: Response) => void> = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    const text = await request.text();
    const entry = {
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    received.push(entry);
    return answer(entry) ?? new Promise<Response>((resolve) => hanging.push(resolve));
  });
  try {
    await test(`http://127.0.0.1:${server.addr.port}`, received);
  } finally {
    for (const release of hanging) release(new Response(null, { status: 503 }));
    await server.shutdown();
  }
}

const resendError = (statusCode: number, name: string, message: string) =>
  Response.json({ statusCode, name, message }, { status: statusCode });

const email: OutgoingEmail = {
  to: 'eve@example.com',
  subject: 'You are invited',
  html: '<p>Hello</p>',
  text: 'Hello',
  idempotencyKey: 'outbox-row-1',
};

Deno.test('Resend adapter: a 200 with an id is sent, with the documented request', async () => {
  await withResendServer(
    () => Response.json({ id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' }),
    async (baseUrl, received) => {
      const sender = createResendSender({
        apiKey: 're_test_key',
        from: 'Hiring <jobs@example.com>',
        baseUrl,
      });
      const outcome = await sender.send(email);
      assertEquals(outcome, { status: 'sent', id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' });
      assertEquals(received.length, 1);
      const [request] = received;
      assertEquals(request?.method, 'POST');
      assertEquals(request?.path, '/emails');
      assertEquals(request?.headers.get('authorization'), 'Bearer re_test_key');
      assertEquals(request?.headers.get('content-type'), 'application/json');
      assertEquals(request?.headers.get('idempotency-key'), 'outbox-row-1');
      assertEquals(request?.body, {
        from: 'Hiring <jobs@example.com>',
        to: ['eve@example.com'],
        subject: 'You are invited',
        html: '<p>Hello</p>',
        text: 'Hello',
      });
    },
  );
});

Deno.test(
  'Resend adapter: the testing-only 403 (no verified domain) is test mode, not a failure',
  async () => {
    await withResendServer(
      () =>
        resendError(
          403,
          'validation_error',
          'You can only send testing emails to your own email address (owner@example.com). To send emails to other recipients, please verify a domain at resend.com/domains, and change the `from` address to an email using this domain.',
        ),
      async (baseUrl) => {
        const outcome = await createResendSender({ apiKey: 'k', from: 'a@example.com', baseUrl }).send(email);
        assertEquals(outcome.status, 'test_mode');
        assertMatch(outcome.status === 'test_mode' ? outcome.detail : '', /only send testing emails/);
      },
    );
  },
);

Deno.test('Resend adapter: another 403 (invalid API key) is a failure with the reason', async () => {
  await withResendServer(
    () => resendError(403, 'invalid_api_key', 'API key is invalid'),
    async (baseUrl) => {
      const outcome = await createResendSender({ apiKey: 'bad', from: 'a@example.com', baseUrl }).send(email);
      assertEquals(outcome, {
        status: 'failed',
        error: 'Resend refused the e-mail (HTTP 403 invalid_api_key): API key is invalid',
      });
    },
  );
});

Deno.test('Resend adapter: a 500 is a failure with a readable error, worth retrying', async () => {
  await withResendServer(
    () => resendError(500, 'application_error', 'An unexpected error occurred.'),
    async (baseUrl) => {
      const outcome = await createResendSender({ apiKey: 'k', from: 'a@example.com', baseUrl }).send(email);
      assertEquals(outcome, {
        status: 'failed',
        error: 'Resend refused the e-mail (HTTP 500 application_error): An unexpected error occurred.',
        retryable: true,
      });
    },
  );
});

Deno.test(
  'Resend adapter: a 422 validation error is a final failure, a non-JSON 502 one to retry',
  async () => {
    await withResendServer(
      () => resendError(422, 'validation_error', 'Invalid `to` field.'),
      async (baseUrl) => {
        const outcome = await createResendSender({ apiKey: 'k', from: 'a@example.com', baseUrl }).send(email);
        assertEquals(outcome, {
          status: 'failed',
          error: 'Resend refused the e-mail (HTTP 422 validation_error): Invalid `to` field.',
        });
      },
    );
    await withResendServer(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      async (baseUrl) => {
        const outcome = await createResendSender({ apiKey: 'k', from: 'a@example.com', baseUrl }).send(email);
        assertEquals(outcome, {
          status: 'failed',
          error: 'Resend refused the e-mail (HTTP 502): <html>Bad gateway</html>',
          retryable: true,
        });
      },
    );
  },
);

Deno.test('Resend adapter: a server that never answers is a failure after the timeout', async () => {
  await withResendServer(
    () => null,
    async (baseUrl, received) => {
      const sender = createResendSender({ apiKey: 'k', from: 'a@example.com', baseUrl, timeoutMs: 200 });
      const started = Date.now();
      const outcome = await sender.send(email);
      const elapsed = Date.now() - started;
      assertEquals(outcome, {
        status: 'failed',
        error: 'Resend did not answer within 200 ms',
        retryable: true,
      });
      assertEquals(received.length, 1);
      assert(elapsed >= 150 && elapsed < 5000, `gave up after ${elapsed} ms`);
    },
  );
});

Deno.test('Resend adapter: an unreachable server is a failure', async () => {
  // A port that was just free: nothing listens there.
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const outcome = await createResendSender({
    apiKey: 'k',
    from: 'a@example.com',
    baseUrl: `http://127.0.0.1:${port}`,
  }).send(email);
  assertEquals(outcome.status, 'failed');
  assertMatch(outcome.status === 'failed' ? outcome.error : '', /^Could not reach Resend: /);
  assertEquals(outcome.status === 'failed' && outcome.retryable, true);
});

Deno.test('Resend adapter: a 429 is retried after the Retry-After it gives', async () => {
  await withResendServer(
    () =>
      Response.json(
        { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests.' },
        { status: 429, headers: { 'retry-after': '7' } },
      ),
    async (baseUrl) => {
      const outcome = await createResendSender({ apiKey: 'k', from: 'a@example.com', baseUrl }).send(email);
      assertEquals(outcome, {
        status: 'failed',
        error: 'Resend refused the e-mail (HTTP 429 rate_limit_exceeded): Too many requests.',
        retryable: true,
        retryAfterSeconds: 7,
      });
    },
  );
});

Deno.test('Resend adapter: a 409 is retried only while the same key is still in progress', async () => {
  await withResendServer(
    () => resendError(409, 'concurrent_idempotent_requests', 'Same idempotency key is being processed.'),
    async (baseUrl) => {
      const outcome = await createResendSender({ apiKey: 'k', from: 'a@example.com', baseUrl }).send(email);
      assertEquals(outcome.status === 'failed' && outcome.retryable, true);
    },
  );
  await withResendServer(
    () =>
      resendError(409, 'invalid_idempotent_request', 'Same idempotency key used with a different payload.'),
    async (baseUrl) => {
      const outcome = await createResendSender({ apiKey: 'k', from: 'a@example.com', baseUrl }).send(email);
      assertEquals(outcome.status === 'failed' && outcome.retryable, undefined);
    },
  );
});

Deno.test('Retry-After is read as seconds or as an HTTP date', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  assertEquals(parseRetryAfter('30', now), 30);
  assertEquals(parseRetryAfter('Wed, 25 Nov 2026 10:01:00 GMT', now), 60);
  assertEquals(parseRetryAfter('Wed, 25 Nov 2026 09:00:00 GMT', now), 0);
  assertEquals(parseRetryAfter('soon', now), undefined);
  assertEquals(parseRetryAfter(null, now), undefined);
});

Deno.test('Mail viewer adapter: posts the same request to {viewer}/emails with a bearer key', async () => {
  await withResendServer(
    () => Response.json({ id: 'viewer-id' }),
    async (baseUrl, received) => {
      const sender = createMailViewerSender({ viewerUrl: `${baseUrl}/`, from: 'Local <local@example.com>' });
      assertEquals(await sender.send(email), { status: 'sent', id: 'viewer-id' });
      assertEquals(received[0]?.path, '/emails');
      assertMatch(received[0]?.headers.get('authorization') ?? '', /^Bearer \S+$/);
      assertEquals((received[0]?.body as { from: string }).from, 'Local <local@example.com>');
    },
  );
});

Deno.test('Mail viewer adapter: a refusal names the viewer', async () => {
  await withResendServer(
    () => resendError(422, 'validation_error', 'Missing `subject` field.'),
    async (baseUrl) => {
      const outcome = await createMailViewerSender({ viewerUrl: baseUrl, from: 'a@example.com' }).send(email);
      assertEquals(outcome, {
        status: 'failed',
        error: 'The mail viewer refused the e-mail (HTTP 422 validation_error): Missing `subject` field.',
      });
    },
  );
});

Deno.test('a sender name goes before the configured address, quoted, and cannot add an address', async () => {
  await withResendServer(
    () => Response.json({ id: 'named' }),
    async (baseUrl, received) => {
      const sender = createResendSender({
        apiKey: 're_test',
        from: 'Interviews <mail@example.com>',
        baseUrl,
      });
      await sender.send({ ...email, fromName: 'Acme "Talent" <evil@example.net>' });
      await sender.send(email);
      const froms = received.map((request) => (request.body as { from: string }).from);
      assertEquals(froms, [
        '"Acme \\"Talent\\" <evil@example.net>" <mail@example.com>',
        'Interviews <mail@example.com>',
      ]);
    },
  );
});
