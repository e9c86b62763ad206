import { parseRichText, type Block, type Inline, type RichDocument } from './rich-text';
import { serializeRichText } from './rich-text-write';

// The back office's rich-text editor (TipTap, components/admin/content/rich-text-editor.tsx) edits a ProseMirror
// document; the shop keeps and renders its own rich-text subset (lib/domain/rich-text.ts). These two functions carry a
// text across both ways, so the editor shows what is stored and what it hands back is stored as the storefront renders
// it. Anything the subset has no place for (code, strike-through, nested lists) comes back as its words.

/** TipTap's JSON (its JSONContent, described here so this module needs no editor package). */
export type EditorNode = {
  type: string;
  attrs?: Record<string, unknown>;
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
  content?: EditorNode[];
  text?: string;
};

function inlineToEditor(nodes: Inline[], marks: NonNullable<EditorNode['marks']> = []): EditorNode[] {
  return nodes.flatMap((node): EditorNode[] => {
    switch (node.type) {
      case 'text':
        return node.text ? [{ type: 'text', text: node.text, ...(marks.length ? { marks } : {}) }] : [];
      case 'strong':
        return inlineToEditor(node.children, [...marks, { type: 'bold' }]);
      case 'em':
        return inlineToEditor(node.children, [...marks, { type: 'italic' }]);
      case 'link':
        return inlineToEditor(node.children, [...marks, { type: 'link', attrs: { href: node.href } }]);
    }
  });
}

const paragraph = (children: Inline[]): EditorNode => {
  const content = inlineToEditor(children);
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
};

/** The stored text as the editor's document. */
export function richTextToEditor(source: string): EditorNode {
  const content = parseRichText(source).map((block): EditorNode => {
    switch (block.type) {
      case 'heading':
        return { type: 'heading', attrs: { level: block.level }, content: inlineToEditor(block.children) };
      case 'paragraph':
        return paragraph(block.children);
      case 'list':
        return { type: block.ordered ? 'orderedList' : 'bulletList', content: block.items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })) };
      case 'quote':
        return { type: 'blockquote', content: [paragraph(block.children)] };
      case 'image':
        return { type: 'image', attrs: { src: block.src, alt: block.alt } };
    }
  });
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

function textOf(node: EditorNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return ' ';
  return (node.content ?? []).map(textOf).join(node.type === 'doc' || node.type.endsWith('List') ? ' ' : '');
}

function inlineFromEditor(nodes: EditorNode[] = []): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    if (node.type === 'hardBreak') return [{ type: 'text', text: ' ' }];
    if (node.type !== 'text') return [{ type: 'text', text: textOf(node) }];
    let out: Inline = { type: 'text', text: (node.text ?? '').replace(/\s*\n\s*/g, ' ') };
    const marks = node.marks ?? [];
    if (marks.some((m) => m.type === 'italic')) out = { type: 'em', children: [out] };
    if (marks.some((m) => m.type === 'bold')) out = { type: 'strong', children: [out] };
    const link = marks.find((m) => m.type === 'link');
    const href = typeof link?.attrs?.href === 'string' ? link.attrs.href : null;
    if (href) out = { type: 'link', href, children: [out] };
    return [out];
  });
}

/** Paragraph-like content of a list item or a quote, as one line of inline text. */
function flatInline(nodes: EditorNode[] = []): Inline[] {
  return nodes.flatMap((child, i) => {
    const inner = child.type === 'paragraph' || child.type === 'heading' ? inlineFromEditor(child.content) : [{ type: 'text' as const, text: textOf(child) }];
    return i > 0 ? [{ type: 'text' as const, text: ' ' }, ...inner] : inner;
  });
}

function blocksFromEditor(nodes: EditorNode[] = []): Block[] {
  return nodes.flatMap((node): Block[] => {
    switch (node.type) {
      case 'heading': {
        const level = Number(node.attrs?.level) >= 3 ? 3 : 2;
        return [{ type: 'heading', level, id: '', children: inlineFromEditor(node.content) }];
      }
      case 'paragraph':
        return [{ type: 'paragraph', children: inlineFromEditor(node.content) }];
      case 'bulletList':
      case 'orderedList':
        return [{ type: 'list', ordered: node.type === 'orderedList', items: (node.content ?? []).map((item) => flatInline(item.content)) }];
      case 'blockquote':
        return [{ type: 'quote', children: flatInline(node.content) }];
      case 'image': {
        const src = typeof node.attrs?.src === 'string' ? node.attrs.src : '';
        const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt : '';
        return src ? [{ type: 'image', src, alt }] : [];
      }
      case 'horizontalRule':
        return [];
      default:
        // A code block or anything else: its words, as a paragraph.
        return [{ type: 'paragraph', children: [{ type: 'text', text: textOf(node) }] }];
    }
  });
}

/** The editor's document as the shop's rich-text source (still sanitised again by the server when it is saved). */
export function editorToRichText(doc: EditorNode): string {
  const blocks: RichDocument = blocksFromEditor(doc.content);
  return serializeRichText(blocks);
}
