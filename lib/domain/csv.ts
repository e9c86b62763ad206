// CSV for spreadsheets (RFC 4180): fields with a comma, quote or line break are quoted with quotes doubled, and a
// text that a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) is prefixed with an
// apostrophe, so a quiz question like "=HYPERLINK(…)" arrives as text (OWASP "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to CSV text, CRLF line ends (what Excel expects), no trailing line break. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}
