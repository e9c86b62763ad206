import 'server-only';
import { BLOG_HOME_PATH, blogFeedPath } from '@/lib/domain/blog';
import { absoluteUrl, SITE_NAME } from '@/lib/seo/metadata';
import { rssXml } from '@/lib/seo/rss';
import { blogFeedItems } from './posts';

/** The RSS of the whole blog, or of one category; null for a category that does not exist. */
export async function blogFeed(categorySlug?: string): Promise<string | null> {
  const { category, items } = await blogFeedItems(categorySlug);
  if (categorySlug && !category) return null;
  return rssXml({
    title: category ? `${SITE_NAME} blog: ${category.name}` : `${SITE_NAME} blog`,
    link: absoluteUrl(category ? category.url : BLOG_HOME_PATH),
    feedUrl: absoluteUrl(blogFeedPath(category?.slug)),
    description: category ? category.description : 'Cakes, gifts and festivals in Nepal: advice from Upahar Ghar’s bakers, decorators and riders.',
    items: items.map((p) => ({
      title: p.title,
      link: absoluteUrl(p.url),
      description: p.excerpt,
      pubDate: p.publishedAt,
      category: p.category.name,
      author: p.author?.name ?? null,
    })),
  });
}
