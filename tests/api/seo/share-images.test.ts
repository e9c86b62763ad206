import { spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { and, asc, eq, isNotNull, like } from 'drizzle-orm';
import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { RUPEE_SIGN } from '@/lib/domain/money';
import { CARD_FONTS, FONT_SUBSETS } from '@/lib/fonts/font-subsets';
import { cardStrings } from '@/lib/seo/og-text';
import { RUPEE_GLYPH } from '@/lib/seo/rupee-glyph';
import { blogPosts, contestEntries, contests, jobPostings, products, quizzes, users } from '@/lib/server/db/schema';
import { renderMediaPath } from '@/lib/server/media/registry';
import { useTestDatabase } from '../support/database';

// Every kind of share image (the 1200×630 social cards and /logo.png), built by its own route from the seeded shop and
// drawn by the real renderer with the outside network refused. The cards failed in production because satori, for a
// character its fonts lacked (रू in "Win रू 15,000"), asked Google Fonts at render time; the shop reaches no outside
// host, so the prize came out as empty boxes. Now:
// - no request leaves this machine, neither while a route reads what to draw (here, in jest) nor while the card is
//   drawn (tests/api/support/render-cards.mjs: next/og's renderer is an ES module jest cannot load, so each card the
//   route built is handed, as built, to a plain Node process with fetch, sockets and DNS refused);
// - every character a card draws is in the fonts it is drawn with (the shop's files in lib/fonts, read by HarfBuzz:
//   scripts/fonts.ts --report), so nothing is an empty box, and रू is drawn as its outline, never as text;
// - no card shows a price, a discount or a countdown (a shared picture is kept for days), and a product's card shows
//   that product's own picture and name.

const { db } = useTestDatabase();
const root = path.resolve(__dirname, '../../..');

type Options = { width?: number; height?: number; fonts?: { name: string; data: Buffer; weight: number; style: string }[] };
const mockCaptured: { element: ReactNode; options: Options }[] = [];
jest.mock('next/og', () => ({
  ImageResponse: class {
    constructor(element: ReactNode, options: Options) {
      mockCaptured.push({ element, options: options ?? {} });
    }
  },
}));

type Card = { name: string; element: ReactNode; options: Options };
type Rendered = { name: string; ok: boolean; bytes?: number; width?: number; height?: number; error?: string };

/** Requests for a host other than this machine made while the routes built their cards (here, in jest). */
const outsideHere: string[] = [];
const LOCAL = /^(localhost|127\.\d+\.\d+\.\d+|::1)$/i;

const realFetch = global.fetch;
const realConnect = net.Socket.prototype.connect;

beforeAll(() => {
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.protocol !== 'data:' && !LOCAL.test(url.hostname)) {
      outsideHere.push(url.href);
      throw new TypeError(`outside network refused: ${url.href}`);
    }
    return realFetch(input, init);
  }) as typeof fetch;
  net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
    const options = (typeof args[0] === 'object' && args[0] !== null ? args[0] : { host: args[1] }) as { host?: string; path?: string };
    if (!options.path && options.host && !LOCAL.test(options.host)) {
      outsideHere.push(`socket ${options.host}`);
      throw new Error(`outside network refused: ${options.host}`);
    }
    return (realConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
});

afterAll(() => {
  global.fetch = realFetch;
  net.Socket.prototype.connect = realConnect;
});

/** Runs a route and returns the card it handed to ImageResponse. */
async function build(name: string, run: () => unknown): Promise<Card> {
  const before = mockCaptured.length;
  await run();
  const made = mockCaptured.slice(before);
  expect(made).toHaveLength(1);
  return { name, element: expand(made[0]!.element), options: made[0]!.options };
}

const params = <P,>(p: P) => ({ params: Promise.resolve(p) });

/**
 * The card as the renderer reads it: components called and fragments flattened, as satori does (the shop's cards
 * come to ImageResponse resolved already: lib/seo/og-text.ts), strings as they are.
 */
