'use client';

import { useState } from 'react';
import type { ShopPageDraft } from '@/lib/validation/editorial';
import { DraftActions } from './draft-actions';
import { RICH_TEXT_HINT, TextArea, TextField } from './fields';
import { useEditorial } from './use-editorial';

/** A shop page's editor: title, the lead under it (also the description search engines show), and the text. */
export function ShopPageForm({ itemKey, initial, hasDraft }: { itemKey: string; initial: ShopPageDraft; hasDraft: boolean }) {
  const [data, setData] = useState(initial);
  const editor = useEditorial({ kind: 'shop-page', itemKey, basePath: '/admin/content/pages' });
  const set = (patch: Partial<ShopPageDraft>) => setData((d) => ({ ...d, ...patch }));
  return (
    <form className="space-y-3 rounded-lg border border-gray-200 bg-white p-3" onSubmit={(e) => e.preventDefault()} aria-label="Edit the page">
      <TextField id="page-title" label="Title" value={data.title} onChange={(title) => set({ title })} max={120} error={editor.fields.title} required />
      <TextField id="page-summary" label="Lead (and search description)" value={data.summary} onChange={(summary) => set({ summary })} max={300} error={editor.fields.summary} />
      <TextArea id="page-body" label="Text" rows={18} value={data.body} onChange={(body) => set({ body })} error={editor.fields.body} hint={RICH_TEXT_HINT} />
      <DraftActions
        pending={editor.pending}
        message={editor.message}
        hasDraft={hasDraft}
        onSave={() => editor.save(data)}
        onPublish={() => editor.publish(data)}
        onDiscard={() => editor.discard()}
      />
    </form>
  );
}
