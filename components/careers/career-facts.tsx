import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import type { CareerCard } from '@/lib/domain/pages-types';

/** 'रू 38,000 – रू 48,000 a month', or null when the posting states no salary. */
export function salaryText(career: Pick<CareerCard, 'salaryMin' | 'salaryMax'>): string | null {
  const { salaryMin: min, salaryMax: max } = career;
  if (min === null && max === null) return null;
  const money = (paisa: number) => formatNpr(paisa, { compact: false });
  if (min !== null && max !== null && min !== max) return `${money(min)} – ${money(max)} a month`;
  return `${money((min ?? max) as number)} a month`;
}

/** When a posting closes, in Kathmandu time, as a reader says it. */
export const closingText = (career: Pick<CareerCard, 'closesAt' | 'isOpen'>) =>
  `${career.isOpen ? 'Apply by' : 'Closed on'} ${formatKathmanduDate(career.closesAt, 'd MMMM yyyy')}`;

/** Department, location, type, salary and closing date as a definition list. */
export function CareerFacts({ career, className = '' }: { career: CareerCard; className?: string }) {
  const salary = salaryText(career);
  const facts: Array<[string, string]> = [
    [career.business ? 'Business' : 'Department', career.department],
    ['Location', career.location],
    ['Type', career.employmentTypeLabel],
    ...(salary ? ([['Salary', salary]] as Array<[string, string]>) : []),
    [career.isOpen ? 'Closing date' : 'Closed', formatKathmanduDate(career.closesAt, 'd MMMM yyyy')],
  ];
  return (
    <dl className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm ${className}`.trim()}>
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-gray-700">{term}</dt>
          <dd className="font-medium text-cocoa-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
