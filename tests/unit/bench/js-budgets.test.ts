/** @jest-environment node */
import { checkBudgets, FRAMEWORK, formatReport, isStorefront, KIB, passed, routeOk, toBaseline, type PageKind, type RouteBundle } from '@/scripts/support/js-budgets';

const kinds: PageKind[] = [
  { kind: 'home', budgetKiB: 150, routes: ['/'] },
  { kind: 'product', budgetKiB: 180, routes: ['/product/[idOrSlug]'] },
];

const framework = { file: 'static/chunks/fw.js', gzipBytes: 117 * KIB, modules: [FRAMEWORK] };
const header = { file: 'static/chunks/a1.js', gzipBytes: 20 * KIB, modules: ['components/layout/header.tsx'] };

function bundle(route: string, ...extra: RouteBundle['chunks']): RouteBundle {
  return { route, chunks: [framework, header, ...extra] };
}

describe('JavaScript budgets', () => {
  it('never counts the back office, the payment simulators or the dev outbox towards the storefront', () => {
    expect(isStorefront('/(shop)/product/[idOrSlug]/page')).toBe(true);
    expect(isStorefront('/(standalone)/login/page')).toBe(true);
    expect(isStorefront('/(simulator)/sim/esewa/page')).toBe(false);
    expect(isStorefront('/admin/orders/page')).toBe(false);
    expect(isStorefront('/(back-office)/admin/page')).toBe(false);
    expect(isStorefront('/dev/outbox/page')).toBe(false);
  });

  it('sums the framework and the route chunks and holds each page kind to its own budget', () => {
    const home = bundle('/', { file: 'static/chunks/h.js', gzipBytes: 14 * KIB, modules: ['components/home/slider.tsx'] }); // 151 KiB
    const product = bundle('/product/[idOrSlug]', { file: 'static/chunks/p.js', gzipBytes: 40 * KIB, modules: ['components/product/configurator.tsx'] }); // 177 KiB
    const report = checkBudgets([home, product], undefined, kinds);
    expect(report.results.map((r) => [r.route, r.gzipBytes / KIB, r.overBudget])).toEqual([
      ['/', 151, true],
      ['/product/[idOrSlug]', 177, false],
    ]);
    expect(passed(report)).toBe(false);
    expect(passed(checkBudgets([bundle('/'), product], undefined, kinds))).toBe(true);
  });

  it('names the page and the modules that grew since the baseline when a budget is exceeded', () => {
    const before = toBaseline([bundle('/', { file: 'static/chunks/old.js', gzipBytes: 5 * KIB, modules: ['components/cart/mini-cart.tsx'] })], kinds);
    const after = bundle(
      '/',
      { file: 'static/chunks/new.js', gzipBytes: 9 * KIB, modules: ['components/cart/mini-cart.tsx'] },
      { file: 'static/chunks/x.js', gzipBytes: 6 * KIB, modules: ['components/compare/compare-bar.tsx'] },
    );
    const report = checkBudgets([after, bundle('/product/[idOrSlug]')], before, kinds);
    const home = report.results.find((r) => r.route === '/')!;
    expect(home.growth.map((g) => [g.module, g.beforeBytes / KIB, g.afterBytes / KIB])).toEqual([
      ['components/compare/compare-bar.tsx', 0, 6],
      ['components/cart/mini-cart.tsx', 5, 9],
    ]);
    const text = formatReport(report);
    expect(text).toContain('✘ / (home) downloads 152.0 KiB gzip of JavaScript on a first visit: budget 150 KiB.');
    expect(text).toContain('components/compare/compare-bar.tsx: new, 6.0 KiB');
    expect(text).toContain('components/cart/mini-cart.tsx: 5.0 → 9.0 KiB (+4.0)');
    // Unchanged modules (the header, the framework) are not culprits.
    expect(home.growth.some((g) => g.module === FRAMEWORK || g.module.includes('header'))).toBe(false);
  });

  it('shares a chunk needed by several modules among them, so one module\'s share stays comparable across builds', () => {
    const shared = { file: 'static/chunks/s.js', gzipBytes: 8 * KIB, modules: ['components/a.tsx', 'components/b.tsx'] };
    const baseline = toBaseline([bundle('/', shared)], kinds);
    expect(baseline.routes['/']!.modules).toEqual({
      [FRAMEWORK]: 117 * KIB,
      'components/a.tsx': 4 * KIB,
      'components/b.tsx': 4 * KIB,
      'components/layout/header.tsx': 20 * KIB,
    });
  });

  it('fails when a budgeted route is missing from the build, so a renamed route cannot escape its budget', () => {
    const report = checkBudgets([bundle('/')], undefined, kinds);
    expect(report.missing).toEqual(['/product/[idOrSlug]']);
    expect(passed(report)).toBe(false);
    expect(formatReport(report)).toContain('/product/[idOrSlug] has a budget but the build has no such route');
  });

  it('names the largest parts of a page over budget when nothing grew (today\'s baseline is over budget)', () => {
    const heavy = bundle('/', { file: 'static/chunks/h.js', gzipBytes: 30 * KIB, modules: ['components/layout/mega-menu.tsx'] });
    const report = checkBudgets([heavy, bundle('/product/[idOrSlug]')], toBaseline([heavy], kinds), kinds);
    expect(report.results[0]!.growth).toEqual([]);
    const text = formatReport(report);
    expect(text).toContain('Nothing grew since the baseline (already over budget there); the largest:');
    expect(text).toContain('components/layout/mega-menu.tsx: 30.0 KiB');
  });

  it('lists routes of no budgeted kind without failing on them', () => {
    const report = checkBudgets([bundle('/'), bundle('/product/[idOrSlug]'), bundle('/checkout', { file: 'c.js', gzipBytes: 90 * KIB, modules: [] })], undefined, kinds);
    expect(report.unbudgeted).toEqual([{ route: '/checkout', gzipBytes: 227 * KIB }]);
    expect(passed(report)).toBe(true);
  });

  it('in hold mode lets a page over budget pass only while it has not grown past the baseline', () => {
    const heavy = bundle('/', { file: 'static/chunks/h.js', gzipBytes: 30 * KIB, modules: ['components/layout/mega-menu.tsx'] });
    const baseline = toBaseline([heavy, bundle('/product/[idOrSlug]')], kinds);
    const same = checkBudgets([heavy, bundle('/product/[idOrSlug]')], baseline, kinds);
    expect(same.results[0]).toMatchObject({ overBudget: true, held: true });
    expect(passed(same)).toBe(false);
    expect(passed(same, true)).toBe(true);
    expect(formatReport(same)).toContain('✘ held');

    const grown = bundle('/', { file: 'static/chunks/h.js', gzipBytes: 32 * KIB, modules: ['components/layout/mega-menu.tsx'] });
    const report = checkBudgets([grown, bundle('/product/[idOrSlug]')], baseline, kinds);
    expect(report.results[0]).toMatchObject({ overBudget: true, held: false });
    expect(passed(report, true)).toBe(false);
    expect(routeOk(report.results[0]!, true)).toBe(false);
    expect(formatReport(report)).toContain('components/layout/mega-menu.tsx: 30.0 → 32.0 KiB (+2.0)');
  });
});
