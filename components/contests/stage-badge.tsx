import type { ContestStage } from '@/lib/domain/contests';

const TONES: Record<ContestStage, string> = {
  upcoming: 'bg-sky-50 text-sky-900 border-sky-200',
  entries: 'bg-leaf-500/10 text-leaf-700 border-leaf-500/30',
  voting: 'bg-brand-50 text-brand-800 border-brand-200',
  judging: 'bg-saffron-400/15 text-cocoa-900 border-saffron-400/50',
  winners: 'bg-cocoa-50 text-cocoa-900 border-cocoa-200',
};

/** The contest's stage as a small pill (colour plus words: never colour alone). */
export function StageBadge({ stage, label }: { stage: ContestStage; label: string }) {
  return <span className={`inline-flex w-fit items-center rounded-full border px-3 py-0.5 text-xs font-semibold ${TONES[stage]}`}>{label}</span>;
}
