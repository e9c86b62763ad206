'use client';

import { useState } from 'react';
import type { TestimonialDraft } from '@/lib/validation/editorial';
import { DraftActions } from './draft-actions';
import { CheckboxField, SelectField, TextArea, TextField } from './fields';
import { useEditorial } from './use-editorial';

/** A testimonial on the home page: who, from where, their words, their stars, its order; or taking it off. */
export function TestimonialForm({ itemKey, initial, hasDraft, canRemove }: { itemKey: string | null; initial: TestimonialDraft; hasDraft: boolean; canRemove: boolean }) {
  const [data, setData] = useState({ ...initial, avatar: initial.avatar ?? '', rating: String(initial.rating), position: String(initial.position) });
  const editor = useEditorial({ kind: 'testimonial', itemKey, basePath: '/admin/content/testimonials' });
  const set = (patch: Partial<typeof data>) => setData((d) => ({ ...d, ...patch }));
  return (
    <form className="space-y-3 rounded-lg border border-gray-200 bg-white p-3" onSubmit={(e) => e.preventDefault()} aria-label="Edit the testimonial">
      <div className="grid gap-3 lg:grid-cols-4">
        <TextField id="t-name" label="Name" value={data.name} error={editor.fields.name} onChange={(name) => set({ name })} required />
        <TextField id="t-location" label="Place" value={data.location} error={editor.fields.location} onChange={(location) => set({ location })} />
        <SelectField
          id="t-rating"
          label="Stars"
          value={data.rating}
          options={['5', '4', '3', '2', '1'].map((v) => ({ value: v, label: `${v} of 5` }))}
          error={editor.fields.rating}
          onChange={(rating) => set({ rating })}
        />
        <TextField id="t-position" label="Order" type="number" value={data.position} error={editor.fields.position} hint="Lower first." onChange={(position) => set({ position })} />
      </div>
      <TextArea id="t-message" label="Their words" rows={4} max={600} value={data.message} error={editor.fields.message} onChange={(message) => set({ message })} />
      <TextField id="t-avatar" label="Picture address" value={data.avatar} error={editor.fields.avatar} hint="Blank: a drawn avatar with their initials." onChange={(avatar) => set({ avatar })} />
      {canRemove ? <CheckboxField id="t-remove" label="Take it off the home page when published" checked={data.remove} onChange={(remove) => set({ remove })} /> : null}
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
