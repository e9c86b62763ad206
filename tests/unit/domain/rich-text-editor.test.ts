import { parseRichText } from '@/lib/domain/rich-text';
import { editorToRichText, richTextToEditor, type EditorNode } from '@/lib/domain/rich-text-tiptap';
import { sanitizePlain, sanitizeRichText, serializeRichText } from '@/lib/domain/rich-text-write';

// The back office's rich-text editor keeps what the storefront renders: the shop's rich-text subset, sanitised. A text
// goes into the editor and comes back out unchanged; what an editor can make the subset cannot hold comes back as
// words; HTML never survives.

const SAMPLE = [
  '## Choosing a cake',
  '',
  'A **red velvet** cake with *fresh* cream, from [our eggless range](/category/eggless-cakes).',
  '',
  '### How much',
  '',
  '- Half a pound for four',
  '- One pound for eight',
  '',
  '1. Order by {{sameDayCutoff}}',
  '2. Pay online',
  '',
  '> Cakes are perishable.',
  '',
  '![A heart-shaped cake](/media/blog/heart.svg)',
].join('\n');

describe('the shop’s rich text written back', () => {
  it('writes parsed text back as it was (the stored form is stable)', () => {
    expect(serializeRichText(parseRichText(SAMPLE))).toBe(SAMPLE);
    expect(sanitizeRichText(SAMPLE)).toBe(SAMPLE);
    expect(sanitizeRichText(sanitizeRichText(SAMPLE))).toBe(SAMPLE);
  });

  it('strips HTML, scripts, event handlers and links or pictures off the shop, keeping the words', () => {
    const dirty = [
      '## Title <script>alert(1)</script>',
      '',
      'Hi <img src=x onerror=alert(1)> <a href="javascript:alert(1)" onclick="x()">there</a> [out](https://evil.example) [in](/faq)',
      '',
      '- <style>body{display:none}</style>item',
      '',
      '![pixel](https://evil.example/p.gif)',
    ].join('\n');
    expect(sanitizeRichText(dirty)).toBe('## Title\n\nHi there out [in](/faq)\n\n- item');
    expect(sanitizePlain('  <b>Hello</b>\n  world <script>x</script> ')).toBe('Hello world');
  });
});

describe('the editor’s document (TipTap JSON) and back', () => {
  it('round-trips the subset through the editor unchanged', () => {
    expect(editorToRichText(richTextToEditor(SAMPLE))).toBe(SAMPLE);
  });

  it('shows the stored text as editor nodes: headings, marks, lists, quotes, pictures', () => {
    const doc = richTextToEditor('## Hi\n\nA **bold** [link](/faq).\n\n![Alt](/media/x.svg)');
    expect(doc.content).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Hi' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'A ' },
          { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' ' },
          { type: 'text', text: 'link', marks: [{ type: 'link', attrs: { href: '/faq' } }] },
          { type: 'text', text: '.' },
        ],
      },
      { type: 'image', attrs: { src: '/media/x.svg', alt: 'Alt' } },
    ]);
    expect(richTextToEditor('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('keeps the words of what the subset cannot hold (code, h1/h4, nested lists, line breaks) and drops an outside link', () => {
    const doc: EditorNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Big' }] },
        { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Small' }] },
        { type: 'codeBlock', content: [{ type: 'text', text: 'npm start' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'line one' },
            { type: 'hardBreak' },
            { type: 'text', text: 'both', marks: [{ type: 'bold' }, { type: 'italic' }] },
            { type: 'text', text: ' away', marks: [{ type: 'link', attrs: { href: 'https://evil.example' } }] },
          ],
        },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'outer' }] }, { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'inner' }] }] }] }] },
          ],
        },
        { type: 'paragraph' },
      ],
    };
    expect(sanitizeRichText(editorToRichText(doc))).toBe('## Big\n\n### Small\n\nnpm start\n\nline one ***both*** away\n\n- outer inner');
  });
});
