// A bulk send in progress, kept in this browser per interview so a reload (or a closed tab) can
// go on where it stopped: the rows with their keys, and how many the server has confirmed. Sending
// again from the first unconfirmed batch is harmless: the server knows the keys it has seen.
import type { BulkRow } from '#contract/bulk-invitations';

export interface BulkSend {
  rows: BulkRow[];
  /** Rows confirmed by the server, from the start. */
  sent: number;
  expires_at?: string;
  invited: number;
  skipped: number;
  failed: number;
}

const keyOf = (interviewId: string) => `bulk-invite:${interviewId}`;

export function loadBulkSend(interviewId: string): BulkSend | null {
  try {
    const stored = localStorage.getItem(keyOf(interviewId));
    return stored ? (JSON.parse(stored) as BulkSend) : null;
  } catch {
    return null;
  }
}

export function saveBulkSend(interviewId: string, send: BulkSend): void {
  try {
    localStorage.setItem(keyOf(interviewId), JSON.stringify(send));
  } catch {
    // Private mode or a full store: the send goes on, only a reload cannot resume it.
  }
}

export function clearBulkSend(interviewId: string): void {
  try {
    localStorage.removeItem(keyOf(interviewId));
  } catch {
    // Nothing to forget.
  }
}
