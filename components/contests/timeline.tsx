import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { TimelineStep } from '@/lib/domain/contests';

const MARK: Record<TimelineStep['state'], string> = {
  done: 'bg-leaf-600 text-white',
  current: 'bg-brand-600 text-white ring-4 ring-brand-100',
  next: 'bg-white text-cocoa-700 border border-cocoa-300',
};

const WORD: Record<TimelineStep['state'], string> = { done: 'done', current: 'now', next: 'coming' };

/** Entries open → voting → judging → winners, with each step's date in Nepal time. */
export function ContestTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Contest timeline">
      {steps.map((step, i) => (
        <li key={step.stage} className="flex items-start gap-2" aria-current={step.state === 'current' ? 'step' : undefined}>
          <span className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${MARK[step.state]}`} aria-hidden="true">
            {step.state === 'done' ? '✓' : i + 1}
          </span>
          <span className="flex flex-col">
            <span className="text-sm font-semibold text-cocoa-900">
              {step.label}
              <span className="sr-only"> ({WORD[step.state]})</span>
            </span>
            <time dateTime={step.at} className="text-xs text-gray-700">
              {formatKathmanduDate(step.at, 'd MMM yyyy, h:mm a')}
            </time>
          </span>
        </li>
      ))}
    </ol>
  );
}
