import { BACK_OFFICE_MENU } from '@/lib/domain/back-office-menu';
import { mayOpen, roleNote, todayTiles, type TodayOrderCounts } from '@/lib/domain/reports-today';
import { STAFF_ROLES } from '@/lib/domain/staff-roles';

// Today's counts per role: each links to the screen that acts on it, and never to one the role cannot open.

const COUNTS: TodayOrderCounts = {
  placed: { all: 4, today: 1 },
  confirmed: { all: 3, today: 2 },
  baking: { all: 2, today: 2 },
  ready: { all: 1, today: 1 },
  out_for_delivery: { all: 2, today: 2 },
  lateNow: 1,
  deliveredToday: 5,
  refundsDue: 2,
};

const linksOf = (role: (typeof STAFF_ROLES)[number]) => Object.fromEntries(todayTiles(role, COUNTS).map((tile) => [tile.key, tile.href]));

describe('todayTiles', () => {
  it('a manager: every count; the kitchen’s on the board, the road’s on dispatch, refunds on the order list', () => {
    expect(linksOf('manager')).toEqual({
      placed: '/admin/orders?status=placed',
      confirmed: '/admin/kitchen',
      baking: '/admin/kitchen',
      ready: '/admin/dispatch',
      out_for_delivery: '/admin/dispatch',
      lateNow: '/admin/dispatch',
      deliveredToday: '/admin/orders?status=delivered',
      refundsDue: '/admin/orders?refund=due',
    });
  });

  it('support: the order list for every state, and refunds; no kitchen, no dispatch', () => {
    const links = linksOf('support');
    expect(links.baking).toBe('/admin/orders?status=baking');
    expect(links.ready).toBe('/admin/orders?status=ready');
    expect(links.refundsDue).toBe('/admin/orders?refund=due');
  });

  it('dispatch: ready and out for delivery on the dispatch screen, baking on the board; no refunds', () => {
    const links = linksOf('dispatch');
    expect(links.ready).toBe('/admin/dispatch');
    expect(links.baking).toBe('/admin/kitchen');
    expect(links).not.toHaveProperty('refundsDue');
  });

  it('rider and editor: no order counts', () => {
    expect(todayTiles('rider', COUNTS)).toEqual([]);
    expect(todayTiles('editor', COUNTS)).toEqual([]);
  });

  it('no role is ever linked to a screen its menu does not show', () => {
    for (const role of STAFF_ROLES) {
      for (const tile of todayTiles(role, COUNTS)) {
        const screen = BACK_OFFICE_MENU.find((entry) => entry.href === tile.href.split('?')[0]);
        expect(screen).toBeDefined();
        expect(mayOpen(role, tile.href)).toBe(true);
      }
    }
  });

  it('the count, today’s share, and what is urgent', () => {
    const tiles = todayTiles('owner', COUNTS);
    expect(tiles.find((tile) => tile.key === 'placed')).toMatchObject({ count: 4, today: 1, urgent: true });
    expect(tiles.find((tile) => tile.key === 'lateNow')).toMatchObject({ count: 1, today: null, urgent: true });
    expect(tiles.find((tile) => tile.key === 'deliveredToday')).toMatchObject({ count: 5, urgent: false });
    expect(todayTiles('owner', { ...COUNTS, lateNow: 0 }).find((tile) => tile.key === 'lateNow')!.urgent).toBe(false);
  });
});

describe('mayOpen and roleNote', () => {
  it('a path outside the menu is never linked', () => {
    expect(mayOpen('owner', '/admin/secret')).toBe(false);
    expect(mayOpen('rider', '/admin/deliveries')).toBe(true);
    expect(mayOpen('rider', '/admin/orders?status=placed')).toBe(false);
  });

  it('editor and support are told what exists for them; others need no note', () => {
    expect(roleNote('editor')).toMatch(/later update/);
    expect(roleNote('support')).toMatch(/tickets/);
    expect(roleNote('kitchen')).toBeNull();
  });
});
