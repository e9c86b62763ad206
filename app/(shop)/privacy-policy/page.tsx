import type { Metadata } from 'next';
import { ShopPageView } from '@/components/pages/shop-page-view';
import { pageMetadata } from '@/lib/seo/metadata';
import { shopPageOr404 } from '../_lib/shop-page';

// /privacy-policy: the shop's own page, from the database (the back office edits it), cached under the 'content' tag.
export const revalidate = 3600; // policy: content

export async function generateMetadata(): Promise<Metadata> {
  const page = await shopPageOr404('privacy');
  return pageMetadata({ title: page.title, description: page.summary, path: '/privacy-policy' });
}

export default async function PrivacyPolicyPage() {
  const page = await shopPageOr404('privacy');
  return <ShopPageView page={page} path="/privacy-policy" contents />;
}
