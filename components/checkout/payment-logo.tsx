// The marks shown beside each way of paying, drawn here (no trademark files copied in): eSewa's green wordmark badge,
// Khalti's purple one, and a banknote for cash on delivery. Decorative: the method's name is always written next to
// it, so the marks are hidden from screen readers. An id without a mark (a gateway added later) gets a plain card.

const BADGE = { width: 64, height: 28 } as const;

function Wordmark({ text, fill, letterSpacing = 0 }: { text: string; fill: string; letterSpacing?: number }) {
  return (
    <svg viewBox={`0 0 ${BADGE.width} ${BADGE.height}`} width={BADGE.width} height={BADGE.height} aria-hidden="true" focusable="false" className="shrink-0">
      <rect width={BADGE.width} height={BADGE.height} rx="6" fill={fill} />
      <text
        x={BADGE.width / 2}
        y={BADGE.height / 2 + 5}
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="14"
        fontWeight="700"
        letterSpacing={letterSpacing}
        fill="#ffffff"
      >
        {text}
      </text>
    </svg>
  );
}

function CashMark() {
  return (
    <svg viewBox={`0 0 ${BADGE.width} ${BADGE.height}`} width={BADGE.width} height={BADGE.height} aria-hidden="true" focusable="false" className="shrink-0">
      <rect width={BADGE.width} height={BADGE.height} rx="6" fill="#fdf3e7" />
      <g transform="translate(14 5)">
        <rect x="4" y="0" width="32" height="16" rx="2.5" fill="#7fb77e" />
        <rect x="0" y="3" width="32" height="16" rx="2.5" fill="#3f8f4a" stroke="#ffffff" strokeWidth="1" />
        <circle cx="16" cy="11" r="4.2" fill="none" stroke="#ffffff" strokeWidth="1.6" />
        <circle cx="5" cy="11" r="1.4" fill="#ffffff" />
        <circle cx="27" cy="11" r="1.4" fill="#ffffff" />
      </g>
    </svg>
  );
}

function CardMark() {
  return (
    <svg viewBox={`0 0 ${BADGE.width} ${BADGE.height}`} width={BADGE.width} height={BADGE.height} aria-hidden="true" focusable="false" className="shrink-0">
      <rect width={BADGE.width} height={BADGE.height} rx="6" fill="#f1ece8" />
      <rect x="18" y="6" width="28" height="17" rx="2.5" fill="#6b4f45" />
      <rect x="18" y="10" width="28" height="3" fill="#3d2a24" />
    </svg>
  );
}

/** The mark of a payment method by its id ('cod', 'esewa', 'khalti'; anything else a plain card). */
export function PaymentLogo({ id }: { id: string }) {
  if (id === 'esewa') return <Wordmark text="eSewa" fill="#41a541" />;
  if (id === 'khalti') return <Wordmark text="khalti" fill="#5c2d91" letterSpacing={0.3} />;
  if (id === 'cod') return <CashMark />;
  return <CardMark />;
}
