import { UrgentView, urgentMetadata } from './urgent-view';

// Urgent products + ready-made cakes (SPEC: /urgent-cakes redirects here in proxy.ts). ?page=N → ./q/[query].
export const revalidate = 3600; // policy: catalogue

export const metadata = urgentMetadata(1);

export default function UrgentPage() {
  return <UrgentView page={1} />;
}
