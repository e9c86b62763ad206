'use client';

import { useState } from 'react';
import type { FaqDraft } from '@/lib/validation/editorial';
import { DraftActions } from './draft-actions';
import { CheckboxField, RICH_TEXT_HINT, SelectField, TextArea, TextField } from './fields';
import { useEditorial } from './use-editorial';

type Props = { itemKey: string | null; initial: FaqDraft; hasDraft: boolean; canRemove: boolean; topics: Array<{ value: string; label: string }> };

/** An FAQ answer's editor: topic, order, question, answer; and, for a published one, taking it off /faq. */
export function FaqForm({ itemKey, initial, hasDraft, canRemove, topics }: Props) {
  const [data, setData] = useState({ ...initial, position: String(initial.position) });
  const editor = useEditorial({ kind: 'faq', itemKey, basePath: '/admin/content/faq' });
  const set = (patch: Partial<typeof data>) => setData((d) => ({ ...d, ...patch }));
  const payload = () => ({ ...data, groupId: Number(data.groupId), position: data.position });
  return (
    <form className="space-y-3 rounded-lg border border-gray-200 bg-white p-3" onSubmit={(e) => e.preventDefault()} aria-label="Edit the FAQ answer">
      <div className="grid gap-3 md:grid-cols-[1fr_10rem]">
        <SelectField id="faq-topic" label="Topic" value={String(data.groupId)} onChange={(v) => set({ groupId: Number(v) })} options={topics} error={editor.fields.groupId} />
        <TextField id="faq-position" label="Order" type="number" value={data.position} onChange={(position) => set({ position })} error={editor.fields.position} hint="Lower first." />
      </div>
      <TextField id="faq-question" label="Question" value={data.question} onChange={(question) => set({ question })} max={200} error={editor.fields.question} required />
      <TextArea id="faq-answer" label="Answer" rows={8} value={data.answer} onChange={(answer) => set({ answer })} max={5000} error={editor.fields.answer} hint={RICH_TEXT_HINT} />
      {canRemove ? (
        <CheckboxField id="faq-remove" label="Take this answer off the FAQ when published" checked={data.remove} onChange={(remove) => set({ remove })} error={editor.fields.remove} />
      ) : null}
      <DraftActions
        pending={editor.pending}
        message={editor.message}
        hasDraft={hasDraft}
        onSave={() => editor.save(payload())}
        onPublish={() => editor.publish(payload())}
        onDiscard={() => editor.discard()}
      />
    </form>
  );
}
