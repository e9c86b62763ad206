import { countdownText } from '@/lib/domain/countdown';
import { CountdownTicker } from './countdown-ticker';

type CountdownProps = {
  /** ISO instant counted down to. */
  to: string;
  className?: string;
  /** Re-render the page from the server when the moment comes (a sale starts or ends: new prices, new state). */
  refreshAtEnd?: boolean;
};

/**
 * SPEC §9 countdown text ('5 hrs 3 mins 20 secs'). The server writes it as it renders; the browser keeps it current
 * (CountdownTicker, suppressHydrationWarning: the seconds differ).
 */
export function Countdown({ to, className = '', refreshAtEnd = false }: CountdownProps) {
  return <CountdownTicker to={to} initial={countdownText(new Date(), new Date(to))} className={className} refreshAtEnd={refreshAtEnd} />;
}
