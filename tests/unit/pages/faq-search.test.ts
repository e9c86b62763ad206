import { queryWords, searchFaq } from '@/lib/domain/faq-search';
import type { FaqGroup } from '@/lib/domain/pages-types';
import { parseRichText } from '@/lib/domain/rich-text';

const item = (id: number, question: string, answer: string) => ({ id, question, answer, sections: parseRichText(answer) });
const GROUPS: FaqGroup[] = [
  { slug: 'cakes', title: 'Cakes', items: [item(1, 'Do you make eggless cakes?', 'Yes, baked on **separate trays**.'), item(2, 'How does a photo cake work?', 'Upload a photo; we print it.')] },
  { slug: 'delivery', title: 'Delivery', items: [item(3, 'Can you deliver at midnight?', 'Yes, in [Kathmandu](/faq) and Lalitpur.')] },
];

describe('searchFaq', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(searchFaq(GROUPS, '')).toBe(GROUPS);
    expect(searchFaq(GROUPS, '   ')).toBe(GROUPS);
  });

  it('matches every word in the question or the answer text (not its markup), ignoring case', () => {
    expect(searchFaq(GROUPS, 'EGGLESS trays').flatMap((g) => g.items.map((i) => i.id))).toEqual([1]);
    expect(searchFaq(GROUPS, 'kathmandu midnight').map((g) => g.slug)).toEqual(['delivery']);
    expect(searchFaq(GROUPS, 'separate trays**')).toHaveLength(1);
    expect(searchFaq(GROUPS, '/faq')).toEqual([]); // link targets are not text
  });

  it('drops groups left empty, and finds nothing for a word nowhere in the FAQ', () => {
    expect(searchFaq(GROUPS, 'photo').map((g) => g.slug)).toEqual(['cakes']);
    expect(searchFaq(GROUPS, 'helicopter')).toEqual([]);
  });

  it('ignores one-letter words unless nothing else is left, and accents', () => {
    expect(queryWords('a cake')).toEqual(['cake']);
    expect(queryWords('a')).toEqual(['a']);
    expect(queryWords('Café!')).toEqual(['cafe']);
  });
});
