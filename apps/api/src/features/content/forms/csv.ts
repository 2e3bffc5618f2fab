// CSV for spreadsheets (RFC 4180): a cell with a comma, quote or line break is quoted, quotes
// doubled. A cell starting with = + - @ (or a tab or carriage return) is prefixed with a single
// quote, so a spreadsheet shows it as text instead of running it as a formula (CSV injection).
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** Rows to CSV text, CRLF line ends as the RFC says (every spreadsheet reads them). */
export function toCsv(rows: unknown[][]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
