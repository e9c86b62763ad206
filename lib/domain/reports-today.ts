import { BACK_OFFICE_MENU } from './back-office-menu';
import { can, type Permission, type StaffRole } from './staff-roles';

// The back office's home page ("Today"): the counts a role acts on now, each linking to the screen that acts on it.
// Which counts a role sees, and where each one links, come from the permissions table and the menu, so the page
// never links a role to a screen that would answer not-found.

/** Orders in each working state (delivery dates from a week ago on), and how many of them are for today. */
export type OrderStateCounts = Record<'placed' | 'confirmed' | 'baking' | 'ready' | 'out_for_delivery', { all: number; today: number }>;

export type TodayOrderCounts = OrderStateCounts & {
  /** Delivered since Kathmandu midnight. */
  deliveredToday: number;
  /** Out for delivery and past the end of its slot, now. */
  lateNow: number;
  /** Paid orders cancelled whose money has not been returned yet. */
  refundsDue: number;
};

/** Today's delivery slot as the kitchen sees it: orders not started, the cakes in them and in the oven, and done. */
export type KitchenSlotToday = { slotId: number; method: string; label: string; toBake: number; cakesToBake: number; baking: number; done: number };
/** A rider's own deliveries in one of today's slots (paisa). */
export type RiderSlotToday = { slotId: number; label: string; toDeliver: number; delivered: number; toCollect: number; collected: number };

/** What Today shows a role; null for a part the role does not see (and so is never asked of the database). */
export type TodayOverview = {
  today: string;
  orders: TodayOrderCounts | null;
  kitchen: KitchenSlotToday[] | null;
  deliveries: RiderSlotToday[] | null;
  sales: { orders: number; sales: number } | null;
};

export type TodayTileKey = 'placed' | 'confirmed' | 'baking' | 'ready' | 'out_for_delivery' | 'lateNow' | 'deliveredToday' | 'refundsDue';

export type TodayTile = { key: TodayTileKey; label: string; count: number; today: number | null; href: string; urgent: boolean };

type TileRule = { key: TodayTileKey; label: string; concerns: Permission; links: string[] };

/** In the order a shift works them; each link list is best first (the screen that acts, then the order list). */
const TILE_RULES: readonly TileRule[] = [
  { key: 'placed', label: 'Waiting to be confirmed', concerns: 'orders.read', links: ['/admin/orders?status=placed'] },
  { key: 'confirmed', label: 'Confirmed, to bake', concerns: 'orders.read', links: ['/admin/kitchen', '/admin/orders?status=confirmed'] },
  { key: 'baking', label: 'Baking', concerns: 'orders.read', links: ['/admin/kitchen', '/admin/orders?status=baking'] },
  { key: 'ready', label: 'Ready to go', concerns: 'orders.read', links: ['/admin/dispatch', '/admin/orders?status=ready'] },
  { key: 'out_for_delivery', label: 'Out for delivery', concerns: 'orders.read', links: ['/admin/dispatch', '/admin/orders?status=out_for_delivery'] },
  { key: 'lateNow', label: 'Late right now', concerns: 'orders.read', links: ['/admin/dispatch', '/admin/orders?status=out_for_delivery'] },
  { key: 'deliveredToday', label: 'Delivered today', concerns: 'orders.read', links: ['/admin/orders?status=delivered'] },
  { key: 'refundsDue', label: 'Refunds due', concerns: 'orders.payments', links: ['/admin/orders?refund=due'] },
];

/** The menu entry a link opens (its path without the query), and so the permission it needs. */
export function screenPermission(href: string): Permission | null | undefined {
  const path = href.split('?')[0];
  return BACK_OFFICE_MENU.find((screen) => screen.href === path)?.permission;
}

/** Whether `role` may open the screen `href` leads to (a path outside the menu: never). */
export function mayOpen(role: StaffRole, href: string): boolean {
  const permission = screenPermission(href);
  if (permission === undefined) return false;
  return permission === null || can(role, permission);
}

function countOf(key: TodayTileKey, counts: TodayOrderCounts): { count: number; today: number | null } {
  if (key === 'lateNow' || key === 'deliveredToday' || key === 'refundsDue') return { count: counts[key], today: null };
  return { count: counts[key].all, today: counts[key].today };
}

/** The order counts `role` should see, each with the first screen it may open that acts on it. */
export function todayTiles(role: StaffRole, counts: TodayOrderCounts): TodayTile[] {
  const tiles: TodayTile[] = [];
  for (const rule of TILE_RULES) {
    if (!can(role, rule.concerns)) continue;
    const href = rule.links.find((link) => mayOpen(role, link));
    if (!href) continue;
    const { count, today } = countOf(rule.key, counts);
    tiles.push({
      key: rule.key,
      label: rule.label,
      count,
      today,
      href,
      urgent: count > 0 && (rule.key === 'lateNow' || rule.key === 'refundsDue' || rule.key === 'placed'),
    });
  }
  return tiles;
}

/** What Today says to a role whose work has no count here yet (editor, support): which screens exist for it. */
export function roleNote(role: StaffRole): string | null {
  if (role === 'editor') {
    return 'Products, prices, categories and the shop’s pages are not edited from the back office yet: their screens come in a later update. For now this page and My sign-in are yours.';
  }
  if (role === 'support') {
    return 'The inbox for customers’ tickets comes in a later update. For now the order list is yours: orders, their payments and the refunds due.';
  }
  return null;
}
