'use client';

import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { callAdmin } from '@/components/admin/staff/api-call';
import { poundChoices } from '@/lib/domain/cake-price';
import { formatNpr } from '@/lib/domain/money';
import type { AdminProduct, CakeRulesView, CatalogueChoices, PricePreview } from '@/lib/server/services/catalogue-admin';
import { adminPut } from './admin-call';
import { BUTTON, INPUT, rupeesText, SMALL_BUTTON } from './form-bits';

// A cake's options and their price rules, and beside them a price preview: choose any size, tiers, height, flavour,
// icing, eggless or less cream and see what a shopper would be charged under the rules as they stand in this form.
// The preview is the server's answer (price-preview), computed by the storefront's own price function — never a
// formula of this form's.

type Row<T> = T & { key: number };
type RulesDraft = {
  minPound: string;
  maxPound: string;
  poundStep: string;
  pricePerExtraPound: string;
  egglessPerPound: string;
  lessCreamAvailable: boolean;
  isPhotoCake: boolean;
  allowsMessage: boolean;
  maxMessageLength: string;
  defaultFlavourId: string;
  defaultIcingTypeId: string;
  tiers: Row<{ tiers: string; minPound: string; surcharge: string }>[];
  heights: Row<{ code: 'regular' | 'tall' | 'extra-tall'; label: string; surchargePerPound: string }>[];
  flavours: Row<{ flavourId: string; extraPerPound: string }>[];
  icings: Row<{ icingTypeId: string; extraPerPound: string }>[];
};

let nextKey = 0;
const key = () => ++nextKey;

function draftOf(rules: CakeRulesView | null, price: number): RulesDraft {
  const r = rules ?? { minPound: 1, maxPound: 10, poundStep: 0.5, pricePerExtraPound: price, egglessPerPound: null, lessCreamAvailable: true, isPhotoCake: false, allowsMessage: true, maxMessageLength: 40, defaultFlavourId: null, defaultIcingTypeId: null, tiers: [], heights: [], flavours: [], icings: [] };
  return {
    minPound: String(r.minPound),
    maxPound: String(r.maxPound),
    poundStep: String(r.poundStep),
    pricePerExtraPound: rupeesText(r.pricePerExtraPound),
    egglessPerPound: rupeesText(r.egglessPerPound),
    lessCreamAvailable: r.lessCreamAvailable,
    isPhotoCake: r.isPhotoCake,
    allowsMessage: r.allowsMessage,
    maxMessageLength: String(r.maxMessageLength),
    defaultFlavourId: r.defaultFlavourId ? String(r.defaultFlavourId) : '',
    defaultIcingTypeId: r.defaultIcingTypeId ? String(r.defaultIcingTypeId) : '',
    tiers: r.tiers.map((t) => ({ key: key(), tiers: String(t.tiers), minPound: String(t.minPound), surcharge: rupeesText(t.surcharge) })),
    heights: r.heights.map((h) => ({ key: key(), code: h.code, label: h.label, surchargePerPound: rupeesText(h.surchargePerPound) })),
    flavours: r.flavours.map((f) => ({ key: key(), flavourId: String(f.flavourId), extraPerPound: rupeesText(f.extraPerPound) })),
    icings: r.icings.map((i) => ({ key: key(), icingTypeId: String(i.icingTypeId), extraPerPound: rupeesText(i.extraPerPound) })),
  };
}

/** A row as the API takes it: the React key is the form's own. */
function withoutKey<T extends { key: number }>(row: T): Omit<T, 'key'> {
  const copy: Partial<T> = { ...row };
  delete copy.key;
  return copy as Omit<T, 'key'>;
}

/** The API's rules body (amounts as typed, in rupees; the server turns them into paisa). */
const rulesBody = (d: RulesDraft) => ({
  ...d,
  egglessPerPound: d.egglessPerPound === '' ? null : d.egglessPerPound,
  defaultFlavourId: d.defaultFlavourId || null,
  defaultIcingTypeId: d.defaultIcingTypeId || null,
  tiers: d.tiers.map(withoutKey),
  heights: d.heights.map(withoutKey),
  flavours: d.flavours.map(withoutKey),
  icings: d.icings.map(withoutKey),
});

type Selection = { pound: string; tier: string; height: string; flavorId: string; icingType: string; eggless: boolean; lessCream: boolean };

