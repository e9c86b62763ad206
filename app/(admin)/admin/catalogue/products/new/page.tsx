import type { Metadata } from 'next';
import Link from 'next/link';
import { ProductEditor } from '@/components/admin/catalogue/product-editor';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { loadCatalogueChoices } from '@/lib/server/services/catalogue-admin';

// A new product of any type (issue 25); once created, its editor opens for cake options, combos and photos.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'New product' };

export default async function NewProductPage() {
  await requireStaffPage('catalogue.manage', '/admin/catalogue/products/new');
  const choices = await loadCatalogueChoices();
  return (
    <div className="mx-auto max-w-[1600px] space-y-3">
      <p className="text-sm">
        <Link href="/admin/catalogue" className="font-semibold text-brand-800 underline">Catalogue</Link>
      </p>
      <h1 className="text-xl font-bold">New product</h1>
      <ProductEditor product={null} choices={choices} />
    </div>
  );
}
