// CSV (RFC 4180) for the files the app exports. A cell a spreadsheet would run as a formula
// (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so an answer or a
// name cannot become a formula in the reader's sheet.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The header and rows as one CSV text, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
