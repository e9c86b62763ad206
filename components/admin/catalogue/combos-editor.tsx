'use client';

import { useId, useState } from 'react';
import { formatNpr } from '@/lib/domain/money';
import type { AdminProduct, AdminProductRow } from '@/lib/server/services/catalogue-admin';
import { adminGet, adminPut } from './admin-call';
import { BUTTON, INPUT, rupeesText, SMALL_BUTTON } from './form-bits';

// "Goes well with": other products offered with this one at a bundle price, in the order the product page shows
// them. Add (search by name, SKU or slug), remove, move up or down, then save the whole list once.

type Combo = { productId: number; name: string; comboPrice: string; isActive: boolean };

export function CombosEditor({ product, version, onSaved }: { product: AdminProduct; version: number; onSaved: (p: AdminProduct) => void }) {
  const id = useId();
  const [combos, setCombos] = useState<Combo[]>(() => product.combos.map((c) => ({ productId: c.productId, name: c.name, comboPrice: rupeesText(c.comboPrice), isActive: c.isActive })));
  const [q, setQ] = useState('');
  const [found, setFound] = useState<AdminProductRow[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const find = async () => {
    if (q.trim().length < 2) return;
    const result = await adminGet<{ products: AdminProductRow[] }>(`admin/catalogue/products?q=${encodeURIComponent(q.trim())}&perPage=10&visibility=visible`);
    setFound(result.ok ? result.data.products.filter((p) => p.id !== product.id && !combos.some((c) => c.productId === p.id)) : []);
  };
  const move = (index: number, by: number) =>
    setCombos((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const save = async () => {
    setPending(true);
    setError(null);
    setMessage(null);
    const result = await adminPut<{ product: AdminProduct }>(`admin/catalogue/products/${product.id}/combos`, {
      version,
      combos: combos.map((c) => ({ productId: c.productId, comboPrice: c.comboPrice })),
    });
    setPending(false);
    if (!result.ok) {
      setError(Object.values(result.fields)[0] ?? result.message);
      return;
    }
    setMessage('Combos saved.');
    onSaved(result.data.product);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-md border border-gray-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        Combos (goes well with)
      </h2>
      {combos.length ? (
        <table className="w-full max-w-3xl text-sm">
          <caption className="sr-only">Combos in the order shoppers see them</caption>
          <thead className="text-left text-xs uppercase text-gray-700">
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Bundle price (रू)</th>
              <th scope="col">Order</th>
            </tr>
          </thead>
          <tbody>
            {combos.map((c, i) => (
              <tr key={c.productId}>
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {c.name}
                  {c.isActive ? null : <span className="ml-1 text-xs text-gray-700">(hidden: not shown)</span>}
                </th>
                <td className="pr-2">
                  <label htmlFor={`${id}-p${c.productId}`} className="sr-only">Bundle price of {c.name} (रू)</label>
                  <input id={`${id}-p${c.productId}`} className={INPUT} inputMode="decimal" value={c.comboPrice} onChange={(e) => setCombos((l) => l.map((x) => (x.productId === c.productId ? { ...x, comboPrice: e.target.value } : x)))} />
                </td>
                <td className="space-x-1 whitespace-nowrap">
                  <button type="button" className={SMALL_BUTTON} disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${c.name} up`}>Up</button>
                  <button type="button" className={SMALL_BUTTON} disabled={i === combos.length - 1} onClick={() => move(i, 1)} aria-label={`Move ${c.name} down`}>Down</button>
                  <button type="button" className={SMALL_BUTTON} onClick={() => setCombos((l) => l.filter((x) => x.productId !== c.productId))} aria-label={`Remove ${c.name}`}>Remove</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-gray-700">No combos yet.</p>
      )}
      <div className="flex max-w-xl items-end gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-medium">Find a product to add</label>
          <input id={`${id}-q`} type="search" className={INPUT} value={q} onChange={(e) => setQ(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void find(); } }} placeholder="Name, SKU or slug" />
        </div>
        <button type="button" className={SMALL_BUTTON} onClick={find}>Search</button>
      </div>
      {found.length ? (
        <ul className="max-w-xl divide-y rounded border border-gray-200">
          {found.map((p) => (
            <li key={p.id} className="flex items-center justify-between px-2 py-1 text-sm">
              <span>{p.name} · {formatNpr(p.salePrice ?? p.price)}</span>
              <button type="button" className={SMALL_BUTTON} onClick={() => { setCombos((l) => [...l, { productId: p.id, name: p.name, comboPrice: rupeesText(p.salePrice ?? p.price), isActive: p.isActive }]); setFound((f) => f.filter((x) => x.id !== p.id)); }} aria-label={`Add ${p.name}`}>Add</button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-center gap-3">
        <button type="button" className={BUTTON} disabled={pending} onClick={save}>{pending ? 'Saving…' : 'Save combos'}</button>
        {error ? <p role="alert" className="text-sm text-red-800">{error}</p> : message ? <p role="status" className="text-sm">{message}</p> : null}
      </div>
    </section>
  );
}
