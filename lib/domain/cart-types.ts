import type { CampaignPriceTag } from './campaign-price';
import type { CouponKind } from './cart-rules';
import type { CartOrderLine } from './order-lines';

// The cart as the API answers it (GET cart and every cart mutation), shared by the server and the browser.
// Money is integer paisa.

/** What the customer chose for a configurable cake, plus the message written on it and a photo for photo cakes. */
export type CartItemOptions = {
  pound?: number;
  tier?: number;
  height?: string;
  flavorId?: number;
  icingType?: string;
  eggless?: boolean;
  lessCream?: boolean;
  message?: string;
  photoUploadId?: string;
};

export const MAX_LINE_QUANTITY = 20;
/** Scooters and e-bikes: at most 2 on one line (each is registered and handed over in person). */
export const MAX_AUTOMOBILE_QUANTITY = 2;
export const MAX_ACCESSORY_QUANTITY = 10;
export const MAX_NOTE_LENGTH = 500;

export type CartLineIssue = {
  code: 'sold_out' | 'inactive' | 'options_invalid' | 'low_stock' | 'not_sellable' | 'deal_limit';
  message: string;
};

export type CartProductDetails = {
  id: number;
  type: 'product' | 'cake' | 'automobile';
  slug: string;
  name: string;
  url: string;
  image: { src: string; width: number; height: number; alt: string };
  storeName: string;
  isCake: boolean;
  isReadyMade: boolean;
  stock: number;
};

export type CartLine = {
  cartItemId: number;
  productId: number;
  slug: string;
  /** The image URL (SPEC §3 "Cart item fields read": image). */
  image: string;
  name: string;
  /** Today's unit price from the catalogue (for a cake, of this configuration). */
  sellingPrice: number;
  /** Present when the product is on sale: SPEC's `sale.price`, with the list price it replaces. */
  sale?: { price: number; listPrice: number };
  quantity: number;
  /** Highest quantity the customer may choose now (1–20, bounded by stock). */
  maxQuantity: number;
  options: CartItemOptions;
  /** Human lines for the options: '2 lb', 'Chocolate', 'Eggless', 'Message: “Happy Birthday”'. */
  optionsSummary: string[];
  /** sellingPrice × quantity; 0 when the line cannot be bought. */
  lineTotal: number;
  /** The price moved since the line was added; previousPrice is what the customer saw then. */
  priceChanged?: boolean;
  previousPrice?: number;
  /** The campaign pricing this line now (issue 15). */
  campaign?: CampaignPriceTag;
  /** Said to the customer about the line's price, e.g. that the sale it was added in has ended. */
  notice?: string;
  /** False when the line cannot be bought now (sold out, withdrawn, options no longer offered, too few left). */
  available: boolean;
  issue?: CartLineIssue;
  productDetails: CartProductDetails;
};

export type CartAccessoryLine = {
  id: number;
  accessoryId: number;
  productId: number | null;
  slug: string;
  name: string;
  kind: string;
  image: string;
  price: number;
  quantity: number;
  lineTotal: number;
  priceChanged?: boolean;
  previousPrice?: number;
  available: boolean;
};

export type CartCouponView = {
  code: string;
  description: string;
  /** What it does ('10% off (up to रू 500)', 'Free delivery', 'A free … with your order'): lib/domain/games describePrize. */
  gives: string;
  kind: CouponKind;
  /** False when the code no longer applies (expired, cart below the minimum…); reason says why. */
  valid: boolean;
  reason?: string;
  /** Paisa off the items and add-ons (0 for a free delivery or a free item). */
  discount: number;
  /** A free delivery: checkout takes the delivery charge off, up to `cap` paisa (null: all of it). */
  freeDelivery?: { cap: number | null };
};

export type CartVoucherView = { code: string; amount: number; applied: number };

export type CartGift = {
  id: number;
  productId: number;
  title: string;
  name: string;
  slug: string;
  image: string;
  threshold: number;
  unlocked: boolean;
  /** Paisa still to add to unlock it (0 when unlocked). */
  remaining: number;
};

export type CartTotals = {
  /** Items that can be bought, at today's prices. */
  subtotal: number;
  accessories: number;
  discount: number;
  voucher: number;
  /** subtotal + accessories − discount − voucher, never below 0. Delivery is added at checkout. */
  total: number;
  /** Units in the cart (the header badge). */
  count: number;
};

export type CartView = {
  cartId: number | null;
  cartItems: CartLine[];
  note: string;
  /** Orders placed but not paid yet (filled once orders exist). */
  unpaidOrders: unknown[];
  gifts: CartGift[];
  accessories: CartAccessoryLine[];
  /**
   * Every line the order would hold, paid and free (lib/domain/order-lines.ts): the products, the add-ons, the free
   * gifts earned and a prize's free item, each with its price (रू 0 when free). Checkout and the order show the same.
   */
  lines: CartOrderLine[];
  coupon: CartCouponView | null;
  voucher: CartVoucherView | null;
  totals: CartTotals;
  /** True when any line's price moved or a line cannot be bought: the customer must look before paying. */
  needsAttention: boolean;
};

export const EMPTY_CART: CartView = {
  cartId: null,
  cartItems: [],
  note: '',
  unpaidOrders: [],
  gifts: [],
  accessories: [],
  lines: [],
  coupon: null,
  voucher: null,
  totals: { subtotal: 0, accessories: 0, discount: 0, voucher: 0, total: 0, count: 0 },
  needsAttention: false,
};
