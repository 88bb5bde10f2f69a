// Which adapter the mail settings pick, and test mode. Run by tests/api/function-deno-tests.test.ts.
// The worker reads the settings from its environment (worker/env.ts, tests/unit/worker-env.test.ts).
import { assertEquals, assertMatch } from '../testing/assert.ts';
import type { MailSender, OutgoingEmail, SendOutcome } from './mail-sender.ts';
import { mailSenderFromEnv, NO_PROVIDER_ERROR } from './mail-sender-from-env.ts';
import { onlyToTestRecipient } from './test-recipient.ts';

const email = (to: string): OutgoingEmail => ({ to, subject: 'S', html: '<p>H</p>', text: 'H' });

/** A sender that records what it was asked to send. */
function recordingSender(): MailSender & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return {
    name: 'recording',
    sent,
    send: (message): Promise<SendOutcome> => {
      sent.push(message);
      return Promise.resolve({ status: 'sent', id: 'x' });
    },
  };
}

Deno.test('RESEND_API_KEY picks Resend, even when a mail viewer is configured', () => {
  const sender = mailSenderFromEnv({ resendApiKey: 're_x', viewerUrl: 'http://127.0.0.1:1' });
  assertEquals(sender.name, 'resend');
});

Deno.test('without RESEND_API_KEY, MAIL_VIEWER_URL picks the mail viewer', () => {
  assertEquals(mailSenderFromEnv({ viewerUrl: 'http://127.0.0.1:1' }).name, 'mail-viewer');
});

Deno.test('with no provider every send fails, saying what to set', async () => {
  const sender = mailSenderFromEnv({ testRecipient: 'me@example.com' });
  assertEquals(await sender.send(email('me@example.com')), { status: 'failed', error: NO_PROVIDER_ERROR });
  assertEquals(NO_PROVIDER_ERROR, 'No mail provider is configured: set RESEND_API_KEY');
});

Deno.test('MAIL_TEST_RECIPIENT wraps the chosen provider in test mode', () => {
  const sender = mailSenderFromEnv({ resendApiKey: 're_x', testRecipient: 'me@example.com' });
  assertMatch(sender.name, /^resend \(test mode/);
});

Deno.test('test mode sends to the test address (any case) and holds back mail to anyone else', async () => {
  const inner = recordingSender();
  const sender = onlyToTestRecipient(inner, ' Me@Example.com ');
  assertEquals(await sender.send(email('me@example.COM')), { status: 'sent', id: 'x' });
  const held = await sender.send(email('eve@example.com'));
  assertEquals(held.status, 'test_mode');
  assertEquals(
    inner.sent.map((message) => message.to),
    ['me@example.COM'],
  );
});
