import type { Metadata } from 'next';
import Link from 'next/link';
import { AccessoryRowForm } from '@/components/admin/catalogue/accessory-row-form';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { listAdminAccessories } from '@/lib/server/services/catalogue-admin';

// Add-ons sold with orders (issue 25): candles, knives, cards, balloons, poppers, toppers — price, stock, order on the
// product page, sold or retired; and a new one. 'catalogue.manage'.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Add-ons' };

export default async function AccessoriesPage() {
  await requireStaffPage('catalogue.manage', '/admin/catalogue/accessories');
  const accessories = await listAdminAccessories();
  return (
    <div className="mx-auto max-w-[1600px] space-y-3">
      <p className="text-sm">
        <Link href="/admin/catalogue" className="font-semibold text-brand-800 underline">Catalogue</Link>
      </p>
      <h1 className="text-xl font-bold">Add-ons</h1>
      <p className="text-sm text-gray-700">Cakes offer candles, knives, toppers and poppers; gifts offer cards and balloons, in position order.</p>
      <section aria-labelledby="accessories-list" className="rounded-md border border-gray-200 bg-white px-3">
        <h2 id="accessories-list" className="pt-2 text-base font-semibold">Every add-on</h2>
        {accessories.map((a) => <AccessoryRowForm key={`${a.id}-${a.version}`} accessory={a} />)}
      </section>
      <section aria-labelledby="accessories-new" className="rounded-md border border-gray-200 bg-white px-3">
        <h2 id="accessories-new" className="pt-2 text-base font-semibold">New add-on</h2>
        <AccessoryRowForm accessory={null} />
      </section>
    </div>
  );
}
