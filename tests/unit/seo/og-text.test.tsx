import { isValidElement } from 'react';
import { cardStrings, cardText, resolveCardTree } from '@/lib/seo/og-text';

// A social card's text keeps to what the shop's card fonts draw: satori would otherwise fetch a font (or an emoji)
// from outside the shop while drawing, which fails here and draws an empty box, or breaks the card.

describe('the text a card may draw', () => {
  it('keeps Latin, accented names, Devanagari and the punctuation titles use', () => {
    expect(cardText('Śrī Krishna’s “Tihar” cake – 2 lb…')).toBe('Śrī Krishna’s “Tihar” cake – 2 lb…');
    expect(cardText('सीता श्रेष्ठ')).toBe('सीता श्रेष्ठ');
  });

  it('leaves out emoji and scripts no card font has, and the spaces they leave', () => {
    expect(cardText('Birthday 🎂 party 🎉')).toBe('Birthday party');
    expect(cardText('Cake 蛋糕 love')).toBe('Cake love');
  });

  it('composes accents and folds runs of spaces and line breaks', () => {
    expect(cardText('Cafe\u0301\n\n  corner')).toBe('Café corner');
  });
});

describe('a card as satori gets it', () => {
  function Title({ text }: { text: string }) {
    return <div style={{ display: 'flex' }}>{text}</div>;
  }

  it('has its components called, fragments flattened and every string cleaned', () => {
    const tree = resolveCardTree(
      <div style={{ display: 'flex' }}>
        <Title text="Party 🎈 time" />
        <>
          {'Votes: '}
          {12}
        </>
        {null}
      </div>,
    );
    expect(cardStrings(tree)).toEqual(['Party time', 'Votes: ', '12']);
    const walk = (node: unknown): string[] =>
      Array.isArray(node) ? node.flatMap(walk) : isValidElement(node) ? [String(node.type), ...walk((node.props as { children?: unknown }).children)] : [];
    expect(walk(tree).every((type) => type === 'div')).toBe(true);
  });
});
