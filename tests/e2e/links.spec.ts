import { expect, test, type APIRequestContext } from '@playwright/test';
import { budget } from './budget';

// Every link alive (issue 12): crawl the server's HTML from the home page and the header and footer data, follow
// every internal link, expand up to PAGES_PER_KIND pages of every kind (/product/…, /blog/…, /career/…), and fail on
// any link that answers 404 (or 5xx). Since issues 13–15 every route the header and footer name exists (contests,
// quizzes, people, campaigns, games, donations), so no 404 is excused.

const PAGES_PER_KIND = 2;
const MAX_FETCHES = 900;

/** Paths that are not pages to crawl: the API, generated art, build assets, the dev and simulator pages. */
const SKIP = /^\/(api|media|_next|dev|sim)(\/|$)|\.(xml|txt|png|svg|ico|webmanifest|json)$/;

/** A page's kind: its path with every segment after the first replaced, ignoring the query (/product/x → /product/*). */
function kindOf(path: string): string {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  return segments.length <= 1 ? `/${segments.join('/')}` : `/${segments[0]}/${segments.slice(1).map(() => '*').join('/')}`;
}

function internalLinks(html: string, from: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const url = new URL(href, `http://shop${from}`);
    const path = url.pathname + url.search;
    if (!SKIP.test(url.pathname)) links.push(path);
  }
  return links;
}

/** Every internal path in the header and footer data (menus, footer columns, campaign link…). */
function pathsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !SKIP.test(value.split('?')[0]!)) out.push(value);
  else if (Array.isArray(value)) for (const item of value) pathsIn(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) pathsIn(item, out);
  return out;
}

/** What a page tells search engines in its <head>: whether it may be indexed, and its canonical path. */
type HeadFacts = { noindex: boolean; canonical: string | null };

function headFacts(html: string): HeadFacts {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const robots = /<meta\b[^>]*name="robots"[^>]*content="([^"]*)"/i.exec(head)?.[1] ?? '';
  const href = /<link\b[^>]*rel="canonical"[^>]*href="([^"]*)"/i.exec(head)?.[1];
  const canonical = href ? new URL(href.replace(/&amp;/g, '&')) : null;
  return { noindex: /noindex/i.test(robots), canonical: canonical ? canonical.pathname + canonical.search : null };
}

/** Fetches in flight at once: one at a time left one of the server's two cores idle for most of the crawl. */
const CRAWLERS = 3;

async function crawl(request: APIRequestContext, start: string[]) {
  const status = new Map<string, number>();
  const foundOn = new Map<string, string>();
  const expanded = new Map<string, number>();
  const heads = new Map<string, HeadFacts>();
  const queue = [...start];
  let busy = 0;
  const visit = async (path: string) => {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    status.set(path, response.status());
    const kind = kindOf(path);
    const isHtml = (response.headers()['content-type'] ?? '').includes('text/html');
    if (!response.ok() || !isHtml) return;
    const html = await response.text();
    heads.set(path, headFacts(html));
    if ((expanded.get(kind) ?? 0) >= PAGES_PER_KIND) return;
    expanded.set(kind, (expanded.get(kind) ?? 0) + 1);
    for (const link of internalLinks(html, path)) {
      if (!status.has(link) && !foundOn.has(link)) foundOn.set(link, path);
      queue.push(link);
    }
  };
  // A crawler stops when the queue is empty and no other crawler is still fetching (which could add links).
  const crawler = async () => {
    for (;;) {
      const path = queue.shift();
      if (path === undefined) {
        if (busy === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      if (status.has(path) || status.size >= MAX_FETCHES) continue;
      status.set(path, 0); // claimed: no other crawler fetches it
      busy += 1;
      try {
        await visit(path);
      } finally {
        busy -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CRAWLERS }, crawler));
  return { status, foundOn, heads, kinds: [...expanded.keys()] };
}

test('every link from the home page, the header and the footer leads somewhere real', async ({ request }) => {
  test.setTimeout(budget(300_000));
  const headerFooter = await (await request.get('/api/V2/header-footer')).json();
  const start = ['/', ...new Set(pathsIn(headerFooter))];
  const { status, foundOn, heads, kinds } = await crawl(request, start);

  const broken = [...status].filter(([, code]) => code === 404 || code >= 500);
  expect(broken.map(([path, code]) => `${code} ${path} (linked from ${foundOn.get(path) ?? 'the header/footer data'})`)).toEqual([]);
  // The crawl really went wide: pages of every kind the shop has, not just the home page.
  for (const kind of ['/product/*', '/category/*', '/blog/*', '/blogs', '/careers', '/career/*', '/faq', '/contact', '/aboutus', '/store/*', '/occasion/*', '/contests', '/contest/*', '/campaign/*', '/roulette/*', '/donations']) {
    expect(kinds, `no ${kind} page was reached`).toContain(kind);
  }
  expect(status.size).toBeGreaterThan(150);

  // The sitemap (issue 23) lists every page the crawl reached that is indexable and its own canonical (page 2 of a
  // list is reached from page 1, not listed), and no page marked noindex.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname));
  const crawled = [...heads].filter(([path]) => !path.includes('?'));
  const missing = crawled.filter(([path, head]) => !head.noindex && head.canonical === path && !listed.has(path)).map(([path]) => `${path} (linked from ${foundOn.get(path) ?? 'the header/footer data'})`);
  expect(missing).toEqual([]);
  expect(crawled.filter(([path, head]) => head.noindex && listed.has(path)).map(([path]) => path)).toEqual([]);
});

