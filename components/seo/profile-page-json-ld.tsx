import { ProfilePageJsonLd as NextSeoProfilePageJsonLd } from 'next-seo';
import type { PersonProfile } from '@/lib/domain/people';
import { absoluteUrl } from '@/lib/seo/metadata';

/**
 * ProfilePage structured data for /user/{username} (Google's profile-page rich results): the person's name, handle,
 * picture and, when their page is public, their bio and follower count. A private page tells crawlers only the name.
 */
export function ProfilePageJsonLd({ profile }: { profile: PersonProfile }) {
  const url = absoluteUrl(profile.url);
  return (
    <NextSeoProfilePageJsonLd
      scriptId="profile-jsonld"
      {...(profile.memberSince ? { dateCreated: profile.memberSince } : {})}
      mainEntity={{
        '@type': 'Person',
        name: profile.name,
        alternateName: `@${profile.username}`,
        identifier: String(profile.id),
        url,
        ...(profile.avatar ? { image: absoluteUrl(profile.avatar) } : {}),
        ...(profile.visible && profile.bio ? { description: profile.bio } : {}),
        ...(profile.counts
          ? { interactionStatistic: { interactionType: 'https://schema.org/FollowAction', userInteractionCount: profile.counts.followers } }
          : {}),
      }}
    />
  );
}
