'use client';

import Link from 'next/link';
import { useState } from 'react';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, type BlogPostDraft } from '@/lib/validation/editorial';
import { DraftActions } from './draft-actions';
import { uploadImage } from './editorial-api';
import { CheckboxField, SelectField, TextField } from './fields';
import RichTextEditor from './rich-text-editor';
import { useEditorial } from './use-editorial';

// A blog post's editor: the words (TipTap, in this screen's own JavaScript), where it sits (category, tags, cover), what
// search engines show (with the lengths they cut at), and when it goes live (Kathmandu time; blank: when published).

const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60_000;
/** An instant as the date-time field shows it: Kathmandu wall-clock time (no daylight saving there). */
const toLocalField = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + KATHMANDU_OFFSET_MS).toISOString().slice(0, 16) : '');
const slugFrom = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

type Props = {
  itemKey: string | null;
  initial: BlogPostDraft | null;
  hasDraft: boolean;
  categories: Array<{ value: string; label: string }>;
};

export function BlogPostForm({ itemKey, initial, hasDraft, categories }: Props) {
  const [data, setData] = useState(() => ({
    title: initial?.title ?? '',
    slug: initial?.slug ?? '',
    excerpt: initial?.excerpt ?? '',
    categoryId: String(initial?.categoryId ?? categories[0]?.value ?? ''),
    cover: initial?.cover ?? '',
    body: initial?.body ?? '',
    tags: (initial?.tags ?? []).join(', '),
    featured: initial?.featured ?? false,
    metaTitle: initial?.metaTitle ?? '',
    metaDescription: initial?.metaDescription ?? '',
    publishAt: toLocalField(initial?.publishAt ?? null),
    hidden: initial?.hidden ?? false,
  }));
  const [slugTouched, setSlugTouched] = useState(Boolean(initial));
  const [coverNote, setCoverNote] = useState<string | null>(null);
  const [openedAt] = useState(() => Date.now());
  const editor = useEditorial({ kind: 'blog-post', itemKey, basePath: '/admin/content/blog' });
  const set = (patch: Partial<typeof data>) => setData((d) => ({ ...d, ...patch }));

  const payload = () => ({
    ...data,
    categoryId: Number(data.categoryId),
    tags: data.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  });
  const scheduled = data.publishAt && new Date(`${data.publishAt}:00+05:45`).getTime() > openedAt;

  return (
    <form className="space-y-3 rounded-lg border border-gray-200 bg-white p-3" onSubmit={(e) => e.preventDefault()} aria-label="Edit the blog post">
      <div className="grid gap-3 lg:grid-cols-2">
        <TextField
          id="post-title"
          label="Title"
          value={data.title}
          max={120}
          required
          error={editor.fields.title}
          onChange={(title) => set(slugTouched ? { title } : { title, slug: slugFrom(title) })}
        />
        <TextField
          id="post-slug"
          label="Address"
          value={data.slug}
          error={editor.fields.slug}
          hint={`/blog/${data.slug || '…'}`}
          onChange={(slug) => {
            setSlugTouched(true);
            set({ slug });
          }}
        />
      </div>
      <TextField id="post-excerpt" label="Excerpt (the card’s text)" value={data.excerpt} max={300} error={editor.fields.excerpt} onChange={(excerpt) => set({ excerpt })} />
      <div className="grid gap-3 lg:grid-cols-3">
        <SelectField id="post-category" label="Category" value={data.categoryId} options={categories} error={editor.fields.categoryId} onChange={(categoryId) => set({ categoryId })} />
        <TextField id="post-tags" label="Tags" value={data.tags} error={editor.fields.tags} hint="Separated by commas, up to 10." onChange={(tags) => set({ tags })} />
        <CheckboxField id="post-featured" label="Featured on the blog’s first page" checked={data.featured} onChange={(featured) => set({ featured })} className="self-end" />
      </div>
      <div className="grid items-end gap-3 lg:grid-cols-[1fr_auto]">
        <TextField id="post-cover" label="Cover picture" value={data.cover} error={editor.fields.cover} hint="Upload one, or a picture address on this shop." onChange={(cover) => set({ cover })} />
        <label className="inline-flex min-h-9 cursor-pointer items-center rounded-md border border-gray-300 px-3 text-sm font-semibold focus-within:outline-2 focus-within:outline-brand-600">
          Upload a cover
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="sr-only"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setCoverNote('Uploading…');
              const result = await uploadImage(file);
              if (result.ok) set({ cover: result.src });
              setCoverNote(result.ok ? 'Cover uploaded.' : result.message);
            }}
          />
        </label>
      </div>
      <p role="status" aria-live="polite" className="text-xs text-gray-700">
        {coverNote ?? ''}
      </p>
      <RichTextEditor id="post-body" label="Text" value={data.body} onChange={(body) => set({ body })} error={editor.fields.body} />
      <fieldset className="grid gap-3 rounded-md border border-gray-200 p-2 lg:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">Search engines and shares</legend>
        <TextField id="post-meta-title" label="Search title" value={data.metaTitle} max={META_TITLE_MAX} error={editor.fields.metaTitle} hint="Blank: the title." onChange={(metaTitle) => set({ metaTitle })} />
        <TextField
          id="post-meta-description"
          label="Search description"
          value={data.metaDescription}
          max={META_DESCRIPTION_MAX}
          error={editor.fields.metaDescription}
          hint="50–160 characters. Blank: the excerpt."
          onChange={(metaDescription) => set({ metaDescription })}
        />
      </fieldset>
      <div className="grid gap-3 lg:grid-cols-2">
        <TextField
          id="post-publish-at"
          label="Goes live at (Kathmandu time)"
          type="datetime-local"
          value={data.publishAt}
          error={editor.fields.publishAt}
          hint="Blank: the moment you publish. A later time schedules it: nobody sees it until then."
          onChange={(publishAt) => set({ publishAt })}
        />
        <CheckboxField id="post-hidden" label="Hidden: take it off the blog when published" checked={data.hidden} onChange={(hidden) => set({ hidden })} className="self-end" />
      </div>
      {itemKey && hasDraft ? (
        <p className="text-sm">
          <Link href={`/admin/content/blog/${itemKey}/preview`} className="font-semibold text-brand-800 underline">
            Preview the saved draft as readers will see it
          </Link>
        </p>
      ) : null}
      <DraftActions
        pending={editor.pending}
        message={editor.message}
        hasDraft={hasDraft}
        publishNote={data.hidden ? 'Publishing hides the post.' : scheduled ? `Scheduled: goes live ${data.publishAt.replace('T', ' at ')} Kathmandu time.` : undefined}
        onSave={() => editor.save(payload())}
        onPublish={() => editor.publish(payload())}
        onDiscard={() => editor.discard()}
      />
    </form>
  );
}
