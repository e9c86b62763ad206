import { clip, OgCard } from '@/components/seo/og-card';
import { GiftDrawing, OG_COLORS } from '@/components/seo/og-drawings';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { ogImage } from '@/lib/server/og/card-image';
import { publicPersonProfile } from '@/lib/server/services/people';
import { cardText } from '@/lib/seo/og-text';
import { usernameOrNull } from '@/lib/validation/people';

// A person's social card: their initials on a brand circle, name and handle, and (public pages only) their city and
// follower count. No photo: satori would have to fetch it, and a private person's picture stays on the shop.

export const alt = 'A member of the Upahar Ghar community';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 3600; // policy: shareCard

type Props = { params: Promise<{ username: string }> };

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

function Initials({ name }: { name: string }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 320,
        height: 320,
        borderRadius: 160,
        background: OG_COLORS.brand,
        border: `12px solid ${OG_COLORS.brandSoft}`,
        color: OG_COLORS.white,
        fontSize: 140,
        fontWeight: 700,
      }}
    >
      {initialsOf(cardText(name)) || '?'}
    </div>
  );
}

export default async function PersonOpenGraphImage({ params }: Props) {
  const username = usernameOrNull((await params).username);
  const profile = username ? await publicPersonProfile(username) : null;
  if (!profile) {
    return ogImage(<OgCard eyebrow="Upahar Ghar community" title="People who send cakes across Nepal" art={<GiftDrawing />} />);
  }
  const facts = profile.visible
    ? [profile.city, profile.counts ? `${profile.counts.followers} follower${profile.counts.followers === 1 ? '' : 's'}` : null].filter(Boolean).join(' · ')
    : 'Private page';
  return ogImage(<OgCard eyebrow={`@${profile.username} on Upahar Ghar`} title={clip(profile.name, 40)} subtitle={facts} art={<Initials name={profile.name} />} />);
}
