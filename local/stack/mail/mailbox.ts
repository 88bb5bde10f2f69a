/**
 * Mailboxes as Resend accepts them: `ada@example.com` or `Ada Admin <ada@example.com>` (the display
 * name may be quoted). Only the shape is checked, as an API that cannot deliver anything should.
 */
const MAILBOX = /^(?:(?<name>[^<>]*?)\s*<(?<angled>[^\s<>@]+@[^\s<>@]+)>|(?<bare>[^\s<>@"]+@[^\s<>@]+))$/;

/** The bare address of a mailbox, lower-cased; undefined when the text is not a mailbox. */
export function mailboxAddress(mailbox: string): string | undefined {
  const match = MAILBOX.exec(mailbox.trim());
  const address = match?.groups?.angled ?? match?.groups?.bare;
  return address?.toLowerCase();
}

export function isMailbox(mailbox: string): boolean {
  return mailboxAddress(mailbox) !== undefined;
}
