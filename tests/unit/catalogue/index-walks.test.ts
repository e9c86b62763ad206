/** @jest-environment node */
import { BITMAP_ROW_COST, UNKNOWN_WALK, walkLimit, type WordStats } from '@/lib/server/services/catalogue/index-walks';

// Which read finds a search's most sold matches (index-walks.ts), with the lexeme shares ANALYZE kept for the
// bench's 100,000-product catalogue: a walk for words many products carry, the bitmap for rare ones, and a walk that
// gives up before it costs more than twice what the bitmap would.

const stats: WordStats = {
  products: 100_000,
  share: new Map([
    ['birthday', 0.714],
    ['cake', 0.387],
    ['cakes', 0.02],
    ['coffee', 0.0217],
    ['coffee-mocha', 0.0007],
    ['red', 0.0741],
    ['velvet', 0.0758],
    ['mango', 0.0136],
    ['orchid', 0.0071],
    ['orchids', 0.0071],
  ]),
  rarest: 0.0027,
};
const WANTED = 201;

describe('walkLimit', () => {
  it('walks the popularity order for a word most products carry, as far as twice the bitmap', () => {
    // 71,400 birthday products: 201 of them are expected within 282 entries; the bitmap would visit them all.
    expect(walkLimit([['birthday']], stats, WANTED)).toBe(100_000);
    // "coffee" (2,240 products): a walk expects 8,973 entries, the bitmap costs 2,240 × 6 = 13,440: walk, but stop at
    // 26,880 entries (coffee sells badly: the real walk needs 9,625).
    expect(walkLimit([['coffee', 'coffee-mocha']], stats, WANTED)).toBe(2 * BITMAP_ROW_COST * 2240);
  });

  it('takes the bitmap for rare words, where a walk would read far more entries than there are matches', () => {
    expect(walkLimit([['mango']], stats, WANTED)).toBe(0); // 1,360 matches: a walk expects 14,779 entries > 8,160
    expect(walkLimit([['orchid', 'orchids']], stats, WANTED)).toBe(0);
    // A word ANALYZE did not list is rarer than any it did.
    expect(walkLimit([['lalmohan']], stats, WANTED)).toBe(0);
  });

  it('estimates all the words by the rarest one, whether or not they go together', () => {
    // "red velvet": 7,410 red, 7,580 velvet products; they mostly meet (3,070 both), so the walk is right.
    expect(walkLimit([['red'], ['velvet']], stats, WANTED)).toBeGreaterThan(0);
    // "mango birthday": at most the mango products.
    expect(walkLimit([['mango'], ['birthday']], stats, WANTED)).toBe(0);
  });

  it('treats a prefix standing for many words as common, and walks a bounded way without statistics', () => {
    expect(walkLimit([null], stats, WANTED)).toBe(100_000);
    expect(walkLimit([['mango'], null], stats, WANTED)).toBe(0);
    expect(walkLimit([['anything']], null, WANTED)).toBe(UNKNOWN_WALK);
    expect(walkLimit([['anything']], { ...stats, products: 0 }, WANTED)).toBe(UNKNOWN_WALK);
  });
});

