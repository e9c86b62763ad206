// The back office's pickers (a product, a category, a delivery place chosen by name instead of typed as an id): what a
// look-up answers and the small rules both sides share. The server searches (lib/server/services/admin-lookup); the
// form shows the chosen thing's name and keeps its id (components/admin/lookup/ref-combobox.tsx).

export const LOOKUP_KINDS = ['product', 'category', 'place'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** One thing a picker offers: its id (what the form stores), its name, and a line that tells look-alikes apart. */
export type LookupItem = { id: number; label: string; detail: string };

/** The most a look-up answers: a picker's list, not a catalogue page. */
export const LOOKUP_LIMIT = 20;
/** Letters a picker waits for before it searches: one letter matches too much to be worth a request. */
export const LOOKUP_MIN_TYPED = 2;
export const LOOKUP_MAX_TYPED = 80;

export const LOOKUP_NOUNS: Record<LookupKind, string> = { product: 'product', category: 'category', place: 'delivery place' };

/**
 * The first string after every string that starts with `prefix`, in code-point order (the shop's databases are
 * C.UTF-8): `lower(name) >= prefix AND lower(name) < bound` is then a range of the name index, a walk that stops at
 * the look-up's limit instead of a scan. The last code point moves on by one (past the surrogates, which a string
 * never holds alone).
 */
export function prefixUpperBound(prefix: string): string {
  const points = Array.from(prefix);
  const last = points.pop();
  if (last === undefined) return '\u{10FFFF}';
  const code = last.codePointAt(0)!;
  if (code >= 0x10ffff) return prefixUpperBound(points.join('')); // nothing sorts after it: bound on what comes before
  const next = code + 1 === 0xd800 ? 0xe000 : code + 1;
  return points.join('') + String.fromCodePoint(next);
}

/**
 * Whether pg_trgm can take trigrams from a search for `%q%`: it needs three letters or digits in a row. Without them
 * the trigram index would be read whole, so a shorter search looks at name prefixes only.
 */
export const hasTrigram = (q: string): boolean => /[\p{L}\p{M}\p{N}]{3}/u.test(q); // marks: Devanagari vowel signs are part of the word

/** Digits typed into a picker may be the id itself (an owner copying one from an old note): that id, or null. */
export function typedId(q: string): number | null {
  if (!/^\d{1,10}$/.test(q.trim())) return null;
  const id = Number(q.trim());
  return id >= 1 && id <= 2_147_483_647 ? id : null; // PostgreSQL's integer, every table's id
}

/** `%`, `_` and `\` typed in a search are letters, not LIKE's wildcards. */
export const likeEscape = (q: string): string => q.replace(/[\\%_]/g, (c) => `\\${c}`);

const joined = (...parts: Array<string | null | false | undefined>) => parts.filter(Boolean).join(' · ');

export const productDetail = (p: { sku: string; type: string; isActive: boolean }): string => joined(p.sku, p.type, !p.isActive && 'hidden');

export const categoryDetail = (c: { parentName: string | null; isHidden: boolean }): string => joined(c.parentName ? `in ${c.parentName}` : 'top level', c.isHidden && 'hidden');

export const placeDetail = (p: { kind: string; parentName: string | null; isActive: boolean }): string => joined(p.parentName ? `${p.kind} in ${p.parentName}` : p.kind, !p.isActive && 'hidden');

/** The picker's line for an id that no longer names anything (deleted since the form was saved). */
export const missingItem = (kind: LookupKind, id: number): LookupItem => ({ id, label: `Unknown ${LOOKUP_NOUNS[kind]} #${id}`, detail: 'not found: choose another' });
