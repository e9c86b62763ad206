// Reading CSV as RFC 4180 writes it (lib/domain/csv.ts writes it): fields separated by commas, records by CRLF (a bare
// LF is read too), a field in double quotes may hold commas, line breaks and doubled quotes (""). Spreadsheets (Excel,
// LibreOffice, Google Sheets) write this; Excel adds a byte-order mark, which is skipped. Small enough to keep here
// rather than add a package.

export type CsvRecord = { /** 1-based, the header being 1: the row number a spreadsheet shows. */ row: number; cells: string[] };
export type CsvParse = { records: CsvRecord[] } | { error: { row: number; message: string } };

export function parseCsv(text: string): CsvParse {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false; // inside a quoted field
  let wasQuoted = false; // the current field was quoted (only a separator may follow its closing quote)
  let row = 1;
  const endField = () => {
    cells.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    // A blank line (one empty field) is not a record: spreadsheets leave them at the end.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ row, cells });
    cells = [];
    row += 1;
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          wasQuoted = true;
        }
      } else field += c;
      continue;
    }
    if (c === ',') endField();
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      endRecord();
    } else if (c === '"') {
      if (field !== '' || wasQuoted) return { error: { row, message: 'A quote mark inside a field that is not in quotes: put the whole field in quotes and double the quote mark ("").' } };
      quoted = true;
    } else {
      if (wasQuoted) return { error: { row, message: 'Text after a closing quote mark: only a comma or the end of the line may follow it.' } };
      field += c;
    }
  }
  if (quoted) return { error: { row, message: 'A quoted field is never closed: a quote mark is missing.' } };
  if (field !== '' || cells.length > 0 || wasQuoted) endRecord();
  return { records };
}
