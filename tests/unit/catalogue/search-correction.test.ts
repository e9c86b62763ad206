import { buildVocabulary, correctQuery, editDistance, resolveWord, searchWords } from '@/lib/domain/search-correction';

// Products as the search finds them (name and search_text, as the seed writes them).
const FOUND = [
  { name: 'Classic Chocolate Cake', searchText: 'classic chocolate cake cakes birthday chocolate ganache eggless' },
  { name: 'Chocolate Truffle Cake', searchText: 'chocolate truffle cake cakes truffle bestseller' },
  { name: 'Red Velvet Heart Cake', searchText: 'red velvet heart cake cakes red-velvet anniversary' },
  { name: 'Number 1 Birthday Cake', searchText: 'number 1 birthday cake kids cakes vanilla' },
  { name: 'Rustic Red Velvet Naked Cake', searchText: 'rustic red velvet naked cake cakes' },
];
const vocabulary = buildVocabulary(FOUND);

describe('search correction', () => {
  it('splits words as the search does', () => {
    expect(searchWords('Red-Velvet  cake, 1.5 lb!')).toEqual(['red', 'velvet', 'cake', '1', '5', 'lb']);
  });

  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('velvat', 'velvet')).toBe(1);
    expect(editDistance('chcolate', 'chocolate')).toBe(1);
    expect(editDistance('teh', 'the')).toBe(1);
    expect(editDistance('nan', 'naked')).toBe(3);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2); // stops early past the limit
  });

  it('completes unfinished words and corrects typos to the words of the found products', () => {
    expect(resolveWord('cak', vocabulary)).toBe('cake'); // "cake" is in names, so it beats "cakes"
    expect(resolveWord('chocolat', vocabulary)).toBe('chocolate');
    expect(resolveWord('velvat', vocabulary)).toBe('velvet');
    expect(resolveWord('red', vocabulary)).toBe('red');
    expect(resolveWord('nan', vocabulary)).toBeNull(); // "naked" is three edits away: not what was meant
    expect(resolveWord('ca', vocabulary)).toBeNull(); // too short to complete or correct
  });

  it('suggests the corrected query only when it differs from what was typed', () => {
    expect(correctQuery('chocolat cak', vocabulary)).toEqual({
      corrected: 'chocolate cake',
      didYouMean: 'chocolate cake',
      popularForm: 'chocolate cake',
    });
    expect(correctQuery('Red Velvat', vocabulary).didYouMean).toBe('red velvet');
    expect(correctQuery('red velvet', vocabulary)).toEqual({ corrected: 'red velvet', didYouMean: null, popularForm: 'red velvet' });
  });

  it('gives no popular form to a query that is not words, or has a word nothing found', () => {
    expect(correctQuery('-1', vocabulary)).toEqual({ corrected: '1', didYouMean: null, popularForm: null });
    expect(correctQuery('1.5', vocabulary).popularForm).toBeNull();
    expect(correctQuery('nan', vocabulary).popularForm).toBeNull();
    expect(correctQuery('chocolate xyzzy', vocabulary)).toEqual({ corrected: null, didYouMean: null, popularForm: null });
    expect(correctQuery('   ', vocabulary).popularForm).toBeNull();
    expect(correctQuery('number 1 cake', vocabulary).popularForm).toBe('number 1 cake');
  });

  it('knows no words when nothing was found', () => {
    expect(correctQuery('chocolate', buildVocabulary([])).corrected).toBeNull();
  });
});
