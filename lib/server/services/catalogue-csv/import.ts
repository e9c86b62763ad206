import 'server-only';
import { asc, sql } from 'drizzle-orm';
import {
  CATALOGUE_CSV_COLUMNS,
  CSV_MAX_PRICE,
  CSV_MAX_ROWS,
  CSV_MAX_STOCK,
  parseRupees,
  parseVisible,
  rupeesText,
  type CsvEditable,
  type CsvFieldChange,
  type CsvImportResult,
  type CsvRowChange,
  type CsvRowError,
} from '@/lib/domain/catalogue-csv';
import { parseCsv } from '@/lib/domain/csv-parse';
import { formatNpr } from '@/lib/domain/money';
import { getDb, type Database } from '@/lib/server/db/client';
import { products } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import { invalidateCatalogue } from '@/lib/server/services/catalogue/invalidate';

// A CSV of prices, sale prices, stock and visibility (issue 25). The same check runs for the dry run and for the
// import itself: the dry run reads the products as they are and answers what each row would change and every bad row;
// the import locks those products, checks again against what they are now (someone may have changed a price since the
// dry run), and either changes every row or, with any bad row, nothing (one transaction; 400 naming the rows).
// It never creates a product: a row must name an existing one by id.

type State = { id: number; name: string; slug: string; price: number; salePrice: number | null; stock: number; isActive: boolean };
type Plan = { row: number; before: State; after: State; changes: CsvFieldChange[] };
type Checked = { rows: number; plans: Plan[]; unchanged: number; errors: CsvRowError[] };

const KNOWN = new Set(CATALOGUE_CSV_COLUMNS.map((c) => c.name));

const show: Record<CsvEditable, (s: State) => string> = {
  price: (s) => rupeesText(s.price),
  sale_price: (s) => (s.salePrice === null ? '' : rupeesText(s.salePrice)),
  stock: (s) => String(s.stock),
  visible: (s) => (s.isActive ? 'yes' : 'no'),
};

/** The header and the rows' ids, before any product is read. */
function readFile(csv: string) {
  const parsed = parseCsv(csv);
  if ('error' in parsed) return { error: { row: parsed.error.row, column: null, message: parsed.error.message } };
  const [header, ...records] = parsed.records;
  if (!header) return { error: { row: 1, column: null, message: 'The file is empty: it needs a header row (id, price, …) and a row per product.' } };
  const columns = header.cells.map((c) => c.trim().toLowerCase());
  for (const column of columns) {
    if (!KNOWN.has(column)) return { error: { row: 1, column, message: `Unknown column “${column}”. The columns are: ${[...KNOWN].join(', ')}.` } };
  }
  const duplicate = columns.find((c, i) => columns.indexOf(c) !== i);
  if (duplicate) return { error: { row: 1, column: duplicate, message: `The column “${duplicate}” is there twice.` } };
  if (!columns.includes('id')) return { error: { row: 1, column: 'id', message: 'The header needs an id column: it says which product each row changes.' } };
  if (records.length > CSV_MAX_ROWS) return { error: { row: 1, column: null, message: `At most ${CSV_MAX_ROWS} rows at a time (this file has ${records.length}). Split it.` } };
  const idAt = columns.indexOf('id');
  const ids = records.flatMap((r) => (/^\d{1,9}$/.test((r.cells[idAt] ?? '').trim()) ? [Number(r.cells[idAt]!.trim())] : []));
  return { columns, records, ids: [...new Set(ids)] };
}

