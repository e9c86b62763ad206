'use client';

import { useState } from 'react';
import { EMPLOYMENT_TYPES, employmentTypeLabel } from '@/lib/domain/careers';
import type { JobPostingDraft } from '@/lib/validation/editorial';
import { DraftActions } from './draft-actions';
import { RICH_TEXT_HINT, SelectField, TextArea, TextField } from './fields';
import { useEditorial } from './use-editorial';

const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60_000;
const toLocalField = (iso: string) => new Date(new Date(iso).getTime() + KATHMANDU_OFFSET_MS).toISOString().slice(0, 16);
const text = (value: number | null) => (value === null ? '' : String(value));

/** A careers posting: what and where, the salary in rupees a month, when it takes applications (Kathmandu time). */
export function JobPostingForm({ itemKey, initial, hasDraft }: { itemKey: string | null; initial: JobPostingDraft; hasDraft: boolean }) {
  const [data, setData] = useState({
    ...initial,
    salaryMinRupees: text(initial.salaryMinRupees),
    salaryMaxRupees: text(initial.salaryMaxRupees),
    opensAt: toLocalField(initial.opensAt),
    closesAt: toLocalField(initial.closesAt),
  });
  const editor = useEditorial({ kind: 'job-posting', itemKey, basePath: '/admin/content/careers' });
  const set = (patch: Partial<typeof data>) => setData((d) => ({ ...d, ...patch }));
  return (
    <form className="space-y-3 rounded-lg border border-gray-200 bg-white p-3" onSubmit={(e) => e.preventDefault()} aria-label="Edit the careers posting">
      <div className="grid gap-3 lg:grid-cols-2">
        <TextField id="job-title" label="Title" value={data.title} max={120} error={editor.fields.title} onChange={(title) => set({ title })} required />
        <TextField id="job-slug" label="Address (slug)" value={data.slug} error={editor.fields.slug} onChange={(slug) => set({ slug })} />
        <TextField id="job-department" label="Department" value={data.department} error={editor.fields.department} onChange={(department) => set({ department })} />
        <TextField id="job-location" label="Location" value={data.location} error={editor.fields.location} onChange={(location) => set({ location })} />
        <SelectField
          id="job-type"
          label="Employment"
          value={data.employmentType}
          options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: employmentTypeLabel(t) }))}
          error={editor.fields.employmentType}
          onChange={(employmentType) => set({ employmentType: employmentType as JobPostingDraft['employmentType'] })}
        />
        <SelectField
          id="job-status"
          label="Applications"
          value={data.status}
          options={[
            { value: 'open', label: 'Open (between the dates)' },
            { value: 'paused', label: 'Paused' },
            { value: 'closed', label: 'Closed' },
          ]}
          error={editor.fields.status}
          onChange={(status) => set({ status: status as JobPostingDraft['status'] })}
        />
        <TextField id="job-salary-min" label="Lowest salary (रू a month)" type="number" value={data.salaryMinRupees} error={editor.fields.salaryMinRupees} onChange={(salaryMinRupees) => set({ salaryMinRupees })} />
        <TextField id="job-salary-max" label="Highest salary (रू a month)" type="number" value={data.salaryMaxRupees} error={editor.fields.salaryMaxRupees} onChange={(salaryMaxRupees) => set({ salaryMaxRupees })} />
        <TextField id="job-opens" label="Opens (Kathmandu time)" type="datetime-local" value={data.opensAt} error={editor.fields.opensAt} onChange={(opensAt) => set({ opensAt })} />
        <TextField id="job-closes" label="Closes (Kathmandu time)" type="datetime-local" value={data.closesAt} error={editor.fields.closesAt} onChange={(closesAt) => set({ closesAt })} />
      </div>
      <TextField id="job-summary" label="Summary (the card’s text)" value={data.summary} max={300} error={editor.fields.summary} onChange={(summary) => set({ summary })} />
      <TextArea id="job-body" label="Description" rows={14} value={data.body} error={editor.fields.body} hint={RICH_TEXT_HINT} onChange={(body) => set({ body })} />
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
