'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { AdminProduct, CatalogueChoices } from '@/lib/server/services/catalogue-admin';
import { CakeRulesEditor } from './cake-rules-editor';
import { CombosEditor } from './combos-editor';
import { ProductForm } from './product-form';

// One product's editor: details, cake options with the price preview (cakes), combos. Every section saves from the
// same version, and each save moves it on here, so the sections never refuse each other's saves as stale.

export function ProductEditor({ product, choices }: { product: AdminProduct | null; choices: CatalogueChoices }) {
  const [current, setCurrent] = useState(product);
  const version = current?.version ?? 0;
  return (
    <div className="space-y-4">
      {current ? (
        <p className="flex flex-wrap gap-3 text-sm">
          <span className={current.isActive ? 'text-green-900' : 'font-semibold text-gray-800'}>{current.isActive ? 'Shown in the shop' : 'Hidden from the shop'}</span>
          {current.isActive ? <a href={current.url} className="font-semibold text-brand-800 underline" target="_blank" rel="noreferrer">See it in the shop</a> : null}
          <Link href={`/admin/catalogue/products/${current.id}/photos`} className="font-semibold text-brand-800 underline">Photos ({current.imageCount})</Link>
          <span className="text-gray-700">Version {current.version}</span>
        </p>
      ) : null}
      <ProductForm product={current} choices={choices} version={version} onSaved={setCurrent} />
      {current && current.type === 'cake' ? <CakeRulesEditor product={current} choices={choices} version={version} onSaved={setCurrent} /> : null}
      {current ? <CombosEditor product={current} version={version} onSaved={setCurrent} /> : null}
    </div>
  );
}
