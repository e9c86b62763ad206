'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { RefCombobox } from '@/components/admin/lookup/ref-combobox';
import { useHydrated } from '@/components/pages/use-hydrated';
import type { FieldSpec, KindSpec } from './field-specs';
import { RenderedPreview } from './rendered-preview';

// The back office's editor for one piece of the shop's content: the form laid out from its kind's spec, Save draft
// (the storefront keeps the live version), the preview the server returns, then Publish or Discard. A refused save
// shows each message beside its field (the server's `fields`, keyed by path like 'products.2.salePrice').

type Value = Record<string, unknown>;
type PreviewLine = { label: string; value: string; warning?: boolean };
type Outcome = { ok: true; data: Value } | { ok: false; message: string; fields: Record<string, string> };

async function call(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown): Promise<Outcome> {
  const { dashboardApi } = await import('@/lib/api/client');
  try {
    const response = method === 'delete' || method === 'get' ? await dashboardApi[method](path) : await dashboardApi[method](path, body ?? {});
    return { ok: true, data: (response.data as { data: Value }).data };
  } catch (error) {
    const { apiErrorMessage, apiFieldErrors } = await import('@/lib/api/errors');
    return { ok: false, message: apiErrorMessage(error, 'That did not work. Please try again.'), fields: apiFieldErrors(error) };
  }
}

const inputClass = 'min-h-9 w-full rounded-md border border-gray-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';

function setAt(value: Value, path: Array<string | number>, next: unknown): Value {
  if (path.length === 0) return next as Value;
  const [head, ...rest] = path;
  const copy: Value | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const child = (copy as Record<string | number, unknown>)[head!] as Value;
  (copy as Record<string | number, unknown>)[head!] = setAt(child ?? {}, rest, next);
  return copy as Value;
}

