/**
 * What a search "meant": each typed word mapped onto a word of the products it found. The search itself forgives
 * typos and unfinished words in PostgreSQL (prefix full text and pg_trgm, lib/server/services/catalogue/search.ts);
 * this names the words it matched, from the found products' own text, so that
 *  - the search page can say "Did you mean red velvet?" for "red velvat", and
 *  - popular searches list "chocolate cake" (what "chocolat cak" found), never a typo, and never a query like `-1`,
 *    `1.5` or `nan` that only found something through a stray digit or a loose trigram.
 * Pure and bounded: it reads only the page of results already fetched (at most 48 products), never the catalogue.
 */

/** Words as the search splits them: runs of letters and digits, lower-cased. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Words of the found products, each weighted by how many of them use it (a word in a name counts three times). */
export type Vocabulary = ReadonlyMap<string, number>;

export function buildVocabulary(found: readonly { name: string; searchText: string }[]): Vocabulary {
  const weights = new Map<string, number>();
  const add = (words: Iterable<string>, weight: number) => {
    for (const word of words) weights.set(word, (weights.get(word) ?? 0) + weight);
  };
  for (const product of found) {
    add(new Set(searchWords(product.name)), 3);
    add(new Set(searchWords(product.searchText)), 1);
  }
  return weights;
}

/** Edits (insert, delete, substitute, swap two neighbours) from a to b; stops early once past `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Typos forgiven per word length, as search engines usually do: none up to 2 letters, 1 up to 5, then 2. */
const allowedEdits = (word: string) => (word.length <= 2 ? 0 : word.length <= 5 ? 1 : 2);

/** Shortest unfinished word completed ("cak" → "cake"); shorter ones match too much to name a word. */
const MIN_PREFIX = 3;

type Candidate = { word: string; edits: number; weight: number };

const better = (a: Candidate, b: Candidate) =>
  a.edits - b.edits || b.weight - a.weight || a.word.length - b.word.length || (a.word < b.word ? -1 : 1);

/** The vocabulary word a typed word stands for, or null when none is close enough. */
export function resolveWord(word: string, vocabulary: Vocabulary): string | null {
  if (vocabulary.has(word)) return word;
  let best: Candidate | null = null;
  const consider = (candidate: Candidate) => {
    if (!best || better(candidate, best) < 0) best = candidate;
  };
  const limit = allowedEdits(word);
  for (const [known, weight] of vocabulary) {
    // An unfinished word is a completion (0 edits); otherwise a typo within the allowed edits.
    if (word.length >= MIN_PREFIX && known.startsWith(word)) consider({ word: known, edits: 0, weight });
    else if (limit > 0) {
      const edits = editDistance(word, known, limit);
      if (edits <= limit) consider({ word: known, edits, weight });
    }
  }
  return (best as Candidate | null)?.word ?? null;
}

export type QueryCorrection = {
  /** Every typed word as the found products spell it ("chocolat cak" → "chocolate cake"); null when a word matched nothing. */
  corrected: string | null;
  /** The corrected query when it differs from what was typed: worth a "Did you mean …?". */
  didYouMean: string | null;
  /** The form the query is counted under in popular searches; null for a query that is not made of words. */
  popularForm: string | null;
};

/** A query is worth listing as popular only when some word of it is a real word (three letters or more). */
const hasRealWord = (words: string[]) => words.some((w) => /\p{L}{3,}/u.test(w));

export function correctQuery(query: string, vocabulary: Vocabulary): QueryCorrection {
  const typed = searchWords(query);
  const resolved = typed.map((w) => resolveWord(w, vocabulary));
  if (typed.length === 0 || resolved.some((w) => w === null)) return { corrected: null, didYouMean: null, popularForm: null };
  const words = resolved as string[];
  const corrected = words.join(' ');
  return {
    corrected,
    didYouMean: words.some((w, i) => w !== typed[i]) ? corrected : null,
    popularForm: hasRealWord(words) ? corrected : null,
  };
}