function check(csv: string, current: Map<number, State>): Checked {
  const file = readFile(csv);
  if ('error' in file) return { rows: 0, plans: [], unchanged: 0, errors: [file.error!] };
  const { columns, records } = file;
  const errors: CsvRowError[] = [];
  const plans: Plan[] = [];
  const seen = new Map<number, number>();
  let unchanged = 0;
  for (const record of records) {
    const { row } = record;
    const cell = (column: string): string | undefined => {
      const at = columns.indexOf(column);
      return at < 0 ? undefined : (record.cells[at] ?? '').trim();
    };
    const fail = (column: string | null, message: string) => errors.push({ row, column, message });
    if (record.cells.length > columns.length) {
      fail(null, `This row has ${record.cells.length} fields but the header has ${columns.length}: is a comma missing its quotes?`);
      continue;
    }
    const idText = cell('id') ?? '';
    const before = /^\d{1,9}$/.test(idText) ? current.get(Number(idText)) : undefined;
    if (!before) {
      fail('id', idText === '' ? 'The id is missing.' : `No product has the id “${idText}”.`);
      continue;
    }
    const earlier = seen.get(before.id);
    if (earlier !== undefined) {
      fail('id', `Product ${before.id} is already on row ${earlier}.`);
      continue;
    }
    seen.set(before.id, row);
    const after = { ...before };
    const before_errors = errors.length;

    const price = cell('price');
    if (price !== undefined && price !== '') {
      const paisa = parseRupees(price);
      if (paisa === null) fail('price', `“${price}” is not an amount in rupees: write it like 1250 or 1250.50.`);
      else if (paisa <= 0) fail('price', 'The price must be above 0.');
      else if (paisa > CSV_MAX_PRICE) fail('price', `The price must be at most ${formatNpr(CSV_MAX_PRICE, { compact: false })}.`);
      else after.price = paisa;
    }
    const sale = cell('sale_price');
    if (sale !== undefined) {
      const paisa = sale === '' ? null : parseRupees(sale);
      if (sale !== '' && paisa === null) fail('sale_price', `“${sale}” is not an amount in rupees: write it like 999 or 999.50, or leave it empty.`);
      else if (paisa !== null && paisa <= 0) fail('sale_price', 'A sale price must be above 0 (leave it empty for none).');
      else if (paisa !== null && paisa >= after.price) fail('sale_price', `The sale price must be below the price (${rupeesText(after.price)}).`);
      else after.salePrice = paisa;
    }
    const stock = cell('stock');
    if (stock !== undefined && stock !== '') {
      if (!/^\d{1,7}$/.test(stock) || Number(stock) > CSV_MAX_STOCK) fail('stock', `“${stock}” is not a stock: write a whole number from 0 to ${CSV_MAX_STOCK}.`);
      else after.stock = Number(stock);
    }
    const visible = cell('visible');
    if (visible !== undefined && visible !== '') {
      const shown = parseVisible(visible);
      if (shown === null) fail('visible', `“${visible}” is not yes or no.`);
      else after.isActive = shown;
    }
    if (errors.length > before_errors) continue;
    const changes = (Object.keys(show) as CsvEditable[]).flatMap((column) =>
      show[column](before) === show[column](after) ? [] : [{ column, before: show[column](before), after: show[column](after) }],
    );
    if (changes.length === 0) unchanged += 1;
    else plans.push({ row, before, after, changes });
  }
  return { rows: records.length, plans, unchanged, errors };
}

const stateColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  price: products.price,
  salePrice: products.salePrice,
  stock: products.stock,
  isActive: products.isActive,
};

async function load(db: Pick<Database, 'select'>, ids: number[], lock: boolean): Promise<Map<number, State>> {
  if (ids.length === 0) return new Map();
  const query = db
    .select(stateColumns)
    .from(products)
    .where(sql`${products.id} = ANY(${sql.param(ids)}::int[])`)
    // Locked in id order, so two imports touching the same products wait for each other instead of deadlocking.
    .orderBy(asc(products.id));
  const rows = lock ? await query.for('update') : await query;
  return new Map(rows.map((r) => [r.id, r]));
}

const toResult = (checked: Checked, applied: boolean): CsvImportResult => ({
  rows: checked.rows,
  changed: checked.plans.map((p): CsvRowChange => ({ row: p.row, productId: p.before.id, name: p.before.name, changes: p.changes })),
  unchanged: checked.unchanged,
  errors: checked.errors,
  applied,
});

