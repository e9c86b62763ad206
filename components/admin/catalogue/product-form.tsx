'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { callAdmin } from '@/components/admin/staff/api-call';
import type { AdminProduct, CatalogueChoices } from '@/lib/server/services/catalogue-admin';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '@/lib/validation/catalogue-admin';
import { BUTTON, describedBy, Field, INPUT, rupeesText } from './form-bits';

// A product's details: what it is, its prices (typed in rupees), stock, words, flags, where it is listed, and its
// search-engine title and description with their lengths counted as they are typed. A new product is created whole;
// an existing one sends only what was changed, with the version it was loaded at (a colleague's save in between
// answers 409 and nothing is overwritten).

type Draft = {
  type: AdminProduct['type'];
  name: string;
  slug: string;
  sku: string;
  shortDescription: string;
  description: string;
  price: string;
  salePrice: string;
  stock: string;
  tags: string;
  colors: string;
  sizes: string;
  isUrgent: boolean;
  isReadyMade: boolean;
  isActive: boolean;
  mainCategoryId: string;
  categoryIds: number[];
  occasionIds: number[];
  storeId: string;
  brandId: string;
  metaTitle: string;
  metaDescription: string;
};

const words = (value: string) => value.split(',').map((w) => w.trim()).filter(Boolean);
const slugify = (name: string) => name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 120);

function draftOf(p: AdminProduct | null, choices: CatalogueChoices): Draft {
  return {
    type: p?.type ?? 'product',
    name: p?.name ?? '',
    slug: p?.slug ?? '',
    sku: p?.sku ?? '',
    shortDescription: p?.shortDescription ?? '',
    description: p?.description ?? '',
    price: rupeesText(p?.price),
    salePrice: rupeesText(p?.salePrice),
    stock: String(p?.stock ?? 0),
    tags: (p?.tags ?? []).join(', '),
    colors: (p?.colors ?? []).join(', '),
    sizes: (p?.sizes ?? []).join(', '),
    isUrgent: p?.isUrgent ?? false,
    isReadyMade: p?.isReadyMade ?? false,
    isActive: p?.isActive ?? true,
    mainCategoryId: String(p?.categoryIds[0] ?? ''),
    categoryIds: p?.categoryIds.slice(1) ?? [],
    occasionIds: p?.occasionIds ?? [],
    storeId: String(p?.storeId ?? choices.stores[0]?.id ?? ''),
    brandId: p?.brandId ? String(p.brandId) : '',
    metaTitle: p?.metaTitle ?? '',
    metaDescription: p?.metaDescription ?? '',
  };
}

/** The API's body for a draft: amounts as typed (rupees), lists split, the main category first. */
function bodyOf(d: Draft): Record<string, unknown> {
  return {
    type: d.type,
    name: d.name,
    slug: d.slug,
    sku: d.sku,
    shortDescription: d.shortDescription,
    description: d.description,
    price: d.price,
    salePrice: d.salePrice === '' ? null : d.salePrice,
    stock: d.stock,
    tags: words(d.tags),
    colors: words(d.colors),
    sizes: words(d.sizes),
    isUrgent: d.isUrgent,
    isReadyMade: d.isReadyMade,
    isActive: d.isActive,
    categoryIds: [Number(d.mainCategoryId), ...d.categoryIds.filter((id) => id !== Number(d.mainCategoryId))].filter((id) => id > 0),
    occasionIds: d.occasionIds,
    storeId: d.storeId,
    brandId: d.brandId === '' ? null : d.brandId,
    metaTitle: d.metaTitle,
    metaDescription: d.metaDescription,
  };
}

