import { parseRichText, type Block, type Inline, type RichDocument } from './rich-text';

// Writing the shop's rich text (lib/domain/rich-text.ts) back out, and with it the one sanitiser every back-office
// text goes through before it is kept: parse (which keeps only what the storefront renders: internal links and
// images, headings, lists, quotes), drop every HTML tag left in the text, write the blocks out again. What is stored
// is then exactly what the storefront renders, whatever an editor pasted or a client sent.

const TAG = /<\/?[a-z!][^>]*>/gi;
/** A tag's text is dropped with the tag for these: their content is code or styling, never words for a reader. */
const TAG_WITH_CONTENT = /<(script|style|iframe|object|embed|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** Text with every HTML tag (and a script's or style's content) removed. */
export function stripTags(text: string): string {
  return text.replace(TAG_WITH_CONTENT, '').replace(TAG, '');
}

function inline(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return stripTags(node.text);
        case 'strong':
          return wrap('**', inline(node.children));
        case 'em':
          return wrap('*', inline(node.children));
        case 'link': {
          const [, before, label, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(inline(node.children))!;
          return label ? `${before}[${label}](${node.href})${after}` : `${before}${after}`;
        }
      }
    })
    .join('');
}

/** `**x**` / `*x*`, with the marker outside any spaces at the ends (Markdown does not close `** x **`). */
function wrap(marker: string, text: string): string {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  const [, before, core, after] = match;
  return core ? `${before}${marker}${core}${marker}${after}` : text;
}

/** One line of inline text: the spaces a removed tag leaves behind collapse to one. */
const tidy = (text: string) => text.replace(/[ \t]{2,}/g, ' ').trim();

function block(b: Block): string {
  switch (b.type) {
    case 'heading':
      return `${b.level === 2 ? '##' : '###'} ${tidy(inline(b.children))}`;
    case 'paragraph':
      return tidy(inline(b.children));
    case 'list':
      return b.items.map((item, i) => `${b.ordered ? `${i + 1}.` : '-'} ${tidy(inline(item))}`).join('\n');
    case 'quote':
      return `> ${tidy(inline(b.children))}`;
    case 'image':
      return `![${stripTags(b.alt).replace(/[[\]]/g, '')}](${b.src})`;
  }
}

/** Blocks written as the rich-text source the storefront parses (blocks separated by a blank line). */
export function serializeRichText(doc: RichDocument): string {
  return doc
    .map(block)
    .filter((text) => text.replace(/^(#{2,3}|>|-|\d+\.)\s*/, '').trim() !== '')
    .join('\n\n');
}

/**
 * The text as the shop keeps it: only what the storefront renders, without HTML (a `<script>`, an `onerror=`, an
 * external or `javascript:` link or image are gone; a link's words stay). Idempotent.
 */
export function sanitizeRichText(source: string): string {
  return serializeRichText(parseRichText(stripTags(source)));
}

/** A one-line plain text (titles, questions, names): no tags, no line breaks, single spaces. */
export function sanitizePlain(text: string): string {
  return stripTags(text).replace(/\s+/g, ' ').trim();
}
