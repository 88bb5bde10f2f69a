import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { mailboxAddress } from './mailbox.ts';
import type { SendEmailRequest } from './send-email-schema.ts';
import { storedMessageSchema, type StoredMessage } from './stored-message.ts';

export interface MailStore {
  add(email: SendEmailRequest): StoredMessage;
  /** Newest first; `to` keeps the messages addressed to that mailbox (to, cc or bcc). */
  list(filter?: { to?: string }): StoredMessage[];
  get(id: string): StoredMessage | undefined;
  /** Removes every message; returns how many there were. */
  clear(): number;
}

/** Keeps the last `cap` messages: enough to look back on, small enough to load in a blink. */
export const DEFAULT_CAP = 1000;

function readMessages(file: string): { messages: StoredMessage[]; lines: number } {
  if (!existsSync(file)) return { messages: [], lines: 0 };
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim());
  const messages: StoredMessage[] = [];
  for (const line of lines) {
    try {
      const parsed = storedMessageSchema.safeParse(JSON.parse(line));
      if (parsed.success) messages.push(parsed.data);
    } catch {
      // A line cut short by a crash: the others are still good.
    }
  }
  return { messages, lines: lines.length };
}

function addressedTo(message: StoredMessage, address: string): boolean {
  return [...message.to, ...message.cc, ...message.bcc].some(
    (mailbox) => mailboxAddress(mailbox) === address,
  );
}

/**
 * The viewer's messages: in memory, and appended to a JSON-lines file so they survive a restart.
 * The file is rewritten with the last `cap` messages on start and whenever it grows to twice that.
 */
export function createMailStore(options: { file: string; cap?: number }): MailStore {
  const { file } = options;
  const cap = options.cap ?? DEFAULT_CAP;
  const loaded = readMessages(file);
  let messages = loaded.messages.slice(-cap);
  let lines = loaded.lines;

  const rewrite = () => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, messages.map((message) => `${JSON.stringify(message)}\n`).join(''));
    lines = messages.length;
  };
  if (lines !== messages.length) rewrite();

  return {
    add(email) {
      const message: StoredMessage = {
        id: randomUUID(),
        created_at: new Date().toISOString(),
        from: email.from,
        to: email.to,
        cc: email.cc ?? [],
        bcc: email.bcc ?? [],
        reply_to: email.reply_to ?? [],
        subject: email.subject,
        html: email.html ?? null,
        text: email.text ?? null,
        headers: email.headers ?? {},
      };
      messages.push(message);
      if (messages.length > cap) messages = messages.slice(-cap);
      if (lines + 1 > 2 * cap) {
        rewrite();
      } else {
        mkdirSync(dirname(file), { recursive: true });
        appendFileSync(file, `${JSON.stringify(message)}\n`);
        lines += 1;
      }
      return message;
    },
    list(filter = {}) {
      const address = filter.to ? (mailboxAddress(filter.to) ?? filter.to.trim().toLowerCase()) : undefined;
      const newestFirst = [...messages].reverse();
      return address ? newestFirst.filter((message) => addressedTo(message, address)) : newestFirst;
    },
    get(id) {
      return messages.find((message) => message.id === id);
    },
    clear() {
      const count = messages.length;
      messages = [];
      rewrite();
      return count;
    },
  };
}
