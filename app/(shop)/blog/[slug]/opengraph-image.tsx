import { OgCard } from '@/components/seo/og-card';
import { CakeDrawing, GiftDrawing } from '@/components/seo/og-drawings';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { ogImage } from '@/lib/server/og/card-image';
import { getBlogPost } from '@/lib/server/services/blog';
import { blogSlugSchema } from '@/lib/validation/blog';

// A post's social card (WhatsApp, Facebook, X previews): category, title, author and reading time, and a drawn cake
// or gift. An amount in the title ('under रू 1,500') is drawn with the sign as its outline (OgCard's CardText).

export const alt = 'A post from the Upahar Ghar blog: cakes, gifts and festivals in Nepal';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 3600; // policy: shareCard

type Props = { params: Promise<{ slug: string }> };

export default async function BlogPostOpenGraphImage({ params }: Props) {
  const { slug } = await params;
  const post = blogSlugSchema.safeParse(slug).success ? await getBlogPost(slug) : null;
  if (!post) return ogImage(<OgCard eyebrow="Upahar Ghar blog" title="Cakes, gifts and festivals in Nepal" art={<CakeDrawing />} />);
  const cakeish = /cake|oven|bak/i.test(`${post.category.slug} ${post.title}`);
  return ogImage(
    <OgCard
      eyebrow={post.category.name}
      title={post.title}
      subtitle={`${post.author ? `By ${post.author.name} · ` : ''}${post.readingMinutes} min read`}
      art={cakeish ? <CakeDrawing /> : <GiftDrawing />}
    />,
  );
}
