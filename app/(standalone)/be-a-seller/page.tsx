import type { Metadata } from 'next';
import Link from 'next/link';
import { SellerForm } from '@/components/pages/seller-form';
import { SELLER_REVIEW_DAYS } from '@/lib/domain/shop-policies';
import { pageMetadata } from '@/lib/seo/metadata';

// /be-a-seller (SPEC §2 standalone page, no login needed): the Bazaar's seller application.
export const metadata: Metadata = pageMetadata({
  title: 'Become a seller on Upahar Ghar',
  description: 'Apply to sell your cakes, sweets, flowers, handicrafts or gifts on Upahar Ghar’s Bazaar: we handle payment, delivery and customer care.',
  path: '/be-a-seller',
});

export default function BeASellerPage() {
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="font-display text-2xl font-bold text-cocoa-900">Become a seller</h1>
        <p className="mt-2 text-sm leading-6 text-gray-800">
          Tell us about your business. Our seller team calls you within {SELLER_REVIEW_DAYS} working days. Not sure yet?{' '}
          <Link href="/sell-at-ug" className="font-medium text-brand-700 underline">
            Read how selling works
          </Link>
          .
        </p>
      </div>
      <SellerForm />
    </div>
  );
}
