import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { FaqGroup, ShopPage } from '@/lib/domain/pages-types';
import { fillTokens, parseRichText, tokenNames } from '@/lib/domain/rich-text';
import { CV_MAX_MB } from '@/lib/domain/careers';
import { policyTokens } from '@/lib/domain/shop-policies';
import { cached, cacheTags } from '@/lib/server/cache/cached';
import { cachePolicy } from '@/lib/server/cache/policy';
import { getDb } from '@/lib/server/db/client';
import { faqGroups, faqs, shopPages } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';

// The shop's own pages and the FAQ, read from the database (the back office edits them) and cached under the
// 'content' tag. {{tokens}} in the text are filled from the rules' modules here, the one place text meets rules.

/** The pages by the key the API and the routes use, and their slug (= the page's path without '/'). */
export const SHOP_PAGE_SLUGS = {
  about: 'aboutus',
  terms: 'termsconditions',
  privacy: 'privacy-policy',
  refund: 'refund-policy',
  sell: 'sell-at-ug',
  contact: 'contact',
} as const;
export type ShopPageKey = keyof typeof SHOP_PAGE_SLUGS;

const TOKENS = policyTokens({ cvMaxMb: String(CV_MAX_MB) });

/** Fills the text's tokens with the rules' values (throws on a token without one: a page never shows `{{x}}`). */
export const fillPageText = (text: string): string => fillTokens(text, TOKENS);

/** Throws a 400 by field when a text names a {{token}} no rule gives a value (a page must never show `{{x}}`). */
export function assertKnownTokens(fields: Record<string, string>): void {
  for (const [field, value] of Object.entries(fields)) {
    const unknown = tokenNames(value).find((name) => !(name in TOKENS));
    if (unknown) throw badRequest(`The text names {{${unknown}}}, which no rule gives a value.`, { [field]: `Unknown placeholder {{${unknown}}}.` });
  }
}

/** A page as the storefront shows it (the live row, or the back office's preview of a draft). */
export function toShopPage(row: { slug: string; title: string; summary: string; body: string; updatedAt: Date }): ShopPage {
  const body = fillPageText(row.body);
  return {
    slug: row.slug,
    title: row.title,
    summary: fillPageText(row.summary),
    body,
    sections: parseRichText(body),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function loadShopPage(slug: string): Promise<ShopPage | null> {
  const [row] = await getDb().select().from(shopPages).where(eq(shopPages.slug, slug)).limit(1);
  return row ? toShopPage(row) : null;
}

const cachedShopPage = cached(loadShopPage, ['pages', 'shop-page'], { tags: [cacheTags.content], revalidate: cachePolicy.content.revalidate });

/** One of the shop's pages, or a 404. */
export async function getShopPage(key: ShopPageKey): Promise<ShopPage> {
  const page = await cachedShopPage(SHOP_PAGE_SLUGS[key]);
  if (!page) throw notFound('Page');
  return page;
}

/** The FAQ as it stands in the database (the back office's preview merges a draft into it; readers get getFaq). */
export async function loadFaq(): Promise<FaqGroup[]> {
  const db = getDb();
  // Both lists are small and whole (the FAQ is one page); each read is ordered by its index.
  const [groups, rows] = await Promise.all([
    db.select().from(faqGroups).orderBy(asc(faqGroups.position), asc(faqGroups.id)).limit(100),
    db.select().from(faqs).orderBy(asc(faqs.groupId), asc(faqs.position), asc(faqs.id)).limit(1000),
  ]);
  return groups
    .map((group) => ({
      slug: group.slug,
      title: group.title,
      items: rows
        .filter((row) => row.groupId === group.id)
        .map((row) => {
          const answer = fillPageText(row.answer);
          return { id: row.id, question: row.question, answer, sections: parseRichText(answer) };
        }),
    }))
    .filter((group) => group.items.length > 0);
}

/** The FAQ, grouped, in the order the shop set. */
export const getFaq = cached(loadFaq, ['pages', 'faq'], { tags: [cacheTags.content], revalidate: cachePolicy.content.revalidate });

/** The page's address on the storefront, by its slug. */
export const shopPagePath = (slug: string): string => `/${slug}`;
