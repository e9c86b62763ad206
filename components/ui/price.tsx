import { formatNpr } from '@/lib/domain/money';

type PriceProps = {
  /** What the customer pays, paisa. */
  amount: number;
  /** The list price, paisa; struck through when above `amount`. */
  listPrice?: number | null;
  className?: string;
  /** Exact figures (cart, checkout) rather than lakh/crore. */
  exact?: boolean;
};

export function Price({ amount, listPrice, className = '', exact = false }: PriceProps) {
  const options = { compact: !exact };
  const discounted = listPrice != null && listPrice > amount;
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`.trim()}>
      <span className="font-semibold text-cocoa-900">{formatNpr(amount, options)}</span>
      {discounted ? (
        <s className="text-sm text-gray-600">
          <span className="sr-only">was </span>
          {formatNpr(listPrice, options)}
        </s>
      ) : null}
    </span>
  );
}
