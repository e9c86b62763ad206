import { categoryDetail, hasTrigram, likeEscape, missingItem, placeDetail, prefixUpperBound, productDetail, typedId } from '@/lib/domain/admin-lookup';

// The pickers' shared rules: the bound that turns a name prefix into an index range, when a trigram search can use its
// index, digits typed as an id, and the detail line that tells look-alikes (and hidden ones) apart.

describe('prefixUpperBound', () => {
  it('is the first string after every string that starts with the prefix, in code-point order', () => {
    expect(prefixUpperBound('black f')).toBe('black g');
    expect(prefixUpperBound('zz')).toBe('z{');
    expect(prefixUpperBound('ab\uD7FF')).toBe('ab\uE000'); // past the surrogates
    expect(prefixUpperBound('a\u{10FFFF}')).toBe('b');
    expect(prefixUpperBound('')).toBe('\u{10FFFF}');
    for (const name of ['black forest', 'black f', 'black f\u{10FFFF}x']) {
      expect(name >= 'black f' && name < prefixUpperBound('black f')).toBe(true);
    }
    expect('black g' < prefixUpperBound('black f')).toBe(false);
  });
});

describe('the search rules', () => {
  it('uses the trigram index only with three letters or digits in a row', () => {
    expect(hasTrigram('cak')).toBe(true);
    expect(hasTrigram('ug-0051')).toBe(true);
    expect(hasTrigram('मिठाई')).toBe(true);
    expect(hasTrigram('ab')).toBe(false);
    expect(hasTrigram('a-b-c')).toBe(false);
    expect(hasTrigram('%%%')).toBe(false);
  });

  it('reads digits as an id only within PostgreSQL’s integer', () => {
    expect(typedId(' 17 ')).toBe(17);
    expect(typedId('2147483647')).toBe(2147483647);
    expect(typedId('2147483648')).toBeNull();
    expect(typedId('0')).toBeNull();
    expect(typedId('1e3')).toBeNull();
    expect(typedId('12 cakes')).toBeNull();
  });

  it('escapes LIKE’s wildcards', () => {
    expect(likeEscape('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('detail lines', () => {
  it('name the SKU, the kind, the parent and whether it is hidden', () => {
    expect(productDetail({ sku: 'UG-CAK-0017', type: 'cake', isActive: true })).toBe('UG-CAK-0017 · cake');
    expect(productDetail({ sku: 'UG-CAK-0017', type: 'cake', isActive: false })).toBe('UG-CAK-0017 · cake · hidden');
    expect(categoryDetail({ parentName: 'Cakes', isHidden: false })).toBe('in Cakes');
    expect(categoryDetail({ parentName: null, isHidden: true })).toBe('top level · hidden');
    expect(placeDetail({ kind: 'area', parentName: 'Kathmandu', isActive: false })).toBe('area in Kathmandu · hidden');
    expect(missingItem('place', 9)).toEqual({ id: 9, label: 'Unknown delivery place #9', detail: 'not found: choose another' });
  });
});
