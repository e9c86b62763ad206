// The one home of the shop's server-side cache policies (issue 27). Route handlers, pages and services name a policy
// here; none writes a Cache-Control string or a lifetime of its own (tests/unit/server/cache-policy-source.test.ts
// fails on one, and tests/unit/server/page-revalidate.test.ts ties every page's `revalidate` to its policy).
//
// A policy holds up to two things:
// - `cacheControl`: the header of an HTTP answer under it (`ok(…, { cache: 'catalogue' })`, `jsonResponse`,
//   `cacheHeaders`). Written for shared caches: the front server (lib/server/front) hands it to browsers through
//   lib/server/front/browser-cache-control.ts, which drops stale-while-revalidate from a header that has s-maxage and no
//   max-age and sends the whole header as CDN-Cache-Control beside it (README "How fresh each page is"). A policy with
//   a browser max-age of its own (layout, media, reference data) is sent as written.
// - `inProcess`: seconds a finished answer is kept in one process's memory (ttl-cache.ts).
// - `revalidate`: seconds before Next renders a page again (the route segment `revalidate`, a literal Next reads
//   statically, with `// policy: <name>` beside it) or reads a `cached()` value again. Every write that changes what a
//   page shows also expires its tags at once (lib/server/cache/cached.ts cacheTags, page-edges.ts), so most lifetimes
//   are backstops, and a page whose content changes at a known instant is cut to that instant (`revalidateUntil`).
//
// Lifetimes of ISR pages are not HTTP headers of ours: Next writes `s-maxage=<revalidate>` on them itself.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

export type CachePolicy = {
  /** The Cache-Control of an answer under this policy (none: a page or data lifetime only). */
  readonly cacheControl?: string;
  /** Seconds a page or a cached() value lives in Next's caches before it is rendered or read again. */
  readonly revalidate?: number;
  /** Seconds a finished answer is kept in this process's memory (lib/server/cache/ttl-cache.ts). */
  readonly inProcess?: number;
};

/** A policy that answers HTTP requests (one with a Cache-Control). */
export type HttpCachePolicy = CachePolicy & { readonly cacheControl: string };

