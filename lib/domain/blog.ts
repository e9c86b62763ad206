// Blog rules shared by pages, API and feeds.

/** Posts per page on /blogs and a category's page. */
export const BLOG_PAGE_SIZE = 12;
/** Pages past this are refused (OFFSET stays small; 12 × 50 = 600 posts reachable, the rest by category). */
export const BLOG_PAGE_MAX = 50;
/** Items in an RSS feed. */
export const BLOG_FEED_SIZE = 30;
export const RELATED_POSTS = 3;

export const blogPostPath = (slug: string) => `/blog/${slug}`;
export const blogCategoryPath = (slug: string) => `/blogs/category/${slug}`;
export const BLOG_HOME_PATH = '/blogs';
export const blogFeedPath = (categorySlug?: string) => (categorySlug ? `${blogCategoryPath(categorySlug)}/rss.xml` : '/blogs/rss.xml');

/** Share links for a post (opened in a new tab; copying the link is done in the browser). */
export function shareLinks(url: string, title: string): Array<{ network: 'facebook' | 'x' | 'whatsapp' | 'viber'; label: string; href: string }> {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  return [
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'whatsapp', label: 'Share on WhatsApp', href: `https://wa.me/?text=${text}` },
    { network: 'viber', label: 'Share on Viber', href: `viber://forward?text=${text}` },
  ];
}
