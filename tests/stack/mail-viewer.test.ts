import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailViewer } from '../../local/stack/mail/create-mail-viewer.ts';
import { createMailStore } from '../../local/stack/mail/mail-store.ts';
import { latestMail, mailTo, type MailMessage } from '../support/mail.ts';
import { testStackConfig } from '../support/test-stack.ts';

const config = testStackConfig();
const { mailUrl } = config;

/** A fresh address per test, so tests sharing the stack's viewer never see each other's mail. */
const newAddress = () => `mail-${randomUUID()}@example.test`;

function sendEmail(body: unknown, options: { baseUrl?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${options.baseUrl ?? mailUrl}/emails`, {
    method: 'POST',
    headers: { authorization: 'Bearer re_test_key', 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify(body),
  });
}

function invitation(to: unknown, extra: Record<string, unknown> = {}) {
  return {
    from: 'Async Interviews <no-reply@example.com>',
    to,
    subject: 'You are invited to an interview',
    html: '<p>Hello, <a href="http://localhost:5173/take/abc?lang=en&amp;x=1">start the interview</a></p>',
    text: 'Start the interview: http://localhost:5173/take/abc?lang=en&x=1',
    ...extra,
  };
}

describe('the mail viewer speaks Resend’s sending API', () => {
  it('stores a mail sent like Resend and gives it back as the latest message to its recipient', async () => {
    const to = newAddress();
    const response = await sendEmail(invitation(to, { headers: { 'X-Entity-Ref-ID': 'invitation-1' } }));

    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const latest = await latestMail(to);
    expect(latest).toMatchObject({
      id,
      from: 'Async Interviews <no-reply@example.com>',
      to: [to],
      cc: [],
      subject: 'You are invited to an interview',
      text: 'Start the interview: http://localhost:5173/take/abc?lang=en&x=1',
      headers: { 'X-Entity-Ref-ID': 'invitation-1' },
    });
    expect(latest.html).toContain('start the interview');
    expect(latest.links).toEqual(['http://localhost:5173/take/abc?lang=en&x=1']);
    expect(Date.parse(latest.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts recipient arrays and "Name <address>", and files cc and bcc under their addresses too', async () => {
    const [to, cc, bcc] = [newAddress(), newAddress(), newAddress()];
    const response = await sendEmail(invitation([`Cody Candidate <${to}>`], { cc, bcc: [bcc] }));
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };

    expect((await latestMail(to.toUpperCase())).id).toBe(id);
    expect((await latestMail(cc)).cc).toEqual([cc]);
    expect((await latestMail(bcc)).bcc).toEqual([bcc]);
  });

  it('lists the messages to an address newest first', async () => {
    const to = newAddress();
    const first = (await (await sendEmail(invitation(to, { subject: 'First' }))).json()) as { id: string };
    const second = (await (await sendEmail(invitation(to, { subject: 'Second' }))).json()) as { id: string };

    const messages = await mailTo(to);
    expect(messages.map((message) => message.id)).toEqual([second.id, first.id]);
    const byId = (await (await fetch(`${mailUrl}/api/messages/${first.id}`)).json()) as MailMessage;
    expect(byId.subject).toBe('First');
  });

  it('answers 404 JSON when no message reached an address, or for an unknown id', async () => {
    const latest = await fetch(`${mailUrl}/api/messages/latest?to=${newAddress()}`);
    expect(latest.status).toBe(404);
    expect(latest.headers.get('content-type')).toContain('application/json');
    expect(await latest.json()).toMatchObject({ statusCode: 404, name: 'not_found' });

    expect((await fetch(`${mailUrl}/api/messages/${randomUUID()}`)).status).toBe(404);
  });

  it('rejects missing or malformed fields with Resend’s validation error, and stores nothing', async () => {
    const to = newAddress();
    const cases: [unknown, string][] = [
      [{ from: 'a@example.com', subject: 'No recipient', text: 'x' }, 'Missing `to` field.'],
      [invitation('not-an-address'), 'Invalid `to` field.'],
      [invitation(to, { from: undefined }), 'Missing `from` field.'],
      [invitation(to, { subject: undefined }), 'Missing `subject` field.'],
      [invitation(to, { html: undefined, text: undefined }), 'Missing `html` or `text` field.'],
      [invitation(to, { cc: ['fine@example.com', 'broken'] }), 'Invalid `cc` field.'],
    ];
    for (const [body, message] of cases) {
      const response = await sendEmail(body);
      expect(response.status).toBe(422);
      const error = (await response.json()) as { statusCode: number; name: string; message: string };
      expect(error).toEqual({ statusCode: 422, name: 'validation_error', message: expect.any(String) });
      expect(error.message).toContain(message);
    }
    expect(await mailTo(to)).toEqual([]);
  });

  it('refuses a request without an API key, as Resend does', async () => {
    const response = await fetch(`${mailUrl}/emails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(invitation(newAddress())),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: 401, name: 'missing_api_key' });
  });

  it('answers the first id again for a repeated Idempotency-Key', async () => {
    const to = newAddress();
    const key = `invitation/${randomUUID()}`;
    const send = (subject: string) =>
      sendEmail(invitation(to, { subject }), { headers: { 'idempotency-key': key } });

    const first = (await (await send('Once')).json()) as { id: string };
    const again = (await (await send('Once')).json()) as { id: string };
    expect(again.id).toBe(first.id);
    expect(await mailTo(to)).toHaveLength(1);
    expect((await send('Something else')).status).toBe(409);
  });
});

