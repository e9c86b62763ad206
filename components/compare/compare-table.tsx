'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArtImage } from '@/components/ui/art-image';
import { Price } from '@/components/ui/price';
import { StarRating } from '@/components/product/star-rating';
import { COMPARE_MAX, COMPARE_TTL_MS, compareCountLabel } from '@/lib/domain/compare-list';
import type { CompareKind, CompareProduct } from '@/lib/domain/compare-types';
import { useCompareList, useCompareRows } from './use-compare';

type Row = { label: string; cell: (p: CompareProduct) => ReactNode };

const yesNo = (value: boolean | null) => (value === null ? '—' : value ? 'Yes' : 'No');
const listOrDash = (items: string[]) => (items.length ? items.join(', ') : '—');

const PRODUCT_ROWS: Row[] = [
  { label: 'Price', cell: (p) => <Price amount={p.sellingPrice} listPrice={p.sellingPrice < p.price ? p.price : null} exact /> },
  { label: 'Sizes', cell: (p) => listOrDash(p.sizes) },
  { label: 'Flavours', cell: (p) => listOrDash(p.flavours) },
  { label: 'Eggless', cell: (p) => yesNo(p.eggless) },
  { label: 'Delivery', cell: (p) => p.delivery },
  { label: 'Rating', cell: (p) => (p.ratingCount > 0 ? <StarRating value={p.ratingAverage} count={p.ratingCount} /> : 'No reviews yet') },
  { label: 'Sold by', cell: (p) => `${p.storeName}${p.storeCity ? `, ${p.storeCity}` : ''}` },
];

const AUTOMOBILE_ROWS: Row[] = [
  { label: 'Price', cell: (p) => <Price amount={p.sellingPrice} listPrice={p.sellingPrice < p.price ? p.price : null} exact /> },
  { label: 'Type', cell: (p) => p.specs?.vehicleKind ?? '—' },
  { label: 'Range', cell: (p) => (p.specs ? `${p.specs.rangeKm} km per charge` : '—') },
  { label: 'Top speed', cell: (p) => (p.specs ? `${p.specs.topSpeedKmh} km/h` : '—') },
  { label: 'Motor', cell: (p) => (p.specs ? `${p.specs.motorWatts.toLocaleString('en-IN')} W` : '—') },
  { label: 'Battery', cell: (p) => (p.specs ? `${(p.specs.batteryWh / 1000).toFixed(1)} kWh, ${p.specs.chargeHours} h to charge` : '—') },
  { label: 'Weight / load', cell: (p) => (p.specs ? `${p.specs.weightKg} kg / up to ${p.specs.payloadKg} kg` : '—') },
  { label: 'Licence needed', cell: (p) => yesNo(p.specs?.licenceNeeded ?? null) },
  { label: 'Warranty', cell: (p) => p.specs?.warranty ?? '—' },
  { label: 'Delivery', cell: (p) => p.delivery },
  { label: 'Rating', cell: (p) => (p.ratingCount > 0 ? <StarRating value={p.ratingAverage} count={p.ratingCount} /> : 'No reviews yet') },
];

/** The compare page: the list this browser holds, side by side (a table: one column per item, one row per fact). */
export function CompareTable({ kind }: { kind: CompareKind }) {
  const list = useCompareList(kind);
  const rows = useCompareRows(list.ids, kind);
  const hours = COMPARE_TTL_MS / 3_600_000;
  const items = rows.data?.compareProducts ?? [];
  if (list.ids.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center" data-testid="compare-empty">
        <p className="font-semibold text-cocoa-900">Nothing to compare yet.</p>
        <p className="mt-1 text-sm text-gray-700">
          Choose “Add to compare” on up to {COMPARE_MAX} {kind === 'automobile' ? 'vehicles' : 'cakes or gifts'}; the list is kept for {hours} hours.
        </p>
        <Link href={kind === 'automobile' ? '/category/automobiles' : '/category/cakes'} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {kind === 'automobile' ? 'See the scooters and e-bikes' : 'Browse cakes'}
        </Link>
      </div>
    );
  }
  if (rows.isPending) return <p className="text-gray-700">Loading the comparison…</p>;
  if (rows.isError) return <p className="text-brand-800">We could not load the comparison. Please try again.</p>;
  const facts = kind === 'automobile' ? AUTOMOBILE_ROWS : PRODUCT_ROWS;
  return (
    <div className="-mx-4 overflow-x-auto px-4">
      <table className="w-full min-w-[36rem] table-fixed border-collapse text-sm" data-testid="compare-table">
        <caption className="sr-only">Side-by-side comparison of {compareCountLabel(items.length, kind)}</caption>
        <thead>
          <tr>
            <td className="w-28 sm:w-40" />
            {items.map((p) => (
              <th key={p.id} scope="col" className="p-2 align-top text-left">
                <Link href={p.url} className="block">
                  <ArtImage src={p.image.src} alt="" width={p.image.width} height={p.image.height} sizes="200px" className="aspect-square w-full rounded-xl object-cover" />
                  <span className="mt-2 block font-semibold text-cocoa-900 hover:underline">{p.name}</span>
                </Link>
                <button type="button" onClick={() => list.remove(p.id)} className="mt-1 text-xs font-normal text-brand-700 underline">
                  Remove<span className="sr-only"> {p.name}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facts.map((row) => (
            <tr key={row.label} className="border-t border-cocoa-100">
              <th scope="row" className="p-2 text-left align-top font-semibold text-cocoa-900">
                {row.label}
              </th>
              {items.map((p) => (
                <td key={p.id} className="p-2 align-top text-gray-800" data-testid={`compare-${row.label.toLowerCase().replace(/\W+/g, '-')}`}>
                  {row.cell(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
