import type { Metadata } from 'next';
import { DonationsView, donationsMetadata } from './donations-view';

// /donations, cached (donations-view.tsx says for how long); ?page=N is rewritten to ./p/[page] (next.config.mjs).
export const revalidate = 60; // policy: donations

export function generateMetadata(): Metadata {
  return donationsMetadata(1);
}

export default function DonationsPage() {
  return <DonationsView page={1} />;
}
