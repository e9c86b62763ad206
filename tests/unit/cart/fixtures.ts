import { EMPTY_CART, type CartLine, type CartView } from '@/lib/domain/cart-types';
import { cartOrderLines } from '@/lib/domain/order-lines';

// Cart answers as the API sends them, for the browser-side tests.

export function line(overrides: Partial<CartLine> & { cartItemId: number; name: string }): CartLine {
  const sellingPrice = overrides.sellingPrice ?? 120000;
  const quantity = overrides.quantity ?? 1;
  const slug = overrides.slug ?? overrides.name.toLowerCase().replace(/\s+/g, '-');
  return {
    productId: overrides.cartItemId + 100,
    slug,
    image: `/media/products/${slug}.svg`,
    sellingPrice,
    quantity,
    maxQuantity: 20,
    options: {},
    optionsSummary: [],
    lineTotal: sellingPrice * quantity,
    available: true,
    productDetails: {
      id: overrides.cartItemId + 100,
      type: 'product',
      slug,
      name: overrides.name,
      url: `/product/${slug}`,
      image: { src: `/media/products/${slug}.svg`, width: 400, height: 400, alt: overrides.name },
      storeName: 'Kathmandu Cake House',
      isCake: false,
      isReadyMade: false,
      stock: 50,
    },
    ...overrides,
  };
}

/** A cart with these lines; its one list of lines is built as the server builds it (lib/domain/order-lines.ts). */
export function cartOf(lines: CartLine[], overrides: Partial<CartView> = {}): CartView {
  const subtotal = lines.reduce((n, l) => n + l.lineTotal, 0);
  const cart: CartView = {
    ...EMPTY_CART,
    cartId: 9,
    cartItems: lines,
    totals: { subtotal, accessories: 0, discount: 0, voucher: 0, total: subtotal, count: lines.reduce((n, l) => n + l.quantity, 0) },
    ...overrides,
  };
  return { ...cart, lines: overrides.lines ?? cartOrderLines({ items: cart.cartItems, accessories: cart.accessories, gifts: cart.gifts, prize: null }) };
}
