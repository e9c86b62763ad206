import { toCsv } from '@/lib/domain/csv';
import { parseCsv } from '@/lib/domain/csv-parse';

// RFC 4180 CSV (issue 25's import and export): what spreadsheets write must read back cell for cell.

const cells = (text: string) => {
  const parsed = parseCsv(text);
  if ('error' in parsed) throw new Error(parsed.error.message);
  return parsed.records.map((r) => r.cells);
};

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and skips a BOM and blank lines', () => {
    const text = '\ufeffid,name,price\r\n1,"Cake, chocolate",1250\r\n2,"The ""best"" cake","1,300.50"\n3,"Two\r\nlines",\r\n\r\n';
    expect(cells(text)).toEqual([
      ['id', 'name', 'price'],
      ['1', 'Cake, chocolate', '1250'],
      ['2', 'The "best" cake', '1,300.50'],
      ['3', 'Two\r\nlines', ''],
    ]);
  });

  it('numbers records as a spreadsheet shows rows (header = 1), a quoted line break staying in its row', () => {
    const parsed = parseCsv('id\n"a\nb"\nc\n');
    expect('records' in parsed && parsed.records.map((r) => r.row)).toEqual([1, 2, 3]);
  });

  it('reads a last line without a line break, and empty quoted fields', () => {
    expect(cells('a,b\n"",x')).toEqual([
      ['a', 'b'],
      ['', 'x'],
    ]);
  });

  it('names the row of a broken quote', () => {
    expect(parseCsv('id,name\n1,"open\n2,x\n')).toEqual({ error: { row: 2, message: expect.stringMatching(/never closed/) } });
    expect(parseCsv('id,name\n1,ab"c\n')).toEqual({ error: { row: 2, message: expect.stringMatching(/quote mark inside/) } });
    expect(parseCsv('id,name\n1,"ab"c\n')).toEqual({ error: { row: 2, message: expect.stringMatching(/after a closing quote/) } });
  });
});

describe('toCsv → parseCsv', () => {
  it('round-trips quotes, commas and line breaks', () => {
    const rows = [
      ['id', 'name'],
      ['7', 'Momo "special", steamed\r\nwith achar'],
    ];
    expect(cells(toCsv(rows))).toEqual(rows);
  });
});
