import { blogCategoryPath, blogFeedPath, blogPostPath, shareLinks } from '@/lib/domain/blog';
import { parseRichText, plainText, readingMinutes, wordCount } from '@/lib/domain/rich-text';
import { BLOG_POSTS } from '@/lib/server/db/seed/data/blog';
import { rssXml } from '@/lib/seo/rss';

describe('blog paths and share links', () => {
  it('names the routes the pages and feeds live at', () => {
    expect(blogPostPath('a')).toBe('/blog/a');
    expect(blogCategoryPath('festivals')).toBe('/blogs/category/festivals');
    expect(blogFeedPath()).toBe('/blogs/rss.xml');
    expect(blogFeedPath('festivals')).toBe('/blogs/category/festivals/rss.xml');
  });

  it('shares on Facebook, X, WhatsApp and Viber with the address encoded', () => {
    const links = shareLinks('https://shop.example/blog/a?b=1&c=2', 'Dashain & Tihar');
    expect(links.map((l) => l.network)).toEqual(['facebook', 'x', 'whatsapp', 'viber']);
    for (const l of links) expect(l.href).toContain(encodeURIComponent('https://shop.example/blog/a?b=1&c=2'));
    expect(links.find((l) => l.network === 'x')!.href).toContain(encodeURIComponent('Dashain & Tihar'));
  });
});

describe('reading time of the demo posts', () => {
  it('is the words at 200 a minute, at least 2 minutes for every post of 400+ words', () => {
    for (const post of BLOG_POSTS) {
      const doc = parseRichText(post.body);
      const words = wordCount(plainText(doc));
      expect([post.slug, readingMinutes(doc)]).toEqual([post.slug, Math.max(1, Math.round(words / 200))]);
      expect([post.slug, readingMinutes(doc) >= 2]).toEqual([post.slug, true]);
    }
  });

  it('renders every body as headings, lists and images, and no HTML', () => {
    for (const post of BLOG_POSTS) {
      const types = new Set(parseRichText(post.body).map((b) => b.type));
      expect([post.slug, types.has('heading') && types.has('list') && types.has('image')]).toEqual([post.slug, true]);
    }
    const hostile = parseRichText('Hello <script>alert(1)</script> [x](javascript:alert(1)) ![a](https://evil.example/x.png)');
    expect(JSON.stringify(hostile)).not.toContain('<script>');
    expect(JSON.stringify(hostile)).not.toContain('javascript:');
    expect(hostile.some((b) => b.type === 'image')).toBe(false);
  });
});

describe('rssXml', () => {
  it('escapes every text and gives absolute links and RFC 822 dates', () => {
    const xml = rssXml({
      title: 'Blog <&>',
      link: 'https://shop.example/blogs',
      feedUrl: 'https://shop.example/blogs/rss.xml',
      description: 'Cakes & gifts',
      items: [{ title: 'Teej "dar" & <ghewar>', link: 'https://shop.example/blog/teej', description: 'रू 1,500 gifts', pubDate: '2026-08-20T03:00:00.000Z', category: 'Festivals', author: 'Sunita' }],
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<title>Teej &quot;dar&quot; &amp; &lt;ghewar&gt;</title>');
    expect(xml).toContain('<pubDate>Thu, 20 Aug 2026 03:00:00 GMT</pubDate>');
    expect(xml).toContain('<dc:creator>Sunita</dc:creator>');
    expect(xml).toContain('रू 1,500');
    expect(xml).not.toMatch(/<ghewar>/);
  });
});
