// Where a link the shop edits (a banner, a menu item, a footer link, a not-found tile) may lead: a page of this shop
// or a secure page elsewhere. A typo such as '/categroy/cakes' or 'http://…' is refused when it is typed, not found
// later by a customer. The first path segments are the storefront's own routes (app/(shop), app/(standalone), and the
// middleware's /cakes and /urgent-cakes redirects); a test compares this list with the folders on disk.

export const SHOP_PATH_ROOTS: readonly string[] = [
  'aboutus', 'automobile', 'be-a-seller', 'blog', 'blogs', 'business', 'cakes', 'campaign', 'career', 'careers', 'cart',
  'categories', 'category', 'checkout', 'compare', 'contact', 'contest', 'contests', 'donations', 'faq', 'find-cakes',
  'login', 'occasion', 'order-confirmation', 'privacy-policy', 'product', 'products', 'profile', 'quiz', 'refund-policy',
  'register', 'roulette', 'search', 'sell-at-ug', 'store', 'termsconditions', 'treasure', 'urgent-cakes', 'user',
];

export const LINK_RULE = 'A page of the shop (starting with /, like /category/cakes) or a secure web address (https://…).';

/** True when `value` is a path of the shop ('/', '/category/cakes?sort=new') or an https URL with a host. */
export function isShopLink(value: string): boolean {
  const link = value.trim();
  if (link !== value || link.length === 0 || link.length > 500 || /\s/.test(link)) return false;
  if (link.startsWith('/')) {
    if (link.startsWith('//') || link.includes('\\')) return false;
    const root = link.slice(1).split(/[/?#]/)[0] ?? '';
    return root === '' || SHOP_PATH_ROOTS.includes(root);
  }
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}
