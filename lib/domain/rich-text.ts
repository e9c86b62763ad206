// The shop's own rich text: a small Markdown subset for the blog, the shop's pages, the FAQ and job postings
// (format documented in lib/server/db/seed/data/editorial-types.ts). It is parsed into plain data and rendered by
// React (components/content/rich-text.tsx), so no HTML from the database ever reaches the page: a `<script>` in a
// post is just text. Links and images are restricted to the shop's own paths.
//
// `{{token}}` placeholders let text name a rule that lives in code (a delivery charge, a lead time): the caller passes
// their values, read from the rule's module, so the text never retypes a number that could change.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3; id: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'image'; src: string; alt: string };

export type RichDocument = Block[];

/** A path on this shop (not `//host`, not `javascript:`), optionally with a query or fragment. */
export function isInternalPath(href: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(href);
}

/** URL-safe id for a heading (ASCII letters and digits; Devanagari and other letters kept as they are). */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'section'
  );
}

/** Replaces `{{name}}` with its value; a token with no value is an error (text must never show a raw token). */
export function fillTokens(source: string, values: Record<string, string>): string {
  return source.replace(/\{\{\s*([A-Za-z][\w]*)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`rich text names {{${name}}}, which has no value`);
    return value;
  });
}

/** The `{{token}}` names a text uses, so a test can check every one has a source. */
export function tokenNames(source: string): string[] {
  return [...new Set([...source.matchAll(/\{\{\s*([A-Za-z][\w]*)\s*\}\}/g)].map((m) => m[1] as string))];
}

const INLINE = /\*\*(.+?)\*\*|\*(?!\s)(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/;

/** **bold**, *italic* and [text](/path); an external or unsafe link keeps only its text. */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let rest = source;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ type: 'text', text: rest.slice(0, match.index) });
    const [whole, bold, italic, linkText, href] = match;
    if (bold !== undefined) out.push({ type: 'strong', children: parseInline(bold) });
    else if (italic !== undefined) out.push({ type: 'em', children: parseInline(italic) });
    else if (linkText !== undefined && href !== undefined) {
      const children = parseInline(linkText);
      if (isInternalPath(href)) out.push({ type: 'link', href, children });
      else out.push(...children);
    }
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

const IMAGE_LINE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
const LIST_ITEM = /^(?:([-*])|(\d+)[.)])\s+(.*)$/;

/** Parses the Markdown subset into blocks. Unknown syntax stays as text; nothing is dropped silently but HTML tags. */
export function parseRichText(source: string): RichDocument {
  const blocks: Block[] = [];
  const usedIds = new Map<string, number>();
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let quote: string[] = [];

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    if (quote.length) blocks.push({ type: 'quote', children: parseInline(quote.join(' ')) });
    paragraph = [];
    list = null;
    quote = [];
  };

  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^(#{2,3})\s+(.+)$/.exec(line);
    if (heading) {
      flush();
      const text = heading[2] as string;
      const base = headingId(text.replace(/[*_[\]()]/g, ''));
      const seen = usedIds.get(base) ?? 0;
      usedIds.set(base, seen + 1);
      blocks.push({ type: 'heading', level: heading[1] === '##' ? 2 : 3, id: seen ? `${base}-${seen + 1}` : base, children: parseInline(text) });
      continue;
    }
    const image = IMAGE_LINE.exec(line);
    if (image) {
      flush();
      const src = image[2] as string;
      if (isInternalPath(src)) blocks.push({ type: 'image', alt: image[1] as string, src });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      if (paragraph.length || quote.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[3] as string);
      continue;
    }
    if (line.startsWith('>')) {
      if (paragraph.length || list) flush();
      quote.push(line.replace(/^>\s?/, ''));
      continue;
    }
    if (list) {
      // A wrapped continuation of the last item.
      const items = list.items;
      items[items.length - 1] = `${items[items.length - 1]} ${line}`;
      continue;
    }
    if (quote.length) flush();
    paragraph.push(line.replace(/<[^>]*>/g, ''));
  }
  flush();
  return blocks;
}

function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => (n.type === 'text' ? n.text : inlineText(n.children))).join('');
}

/** The document as plain text (search, descriptions, word counts). */
export function plainText(doc: RichDocument): string {
  return doc
    .map((b) => {
      if (b.type === 'list') return b.items.map(inlineText).join('\n');
      if (b.type === 'image') return '';
      return inlineText(b.children);
    })
    .filter(Boolean)
    .join('\n\n');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes to read at 200 words a minute (a relaxed pace for a phone), at least 1. */
export function readingMinutes(doc: RichDocument): number {
  return Math.max(1, Math.round(wordCount(plainText(doc)) / 200));
}

/** The level-2 headings, for a table of contents. */
export function outline(doc: RichDocument): Array<{ id: string; text: string }> {
  return doc.flatMap((b) => (b.type === 'heading' && b.level === 2 ? [{ id: b.id, text: inlineText(b.children) }] : []));
}
