import { escapeHtml } from '@/lib/domain/escape-html';

// RSS 2.0 for the blog (/blogs/rss.xml and each category's /blogs/category/{slug}/rss.xml). Every text is escaped
// for XML; links are absolute.

export type RssItem = { title: string; link: string; description: string; pubDate: string; category: string; author?: string | null };

export type RssChannel = { title: string; link: string; feedUrl: string; description: string; items: RssItem[] };

const xml = (text: string) => escapeHtml(text).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

export function rssXml(channel: RssChannel): string {
  const items = channel.items
    .map(
      (item) => `    <item>
      <title>${xml(item.title)}</title>
      <link>${xml(item.link)}</link>
      <guid isPermaLink="true">${xml(item.link)}</guid>
      <description>${xml(item.description)}</description>
      <category>${xml(item.category)}</category>${item.author ? `\n      <dc:creator>${xml(item.author)}</dc:creator>` : ''}
      <pubDate>${new Date(item.pubDate).toUTCString()}</pubDate>
    </item>`,
    )
    .join('\n');
  const built = channel.items[0]?.pubDate ?? new Date().toISOString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(channel.title)}</title>
    <link>${xml(channel.link)}</link>
    <atom:link href="${xml(channel.feedUrl)}" rel="self" type="application/rss+xml" />
    <description>${xml(channel.description)}</description>
    <language>en-NP</language>
    <lastBuildDate>${new Date(built).toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`;
}