export const cachePolicy = {
  // ── Never kept ──────────────────────────────────────────────────────────────────────────────────────────────────
  /**
   * About one person (their account, cart, plays, votes, back-office screens, a logged-in caller's view of a public
   * thing, uploads and CVs): neither a shared cache nor the browser's may keep it, or another person could be shown it
   * (a shared computer, a CDN) and the person their own old state.
   */
  private: { cacheControl: 'private, no-store' },
  // A 404 page: what Next itself sends on one, kept for the not-found document the front server swaps in
  // (lib/server/front/not-found-documents.ts), so a path that does not exist yet is never kept anywhere.
  notFoundPage: { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' },
  /**
   * Not about a person, but true only now: prices of this instant (compare, a campaign's category and brand lists),
   * beacons (banner counts), the payment simulators, a redirect standing in for art not drawn yet. Kept nowhere.
   */
  noStore: { cacheControl: 'no-store' },

  // ── The shop's catalogue and content ───────────────────────────────────────────────────────────────────────────
  /**
   * Products, categories, lists, search results, the home page. Pages and data: an hour, as a backstop only (every
   * catalogue, review and campaign write expires the tags at once; a page showing a campaign price is cut to that
   * price's next start or end). JSON: a CDN cannot be told about those writes, so it keeps an answer 5 minutes and may
   * serve it stale for an hour while it refreshes.
   */
  catalogue: { cacheControl: 'public, s-maxage=300, stale-while-revalidate=3600', revalidate: HOUR },
  /**
   * The finished JSON bodies of the category and search answers, kept in this process (ttl-cache.ts): no tag reaches
   * them on another instance, so 30 s bounds how long an edit takes to show there (the editing instance clears its
   * own at once). The answers themselves go out as `catalogue` (category) and `private` (search: it remembers the
   * visitor's search and may set their cookie).
   */
  catalogueBodies: { inProcess: 30 },
  /**
   * The shop's own pages (about, terms, privacy, refund, contact, sell, FAQ, the 404 page) and testimonials: they
   * change when the back office edits them, which expires the `content` tag. Same lifetimes as the catalogue.
   */
  content: { cacheControl: 'public, s-maxage=300, stale-while-revalidate=3600', revalidate: HOUR },
  /**
   * Header and footer (menus, categories, the campaign link). SPEC §7/§9: the client keeps them 12 hours, so the data
   * cache and shared caches keep them as long; a menu edit expires the `layout` tag on the server.
   */
  layout: { cacheControl: `public, max-age=${12 * HOUR}, s-maxage=${12 * HOUR}, stale-while-revalidate=${HOUR}`, revalidate: 12 * HOUR },
  /**
   * The error page's banner and links: kept on the server and by CDNs as long as the header and footer they sit with,
   * by a browser an hour (SPEC §9's 12 hours is the header and footer's own client cache, not this answer's).
   */
  errorPage: { cacheControl: `public, max-age=${HOUR}, s-maxage=${12 * HOUR}, stale-while-revalidate=${HOUR}`, revalidate: 12 * HOUR },
  /**
   * Delivery places and methods, the nearest place to a GPS point, currency factors: the same for everyone, edited
   * rarely (places) or only with a deploy (currencies). SPEC §9: the browser keeps the delivery list an hour; shared
   * caches too, and may serve a day-old copy while refreshing.
   */
  reference: { cacheControl: `public, max-age=${HOUR}, s-maxage=${HOUR}, stale-while-revalidate=${DAY}`, revalidate: HOUR },
  /** /sitemap.xml and its files: crawlers come back daily; an hour old is fresh enough, a day old while refreshing. */
  sitemap: { cacheControl: `public, max-age=${HOUR}, stale-while-revalidate=${DAY}`, revalidate: HOUR },
  /** Social cards (opengraph-image files): a shared picture is kept for days by the sites showing it anyway. */
  shareCard: { revalidate: HOUR },

  // ── Things with an edge in time ─────────────────────────────────────────────────────────────────────────────────
  /**
   * Campaign pages: an hour as a backstop, cut by cachedUntil (lib/server/page-edges.ts) to the instant any price on
   * them starts or ends, so no page shows a sale price after the sale. Their JSON: `campaignWindow(nextChangeAt)`.
   */
  campaign: { revalidate: HOUR },
  /**
   * The campaign price rules every price is computed from (lib/server/services/campaigns/sale-rules.ts). A campaign
   * edit expires them (expireCampaign); 5 minutes bounds a write that forgot to, since every price in the shop
   * follows them.
   */
  saleRules: { revalidate: 5 * MINUTE },
  /**
   * Careers: pages an hour at most, cut to the next posting's opening or closing. The JSON is not cut at that edge, so
   * a CDN keeps it one minute and never serves it stale (no stale-while-revalidate): a closed job does not linger.
   */
  careers: { cacheControl: `public, s-maxage=${MINUTE}`, revalidate: HOUR },

  // ── People's things: counts move all the time, the viewer's own part loads in the browser ─────────────────────────
  /** Blog posts and lists: edits are rare and a publication ends the cached lists; reactions load in the browser. */
  blog: { cacheControl: `public, s-maxage=${MINUTE}, stale-while-revalidate=${10 * MINUTE}`, revalidate: 10 * MINUTE },
  /** The blog's RSS feeds: readers poll them; a browser or reader may keep one as long as the blog list lives. */
  blogFeed: { cacheControl: `public, max-age=${10 * MINUTE}, stale-while-revalidate=${HOUR}`, revalidate: 10 * MINUTE },
  /** A person's page (page and data): their own changes expire the `person:` tag; 10 minutes is the backstop. */
  person: { revalidate: 10 * MINUTE },
  /** A business's page: a follow expires it at once; its other counts may be a minute old. */
  business: { revalidate: MINUTE },
  /** Donation pages: a gift or a cake order expires them (`donations` tag); a minute is the backstop. */
  donations: { revalidate: MINUTE },
  /**
   * Contests: pages a minute (an entry, approval, closing or announcement re-renders them at once); the JSON (a
   * contest, an entry, its contestants) carries vote counts, so a CDN keeps it 15 s, stale at most 2 minutes.
   */
  contest: { cacheControl: 'public, s-maxage=15, stale-while-revalidate=120', revalidate: MINUTE },
  /** The contests list JSON: stages change by the hour, counts less than on a contest's own answer. */
  contestList: { cacheControl: `public, s-maxage=30, stale-while-revalidate=${5 * MINUTE}` },
  /** A contest's social card: it shows the leading entry's photo, which votes change. */
  contestCard: { revalidate: 5 * MINUTE },
  /** A quiz: page a minute (a play re-renders it); its JSON carries plays and scores, kept 30 s by a CDN. */
  quiz: { cacheControl: `public, s-maxage=30, stale-while-revalidate=${5 * MINUTE}`, revalidate: MINUTE },
  /** The quiz list and its category pages: new quizzes and play counts show within a minute. */
  quizList: { cacheControl: `public, s-maxage=${MINUTE}, stale-while-revalidate=${10 * MINUTE}`, revalidate: MINUTE },
  /** A quiz's leaderboard JSON: it moves with every play submitted, so 15 s, and stale at most a minute. */
  quizLeaderboard: { cacheControl: `public, s-maxage=15, stale-while-revalidate=${MINUTE}` },
  /** Roulette and treasure pages: the plays left load in the browser; the page shows prizes, edited rarely. */
  game: { revalidate: 5 * MINUTE },
  /** The empty search page: its popular searches, at most 5 minutes old (the browser brings them up to date). */
  popularSearches: { revalidate: 5 * MINUTE },

  // ── Files ───────────────────────────────────────────────────────────────────────────────────────────────────────
  /**
   * Generated art (the path says what to draw), processed photos and uploads (a new picture is a new id): the bytes
   * behind a URL never change, so browsers and CDNs keep them a year without asking again.
   */
  immutable: { cacheControl: `public, max-age=${YEAR}, immutable` },
  /** An art path that draws nothing: only a deploy can change that, so caches may remember the 404 5 minutes. */
  missingArt: { cacheControl: `public, max-age=${5 * MINUTE}` },
  /** A photo or upload id that is not (or no longer) stored: the database, not the code, decides, so 1 minute. */
  missingFile: { cacheControl: `public, max-age=${MINUTE}` },
  /**
   * A support ticket's attachment, to who may read it: never in a shared cache, but the reader's browser may keep
   * the bytes an hour (they never change) while they go back and forth in the ticket.
   */
  privateFile: { cacheControl: `private, max-age=${HOUR}` },
  /** /logo.png, the brand mark JSON-LD points at: built once (force-static), changed only with a redesign. */
  brandMark: { cacheControl: `public, max-age=${DAY}` },
} as const satisfies Record<string, CachePolicy>;

type Policies = typeof cachePolicy;
export type CachePolicyName = keyof Policies;
/** Names of the policies an HTTP answer can carry. */
export type HttpPolicyName = { [K in CachePolicyName]: Policies[K] extends { cacheControl: string } ? K : never }[CachePolicyName];
/** A policy for an answer: by name, or one computed for the moment (`campaignWindow`). */
export type HttpPolicyRef = HttpPolicyName | HttpCachePolicy;

/** The Cache-Control value of `policy`. */
export function cacheControl(policy: HttpPolicyRef): string {
  return typeof policy === 'string' ? cachePolicy[policy].cacheControl : policy.cacheControl;
}

/** `{ 'Cache-Control': … }` for a Response's headers. */
export function cacheHeaders(policy: HttpPolicyRef): { 'Cache-Control': string } {
  return { 'Cache-Control': cacheControl(policy) };
}

/** Sets `policy`'s Cache-Control on a response being finished (a redirect, a cookie-carrying answer). */
export function applyCachePolicy<R extends Response>(response: R, policy: HttpPolicyRef): R {
  response.headers.set('Cache-Control', cacheControl(policy));
  return response;
}

/**
 * The seconds a cached page or value that stops being true at `edge` (epoch ms) may live, seen at `now`: rounded up
 * and at least 1, as Next takes 0 for "never cache" (which would make the page dynamic instead of ending it on time).
 */
export function revalidateUntil(edge: number, now: number): number {
  return Math.max(1, Math.ceil((edge - now) / 1000));
}

/** A shared cache keeps a campaign answer at most this long, even with no price change coming. */
const CAMPAIGN_WINDOW_MAX_S = 5 * MINUTE;

/**
 * A campaign answer's policy: a shared cache may keep it until the next instant a price in it starts or ends (at
 * most 5 minutes), and never serve it stale (must-revalidate, no stale-while-revalidate), so no CDN shows a sale
 * price after the sale. At or past that instant: not kept at all.
 */
export function campaignWindow(nextChangeAt: string | null, now = Date.now()): HttpCachePolicy {
  const left = nextChangeAt === null ? CAMPAIGN_WINDOW_MAX_S : Math.floor((Date.parse(nextChangeAt) - now) / 1000);
  const seconds = Math.max(0, Math.min(CAMPAIGN_WINDOW_MAX_S, left));
  return seconds > 0 ? { cacheControl: `public, s-maxage=${seconds}, must-revalidate` } : cachePolicy.noStore;
}

/**
 * The `cache` of a fetch whose answer must never be reused: Next's fetch would otherwise keep it in its data cache.
 * A payment gateway's word on a payment is only true as it is given.
 */
export const UNCACHED_FETCH: RequestCache = 'no-store';
