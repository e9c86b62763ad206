import type { Metadata } from 'next';
import { ShopPageView } from '@/components/pages/shop-page-view';
import { ButtonLink } from '@/components/ui/button-link';
import { SELLER_REVIEW_DAYS } from '@/lib/domain/shop-policies';
import { pageMetadata } from '@/lib/seo/metadata';
import { shopPageOr404 } from '../_lib/shop-page';

// /sell-at-ug: why and how to sell on Upahar Ghar's Bazaar, from the database; the application is /be-a-seller.
export const revalidate = 3600; // policy: content

export async function generateMetadata(): Promise<Metadata> {
  const page = await shopPageOr404('sell');
  return pageMetadata({ title: page.title, description: page.summary, path: '/sell-at-ug' });
}

export default async function SellAtUgPage() {
  const page = await shopPageOr404('sell');
  const aside = (
    <div className="rounded-3xl border border-leaf-500/30 bg-leaf-500/10 p-5 lg:sticky lg:top-28">
      <h2 className="font-display text-xl font-bold text-cocoa-900">Ready to sell?</h2>
      <p className="mt-2 text-sm leading-6 text-gray-800">
        The application takes two minutes: your business, PAN, location and what you make. Our seller team calls you within {SELLER_REVIEW_DAYS}{' '}
        working days.
      </p>
      <ButtonLink href="/be-a-seller" className="mt-4 w-full">
        Apply to sell
      </ButtonLink>
    </div>
  );
  return <ShopPageView page={page} path="/sell-at-ug" aside={aside} />;
}
