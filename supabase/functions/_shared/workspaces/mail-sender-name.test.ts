// The From display name of a workspace's e-mails. Run by tests/api/function-deno-tests.test.ts.
import { assertEquals } from '../testing/assert.ts';
import { mailSenderName } from './mail-sender-name.ts';

Deno.test('the sender name wins over the workspace name', () => {
  assertEquals(
    mailSenderName({ name: 'Acme Corp', email_sender_name: 'Acme Corp Talent' }),
    'Acme Corp Talent',
  );
  assertEquals(mailSenderName({ name: 'Acme Corp', email_sender_name: null }), 'Acme Corp');
});

Deno.test('what a From header cannot hold is dropped from a workspace name', () => {
  assertEquals(mailSenderName({ name: 'Acme "R&D" <Labs>\n', email_sender_name: null }), 'Acme R&D Labs');
  assertEquals(mailSenderName({ name: '<>"', email_sender_name: null }), null);
});
