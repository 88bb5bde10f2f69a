// A customer's webhook receiver on 127.0.0.1 for the tests: it verifies each request's signature
// with `standardwebhooks`, as a customer's code would, and answers the statuses it is told to, in
// turn (the last one from then on).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  webhookId: string;
  /** The payload as verified; null when the signature did not verify. */
  payload: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  answered: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The secret the signatures are verified with (the endpoint's, once it is registered). */
  useSecret(secret: string): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(statuses: number[] = [200]): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let secret: string | null = null;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) =>
          typeof value === 'string' ? [[name, value]] : [],
        ),
      );
      let payload: ReceivedWebhook['payload'] = null;
      try {
        if (secret) payload = new Webhook(secret).verify(body, headers) as ReceivedWebhook['payload'];
      } catch {
        payload = null;
      }
      const answered = statuses[Math.min(received.length, statuses.length - 1)] ?? 200;
      received.push({ webhookId: headers['webhook-id'] ?? '', payload, answered });
      response.writeHead(answered, { 'content-type': 'text/plain' }).end(answered < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    useSecret: (value) => {
      secret = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
