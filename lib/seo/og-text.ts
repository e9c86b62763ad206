import { createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { CARD_FONT_COVERAGE } from './card-font-coverage';

// What a social card may draw as text. satori (next/og) draws text only in the fonts it is given and, for any
// character they lack, asks Google Fonts (or a CDN, for emoji) at render time: from a shop that reaches no outside
// host, that request fails and the character comes out as an empty box, or the card fails. So a card's text keeps to
// the characters the shipped card fonts have (CARD_FONT_COVERAGE, generated from the font files), and the card is
// handed to satori as plain elements whose every string has been through cardText.

export function isCardCharacter(codePoint: number): boolean {
  let low = 0;
  let high = CARD_FONT_COVERAGE.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [from, to] = CARD_FONT_COVERAGE[mid]!;
    if (codePoint < from) high = mid - 1;
    else if (codePoint > to) low = mid + 1;
    else return true;
  }
  return false;
}

/**
 * The text as a card can draw it: composed (é, not e + a combining accent), any run of spaces or line breaks one
 * space, and characters no card font has (emoji, scripts the shop does not write) left out.
 */
export function cardText(text: string): string {
  let out = '';
  let dropped = false;
  for (const char of text.normalize('NFC').replace(/\s+/g, ' ')) {
    if (isCardCharacter(char.codePointAt(0)!)) out += char;
    else dropped = true;
  }
  // A dropped emoji leaves the spaces around it: two between words, one at an end.
  return dropped ? out.replace(/ {2,}/g, ' ').trim() : out;
}

type AnyProps = { children?: ReactNode } & Record<string, unknown>;

/**
 * The card as satori will draw it: function components called (they are plain functions of their props: no hooks),
 * fragments flattened, and every string through cardText. What comes out holds only host elements ('div', 'svg',
 * 'img'…) and strings, so what a card draws can be read off it.
 */
export function resolveCardTree(node: ReactNode): ReactNode {
  if (node === null || node === undefined || typeof node === 'boolean') return null;
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return cardText(String(node));
  if (Array.isArray(node)) return node.map(resolveCardTree);
  if (!isValidElement(node)) return null;
  const element = node as ReactElement<AnyProps>;
  if (element.type === Fragment) return resolveCardTree(element.props.children);
  if (typeof element.type === 'function') {
    const render = element.type as (props: AnyProps) => ReactNode;
    return resolveCardTree(render(element.props));
  }
  const { children, ...props } = element.props;
  return children === undefined ? createElement(element.type, props) : createElement(element.type, props, resolveCardTree(children));
}

/** Every string a resolved card draws, in order. */
export function cardStrings(node: ReactNode, out: string[] = []): string[] {
  if (typeof node === 'string') {
    if (node) out.push(node);
  } else if (Array.isArray(node)) {
    for (const child of node) cardStrings(child, out);
  } else if (isValidElement(node)) {
    cardStrings((node as ReactElement<AnyProps>).props.children, out);
  }
  return out;
}
