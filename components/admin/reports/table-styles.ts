// The reports' tables share one dense look: small type, figures right-aligned in tabular digits, a sticky header
// when the table scrolls inside its box.

export const TABLE = 'w-full border-collapse text-sm';
export const TH = 'sticky top-0 border-b border-gray-300 bg-gray-50 px-2 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-gray-600';
export const TH_NUM = `${TH} text-right`;
export const TD = 'border-b border-gray-100 px-2 py-1';
export const TD_NUM = `${TD} text-right tabular-nums`;
export const TFOOT_TD = 'border-t border-gray-300 px-2 py-1.5 font-semibold';
export const TFOOT_NUM = `${TFOOT_TD} text-right tabular-nums`;
/** A box that scrolls a long table; focusable so a keyboard can scroll it too. */
export const SCROLL_BOX = 'max-h-[28rem] overflow-auto rounded border border-gray-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';
