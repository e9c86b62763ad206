import { isSafeText, safeTextOrUndefined } from '@/lib/domain/safe-text';
import { filtersFromSearchParams } from '@/lib/domain/filters';
import { rowIdOrNull, MAX_INT } from '@/lib/validation/ids';
import { cartNoteSchema } from '@/lib/validation/cart';
import { searchQuerySchema } from '@/lib/validation/catalogue';
import { text, UNSAFE_TEXT_MESSAGE } from '@/lib/validation/text';

// The one rule for client text (issue 11: a NUL byte was a 500 on every endpoint that stored or searched text).

describe('safe text', () => {
  it('refuses NUL, the other C0 controls, DEL and lone surrogates', () => {
    for (const unsafe of ['a\u0000b', '\u0001', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'a\ud800b', '\udc00', 'end\ud83c']) {
      expect({ unsafe, ok: isSafeText(unsafe) }).toEqual({ unsafe, ok: false });
    }
  });

  it('keeps what people really type: tabs and new lines, Devanagari, emoji (surrogate pairs), RTL text', () => {
    for (const safe of ['', 'Happy Birthday\nAama', 'a\tb\r\n', 'जन्मदिनको शुभकामना', '🎂👨‍👩‍👧', 'مرحبا', 'abc\u202edef', 'x'.repeat(100_000)]) {
      expect({ safe, ok: isSafeText(safe) }).toEqual({ safe, ok: true });
    }
    expect(safeTextOrUndefined('a\u0000b')).toBeUndefined();
    expect(safeTextOrUndefined('cake')).toBe('cake');
  });

  it('is a 400 message by the field in every schema built from text()', () => {
    const note = cartNoteSchema.safeParse({ note: 'Ring twice\u0000' });
    expect(note.success).toBe(false);
    expect(note.error?.issues).toEqual([expect.objectContaining({ path: ['note'], message: UNSAFE_TEXT_MESSAGE })]);
    expect(searchQuerySchema.safeParse({ q: 'a\ud800' }).error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    // The rule comes first and stops there: no second message about length for a 100 KB string of NULs.
    expect(text().max(5).safeParse('\u0000'.repeat(100_000)).error?.issues).toHaveLength(1);
    expect(text().trim().max(5).parse('  ok  ')).toBe('ok');
  });

  it('drops filter values a page reads that hold control characters, keeping the others', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('brand=a%00b,kathmandu-bakery&size=%01&color=red&tags=x%7F'));
    expect(filters).toMatchObject({ brand: ['kathmandu-bakery'], size: [], color: ['red'], tags: [] });
  });

  it('ignores a price bound a page reads past the filter’s range (×100 it would overflow the integer paisa column)', () => {
    expect(filtersFromSearchParams(new URLSearchParams('minPrice=99999999&maxPrice=2000'))).toMatchObject({ minPrice: undefined, maxPrice: 2000 });
    expect(filtersFromSearchParams(new URLSearchParams('maxPrice=10000000'))).toMatchObject({ minPrice: undefined, maxPrice: 10_000_000 });
    expect(filtersFromSearchParams(new URLSearchParams('maxPrice=10000001'))).toMatchObject({ maxPrice: undefined });
  });
});

describe('row ids read outside a schema', () => {
  it('are whole numbers from 1 to PostgreSQL’s integer maximum', () => {
    expect(rowIdOrNull('1')).toBe(1);
    expect(rowIdOrNull(String(MAX_INT))).toBe(2_147_483_647);
    for (const bad of ['2147483648', '0', '-1', '1.5', '1e3', '0x10', ' ', '', 'NaN', undefined, null, 2 ** 31, ['1']]) {
      expect({ bad, id: rowIdOrNull(bad) }).toEqual({ bad, id: null });
    }
  });
});
