// The bulk invite's parser (src/features/invitations/bulk-invite/parse-bulk-rows.ts): a header row
// or not, quoted commas, a byte-order mark, tab-separated paste, each row's problem, duplicates in
// the file, and the 1,000-row limit.
import { describe, expect, it } from 'vitest';
import { bulkInvitationMessages } from '#contract/bulk-invitations';
import {
  markAlreadyInvited,
  parseBulkRows,
} from '../../src/features/invitations/bulk-invite/parse-bulk-rows.ts';

const rowsOf = (text: string) => {
  const parsed = parseBulkRows(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rows;
};

describe('parsing rows to invite', () => {
  it('reads a CSV with a header in any column order, a byte-order mark and quoted commas', () => {
    const rows = rowsOf(
      '\uFEFFE-mail,Last name,First name\r\n ADA@Example.com ,"Lovelace, Countess",Ada\r\n',
    );
    expect(rows).toEqual([
      expect.objectContaining({
        line: 2,
        first_name: 'Ada',
        last_name: 'Lovelace, Countess',
        email: 'ada@example.com',
        error: null,
      }),
    ]);
    expect(rows[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes rows without a header as first name, last name, e-mail, tab-separated too', () => {
    const rows = rowsOf('Grace\tHopper\tgrace@example.com\n\nAlan\tTuring\talan@example.com');
    expect(rows.map((row) => [row.line, row.first_name, row.email])).toEqual([
      [1, 'Grace', 'grace@example.com'],
      [2, 'Alan', 'alan@example.com'],
    ]);
  });

  it("gives each bad row the invite form's reason, and marks repeats and earlier invitations", () => {
    const rows = rowsOf(
      'Ada,Lovelace,ada@example.com\n,Nameless,n@example.com\nBad,Mail,nope\nAda,Again,ADA@example.com\nOld,Friend,old@example.com',
    );
    expect(rows.map((row) => row.error)).toEqual([
      null,
      'First name is required',
      'Enter a valid e-mail address',
      bulkInvitationMessages.duplicate,
      null,
    ]);
    const marked = markAlreadyInvited(rows, ['old@example.com']);
    expect(marked.at(-1)?.error).toBe(bulkInvitationMessages.alreadyInvited);
    expect(marked[0]?.error).toBeNull();
  });

  it('refuses an empty paste and more than 1,000 rows', () => {
    expect(parseBulkRows(' \n ')).toEqual({ ok: false, error: bulkInvitationMessages.noRows });
    expect(parseBulkRows('First name,Last name,E-mail\n')).toEqual({
      ok: false,
      error: bulkInvitationMessages.noRows,
    });
    const many = Array.from({ length: 1001 }, (_, n) => `A,B,a${n}@example.com`).join('\n');
    expect(parseBulkRows(many)).toEqual({ ok: false, error: bulkInvitationMessages.tooManyRows });
    expect(rowsOf(many.split('\n').slice(0, 1000).join('\n'))).toHaveLength(1000);
  });
});
