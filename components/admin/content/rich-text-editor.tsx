'use client';

import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { isInternalPath } from '@/lib/domain/rich-text';
import { editorToRichText, richTextToEditor, type EditorNode } from '@/lib/domain/rich-text-tiptap';
import { uploadImage } from './editorial-api';

// The blog's rich-text editor (TipTap, a kept ProseMirror editor). It edits only what the shop's rich text can hold
// (headings 2–3, bold, italic, lists, quotes, links on this shop, pictures uploaded here) and hands back the stored
// form (lib/domain/rich-text-tiptap.ts); the server sanitises it again on save and on publish. Imported statically by
// the blog editor only, so TipTap is in that screen's JavaScript and never in a storefront page's. Not loaded on
// demand: a dynamic import of it (next/dynamic or React's lazy) made Turbopack cut the framework's start-up code into
// one more chunk for every page of the shop, +0.6 KiB gzip each, which put four storefront routes over their budget.
// With immediatelyRender off, the server renders the toolbar and an empty box; the editor starts in the browser.

type Props = { id: string; label: string; value: string; onChange: (value: string) => void; error?: string | undefined };

const tool =
  'min-h-8 min-w-8 rounded px-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-gray-900 aria-pressed:text-white disabled:opacity-40';

export default function RichTextEditor({ id, label, value, onChange, error }: Props) {
  const labelId = `${id}-label`;
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, strike: false, underline: false, horizontalRule: false, link: false }),
      // Links only to this shop's pages: the storefront keeps an outside link's words and drops its address.
      Link.configure({ openOnClick: false, autolink: false, linkOnPaste: false, isAllowedUri: (url) => isInternalPath(url) }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: richTextToEditor(value) as JSONContent,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class:
          'min-h-72 max-w-none px-3 py-2 text-base focus:outline-none [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-3 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:max-h-64 [&_img]:rounded [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-brand-700 [&_a]:underline',
      },
    },
    onUpdate: ({ editor: current }) => onChange(editorToRichText(current.getJSON() as EditorNode)),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  function setLink() {
    if (!editor) return;
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt('Link to a page of this shop (for example /cakes or /blog/dashain-cakes). Empty removes the link.', current);
    if (href === null) return;
    if (href.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!isInternalPath(href.trim())) {
      setNotice('Links must go to a page of this shop and start with /.');
      return;
    }
    setNotice(null);
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  async function addImage(file: File) {
    if (!editor) return;
    setUploading(true);
    setNotice('Uploading the picture…');
    const result = await uploadImage(file);
    setUploading(false);
    if (!result.ok) {
      setNotice(result.message);
      return;
    }
    const alt = window.prompt('Describe the picture for people who cannot see it:', '') ?? '';
    editor.chain().focus().setImage({ src: result.src, alt }).run();
    setNotice('Picture added.');
  }

  const button = (name: string, pressed: boolean | undefined, run: () => void, text: string, disabled = false) => (
    // The name a screen reader says holds the visible text too ("Heading: H2"), so a voice-control user can say what
    // they see. Not in parentheses: axe (like speech tools) drops a parenthetical before matching the visible words.
    // A symbol alone (❝, ↶) is no word to say and is left out.
    <button type="button" className={tool} aria-label={text === name || !/[\p{L}\p{N}]/u.test(text) ? name : `${name}: ${text}`} aria-pressed={pressed} onClick={run} disabled={!editor || disabled} title={name}>
      {text}
    </button>
  );

  return (
    <div>
      <p id={labelId} className="text-sm font-medium text-gray-900">
        {label}
      </p>
      <div className={`mt-0.5 rounded-md border ${error ? 'border-red-700' : 'border-gray-300'} bg-white`}>
        <div role="toolbar" aria-label="Formatting" aria-controls={id} className="flex flex-wrap gap-1 border-b border-gray-200 p-1">
          {button('Heading', state?.h2, () => editor?.chain().focus().toggleHeading({ level: 2 }).run(), 'H2')}
          {button('Subheading', state?.h3, () => editor?.chain().focus().toggleHeading({ level: 3 }).run(), 'H3')}
          {button('Bold', state?.bold, () => editor?.chain().focus().toggleBold().run(), 'B')}
          {button('Italic', state?.italic, () => editor?.chain().focus().toggleItalic().run(), 'I')}
          {button('Bulleted list', state?.bullet, () => editor?.chain().focus().toggleBulletList().run(), '• List')}
          {button('Numbered list', state?.ordered, () => editor?.chain().focus().toggleOrderedList().run(), '1. List')}
          {button('Quote', state?.quote, () => editor?.chain().focus().toggleBlockquote().run(), '❝')}
          {button('Link', state?.link, setLink, 'Link')}
          {button('Insert a picture', undefined, () => fileRef.current?.click(), uploading ? 'Uploading…' : 'Picture', uploading)}
          {button('Undo', undefined, () => editor?.chain().focus().undo().run(), '↶', !state?.canUndo)}
          {button('Redo', undefined, () => editor?.chain().focus().redo().run(), '↷', !state?.canRedo)}
          <input
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="sr-only"
            tabIndex={-1}
            aria-label="Picture to insert"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void addImage(file);
            }}
          />
        </div>
        <EditorContent editor={editor} />
      </div>
      <p role="status" aria-live="polite" className="mt-0.5 text-xs text-gray-700">
        {notice ?? ''}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-0.5 text-xs text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
