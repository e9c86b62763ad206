import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ProductEditor } from '@/components/admin/catalogue/product-editor';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { getAdminProduct, loadCatalogueChoices } from '@/lib/server/services/catalogue-admin';
import { rowIdOrNull } from '@/lib/validation/ids';

// One product's editor (issue 25): details and prices, cake options with a price preview, combos. 'catalogue.manage'.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Edit product' };

export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  await requireStaffPage('catalogue.manage', `/admin/catalogue/products/${encodeURIComponent(raw)}`);
  const id = rowIdOrNull(raw);
  const product = id === null ? null : await getAdminProduct(id);
  if (!product) notFound();
  const choices = await loadCatalogueChoices();
  return (
    <div className="mx-auto max-w-[1600px] space-y-3">
      <p className="text-sm">
        <Link href="/admin/catalogue" className="font-semibold text-brand-800 underline">Catalogue</Link>
      </p>
      <h1 className="text-xl font-bold">{product.name}</h1>
      <ProductEditor product={product} choices={choices} />
    </div>
  );
}
