import type { CartAccessoryLine, CartGift, CartLine } from './cart-types';
import { formatNpr } from './money';

// The ONE list of an order's lines, paid and free: the products, the add-ons, the free gifts a cart has earned and the
// item a prize gives, each with its price (रू 0 for a free one) and, for a free one, why. The cart builds it
// (cartOrderLines), checkout-quote answers it, place-order stores exactly it as the order's items, and the order page,
// the order mail and the SMS read those items back: so what the kitchen packs and what the customer is told agree.

export type OrderLineKind = 'product' | 'accessory' | 'gift' | 'prize';

export type OrderLine = {
  kind: OrderLineKind;
  productId: number | null;
  name: string;
  slug: string;
  image: string;
  quantity: number;
  /** Paisa; 0 for a free gift or a prize's item. */
  unitPrice: number;
  lineTotal: number;
  optionsSummary: string[];
  /** Why a free line is free ('Free teddy with orders above रू 5,000', 'Your prize WIN-7K3M-Q9TX'); '' when paid. */
  note: string;
};

/** A line of the cart's list: the cart line or add-on it comes from (to change it), and its product's page. */
export type CartOrderLine = OrderLine & { key: string; cartItemId: number | null; accessoryId: number | null; url: string | null };

/** The item a prize adds, as the cart found it (in stock and on sale). */
export type PrizeItem = { code: string; productId: number; name: string; slug: string; image: string; url: string };

export const isFreeLine = (line: Pick<OrderLine, 'kind'>): boolean => line.kind === 'gift' || line.kind === 'prize';

export const prizeLineNote = (code: string): string => `Your prize ${code}`;

/** The cart's lines in order: products, add-ons, then what comes free (earned gifts, a prize's item). */
export function cartOrderLines(input: { items: readonly CartLine[]; accessories: readonly CartAccessoryLine[]; gifts: readonly CartGift[]; prize: PrizeItem | null }): CartOrderLine[] {
  const lines: CartOrderLine[] = input.items.map((l) => ({
    key: `item-${l.cartItemId}`,
    kind: 'product',
    productId: l.productId,
    cartItemId: l.cartItemId,
    accessoryId: null,
    name: l.name,
    slug: l.slug,
    image: l.image,
    url: l.productDetails.url,
    quantity: l.quantity,
    unitPrice: l.sellingPrice,
    lineTotal: l.lineTotal,
    optionsSummary: l.optionsSummary,
    note: '',
  }));
  for (const a of input.accessories) {
    lines.push({
      key: `addon-${a.accessoryId}`,
      kind: 'accessory',
      productId: null,
      cartItemId: null,
      accessoryId: a.accessoryId,
      name: a.name,
      slug: a.slug,
      image: a.image,
      url: null,
      quantity: a.quantity,
      unitPrice: a.price,
      lineTotal: a.lineTotal,
      optionsSummary: [],
      note: '',
    });
  }
  for (const g of input.gifts.filter((gift) => gift.unlocked)) {
    lines.push({ ...freeLine('gift', g.productId, g.name, g.slug, g.image, `/product/${g.slug}`, g.title), key: `gift-${g.id}` });
  }
  const prize = input.prize;
  if (prize) lines.push({ ...freeLine('prize', prize.productId, prize.name, prize.slug, prize.image, prize.url, prizeLineNote(prize.code)), key: `prize-${prize.code}` });
  return lines;
}

function freeLine(kind: 'gift' | 'prize', productId: number, name: string, slug: string, image: string, url: string, note: string): Omit<CartOrderLine, 'key'> {
  return { kind, productId, cartItemId: null, accessoryId: null, name, slug, image, url, quantity: 1, unitPrice: 0, lineTotal: 0, optionsSummary: [], note };
}

const money = (paisa: number) => formatNpr(paisa, { compact: false });

/** The price part of a line: 'रू 1,500', or 'रू 0 (free: Free teddy with orders above रू 5,000)'. */
export function linePrice(line: Pick<OrderLine, 'kind' | 'lineTotal' | 'note'>): string {
  return isFreeLine(line) ? `${money(0)} (free${line.note ? `: ${line.note}` : ''})` : money(line.lineTotal);
}

/** One line as the order mail writes it: 'Red Velvet Cake (2 lb, Eggless) × 1 — रू 1,500'. */
export function lineText(line: OrderLine): string {
  const options = line.optionsSummary.length ? ` (${line.optionsSummary.join(', ')})` : '';
  return `${line.name}${options} × ${line.quantity} — ${linePrice(line)}`;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The lines in an SMS's few words: the first paid item, how many other paid lines, then every free line by name
 * ('Red Velvet Cake x1 +1 more, free: Small White Teddy with Heart'), so a free gift is never left out.
 */
export function linesInBrief(lines: readonly OrderLine[]): string {
  const paid = lines.filter((l) => !isFreeLine(l));
  const free = lines.filter(isFreeLine);
  const first = paid.find((l) => l.kind === 'product') ?? paid[0];
  const head = first ? `${clip(first.name, 40)} x${first.quantity}${paid.length > 1 ? ` +${paid.length - 1} more` : ''}` : '';
  const gifts = free.length ? `free: ${free.map((l) => clip(l.name, 40)).join(', ')}` : '';
  return [head, gifts].filter(Boolean).join(', ');
}
