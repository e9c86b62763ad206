import { formatNpr } from '@/lib/domain/money';
import type { CauseView } from '@/lib/server/services/donations';

/** Raised of goal, as a bar and in words (compact: "रू 1.37 lakh raised of रू 2.5 lakh"), with the donors (and cakes) counted. */
export function CauseProgress({ cause }: { cause: CauseView }) {
  return (
    <div>
      <div className="h-3 w-full overflow-hidden rounded-full bg-cocoa-100" aria-hidden="true">
        <div className="h-full rounded-full bg-leaf-600" style={{ width: `${cause.percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-cocoa-900" data-testid="cause-raised">
        <strong>{formatNpr(cause.raised)}</strong> raised of {formatNpr(cause.goal)} ({cause.percent}%) ·{' '}
        {cause.donorCount} {cause.donorCount === 1 ? 'donor' : 'donors'}
        {cause.cakeCount > 0 ? ` · ${cause.cakeCount} ${cause.cakeCount === 1 ? 'cake' : 'cakes'} given` : ''}
      </p>
    </div>
  );
}
