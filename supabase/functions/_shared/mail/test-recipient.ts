import type { MailSender } from './mail-sender.ts';

/**
 * Test mode (docs/product.md §9: until a sending domain is verified, mail may go to one address only): mail
 * to `testRecipient` goes through `sender`; mail to anyone else is not sent and is `test_mode`,
 * so the recruiter copies the invite link instead.
 */
export function onlyToTestRecipient(sender: MailSender, testRecipient: string): MailSender {
  const allowed = testRecipient.trim().toLowerCase();
  return {
    name: `${sender.name} (test mode: only ${allowed})`,
    send: (email) =>
      email.to.trim().toLowerCase() === allowed
        ? sender.send(email)
        : Promise.resolve({
            status: 'test_mode',
            detail: `Test mode: e-mail is only sent to ${allowed} until a sending domain is verified`,
          }),
  };
}
