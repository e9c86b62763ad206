'use client';

import { useState } from 'react';
import type { FaqGroupDraft } from '@/lib/validation/editorial';
import { DraftActions } from './draft-actions';
import { TextField } from './fields';
import { useEditorial } from './use-editorial';

/** An FAQ topic: its title and its place among the topics. Its anchor on /faq is made once, from the first title. */
export function FaqGroupForm({ itemKey, initial, hasDraft }: { itemKey: string | null; initial: FaqGroupDraft; hasDraft: boolean }) {
  const [data, setData] = useState({ title: initial.title, position: String(initial.position) });
  const editor = useEditorial({ kind: 'faq-group', itemKey, basePath: '/admin/content/faq/topics' });
  return (
    <form className="grid gap-3 rounded-lg border border-gray-200 bg-white p-3 md:grid-cols-[1fr_10rem]" onSubmit={(e) => e.preventDefault()} aria-label="Edit the FAQ topic">
      <TextField id="topic-title" label="Topic" value={data.title} onChange={(title) => setData((d) => ({ ...d, title }))} max={80} error={editor.fields.title} required />
      <TextField id="topic-position" label="Order" type="number" value={data.position} onChange={(position) => setData((d) => ({ ...d, position }))} error={editor.fields.position} hint="Lower first." />
      <div className="md:col-span-2">
        <DraftActions
          pending={editor.pending}
          message={editor.message}
          hasDraft={hasDraft}
          onSave={() => editor.save(data)}
          onPublish={() => editor.publish(data)}
          onDiscard={() => editor.discard()}
        />
      </div>
    </form>
  );
}
