// Rows to invite in bulk, from pasted text or a CSV file (issue #19 item 6): first name, last name,
// e-mail, with a header row or not, parsed by papaparse (quotes, commas in names, tabs from a
// spreadsheet, a byte-order mark). Each row gets its key here, once: the server stores it with the
// invitation, so sending a row again never invites twice.
import Papa from 'papaparse';
import { BULK_MAX_ROWS, bulkInvitationMessages, checkPerson, type BulkRow } from '#contract/bulk-invitations';

export interface ParsedRow extends BulkRow {
  /** The row's line in the file, 1-based, counting a header. */
  line: number;
  /** Why it cannot be sent, or null. */
  error: string | null;
}

export type ParseOutcome = { ok: true; rows: ParsedRow[] } | { ok: false; error: string };

/** Which columns hold what: by a header row's names, else first name, last name, e-mail in order. */
function columnsOf(first: string[]): { header: boolean; first: number; last: number; email: number } {
  const names = first.map((cell) => cell.trim().toLowerCase());
  const find = (pattern: RegExp) => names.findIndex((name) => pattern.test(name));
  const email = find(/e-?mail/);
  const firstName = find(/first|given/);
  const lastName = find(/last|family|surname/);
  if (email !== -1 && firstName !== -1 && lastName !== -1) {
    return { header: true, first: firstName, last: lastName, email };
  }
  return { header: false, first: 0, last: 1, email: 2 };
}

export function parseBulkRows(text: string): ParseOutcome {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const records = parsed.data.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const head = records[0];
  if (!head) return { ok: false, error: bulkInvitationMessages.noRows };
  const columns = columnsOf(head);
  const body = columns.header ? records.slice(1) : records;
  if (body.length === 0) return { ok: false, error: bulkInvitationMessages.noRows };
  if (body.length > BULK_MAX_ROWS) return { ok: false, error: bulkInvitationMessages.tooManyRows };

  const seen = new Set<string>();
  const rows = body.map((cells, index): ParsedRow => {
    const raw = {
      first_name: cells[columns.first] ?? '',
      last_name: cells[columns.last] ?? '',
      email: cells[columns.email] ?? '',
    };
    const check = checkPerson(raw);
    const line = index + (columns.header ? 2 : 1);
    if (!check.ok) return { key: crypto.randomUUID(), line, ...raw, error: check.error };
    const duplicate = seen.has(check.person.email);
    seen.add(check.person.email);
    return {
      key: crypto.randomUUID(),
      line,
      ...check.person,
      error: duplicate ? bulkInvitationMessages.duplicate : null,
    };
  });
  return { ok: true, rows };
}

/** The rows with the interview's existing invitations marked. */
export function markAlreadyInvited(rows: ParsedRow[], invited: string[]): ParsedRow[] {
  const already = new Set(invited);
  return rows.map((row) =>
    row.error === null && already.has(row.email)
      ? { ...row, error: bulkInvitationMessages.alreadyInvited }
      : row,
  );
}
