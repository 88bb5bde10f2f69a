/** The longest sender display name mail_outbox.from_name holds. */
const SENDER_NAME_MAX_LENGTH = 100;

/**
 * The display name a workspace's e-mails are sent as: its sender name, else its name. A workspace
 * name may hold what a From header cannot (< > " and control characters, which
 * mail_outbox.from_name refuses), so those are dropped; null when nothing is left.
 */
export function mailSenderName(workspace: { name: string; email_sender_name: string | null }): string | null {
  const raw = workspace.email_sender_name ?? workspace.name;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const cleaned = raw.replace(/[<>"\\\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(0, SENDER_NAME_MAX_LENGTH).trim() || null;
}
