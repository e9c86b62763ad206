import { fillTokens, isInternalPath, outline, parseInline, parseRichText, plainText, readingMinutes, tokenNames, wordCount } from '@/lib/domain/rich-text';

describe('rich text', () => {
  it('parses headings, paragraphs, lists, quotes and images into blocks', () => {
    const doc = parseRichText(
      [
        '## How many pounds?',
        'A pound feeds **eight** people,',
        'cut thin.',
        '',
        '- Birthday at home',
        '- Office party',
        '',
        '1. Order',
        '2. Pay',
        '> Fresh cream waits for nobody.',
        '![A two-tier cake](/media/banner/card-cake-saffron/Tiers.svg)',
        '### Small print',
      ].join('\n'),
    );
    expect(doc.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'image', 'heading']);
    expect(doc[0]).toMatchObject({ type: 'heading', level: 2, id: 'how-many-pounds' });
    expect(doc[1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'A pound feeds ' }, { type: 'strong', children: [{ type: 'text', text: 'eight' }] }, { type: 'text', text: ' people, cut thin.' }],
    });
    expect(doc[2]).toMatchObject({ type: 'list', ordered: false, items: [[{ text: 'Birthday at home' }], [{ text: 'Office party' }]] });
    expect(doc[3]).toMatchObject({ type: 'list', ordered: true });
    expect(doc[6]).toMatchObject({ type: 'heading', level: 3 });
  });

  it('keeps only links and images to the shop’s own paths, and never passes HTML through', () => {
    expect(parseInline('see [our FAQ](/faq) or [this](https://evil.example) or [that](//evil.example)')).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'link', href: '/faq', children: [{ type: 'text', text: 'our FAQ' }] },
      { type: 'text', text: ' or ' },
      { type: 'text', text: 'this' },
      { type: 'text', text: ' or ' },
      { type: 'text', text: 'that' },
    ]);
    expect(parseInline('[x](javascript:alert(1))').some((n) => n.type === 'link')).toBe(false);
    expect(parseRichText('![x](https://evil.example/a.png)')).toEqual([]);
    expect(plainText(parseRichText('Hello <script>alert(1)</script>world'))).toBe('Hello alert(1)world');
    expect(isInternalPath('/blog/a?x=1#b')).toBe(true);
    expect(isInternalPath('/\\evil.example')).toBe(false);
  });

  it('gives repeated headings distinct ids and lists the outline', () => {
    const doc = parseRichText('## Delivery\n\n## Delivery\n\n### Inside the valley');
    expect(outline(doc)).toEqual([
      { id: 'delivery', text: 'Delivery' },
      { id: 'delivery-2', text: 'Delivery' },
    ]);
  });

  it('fills tokens from the rule’s values and refuses a token without one', () => {
    expect(tokenNames('Free above {{freeDeliveryThreshold}}, order by {{ cutoff }}.')).toEqual(['freeDeliveryThreshold', 'cutoff']);
    expect(fillTokens('Free above {{freeDeliveryThreshold}}.', { freeDeliveryThreshold: 'रू 2,000' })).toBe('Free above रू 2,000.');
    expect(() => fillTokens('{{missing}}', {})).toThrow('{{missing}}');
  });

  it('counts words and reading minutes from the text, not the markup', () => {
    const doc = parseRichText(`## Title\n\n${'word '.repeat(600)}\n\n- **one** two`);
    expect(wordCount(plainText(doc))).toBe(603);
    expect(readingMinutes(doc)).toBe(3);
    expect(readingMinutes(parseRichText('short'))).toBe(1);
  });
});