describe('the mail viewer’s pages', () => {
  it('lists a mail on the inbox page and escapes its subject', async () => {
    const to = newAddress();
    const subject = `<script>alert("x")</script> ${randomUUID()}`;
    await sendEmail(invitation(to, { subject }));

    const response = await fetch(`${mailUrl}/?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('<title>Inbox · Local mail viewer</title>');
    expect(page).toContain('<h1>Local mail viewer</h1>');
    expect(page).toContain('<th scope="col">Subject</th>');
    expect(page).toContain('<label for="to">Recipient</label>');
    expect(page).toContain(to);
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).not.toContain('<script');
  });

  it('shows one message with its HTML in a sandboxed iframe without scripts, and its text part', async () => {
    const to = newAddress();
    const html = '<p>Hi</p><script>parent.document.title = "owned"</script>';
    await sendEmail(invitation(to, { html, text: 'Plain <text> part' }));
    const { id } = await latestMail(to);

    const page = await (await fetch(`${mailUrl}/messages/${id}`)).text();
    const iframe = /<iframe[^>]*>/.exec(page)?.[0] ?? '';
    expect(iframe).toMatch(/\bsandbox="[^"]*"/);
    expect(iframe).not.toContain('allow-scripts');
    expect(iframe).not.toContain('allow-same-origin');
    expect(iframe).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;Hi&lt;/p&gt;&lt;script&gt;',
    );
    expect(page).toContain('<pre>Plain &lt;text&gt; part</pre>');
    expect(page).not.toContain('<script');
    expect((await fetch(`${mailUrl}/messages/${randomUUID()}`)).status).toBe(404);
  });
});

describe('the mail viewer’s storage', () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'mail-viewer-'));
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    rmSync(stateDir, { recursive: true, force: true });
  });

  /** A private viewer on its own state directory: deleting mail there cannot disturb other tests. */
  async function startViewer(): Promise<string> {
    const server = createServer(createMailViewer({ config: { ...config, stateDir } }));
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('keeps messages across a restart, and delete-all empties the inbox for good', async () => {
    const to = newAddress();
    const before = await startViewer();
    const { id } = (await (await sendEmail(invitation(to), { baseUrl: before })).json()) as { id: string };
    expect(readFileSync(join(stateDir, 'mail', 'messages.jsonl'), 'utf8')).toContain(id);

    const after = await startViewer();
    const restored = (await (await fetch(`${after}/api/messages/latest?to=${to}`)).json()) as MailMessage;
    expect(restored.id).toBe(id);

    const form = await fetch(`${after}/messages/delete-all`, { method: 'POST', redirect: 'manual' });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/');
    expect(((await (await fetch(`${after}/api/messages`)).json()) as { total: number }).total).toBe(0);

    await sendEmail(invitation(to), { baseUrl: after });
    const deleted = await fetch(`${after}/api/messages`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ deleted: 1 });
    const again = await startViewer();
    expect((await fetch(`${again}/api/messages/latest?to=${to}`)).status).toBe(404);
  });

  it('keeps only the newest messages up to its cap, in memory and on disk', () => {
    const file = join(stateDir, 'capped', 'messages.jsonl');
    const store = createMailStore({ file, cap: 3 });
    const subjects = ['1', '2', '3', '4', '5', '6', '7'];
    for (const subject of subjects)
      store.add({ from: 'a@example.com', to: ['b@example.com'], subject, text: 'x' });

    expect(store.list().map((message) => message.subject)).toEqual(['7', '6', '5']);
    expect(
      createMailStore({ file, cap: 3 })
        .list()
        .map((message) => message.subject),
    ).toEqual(['7', '6', '5']);
    expect(readFileSync(file, 'utf8').trim().split('\n').length).toBe(3);
  });
});