const idsOf = (csv: string) => {
  const file = readFile(csv);
  return 'ids' in file ? (file.ids ?? []) : [];
};

/**
 * What importing `csv` would change, row by row, and every bad row. Changes nothing; the trail notes that it was
 * looked at (counts only: the file itself is not kept).
 */
export async function dryRunCatalogueCsv(csv: string): Promise<CsvImportResult> {
  const result = toResult(check(csv, await load(getDb(), idsOf(csv), false)), false);
  await recordAudit(getDb(), {
    action: 'catalogue.preview_import',
    entity: 'catalogue',
    summary: `CSV import previewed: ${result.rows} rows, ${result.changed.length} would change, ${result.errors.length} errors`,
    after: { rows: result.rows, changed: result.changed.length, unchanged: result.unchanged, errors: result.errors.length },
  });
  return result;
}

const money = (paisa: number | null) => (paisa === null ? 'none' : formatNpr(paisa, { compact: false }));

function summary(plan: Plan): string {
  const { before: b, after: a } = plan;
  const parts: string[] = [];
  if (b.price !== a.price) parts.push(`price ${money(b.price)} → ${money(a.price)}`);
  if (b.salePrice !== a.salePrice) parts.push(`sale price ${money(b.salePrice)} → ${money(a.salePrice)}`);
  if (b.stock !== a.stock) parts.push(`stock ${b.stock} → ${a.stock}`);
  if (b.isActive !== a.isActive) parts.push(a.isActive ? 'shown' : 'hidden');
  return `${b.name} (CSV row ${plan.row}): ${parts.join(', ')}`;
}

/** The message and fields of an import refused for its bad rows: each row by number, with its column and reason. */
function refusal(errors: CsvRowError[]): ApiError {
  const rows = [...new Set(errors.map((e) => e.row))];
  const message = `Nothing was changed: ${rows.length === 1 ? `row ${rows[0]} has` : `rows ${rows.slice(0, 20).join(', ')}${rows.length > 20 ? '…' : ''} have`} an error.`;
  const fields: Record<string, string> = { csv: message };
  for (const error of errors.slice(0, 100)) {
    const key = `row ${error.row}`;
    const text = error.column ? `${error.column}: ${error.message}` : error.message;
    fields[key] = fields[key] ? `${fields[key]} ${text}` : text;
  }
  return new ApiError(400, message, 'csv_invalid', fields);
}

/** Applies `csv`: every row's change in one transaction, or nothing (400 naming the bad rows). */
export async function applyCatalogueCsv(csv: string): Promise<CsvImportResult> {
  const ids = idsOf(csv);
  const checked = await getDb().transaction(async (tx) => {
    const result = check(csv, await load(tx, ids, true));
    if (result.errors.length > 0) throw refusal(result.errors);
    if (result.plans.length === 0) return result;
    const changed = result.plans.map((p) => p.after);
    await tx.execute(sql`
      update ${products} set
        price = v.price, sale_price = v.sale_price, stock = v.stock, is_active = v.is_active, updated_at = now()
      from unnest(
        ${sql.param(changed.map((s) => s.id))}::int[], ${sql.param(changed.map((s) => s.price))}::int[],
        ${sql.param(changed.map((s) => s.salePrice))}::int[], ${sql.param(changed.map((s) => s.stock))}::int[],
        ${sql.param(changed.map((s) => s.isActive))}::boolean[]
      ) as v(id, price, sale_price, stock, is_active)
      where ${products.id} = v.id`);
    for (const plan of result.plans) {
      const pick = ({ price, salePrice, stock, isActive }: State) => ({ id: plan.before.id, price, salePrice, stock, isActive });
      await recordAudit(tx, { action: 'product.update', entity: 'product', entityId: plan.before.id, summary: summary(plan), before: pick(plan.before), after: pick(plan.after) });
    }
    return result;
  });
  if (checked.plans.length > 0) invalidateCatalogue(checked.plans.map((p) => ({ id: p.before.id, slug: p.before.slug })));
  return toResult(checked, true);
}
