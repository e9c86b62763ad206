'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { callAdmin } from '@/components/admin/staff/api-call';
import { ACCESSORY_KINDS } from '@/lib/validation/catalogue-admin';
import { BUTTON, INPUT, rupeesText } from './form-bits';

// One add-on's editable fields in a row of its own (price in rupees, stock, position, sold or retired), or the form
// for a new one. An edit sends the version it was loaded at: a colleague's save in between answers 409.

type Accessory = { id: number; name: string; slug: string; kind: string; price: number; stock: number; position: number; isActive: boolean; version: number };

export function AccessoryRowForm({ accessory }: { accessory: Accessory | null }) {
  const router = useRouter();
  const id = useId();
  const [loaded] = useState(() => ({
    name: accessory?.name ?? '',
    slug: accessory?.slug ?? '',
    kind: accessory?.kind ?? 'candle',
    price: rupeesText(accessory?.price),
    stock: String(accessory?.stock ?? 100),
    position: String(accessory?.position ?? 0),
    isActive: accessory?.isActive ?? true,
  }));
  const [draft, setDraft] = useState(loaded);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof draft, value: string | boolean) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const result = accessory
      ? // Only what changed: a stock an order took meanwhile is not written back.
        await callAdmin('patch', `admin/catalogue/accessories/${accessory.id}`, {
          ...Object.fromEntries(Object.entries(draft).filter(([key, value]) => loaded[key as keyof typeof loaded] !== value)),
          version: accessory.version,
        })
      : await callAdmin('post', 'admin/catalogue/accessories', draft);
    setPending(false);
    if (!result.ok) {
      setError(Object.entries(result.fields).map(([f, m]) => `${f}: ${m}`).join(' · ') || result.message);
      return;
    }
    const { default: toast } = await import('react-hot-toast');
    toast.success(`${draft.name} is saved.`);
    router.refresh();
  };
  const label = accessory ? accessory.name : 'new add-on';
  const cell = (key: 'name' | 'slug' | 'price' | 'stock' | 'position', text: string, mode?: 'decimal' | 'numeric') => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-xs font-medium">{text}</label>
      <input id={`${id}-${key}`} className={INPUT} inputMode={mode} value={draft[key]} onChange={(e) => set(key, e.target.value)} />
    </div>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={accessory ? `Edit ${label}` : 'Add an add-on'} className="grid grid-cols-2 items-end gap-2 border-b border-gray-200 py-2 md:grid-cols-[2fr_2fr_1fr_1fr_1fr_1fr_auto_auto]">
      {cell('name', 'Name')}
      {cell('slug', 'Slug')}
      <div>
        <label htmlFor={`${id}-kind`} className="block text-xs font-medium">Kind</label>
        <select id={`${id}-kind`} className={INPUT} value={draft.kind} onChange={(e) => set('kind', e.target.value)}>
          {ACCESSORY_KINDS.map((k) => <option key={k} value={k}>{k}</option>)}
        </select>
      </div>
      {cell('price', 'Price (रू)', 'decimal')}
      {cell('stock', 'Stock', 'numeric')}
      {cell('position', 'Position', 'numeric')}
      <label className="flex items-center gap-1.5 pb-2 text-sm"><input type="checkbox" checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} />Sold</label>
      <button type="submit" disabled={pending} className={BUTTON}>{pending ? 'Saving…' : accessory ? 'Save' : 'Add'}</button>
      {error ? <p role="alert" className="col-span-full text-sm text-red-800">{error}</p> : null}
    </form>
  );
}
