import type { Metadata } from 'next';
import { CareersView, careersMetadata } from './careers-view';

// /careers, cached (careers-view.tsx says until when); ?page=N is rewritten to ./p/[page] (next.config.mjs).
export const revalidate = 3600; // policy: careers

export function generateMetadata(): Metadata {
  return careersMetadata(1);
}

export default function CareersPage() {
  return <CareersView page={1} />;
}