export function CakeRulesEditor({ product, choices, version, onSaved }: { product: AdminProduct; choices: CatalogueChoices; version: number; onSaved: (p: AdminProduct) => void }) {
  const id = useId();
  const [configurable, setConfigurable] = useState(product.cake !== null);
  const [draft, setDraft] = useState(() => draftOf(product.cake, product.price));
  const [selection, setSelection] = useState<Selection>({ pound: String(product.cake?.minPound ?? 1), tier: '', height: '', flavorId: '', icingType: '', eggless: false, lessCream: false });
  const [preview, setPreview] = useState<PricePreview | { ok: false; field: string; message: string } | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = <K extends keyof RulesDraft>(k: K, value: RulesDraft[K]) => setDraft((d) => ({ ...d, [k]: value }));
  const pounds = useMemo(() => poundChoices({ minPound: Number(draft.minPound) || 1, maxPound: Number(draft.maxPound) || 1, poundStep: Number(draft.poundStep) || 0.5 }), [draft.minPound, draft.maxPound, draft.poundStep]);

  useEffect(() => {
    if (!configurable) return;
    const timer = setTimeout(async () => {
      const choice = {
        pound: selection.pound,
        ...(selection.tier ? { tier: selection.tier } : {}),
        ...(selection.height ? { height: selection.height } : {}),
        ...(selection.flavorId ? { flavorId: selection.flavorId } : {}),
        ...(selection.icingType ? { icingType: selection.icingType } : {}),
        eggless: selection.eggless,
        lessCream: selection.lessCream,
      };
      const result = await callAdmin<PricePreview>('post', `admin/catalogue/products/${product.id}/price-preview`, {
        price: product.price / 100,
        salePrice: product.salePrice === null ? null : product.salePrice / 100,
        rules: rulesBody(draft),
        selection: choice,
      });
      setPreview(result.ok ? result.data : { ok: false, field: Object.keys(result.fields)[0] ?? '', message: Object.values(result.fields)[0] ?? result.message });
    }, 250);
    return () => clearTimeout(timer);
  }, [configurable, draft, selection, product.id, product.price, product.salePrice]);

  const save = async (rules: RulesDraft | null) => {
    setPending(true);
    setFields({});
    setMessage(null);
    const saved = await adminPut<{ product: AdminProduct }>(`admin/catalogue/products/${product.id}/cake-options`, { version, rules: rules ? rulesBody(rules) : null });
    setPending(false);
    if (!saved.ok) {
      setFields(saved.fields);
      setMessage(saved.message);
      return;
    }
    setConfigurable(saved.data.product.cake !== null);
    setMessage(rules ? 'Cake options saved: the shop charges these prices now.' : 'The cake is sold as it is now (no options).');
    onSaved(saved.data.product);
  };

  const flavourName = (fid: string) => choices.flavours.find((f) => String(f.id) === fid)?.name ?? fid;
  const icing = (iid: string) => choices.icingTypes.find((i) => String(i.id) === iid);
  const money = (label: string, value: string, onChange: (v: string) => void, err?: string) => (
    <label className="block text-sm">
      {label}
      <input className={INPUT} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={err ? true : undefined} />
    </label>
  );
  const updateRow = <K extends 'tiers' | 'heights' | 'flavours' | 'icings'>(list: K, k: number, patch: Partial<RulesDraft[K][number]>) =>
    setDraft((d) => ({ ...d, [list]: (d[list] as Row<object>[]).map((r) => (r.key === k ? { ...r, ...patch } : r)) }));
  const removeRow = (list: 'tiers' | 'heights' | 'flavours' | 'icings', k: number) => setDraft((d) => ({ ...d, [list]: (d[list] as Row<object>[]).filter((r) => r.key !== k) }));

  if (!configurable) {
    return (
      <section aria-labelledby={`${id}-title`} className="rounded-md border border-gray-200 bg-white p-4">
        <h2 id={`${id}-title`} className="text-base font-semibold">Cake options and price rules</h2>
        <p className="mt-1 text-sm text-gray-700">This cake is sold as it is, at its price. Give it options (size in pounds, tiers, flavours…) to let shoppers choose.</p>
        <button type="button" className={`${BUTTON} mt-2`} onClick={() => setConfigurable(true)}>Add options</button>
        {message ? <p role="status" className="mt-2 text-sm">{message}</p> : null}
      </section>
    );
  }

  const errorText = Object.entries(fields).map(([f, m]) => `${f}: ${m}`).join(' · ');
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-md border border-gray-200 bg-white p-4 xl:grid-cols-[1fr_360px]">
      <div className="space-y-3">
        <h2 id={`${id}-title`} className="text-base font-semibold">Cake options and price rules</h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <label className="block text-sm">Smallest (lb)<input className={INPUT} inputMode="decimal" value={draft.minPound} onChange={(e) => set('minPound', e.target.value)} /></label>
          <label className="block text-sm">Largest (lb)<input className={INPUT} inputMode="decimal" value={draft.maxPound} onChange={(e) => set('maxPound', e.target.value)} /></label>
          <label className="block text-sm">Step (lb)<input className={INPUT} inputMode="decimal" value={draft.poundStep} onChange={(e) => set('poundStep', e.target.value)} /></label>
          {money('Each extra pound (रू)', draft.pricePerExtraPound, (v) => set('pricePerExtraPound', v), fields.pricePerExtraPound)}
          {money('Eggless, per pound (रू; empty: never eggless)', draft.egglessPerPound, (v) => set('egglessPerPound', v), fields.egglessPerPound)}
          <label className="block text-sm">Longest message<input className={INPUT} inputMode="numeric" value={draft.maxMessageLength} onChange={(e) => set('maxMessageLength', e.target.value)} /></label>
          <fieldset className="col-span-2 flex flex-wrap items-center gap-3 text-sm">
            <legend className="sr-only">What the cake allows</legend>
            <label className="flex items-center gap-1.5"><input type="checkbox" checked={draft.lessCreamAvailable} onChange={(e) => set('lessCreamAvailable', e.target.checked)} />Less cream</label>
            <label className="flex items-center gap-1.5"><input type="checkbox" checked={draft.allowsMessage} onChange={(e) => set('allowsMessage', e.target.checked)} />Message on the cake</label>
            <label className="flex items-center gap-1.5"><input type="checkbox" checked={draft.isPhotoCake} onChange={(e) => set('isPhotoCake', e.target.checked)} />Photo cake</label>
          </fieldset>
        </div>

        <RuleTable caption="Tiers (a single tier is always possible)" onAdd={() => set('tiers', [...draft.tiers, { key: key(), tiers: String((draft.tiers.length ? Math.max(...draft.tiers.map((t) => Number(t.tiers))) : 1) + 1), minPound: '3', surcharge: '500' }])} addLabel="Add a tier count">
          {draft.tiers.map((t) => (
            <tr key={t.key}>
              <td><label className="sr-only" htmlFor={`${id}-t${t.key}`}>Tiers</label><input id={`${id}-t${t.key}`} className={INPUT} inputMode="numeric" value={t.tiers} onChange={(e) => updateRow('tiers', t.key, { tiers: e.target.value })} /></td>
              <td><label className="sr-only" htmlFor={`${id}-tm${t.key}`}>Smallest weight for {t.tiers} tiers (lb)</label><input id={`${id}-tm${t.key}`} className={INPUT} inputMode="decimal" value={t.minPound} onChange={(e) => updateRow('tiers', t.key, { minPound: e.target.value })} /></td>
              <td><label className="sr-only" htmlFor={`${id}-ts${t.key}`}>Surcharge for {t.tiers} tiers (रू)</label><input id={`${id}-ts${t.key}`} className={INPUT} inputMode="decimal" value={t.surcharge} onChange={(e) => updateRow('tiers', t.key, { surcharge: e.target.value })} /></td>
              <td><button type="button" className={SMALL_BUTTON} onClick={() => removeRow('tiers', t.key)} aria-label={`Remove ${t.tiers} tiers`}>Remove</button></td>
            </tr>
          ))}
        </RuleTable>

        <RuleTable caption="Heights (extra per pound)" onAdd={() => { const free = (['regular', 'tall', 'extra-tall'] as const).find((c) => !draft.heights.some((h) => h.code === c)); if (free) set('heights', [...draft.heights, { key: key(), code: free, label: free === 'regular' ? 'Regular' : free === 'tall' ? 'Tall' : 'Extra tall', surchargePerPound: free === 'regular' ? '0' : '150' }]); }} addLabel="Add a height">
          {draft.heights.map((h) => (
            <tr key={h.key}>
              <td className="px-1 text-sm">{h.code}</td>
              <td><label className="sr-only" htmlFor={`${id}-hl${h.key}`}>Label of {h.code}</label><input id={`${id}-hl${h.key}`} className={INPUT} value={h.label} onChange={(e) => updateRow('heights', h.key, { label: e.target.value })} /></td>
              <td><label className="sr-only" htmlFor={`${id}-hs${h.key}`}>Extra per pound for {h.label} (रू)</label><input id={`${id}-hs${h.key}`} className={INPUT} inputMode="decimal" value={h.surchargePerPound} onChange={(e) => updateRow('heights', h.key, { surchargePerPound: e.target.value })} /></td>
              <td><button type="button" className={SMALL_BUTTON} onClick={() => removeRow('heights', h.key)} aria-label={`Remove height ${h.label}`}>Remove</button></td>
            </tr>
          ))}
        </RuleTable>

        <RuleTable caption="Flavours (extra per pound)" onAdd={() => { const free = choices.flavours.find((f) => !draft.flavours.some((x) => x.flavourId === String(f.id))); if (free) set('flavours', [...draft.flavours, { key: key(), flavourId: String(free.id), extraPerPound: '0' }]); }} addLabel="Add a flavour">
          {draft.flavours.map((f) => (
            <tr key={f.key}>
              <td><label className="sr-only" htmlFor={`${id}-f${f.key}`}>Flavour</label>
                <select id={`${id}-f${f.key}`} className={INPUT} value={f.flavourId} onChange={(e) => updateRow('flavours', f.key, { flavourId: e.target.value })}>
                  {choices.flavours.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
                </select></td>
              <td><label className="sr-only" htmlFor={`${id}-fe${f.key}`}>Extra per pound for {flavourName(f.flavourId)} (रू)</label><input id={`${id}-fe${f.key}`} className={INPUT} inputMode="decimal" value={f.extraPerPound} onChange={(e) => updateRow('flavours', f.key, { extraPerPound: e.target.value })} /></td>
              <td className="px-1 text-sm"><label className="flex items-center gap-1"><input type="radio" name={`${id}-default-flavour`} checked={draft.defaultFlavourId === f.flavourId} onChange={() => set('defaultFlavourId', f.flavourId)} />Default</label></td>
              <td><button type="button" className={SMALL_BUTTON} onClick={() => removeRow('flavours', f.key)} aria-label={`Remove ${flavourName(f.flavourId)}`}>Remove</button></td>
            </tr>
          ))}
        </RuleTable>

        <RuleTable caption="Icings (extra per pound)" onAdd={() => { const free = choices.icingTypes.find((i) => !draft.icings.some((x) => x.icingTypeId === String(i.id))); if (free) set('icings', [...draft.icings, { key: key(), icingTypeId: String(free.id), extraPerPound: '0' }]); }} addLabel="Add an icing">
          {draft.icings.map((i) => (
            <tr key={i.key}>
              <td><label className="sr-only" htmlFor={`${id}-i${i.key}`}>Icing</label>
                <select id={`${id}-i${i.key}`} className={INPUT} value={i.icingTypeId} onChange={(e) => updateRow('icings', i.key, { icingTypeId: e.target.value })}>
                  {choices.icingTypes.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
                </select></td>
              <td><label className="sr-only" htmlFor={`${id}-ie${i.key}`}>Extra per pound for {icing(i.icingTypeId)?.name} (रू)</label><input id={`${id}-ie${i.key}`} className={INPUT} inputMode="decimal" value={i.extraPerPound} onChange={(e) => updateRow('icings', i.key, { extraPerPound: e.target.value })} /></td>
              <td className="px-1 text-sm"><label className="flex items-center gap-1"><input type="radio" name={`${id}-default-icing`} checked={draft.defaultIcingTypeId === i.icingTypeId} onChange={() => set('defaultIcingTypeId', i.icingTypeId)} />Default</label></td>
              <td><button type="button" className={SMALL_BUTTON} onClick={() => removeRow('icings', i.key)} aria-label={`Remove ${icing(i.icingTypeId)?.name}`}>Remove</button></td>
            </tr>
          ))}
        </RuleTable>

        <div className="flex flex-wrap items-center gap-3">
          <button type="button" disabled={pending} className={BUTTON} onClick={() => save(draft)}>{pending ? 'Saving…' : 'Save cake options'}</button>
          <button type="button" disabled={pending} className={SMALL_BUTTON} onClick={() => save(null)}>Sell as it is (no options)</button>
          {errorText || message ? <p role={errorText ? 'alert' : 'status'} className={`text-sm ${errorText ? 'text-red-800' : ''}`}>{errorText || message}</p> : null}
        </div>
      </div>

      <aside aria-labelledby={`${id}-preview`} className="space-y-2 rounded-md bg-gray-50 p-3">
        <h3 id={`${id}-preview`} className="text-sm font-semibold">Price preview</h3>
        <p className="text-xs text-gray-700">What a shopper pays for this choice under the rules above (saved or not), campaign prices included.</p>
        <label className="block text-sm">Size<select className={INPUT} value={selection.pound} onChange={(e) => setSelection((s) => ({ ...s, pound: e.target.value }))}>{pounds.map((p) => <option key={p} value={p}>{p} lb</option>)}</select></label>
        <label className="block text-sm">Tiers<select className={INPUT} value={selection.tier} onChange={(e) => setSelection((s) => ({ ...s, tier: e.target.value }))}><option value="">Default</option><option value="1">1</option>{draft.tiers.map((t) => <option key={t.key} value={t.tiers}>{t.tiers}</option>)}</select></label>
        <label className="block text-sm">Height<select className={INPUT} value={selection.height} onChange={(e) => setSelection((s) => ({ ...s, height: e.target.value }))}><option value="">Default</option>{draft.heights.map((h) => <option key={h.key} value={h.code}>{h.label}</option>)}</select></label>
        <label className="block text-sm">Flavour<select className={INPUT} value={selection.flavorId} onChange={(e) => setSelection((s) => ({ ...s, flavorId: e.target.value }))}><option value="">Default</option>{draft.flavours.map((f) => <option key={f.key} value={f.flavourId}>{flavourName(f.flavourId)}</option>)}</select></label>
        <label className="block text-sm">Icing<select className={INPUT} value={selection.icingType} onChange={(e) => setSelection((s) => ({ ...s, icingType: e.target.value }))}><option value="">Default</option>{draft.icings.map((i) => <option key={i.key} value={icing(i.icingTypeId)?.code ?? ''}>{icing(i.icingTypeId)?.name}</option>)}</select></label>
        <label className="flex items-center gap-1.5 text-sm"><input type="checkbox" checked={selection.eggless} onChange={(e) => setSelection((s) => ({ ...s, eggless: e.target.checked }))} />Eggless</label>
        <label className="flex items-center gap-1.5 text-sm"><input type="checkbox" checked={selection.lessCream} onChange={(e) => setSelection((s) => ({ ...s, lessCream: e.target.checked }))} />Less cream</label>
        <output aria-live="polite" className="block rounded bg-white p-2 text-sm" data-testid="price-preview">
          {preview === null ? 'Pricing…' : preview.ok ? (
            <>
              <span className="text-lg font-bold">{formatNpr(preview.price)}</span>
              {preview.listPrice > preview.price ? <s className="ml-2 text-gray-700">{formatNpr(preview.listPrice)}</s> : null}
              <span className="block text-xs text-gray-700">
                Base {formatNpr(preview.breakdown.base)} · extra pounds {formatNpr(preview.breakdown.extraPounds)} · flavour {formatNpr(preview.breakdown.flavour)} · icing {formatNpr(preview.breakdown.icing)} · height {formatNpr(preview.breakdown.height)} · eggless {formatNpr(preview.breakdown.eggless)} · tiers {formatNpr(preview.breakdown.tier)}
                {preview.campaignPrice ? ' · campaign price' : ''}
              </span>
            </>
          ) : (
            <span className="text-red-800">{preview.message}</span>
          )}
        </output>
      </aside>
    </section>
  );
}

function RuleTable({ caption, children, onAdd, addLabel }: { caption: string; children: ReactNode; onAdd: () => void; addLabel: string }) {
  return (
    <div>
      <table className="w-full text-sm">
        <caption className="text-left text-sm font-medium">{caption}</caption>
        <tbody>{children}</tbody>
      </table>
      <button type="button" className={`${SMALL_BUTTON} mt-1`} onClick={onAdd}>{addLabel}</button>
    </div>
  );
}
