// The catalogue's CSV (issue 25): the columns of the export, which of them an import may change, and how their values
// are written. Shared by the service and the page that documents them (/admin/catalogue/import).

export type CsvColumn = { name: string; editable: boolean; help: string };

export const CATALOGUE_CSV_COLUMNS: readonly CsvColumn[] = [
  { name: 'id', editable: false, help: 'The product’s number. Required in an import: it says which product the row changes.' },
  { name: 'sku', editable: false, help: 'Stock-keeping code. For reference; an import ignores it.' },
  { name: 'type', editable: false, help: 'cake, product or automobile. For reference.' },
  { name: 'slug', editable: false, help: 'The product’s web address (/product/<slug>). For reference.' },
  { name: 'name', editable: false, help: 'The product’s name. For reference (rename products in the product form).' },
  { name: 'category', editable: false, help: 'Its main category’s address. For reference.' },
  { name: 'price', editable: true, help: 'List price in rupees, like 1250 or 1250.50 (no रू sign, no thousands commas). Above 0.' },
  { name: 'sale_price', editable: true, help: 'Sale price in rupees, below the price; empty: no sale price.' },
  { name: 'stock', editable: true, help: 'Units in stock, a whole number from 0 (0: sold out).' },
  { name: 'visible', editable: true, help: 'yes: shown in the shop; no: hidden.' },
];

export const CSV_EDITABLE = ['price', 'sale_price', 'stock', 'visible'] as const;
export type CsvEditable = (typeof CSV_EDITABLE)[number];

/** The largest import: a file of the whole demo catalogue fits; a bigger catalogue is imported in parts. */
export const CSV_MAX_ROWS = 5000;
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
/** The highest price the shop accepts from a file, in paisa (रू 1 crore). */
export const CSV_MAX_PRICE = 1_00_00_000 * 100;
export const CSV_MAX_STOCK = 1_000_000;

/** "1250", "1250.5", "1250.50" → paisa; anything else (commas, signs, three decimals) → null. */
export function parseRupees(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Paisa → "1250" or "1250.50": the export's form, which parseRupees reads back. */
export function rupeesText(paisa: number): string {
  const whole = Math.floor(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

export function parseVisible(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(value)) return true;
  if (['no', 'n', 'false', '0'].includes(value)) return false;
  return null;
}

/** One change an import would make (or made): values shown as the file writes them. */
export type CsvFieldChange = { column: CsvEditable; before: string; after: string };
export type CsvRowChange = { row: number; productId: number; name: string; changes: CsvFieldChange[] };
export type CsvRowError = { row: number; column: string | null; message: string };
export type CsvImportResult = {
  /** Data rows read (the header not counted). */
  rows: number;
  changed: CsvRowChange[];
  /** Rows that would change nothing. */
  unchanged: number;
  errors: CsvRowError[];
  /** true once applied (never with errors). */
  applied: boolean;
};
