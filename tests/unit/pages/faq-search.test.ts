import { queryWords, rankFaq, searchFaq } from '@/lib/domain/faq-search';
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

  it('matches words in the question or the answer text (not its markup), ignoring case', () => {
    expect(searchFaq(GROUPS, 'EGGLESS trays').flatMap((g) => g.items.map((i) => i.id))).toEqual([1]);
    expect(searchFaq(GROUPS, 'kathmandu midnight').map((g) => g.slug)).toEqual(['delivery']);
    expect(searchFaq(GROUPS, 'separate trays**')).toHaveLength(1);
    expect(searchFaq(GROUPS, '/faq')).toEqual([]); // link targets are not text
  });

  it('drops groups left empty, and finds nothing for a word nowhere in the FAQ', () => {
    expect(searchFaq(GROUPS, 'photo').map((g) => g.slug)).toEqual(['cakes']);
    expect(searchFaq(GROUPS, 'helicopter')).toEqual([]);
  });

  it('ignores one-letter words and words like "how" or "my" unless nothing else is left, and accents', () => {
    expect(queryWords('a cake')).toEqual(['cake']);
    expect(queryWords('a')).toEqual(['a']);
    expect(queryWords('Café!')).toEqual(['cafe']);
    expect(queryWords('How do I get a refund?')).toEqual(['refund']);
    expect(queryWords('how')).toEqual(['how']);
    expect(queryWords('शुभ जन्मदिन')).toEqual(['शुभ', 'जन्मदिन']);
  });
});

// Questions shaped like the shop's own FAQ (lib/server/db/seed/data/faq.ts).
const SHOP: FaqGroup[] = [
  {
    slug: 'delivery',
    title: 'Delivery',
    items: [item(10, 'What if the receiver is not at home?', 'We come back once later that day. An order that cannot be delivered because the phone is off cannot be refunded.')],
  },
  {
    slug: 'refunds',
    title: 'Cancellations, refunds and problems',
    items: [
      item(20, 'Can I cancel my order?', 'Yes, for a full refund, until 24 hours before the delivery slot starts.'),
      item(21, 'The cake arrived damaged. What do I do?', 'Take a photo and tell us within 6 hours. We send a replacement or refund you.'),
      item(22, 'How long does a refund take?', 'Once approved, refunds reach your eSewa or Khalti wallet, card or bank account within 7 working days.'),
    ],
  },
  { slug: 'cakes', title: 'Cakes', items: [item(30, 'Do you make eggless cakes?', 'Yes, baked on separate trays.')] },
];
const ids = (query: string) => rankFaq(SHOP, query).map((hit) => hit.item.id);

describe('rankFaq', () => {
  it('finds the refund questions for "refund money back", the one asking about refunds first', () => {
    // No question holds all three words. 10 holds two ("back", "refunded") but only in its answer, about something
    // else: it comes after the questions about refunds.
    expect(ids('refund money back')).toEqual([22, 20, 21, 10]);
  });

  it('ranks a question matching more of the words above one matching fewer, whatever the FAQ order', () => {
    expect(ids('refund cake damaged')[0]).toBe(21);
    expect(ids('delivered phone refund')[0]).toBe(10);
    expect(rankFaq(SHOP, 'delivered phone refund')[0]!.words).toBe(3);
  });

  it('ranks a word in the question above the same word only in an answer, and keeps the FAQ order between equals', () => {
    expect(ids('refund')).toEqual([22, 20, 21, 10]);
    expect(ids('photo')).toEqual([21]);
    expect(ids('slot wallet')).toEqual([20, 22]);
    expect(rankFaq(SHOP, 'refund')[0]).toMatchObject({ group: { slug: 'refunds', title: 'Cancellations, refunds and problems' }, words: 1 });
  });

  it('finds other forms of a word ("refunds", "cake") and nothing for a blank query', () => {
    expect(ids('refunds')).toEqual(ids('refund'));
    expect(ids('cake eggless')[0]).toBe(30);
    expect(ids('  ')).toEqual([]);
  });

  it('answers a question typed as people ask it: "how do i get a refund", "can I get my money back?"', () => {
    // Question words go; "money back" is a refund: the refund answers, the question about refunds first, and nothing
    // found only for "back" ("We come back once later that day" is found for its "cannot be refunded").
    expect(queryWords('Can I get my money back?')).toEqual(['refund']);
    expect(queryWords('reimbursement for a damaged cake')).toEqual(['refund', 'damaged', 'cake']);
    expect(ids('how do i get a refund')).toEqual([22, 20, 21, 10]);
    expect(ids('can I get my money back?')).toEqual([22, 20, 21, 10]);
    expect(ids('I want my money back for the damaged cake')[0]).toBe(21);
  });

  it('answers GET faq?q= in the same order, grouped: the best match\'s group first', () => {
    const groups = searchFaq(SHOP, 'refund money back');
    expect(groups.map((g) => g.slug)).toEqual(['refunds', 'delivery']);
    expect(groups[0]!.items.map((i) => i.id)).toEqual([22, 20, 21]);
  });
});
