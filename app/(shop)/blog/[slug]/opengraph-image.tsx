import { ImageResponse } from 'next/og';
import { AmountText, clip, OgCard } from '@/components/seo/og-card';
import { CakeDrawing, GiftDrawing, OG_COLORS } from '@/components/seo/og-drawings';
import { RUPEE_SIGN } from '@/lib/domain/money';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { getBlogPost } from '@/lib/server/services/blog';
import { blogSlugSchema } from '@/lib/validation/blog';

// A post's social card (WhatsApp, Facebook, X previews): category, title, author and reading time, and a drawn cake
// or gift. An amount in the title ('under रू 1,500') is drawn like the product cards' prices: satori has no
// Devanagari, so the sign is its outline (AmountText), never text.

export const alt = 'A post from the Upahar Ghar blog: cakes, gifts and festivals in Nepal';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 3600;

type Props = { params: Promise<{ slug: string }> };

const AMOUNT = new RegExp(`(${RUPEE_SIGN}\\s?[\\d,]+)`);

/** The title as words that wrap, with amounts in रू drawn by AmountText. */
function TitleWords({ title, fontSize }: { title: string; fontSize: number }) {
  const words = title.split(AMOUNT).flatMap((part) => (AMOUNT.test(part) ? [part] : part.split(/\s+/).filter(Boolean)));
  // The text column is about 600 px wide (OgCard: 1200 less padding and the 440 px art); words wrap inside it.
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', width: 600, fontWeight: 800 }}>
      {words.map((word, i) =>
        AMOUNT.test(word) ? (
          <div key={i} style={{ display: 'flex', marginRight: fontSize * 0.25 }}>
            <AmountText text={word.replace(/\s+/, ' ')} size={fontSize} color={OG_COLORS.cocoa} />
          </div>
        ) : (
          <div key={i} style={{ display: 'flex', marginRight: fontSize * 0.25, fontWeight: 800 }}>
            {word}
          </div>
        ),
      )}
    </div>
  );
}

export default async function BlogPostOpenGraphImage({ params }: Props) {
  const { slug } = await params;
  const post = blogSlugSchema.safeParse(slug).success ? await getBlogPost(slug) : null;
  if (!post) {
    return new ImageResponse(<OgCard eyebrow="Upahar Ghar blog" title="Cakes, gifts and festivals in Nepal" art={<CakeDrawing />} />, size);
  }
  const title = clip(post.title, 70);
  const fontSize = title.length > 40 ? 58 : 72;
  const cakeish = /cake|oven|bak/i.test(`${post.category.slug} ${post.title}`);
  return new ImageResponse(
    (
      <OgCard
        eyebrow={post.category.name}
        title={title}
        titleContent={AMOUNT.test(title) ? <TitleWords title={title} fontSize={fontSize} /> : undefined}
        subtitle={`${post.author ? `By ${post.author.name} · ` : ''}${post.readingMinutes} min read`}
        art={cakeish ? <CakeDrawing /> : <GiftDrawing />}
      />
    ),
    size,
  );
}
