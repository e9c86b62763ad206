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

// Styled by `.price` in app/globals.css (short class names: product lists repeat this dozens of times).
export function Price({ amount, listPrice, className = '', exact = false }: PriceProps) {
  const options = { compact: !exact };
  const discounted = listPrice != null && listPrice > amount;
  return (
    <span className={`price ${className}`.trim()}>
      <b>{formatNpr(amount, options)}</b>
      {discounted ? (
        <s>
          <span className="sr-only">was </span>
          {formatNpr(listPrice, options)}
        </s>
      ) : null}
    </span>
  );
}