function expand(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(expand);
  if (!isValidElement(node)) return node;
  const props = node.props as { children?: ReactNode };
  if (node.type === Fragment) return expand(props.children);
  if (typeof node.type === 'function') return expand((node.type as (p: unknown) => ReactNode)(props));
  return createElement(node.type as string, { ...props }, ...(props.children === undefined ? [] : [expand(props.children)]));
}

/** The card as plain { type, props } objects, to send across a process boundary. */
function plain(node: ReactNode): unknown {
  if (Array.isArray(node)) return node.map(plain);
  if (isValidElement(node)) {
    const { children, ...props } = node.props as { children?: ReactNode };
    return { type: node.type, props: children === undefined ? props : { ...props, children: plain(children) } };
  }
  return node;
}

function render(cards: Card[]): { results: Rendered[]; outside: string[]; logs: string[] } {
  const input = JSON.stringify(
    cards.map((card) => ({
      name: card.name,
      tree: plain(card.element),
      options: { ...card.options, fonts: card.options.fonts?.map((font) => ({ ...font, data: Buffer.from(font.data).toString('base64') })) },
    })),
  );
  const child = spawnSync(process.execPath, [path.join(root, 'tests/api/support/render-cards.mjs')], { cwd: root, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (child.status !== 0) throw new Error(`the renderer failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as { results: Rendered[]; outside: string[]; logs: string[] };
}

/** Every element of a card, depth first. */
function elements(node: ReactNode, out: { type: string; props: Record<string, unknown> }[] = []) {
  if (Array.isArray(node)) for (const child of node) elements(child, out);
  else if (isValidElement(node)) {
    out.push({ type: String(node.type), props: node.props as Record<string, unknown> });
    elements((node.props as { children?: ReactNode }).children, out);
  }
  return out;
}

const cards = new Map<string, Card>();
let drawn: { results: Rendered[]; outside: string[]; logs: string[] };
let fontCharacters: Set<number>;

beforeAll(async () => {
  process.env.SITE_URL = 'https://upahar.example';
  const one = async <T,>(rows: Promise<T[]>) => {
    const [row] = await rows;
    if (!row) throw new Error('the seed lacks a row this test draws');
    return row;
  };
  const [cake, gift, entry, person, quiz, career, post] = await Promise.all([
    one(db().select({ slug: products.slug }).from(products).where(and(eq(products.isActive, true), eq(products.type, 'cake'), isNotNull(products.salePrice))).orderBy(asc(products.id)).limit(1)),
    one(db().select({ slug: products.slug }).from(products).where(and(eq(products.isActive, true), eq(products.type, 'product'), isNotNull(products.salePrice))).orderBy(asc(products.id)).limit(1)),
    one(db().select({ id: contestEntries.id }).from(contestEntries).where(eq(contestEntries.status, 'approved')).orderBy(asc(contestEntries.id)).limit(1)),
    one(db().select({ username: users.username }).from(users).where(eq(users.username, 'sita.demo'))),
    one(db().select({ slug: quizzes.slug }).from(quizzes).where(eq(quizzes.status, 'approved')).orderBy(asc(quizzes.id)).limit(1)),
    one(db().select({ id: jobPostings.id }).from(jobPostings).where(eq(jobPostings.status, 'open')).orderBy(asc(jobPostings.id)).limit(1)),
    one(db().select({ slug: blogPosts.slug }).from(blogPosts).where(like(blogPosts.title, `%${RUPEE_SIGN}%`)).limit(1)),
  ]);
  const [contest] = await db().select({ slug: contests.slug }).from(contests).where(eq(contests.slug, 'tihar-rangoli-cake-2026'));
  if (!contest) throw new Error('the seed lacks the Tihar contest (its prize is "रू 15,000 Upahar Ghar voucher")');

  const list: [string, () => unknown][] = [
    ['site', async () => (await import('@/app/opengraph-image')).default()],
    ['logo', async () => (await import('@/app/logo.png/route')).GET()],
    ['product-cake', async () => (await import('@/app/(shop)/product/[idOrSlug]/opengraph-image')).default(params({ idOrSlug: cake.slug }))],
    ['product-gift', async () => (await import('@/app/(shop)/product/[idOrSlug]/opengraph-image')).default(params({ idOrSlug: gift.slug }))],
    ['category', async () => (await import('@/app/(shop)/category/[slug]/opengraph-image')).default(params({ slug: 'cakes' }))],
    ['campaign', async () => (await import('@/app/(shop)/campaign/[slug]/opengraph-image')).default(params({ slug: 'winter-cake-festival' }))],
    ['contest', async () => (await import('@/app/(shop)/contest/[slug]/opengraph-image')).default(params({ slug: contest.slug }))],
    ['entry', async () => (await import('@/app/(shop)/contest/detail/[id]/opengraph-image')).default(params({ id: String(entry.id) }))],
    ['blog', async () => (await import('@/app/(shop)/blog/[slug]/opengraph-image')).default(params({ slug: post.slug }))],
    ['person', async () => (await import('@/app/(shop)/user/[username]/opengraph-image')).default(params({ username: person.username }))],
    ['quiz', async () => (await import('@/app/(shop)/quiz/[slug]/opengraph-image')).default(params({ slug: quiz.slug }))],
    ['career', async () => (await import('@/app/(shop)/career/[id]/opengraph-image')).default(params({ id: String(career.id) }))],
    ['store', async () => (await import('@/app/(shop)/store/[slug]/opengraph-image')).default(params({ slug: 'upahar-ghar-bakery' }))],
    ['occasion', async () => (await import('@/app/(shop)/occasion/[slug]/opengraph-image')).default(params({ slug: 'birthday' }))],
    ['faq', async () => (await import('@/app/(shop)/faq/opengraph-image')).default()],
    ['unknown-product', async () => (await import('@/app/(shop)/product/[idOrSlug]/opengraph-image')).default(params({ idOrSlug: 'no-such-cake' }))],
  ];
  for (const [name, run] of list) cards.set(name, await build(name, run));
  drawn = render([...cards.values()]);

  const report = JSON.parse(execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/fonts.ts', '--report'], { cwd: root, encoding: 'utf8' })) as Record<
    string,
    { characters: number[] }
  >;
  fontCharacters = new Set(CARD_FONTS.flatMap((font) => report[font.subset]!.characters));
}, 120_000);

const KINDS = ['site', 'logo', 'product-cake', 'product-gift', 'category', 'campaign', 'contest', 'entry', 'blog', 'person', 'quiz', 'career', 'store', 'occasion', 'faq', 'unknown-product'];

describe('every share image', () => {
  it('is drawn as a PNG of its size without a single request outside the shop', () => {
    expect(drawn.results.map((r) => r.name)).toEqual(KINDS);
    for (const result of drawn.results) {
      const size = result.name === 'logo' ? [512, 512] : [1200, 630];
      expect([result.name, result.ok, result.width, result.height, result.error]).toEqual([result.name, true, ...size, undefined]);
    }
    expect(drawn.outside).toEqual([]);
    expect(outsideHere).toEqual([]);
    // satori says so when it could not fetch a font for a character: it never tried.
    expect(drawn.logs.filter((line) => /font|emoji/i.test(line))).toEqual([]);
  });

  it('is drawn with the shop’s own font files, and every character it draws is in them (no empty boxes)', () => {
    for (const card of cards.values()) {
      const fonts = card.options.fonts ?? [];
      expect([card.name, fonts.map((f) => Buffer.from(f.data).length)]).toEqual([
        card.name,
        CARD_FONTS.map((f) => fs.readFileSync(path.join(root, FONT_SUBSETS[f.subset].file)).length),
      ]);
      const missing = cardStrings(card.element)
        .flatMap((text) => [...text])
        .filter((char) => !fontCharacters.has(char.codePointAt(0)!));
      expect([card.name, missing]).toEqual([card.name, []]);
    }
  });

  it('never writes रू as text (satori cannot shape it): an amount’s sign is drawn as its outline', () => {
    for (const card of cards.values()) {
      expect([card.name, cardStrings(card.element).filter((text) => text.includes(RUPEE_SIGN))]).toEqual([card.name, []]);
    }
  });

  it('shows no price, discount or countdown: the only amounts are a contest’s prize and a post title’s', () => {
    for (const card of cards.values()) {
      const text = cardStrings(card.element).join(' ');
      // The countdowns the shop writes ('Voting ends in 2 days 4 hrs', 'Entries open in…', a sale's 'Ends in…') and discounts.
      const countdown = /\b(?:opens?|close[sd]?|ends?|starts?|winners) in\b|\d+\s*%\s*off/i;
      expect([card.name, countdown.test(text)]).toEqual([card.name, false]);
      const amounts = elements(card.element).filter((el) => el.type === 'path' && el.props.d === RUPEE_GLYPH.path).length;
      expect([card.name, amounts]).toEqual([card.name, ['contest', 'blog'].includes(card.name) ? 1 : 0]);
    }
  });
});

describe('a contest’s card', () => {
  it('draws its prize “Win रू 15,000 Upahar Ghar voucher” with the sign as the shop font’s outline', () => {
    const card = cards.get('contest')!;
    const text = cardStrings(card.element);
    expect(text).toEqual(expect.arrayContaining(['Win', '15,000', 'Upahar', 'voucher']));
    expect(elements(card.element).filter((el) => el.type === 'path' && el.props.d === RUPEE_GLYPH.path)).toHaveLength(1);
  });
});

describe('a product’s card', () => {
  it('shows that product’s own picture and its name, and no price', async () => {
    for (const name of ['product-cake', 'product-gift']) {
      const card = cards.get(name)!;
      const slug = name === 'product-cake' ? 'cake' : 'product';
      const [product] = await db()
        .select({ name: products.name, images: products.images, price: products.price, salePrice: products.salePrice })
        .from(products)
        .where(and(eq(products.isActive, true), eq(products.type, slug as 'cake' | 'product'), isNotNull(products.salePrice)))
        .orderBy(asc(products.id))
        .limit(1);
      const own = (product!.images as { src: string }[])[0]!.src;
      const svg = renderMediaPath(own.replace(/^\/media\//, '').split('/').map(decodeURIComponent))!;
      const pictures = elements(card.element).filter((el) => el.type === 'img');
      expect(pictures.map((img) => img.props.src)).toEqual([`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`]);
      expect(cardStrings(card.element)).toContain(product!.name);
      const figures = [product!.price, product!.salePrice!].map((paisa) => String(paisa / 100));
      const text = cardStrings(card.element).join(' ').replace(/,/g, '');
      for (const figure of figures) expect([name, text.includes(figure)]).toEqual([name, false]);
    }
  });
});

describe('the cards of their own', () => {
  it('quiz, career, store, occasion and FAQ pages each draw their own facts, not the site’s card', async () => {
    const site = cardStrings(cards.get('site')!.element).join(' ');
    const [quiz] = await db().select({ title: quizzes.title }).from(quizzes).where(eq(quizzes.status, 'approved')).orderBy(asc(quizzes.id)).limit(1);
    const [career] = await db().select({ title: jobPostings.title }).from(jobPostings).where(eq(jobPostings.status, 'open')).orderBy(asc(jobPostings.id)).limit(1);
    const expected: Record<string, string[]> = {
      quiz: [quiz!.title],
      career: [career!.title],
      store: ['Upahar Ghar Bakery', 'Shankhamul Road, New Baneshwor, Kathmandu', 'Open 6:30 AM – 10:00 PM'],
      occasion: ['Birthday cakes & gifts'],
      faq: ['Frequently asked questions'],
    };
    for (const [name, facts] of Object.entries(expected)) {
      const text = cardStrings(cards.get(name)!.element);
      expect([name, text]).toEqual([name, expect.arrayContaining(facts)]);
      expect(text.join(' ')).not.toBe(site);
    }
    // The store's and the occasion's pictures are their own art, drawn in.
    for (const name of ['store', 'occasion']) {
      expect(elements(cards.get(name)!.element).filter((el) => el.type === 'img' && String(el.props.src).startsWith('data:image/svg+xml;base64,'))).toHaveLength(1);
    }
  });
});
