import Link from 'next/link';
import { APPLICATION_KIND_LABELS, APPLICATION_KINDS, type ApplicationKind } from '@/lib/domain/applications';
import { queueHref } from './queue-href';

// The four queues as tabs (links: each is its own address), each with how many wait, counted up to a bound.

export function QueueTabs({ current, waiting }: { current: ApplicationKind; waiting: Record<ApplicationKind, number> }) {
  return (
    <nav aria-label="Application queues" className="flex flex-wrap gap-1 border-b border-gray-200">
      {APPLICATION_KINDS.map((kind) => {
        const active = kind === current;
        const count = waiting[kind];
        return (
          <Link
            key={kind}
            href={queueHref(kind)}
            aria-current={active ? 'page' : undefined}
            className={`-mb-px inline-flex min-h-10 items-center gap-1.5 rounded-t-md border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
              active ? 'border-gray-200 border-b-white bg-white text-gray-900' : 'border-transparent text-brand-800 hover:bg-gray-100'
            }`}
          >
            {APPLICATION_KIND_LABELS[kind]}
            <span className={`rounded-full px-1.5 text-xs ${count ? 'bg-amber-100 text-amber-950' : 'bg-gray-100 text-gray-700'}`}>
              {count > 1000 ? '1,000+' : count.toLocaleString('en-IN')}
              <span className="sr-only"> waiting</span>
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
