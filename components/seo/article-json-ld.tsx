import { ArticleJsonLd as NextSeoArticleJsonLd } from 'next-seo';
import { absoluteUrl, SITE_NAME } from '@/lib/seo/metadata';
import { logoUrl } from '@/lib/seo/shop';

type Props = {
  headline: string;
  description: string;
  path: string;
  /** The 1200×630 card (the post's opengraph-image) and the cover art. */
  images: string[];
  authorName: string | null;
  datePublished: string;
  dateModified: string;
};

/** Article structured data for a blog post (Google's article rich results: headline, image, author, dates). */
export function ArticleJsonLd({ headline, description, path, images, authorName, datePublished, dateModified }: Props) {
  return (
    <NextSeoArticleJsonLd
      scriptId="article-jsonld"
      type="BlogPosting"
      headline={headline}
      description={description}
      url={absoluteUrl(path)}
      mainEntityOfPage={absoluteUrl(path)}
      image={images.map(absoluteUrl)}
      datePublished={datePublished}
      dateModified={dateModified}
      author={authorName ? { '@type': 'Person', name: authorName } : { '@type': 'Organization', name: SITE_NAME }}
      publisher={{ '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: logoUrl() } }}
      isAccessibleForFree
    />
  );
}