function Field({ spec, value, path, errors, onChange }: { spec: FieldSpec; value: unknown; path: Array<string | number>; errors: Record<string, string>; onChange: (path: Array<string | number>, next: unknown) => void }) {
  const id = useId();
  const key = path.join('.');
  const error = errors[key];
  const described = [spec.help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const messages = (
    <>
      {spec.help ? (
        <span id={`${id}-help`} className="block text-xs text-gray-600">
          {spec.help}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="block text-xs font-semibold text-red-800">
          {error}
        </span>
      ) : null}
    </>
  );

  if (spec.type === 'list') {
    const items = (Array.isArray(value) ? value : []) as Value[];
    const move = (from: number, to: number) => {
      const next = [...items];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      onChange(path, next);
    };
    return (
      <fieldset className="col-span-full rounded-md border border-gray-200 p-2">
        <legend className="px-1 text-sm font-bold">{spec.label}</legend>
        {error ? <p className="text-xs font-semibold text-red-800">{error}</p> : null}
        <ol className="space-y-2">
          {items.map((item, i) => (
            <li key={i} className="rounded border border-gray-100 bg-gray-50 p-2">
              <div className="mb-1 flex flex-wrap items-center gap-1 text-xs">
                <span className="font-semibold">
                  {spec.itemLabel} {i + 1}
                </span>
                <button type="button" className="ml-auto rounded border border-gray-300 bg-white px-2 py-0.5" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move ${spec.itemLabel.toLowerCase()} ${i + 1} up`}>
                  Up
                </button>
                <button type="button" className="rounded border border-gray-300 bg-white px-2 py-0.5" disabled={i === items.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move ${spec.itemLabel.toLowerCase()} ${i + 1} down`}>
                  Down
                </button>
                <button type="button" className="rounded border border-red-300 bg-white px-2 py-0.5 text-red-800" onClick={() => onChange(path, items.filter((_, j) => j !== i))} aria-label={`Remove ${spec.itemLabel.toLowerCase()} ${i + 1}`}>
                  Remove
                </button>
              </div>
              <div className="grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-4">
                {spec.fields.map((child) => (
                  <Field key={child.name} spec={child} value={item[child.name]} path={[...path, i, child.name]} errors={errors} onChange={onChange} />
                ))}
              </div>
            </li>
          ))}
        </ol>
        <button type="button" className="mt-2 rounded-md border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-800" onClick={() => onChange(path, [...items, spec.newItem])}>
          Add {spec.itemLabel.toLowerCase()}
        </button>
      </fieldset>
    );
  }

  if (spec.type === 'group') {
    const group = value as Value | null;
    return (
      <fieldset className="col-span-full rounded-md border border-gray-200 p-2">
        <legend className="px-1 text-sm font-bold">{spec.label}</legend>
        {spec.nullable ? (
          <label className="mb-1 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={group !== null && group !== undefined} onChange={(e) => onChange(path, e.target.checked ? spec.nullable : null)} />
            Has a {spec.label.toLowerCase()}
          </label>
        ) : null}
        {group ? (
          <div className="grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-4">
            {spec.fields.map((child) => (
              <Field key={child.name} spec={child} value={group[child.name]} path={[...path, child.name]} errors={errors} onChange={onChange} />
            ))}
          </div>
        ) : null}
      </fieldset>
    );
  }

  if (spec.type === 'checkbox') {
    return (
      <div className="flex items-end">
        <label htmlFor={id} className="flex items-center gap-2 text-sm">
          <input id={id} type="checkbox" checked={Boolean(value)} onChange={(e) => onChange(path, e.target.checked)} aria-describedby={described} />
          {spec.label}
        </label>
        {messages}
      </div>
    );
  }

  const nullable = 'nullable' in spec && spec.nullable === true;
  const numeric = spec.type === 'number' || spec.type === 'money' || spec.type === 'odds';
  const shown = value === null || value === undefined ? '' : String(value);
  const set = (raw: string) => {
    if (numeric) onChange(path, raw.trim() === '' ? (nullable ? null : '') : Number(raw));
    else if (spec.type === 'select' && nullable && raw === '') onChange(path, null);
    else onChange(path, raw);
  };
  const common = { id, 'aria-describedby': described, 'aria-invalid': error ? true : undefined, className: inputClass } as const;
  return (
    <div className={spec.type === 'textarea' ? 'col-span-full' : undefined}>
      <label htmlFor={id} className="block text-xs font-semibold text-gray-700">
        {spec.label}
      </label>
      {spec.type === 'ref' ? (
        // The form keeps the id: a number, null when left empty, '' in a new line (the server asks for one).
        <RefCombobox id={id} kind={spec.ref} value={typeof value === 'number' && value > 0 ? value : null} label={spec.label} nullable={nullable} invalid={Boolean(error)} describedBy={described} inputClassName={inputClass} onChange={(next) => onChange(path, next ?? (nullable ? null : ''))} />
      ) : spec.type === 'textarea' ? (
        <textarea {...common} rows={4} value={shown} onChange={(e) => set(e.target.value)} />
      ) : spec.type === 'select' ? (
        <select {...common} value={shown} onChange={(e) => set(e.target.value)}>
          {spec.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={spec.type === 'datetime' ? 'datetime-local' : numeric ? 'number' : spec.type === 'color' ? 'text' : 'text'}
          step={spec.type === 'odds' ? 0.1 : spec.type === 'money' ? 1 : undefined}
          inputMode={numeric ? 'decimal' : undefined}
          required={spec.type === 'datetime' && spec.required}
          value={shown}
          onChange={(e) => set(e.target.value)}
        />
      )}
      {messages}
    </div>
  );
}

export function ContentEditor({ spec, draftKey, initial, hasDraft, initialPreview, backHref }: { spec: KindSpec; draftKey: string; initial: Value; hasDraft: boolean; initialPreview: PreviewLine[]; backHref: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [form, setForm] = useState<Value>(initial);
  const [key, setKey] = useState(draftKey);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const [preview, setPreview] = useState<PreviewLine[]>(initialPreview);
  const [draftSaved, setDraftSaved] = useState(hasDraft);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState(false);
  const base = `admin/shop-content/${spec.kind}`;

  const onChange = (path: Array<string | number>, next: unknown) => {
    setForm((current) => setAt(current, path, next));
    setDirty(true);
  };

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setMessage(null);
    try {
      await action();
    } finally {
      setPending(false);
    }
  };

  const save = () =>
    run(async () => {
      const result = key === 'new' ? await call('post', base, form) : await call('put', `${base}/${key}`, form);
      if (!result.ok) {
        setErrors(result.fields);
        setMessage({ text: result.message, tone: 'error' });
        return;
      }
      setErrors({});
      setPreview(result.data.preview as PreviewLine[]);
      setDraftSaved(true);
      setDirty(false);
      const savedKey = result.data.key as string;
      if (savedKey !== key) {
        setKey(savedKey);
        router.replace(`?edit=${spec.kind}:${savedKey}`, { scroll: false });
      }
      setMessage({ text: 'Draft saved. The shop still shows the published version: check the preview, then publish.', tone: 'ok' });
    });

  const publish = () =>
    run(async () => {
      const result = await call('post', `${base}/${key}/publish`);
      if (!result.ok) {
        setErrors(result.fields);
        setMessage({ text: result.message, tone: 'error' });
        return;
      }
      setDraftSaved(false);
      setMessage({ text: `Published: ${String(result.data.summary)}. The shop shows it now.`, tone: 'ok' });
      router.refresh();
    });

  const discard = () =>
    run(async () => {
      const result = await call('delete', `${base}/${key}`);
      if (!result.ok) {
        setMessage({ text: result.message, tone: 'error' });
        return;
      }
      router.push(backHref);
      router.refresh();
    });

  const total = spec.total ? ((form[spec.total.list] as Value[] | undefined) ?? []).reduce((sum, item) => sum + (Number(item[spec.total!.field]) || 0), 0) : null;
  const totalRounded = total === null ? null : Math.round(total * 10) / 10;

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(320px,2fr)]">
      <form
        className="space-y-3 rounded-lg border border-gray-200 bg-white p-3"
        aria-label={`Edit ${spec.label.toLowerCase()}`}
        // Set once React handles the form: typing or a tap before it would be lost (tests wait for it on a slow machine).
        data-hydrated={hydrated ? '' : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-4">
          {spec.fields.map((field) => (
            <Field key={field.name} spec={field} value={form[field.name]} path={[field.name]} errors={errors} onChange={onChange} />
          ))}
        </div>
        {spec.total && totalRounded !== null ? (
          <p className={`text-sm font-semibold ${totalRounded === spec.total.target ? 'text-green-800' : 'text-red-800'}`} aria-live="polite">
            {spec.total.label} {totalRounded}
            {spec.total.unit}
            {totalRounded === spec.total.target ? ' ✓' : ` — must be ${spec.total.target}${spec.total.unit}`}
            {errors[spec.total.field] ? <span className="block">{errors[spec.total.field]}</span> : null}
          </p>
        ) : null}
        {message ? (
          <p role={message.tone === 'error' ? 'alert' : 'status'} className={`rounded px-2 py-1 text-sm ${message.tone === 'error' ? 'bg-red-50 text-red-900' : 'bg-green-50 text-green-900'}`}>
            {message.text}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={pending} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
            Save draft
          </button>
          <button type="button" disabled={pending || !draftSaved || dirty} onClick={() => void publish()} className="rounded-md bg-green-800 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50">
            Publish
          </button>
          <button type="button" disabled={pending || !draftSaved} onClick={() => void discard()} className="rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 disabled:opacity-50">
            Discard draft
          </button>
          {dirty ? <span className="self-center text-xs text-gray-700">Unsaved changes: save the draft to preview and publish them.</span> : null}
        </div>
      </form>
      <section aria-labelledby="preview-heading" className="space-y-2 rounded-lg border border-gray-200 bg-white p-3">
        <h2 id="preview-heading" className="text-base font-bold">
          Preview {draftSaved ? '(draft)' : '(published)'}
        </h2>
        {spec.rendered ? <RenderedPreview kind={spec.rendered} form={form} /> : null}
        <dl className="divide-y divide-gray-100 text-sm">
          {preview.map((line, i) => (
            <div key={i} className="grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-2 py-1">
              <dt className="font-semibold text-gray-700">{line.label}</dt>
              <dd className={line.warning ? 'font-semibold text-amber-900' : undefined}>{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