export function ProductForm({ product, choices, version, onSaved }: { product: AdminProduct | null; choices: CatalogueChoices; version: number; onSaved: (p: AdminProduct) => void }) {
  const router = useRouter();
  const id = useId();
  const [loaded, setLoaded] = useState(() => draftOf(product, choices));
  const [draft, setDraft] = useState(loaded);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const toggle = (key: 'categoryIds' | 'occasionIds', value: number) =>
    setDraft((d) => ({ ...d, [key]: d[key].includes(value) ? d[key].filter((v) => v !== value) : [...d[key], value] }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    setFields({});
    const body = bodyOf(draft);
    let result;
    if (product) {
      // Only what changed: a stock an order took meanwhile is not written back.
      const before = bodyOf(loaded);
      const changed = Object.fromEntries(Object.entries(body).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])));
      result = await callAdmin<{ product: AdminProduct }>('patch', `admin/catalogue/products/${product.id}`, { ...changed, version });
    } else {
      result = await callAdmin<{ product: AdminProduct }>('post', 'admin/catalogue/products', body);
    }
    setPending(false);
    if (!result.ok) {
      setFields(result.fields);
      setError(result.message);
      return;
    }
    const { default: toast } = await import('react-hot-toast');
    toast.success(`${result.data.product.name} is saved.`);
    if (!product) {
      router.replace(`/admin/catalogue/products/${result.data.product.id}`);
      return;
    }
    const now = draftOf(result.data.product, choices);
    setLoaded(now);
    setDraft(now);
    onSaved(result.data.product);
    router.refresh();
  };

  const input = (key: keyof Draft, label: string, options: { type?: string; hint?: string; inputMode?: 'decimal' | 'numeric'; max?: number; className?: string } = {}) => (
    <Field id={`${id}-${key}`} label={label} error={fields[key]} hint={options.hint} className={options.className}>
      <input
        id={`${id}-${key}`}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        maxLength={options.max}
        className={INPUT}
        value={String(draft[key])}
        onChange={(e) => set(key, e.target.value as never)}
        aria-invalid={fields[key] ? true : undefined}
        aria-describedby={describedBy(`${id}-${key}`, Boolean(options.hint), fields[key])}
      />
    </Field>
  );
  const counter = (key: 'metaTitle' | 'metaDescription', label: string, max: number) => {
    const length = draft[key].length;
    const hint = `${length} of ${max} characters${length > max ? ` — ${length - max} too many` : ''}`;
    return (
      <Field id={`${id}-${key}`} label={label} error={fields[key]} hint={<span className={length > max ? 'font-semibold text-red-800' : ''}>{hint}</span>}>
        {key === 'metaTitle' ? (
          <input id={`${id}-${key}`} className={INPUT} value={draft[key]} onChange={(e) => set(key, e.target.value)} aria-invalid={fields[key] || length > max ? true : undefined} aria-describedby={describedBy(`${id}-${key}`, true, fields[key])} />
        ) : (
          <textarea id={`${id}-${key}`} rows={2} className={INPUT} value={draft[key]} onChange={(e) => set(key, e.target.value)} aria-invalid={fields[key] || length > max ? true : undefined} aria-describedby={describedBy(`${id}-${key}`, true, fields[key])} />
        )}
      </Field>
    );
  };
  const check = (key: 'isUrgent' | 'isReadyMade' | 'isActive', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={draft[key]} onChange={(e) => set(key, e.target.checked)} className="h-4 w-4" />
      {label}
    </label>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4 rounded-md border border-gray-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        Details
      </h2>
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        <Field id={`${id}-type`} label="Type" error={fields.type}>
          <select id={`${id}-type`} className={INPUT} value={draft.type} onChange={(e) => set('type', e.target.value as Draft['type'])}>
            <option value="cake">Cake</option>
            <option value="product">Gift, flowers or other product</option>
            <option value="automobile">Automobile</option>
          </select>
        </Field>
        <Field id={`${id}-name`} label="Name" error={fields.name} className="xl:col-span-2">
          <input
            id={`${id}-name`}
            className={INPUT}
            value={draft.name}
            maxLength={120}
            onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value, slug: product || d.slug !== slugify(d.name) ? d.slug : slugify(e.target.value) }))}
            aria-invalid={fields.name ? true : undefined}
            aria-describedby={describedBy(`${id}-name`, false, fields.name)}
          />
        </Field>
        {input('sku', 'SKU', { hint: 'Empty: made from the slug.', max: 40 })}
        {input('slug', 'Slug (its address)', { hint: `/product/${draft.slug || '…'}`, max: 120, className: 'xl:col-span-2' })}
        {input('price', 'Price (रू)', { inputMode: 'decimal', hint: product?.type === 'cake' ? 'At the smallest size, default options.' : undefined })}
        {input('salePrice', 'Sale price (रू)', { inputMode: 'decimal', hint: 'Below the price, or empty.' })}
        {input('stock', 'Stock', { inputMode: 'numeric' })}
        {input('tags', 'Tags', { hint: 'Separated by commas.', className: 'xl:col-span-1' })}
        {input('colors', 'Colours', { hint: 'Separated by commas.' })}
        {input('sizes', 'Sizes', { hint: 'Separated by commas.' })}
        <Field id={`${id}-short`} label="Short description" error={fields.shortDescription} className="md:col-span-2">
          <textarea id={`${id}-short`} rows={2} maxLength={300} className={INPUT} value={draft.shortDescription} onChange={(e) => set('shortDescription', e.target.value)} />
        </Field>
        <Field id={`${id}-description`} label="Description" error={fields.description} className="md:col-span-2">
          <textarea id={`${id}-description`} rows={4} maxLength={5000} className={INPUT} value={draft.description} onChange={(e) => set('description', e.target.value)} />
        </Field>
        <Field id={`${id}-store`} label="Store" error={fields.storeId}>
          <select id={`${id}-store`} className={INPUT} value={draft.storeId} onChange={(e) => set('storeId', e.target.value)}>
            {choices.stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-brand`} label="Brand" error={fields.brandId}>
          <select id={`${id}-brand`} className={INPUT} value={draft.brandId} onChange={(e) => set('brandId', e.target.value)}>
            <option value="">No brand</option>
            {choices.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-main`} label="Main category" error={fields.categoryIds}>
          <select id={`${id}-main`} className={INPUT} value={draft.mainCategoryId} onChange={(e) => set('mainCategoryId', e.target.value)}>
            <option value="">Choose…</option>
            {choices.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.parentId ? `— ${c.name}` : c.name}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="space-y-1 pt-5">
          <legend className="sr-only">Flags</legend>
          {check('isActive', 'Shown in the shop')}
          {check('isUrgent', 'Urgent (delivered within hours)')}
          {check('isReadyMade', 'Ready-made (no options)')}
        </fieldset>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <fieldset className="max-h-48 overflow-y-auto rounded border border-gray-300 p-2">
          <legend className="px-1 text-sm font-medium">Also listed in</legend>
          <div className="grid grid-cols-2 gap-x-3 lg:grid-cols-3">
            {choices.categories.map((c) => (
              <label key={c.id} className="flex items-center gap-1.5 text-sm">
                <input type="checkbox" checked={draft.categoryIds.includes(c.id) || String(c.id) === draft.mainCategoryId} disabled={String(c.id) === draft.mainCategoryId} onChange={() => toggle('categoryIds', c.id)} />
                {c.name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="max-h-48 overflow-y-auto rounded border border-gray-300 p-2">
          <legend className="px-1 text-sm font-medium">Occasions</legend>
          <div className="grid grid-cols-2 gap-x-3 lg:grid-cols-3">
            {choices.occasions.map((o) => (
              <label key={o.id} className="flex items-center gap-1.5 text-sm">
                <input type="checkbox" checked={draft.occasionIds.includes(o.id)} onChange={() => toggle('occasionIds', o.id)} />
                {o.name}
              </label>
            ))}
          </div>
          {fields.occasionIds ? <p className="text-sm text-red-800">{fields.occasionIds}</p> : null}
        </fieldset>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {counter('metaTitle', 'Meta title (search engines)', META_TITLE_MAX)}
        {counter('metaDescription', 'Meta description (search engines)', META_DESCRIPTION_MAX)}
      </div>
      <div className="flex items-center gap-3">
        <button type="submit" disabled={pending} className={BUTTON}>
          {pending ? 'Saving…' : product ? 'Save changes' : 'Create product'}
        </button>
        {error ? (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <p role="status" className="sr-only">
          {pending ? 'Saving…' : ''}
        </p>
      </div>
    </form>
  );
}
