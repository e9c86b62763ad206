import { randomUUID } from 'node:crypto';
import type { ZodType } from 'zod';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';

// The fields of a zod schema, found by walking its definition (zod 4's `_zod.def`), and a plausible value for each,
// so the fuzzer can send a request that is valid except for the one field it is attacking: bad input in a field
// then reaches as far into the handler as the field itself allows, instead of stopping at the first other error.

export type FieldPath = (string | number)[];
export type Field = { path: FieldPath; schema: ZodType };

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | null => {
  const def = (schema as { _zod?: { def?: Def } } | null)?._zod?.def;
  return def && typeof def.type === 'string' ? def : null;
};

export const isZodSchema = (value: unknown): value is ZodType => defOf(value) !== null;

/** The schemas a value can take after unwrapping optional/default/pipes…: every union option, both sides of a pipe. */
function variants(schema: ZodType, seen = new Set<unknown>()): ZodType[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  if (!def) return [];
  const inner = (key: string) => (isZodSchema(def[key]) ? variants(def[key] as ZodType, seen) : []);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'lazy':
      return typeof def.getter === 'function' ? variants((def.getter as () => ZodType)(), seen) : [];
    case 'union':
      return (def.options as ZodType[]).flatMap((option) => variants(option, seen));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    default:
      return [schema];
  }
}

/** Every field of the schema, nested objects and arrays of objects included (array items at index 0). */
export function schemaFields(schema: ZodType, prefix: FieldPath = [], depth = 0): Field[] {
  if (depth > 4) return [];
  const fields: Field[] = [];
  const seen = new Set<string>();
  for (const variant of variants(schema)) {
    const def = defOf(variant);
    if (def?.type === 'object') {
      for (const [key, field] of Object.entries(def.shape as Record<string, ZodType>)) {
        const path = [...prefix, key];
        const id = path.join('.');
        if (!seen.has(id)) {
          seen.add(id);
          fields.push({ path, schema: field });
        }
        fields.push(...schemaFields(field, path, depth + 1));
      }
    } else if (def?.type === 'array' && isZodSchema(def.element)) {
      fields.push(...schemaFields(def.element as ZodType, [...prefix, 0], depth + 1));
    }
  }
  return fields;
}

/** Enum members and literals a schema names: the likeliest valid values of a field such as `deliveryMethod`. */
function namedValues(schema: ZodType): unknown[] {
  return variants(schema).flatMap((variant) => {
    const def = defOf(variant);
    if (def?.type === 'enum') return Object.values(def.entries as Record<string, unknown>);
    if (def?.type === 'literal') return def.values as unknown[];
    if (def?.type === 'boolean') return [true];
    return [];
  });
}

function dateInDays(days: number): string {
  return kathmanduDateKey(Date.now() + days * 24 * 60 * 60 * 1000);
}

/** Made-up text with this mark is made unique on every request (see `freshen`): a username or email sign-up can take. */
export const UNIQUE_MARK = 'unique0000';

/** A copy of a request's input with every UNIQUE_MARK replaced by a value no earlier request used. */
export function freshen(value: unknown, counter: { next: number }): unknown {
  if (typeof value === 'string') return value.includes(UNIQUE_MARK) ? value.replaceAll(UNIQUE_MARK, `u${(counter.next += 1)}`) : value;
  if (Array.isArray(value)) return value.map((item) => freshen(item, counter));
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) Object.defineProperty(copy, key, { value: freshen(item, counter), enumerable: true, writable: true, configurable: true });
    return copy;
  }
  return value;
}

/** Values that pass common field rules, tried in order. */
function candidates(): unknown[] {
  return [
    1,
    `fuzz_${UNIQUE_MARK}`,
    `fuzz.${UNIQUE_MARK}@example.com`,
    'web',
    'Sita Sharma',
    'fuzz.customer@example.com',
    '9841234567',
    dateInDays(3),
    '123456',
    'Correct-Horse-Battery-9',
    'fuzz_customer',
    randomUUID(),
    'cakes',
    'abc',
    true,
    5,
    0,
  ];
}

/**
 * A value for the schema that it accepts (an object gets a value for each of its fields), or undefined when no
 * plausible one passes: then the field is left out. `known` maps a field name to values the app really has.
 */
export function plausibleValue(schema: ZodType, known: Record<string, unknown[]> = {}, name = '', depth = 0): unknown {
  if (depth > 4) return undefined;
  for (const variant of variants(schema)) {
    const def = defOf(variant);
    if (def?.type === 'object') {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, ZodType>)) {
        // An optional field is left out unless the app gave us a real value for it: a made-up one (a random photo
        // id, an unknown flavour) would stop the request at that field instead of the one being attacked.
        if (!known[key] && field.safeParse(undefined).success) continue;
        const fieldValue = plausibleValue(field, known, key, depth + 1);
        if (fieldValue !== undefined) value[key] = fieldValue;
      }
      return value;
    }
    if (def?.type === 'array' && isZodSchema(def.element)) {
      const item = plausibleValue(def.element as ZodType, known, name, depth + 1);
      const value = item === undefined ? [] : [item];
      if (schema.safeParse(value).success) return value;
    }
  }
  // Ids, codes and slugs the app really has beat made-up ones; other text (a username, an email) is better fresh.
  const idLike = /(id|ids|code|slug)$/i.test(name);
  const ordered = idLike ? [...(known[name] ?? []), ...namedValues(schema), ...candidates()] : [...namedValues(schema), ...candidates(), ...(known[name] ?? [])];
  for (const candidate of ordered) {
    if (schema.safeParse(candidate).success) return candidate;
  }
  return undefined;
}

/** A deep copy with the value at `path` replaced (or removed, for `undefined`). */
export function withField(base: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container: Record<string | number, unknown> | unknown[] =
    typeof head === 'number'
      ? Array.isArray(base)
        ? [...(base as unknown[])]
        : []
      : base && typeof base === 'object' && !Array.isArray(base)
        ? { ...(base as Record<string, unknown>) }
        : {};
  const current = (container as Record<string | number, unknown>)[head as string | number];
  const next = withField(current, rest, value);
  if (next === undefined && rest.length === 0) delete (container as Record<string | number, unknown>)[head as string | number];
  else (container as Record<string | number, unknown>)[head as string | number] = next;
  return container;
}
