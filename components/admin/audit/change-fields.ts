// An audit entry's before and after as rows a person reads: one row per field (nested objects as dotted names, e.g.
// "nested.apiKey"), the value before and after as short text. Plain values (a route's body that is a list) are one row.

export type ChangeRow = { field: string; before: string; after: string; changed: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function flatten(value: unknown, prefix: string, out: Map<string, unknown>, depth = 0): void {
  if (isRecord(value) && depth < 3 && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out, depth + 1);
    return;
  }
  out.set(prefix || 'value', value);
}

export function showValue(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'empty';
  if (typeof value === 'string') return value === '' ? '“”' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function changeRows(before: unknown, after: unknown): ChangeRow[] {
  const left = new Map<string, unknown>();
  const right = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, '', left);
  if (after !== null && after !== undefined) flatten(after, '', right);
  const fields = [...new Set([...left.keys(), ...right.keys()])];
  return fields.map((field) => {
    const b = left.has(field) ? showValue(left.get(field)) : '—';
    const a = right.has(field) ? showValue(right.get(field)) : '—';
    return { field, before: b, after: a, changed: b !== a };
  });
}
