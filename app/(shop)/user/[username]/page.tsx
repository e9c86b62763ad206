import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Avatar } from '@/components/account/avatar';
import { LiveSections } from '@/components/people/live-sections';
import { PersonActions } from '@/components/people/person-actions';
import { PersonAbout, PersonSections } from '@/components/people/person-sections';
import { PrivateReveal } from '@/components/people/private-reveal';
import { ProfilePageJsonLd } from '@/components/seo/profile-page-json-ld';
import { Container } from '@/components/ui/container';
import { isIndexablePersonPage } from '@/lib/domain/people';
import { pageMetadata, SITE_NAME } from '@/lib/seo/metadata';
import { publicPersonProfile } from '@/lib/server/services/people';
import { usernameOrNull } from '@/lib/validation/people';

// SPEC /user/{username}: a person's public page (ISR, the same HTML for everyone, refreshed when their profile, privacy
// or counts change, and when their quizzes are played). The viewer's buttons and, on a private page, what a connection
// may see load in the browser from GET user/{username}; a logged-in viewer's sections show from that answer too (the
// votes on entries move without refreshing the page). Never an email or a phone number.
export const revalidate = 600; // policy: person
export const generateStaticParams = async (): Promise<{ username: string }[]> => [];

type Props = { params: Promise<{ username: string }> };

async function load(params: Props['params']) {
  const username = usernameOrNull((await params).username);
  return username ? publicPersonProfile(username) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const profile = await load(params);
  if (!profile) return {};
  const description = profile.visible
    ? profile.bio || `${profile.name}${profile.city ? ` from ${profile.city}` : ''} on ${SITE_NAME}: reviews, contest entries and quizzes.`
    : `${profile.name} keeps their ${SITE_NAME} page private.`;
  // A private page, or an empty one, says nothing worth indexing; a private page's card is the name and avatar only.
  return pageMetadata({ title: `${profile.name} (@${profile.username})`, description, path: profile.url, image: null, noindex: !isIndexablePersonPage(profile) });
}

export default async function PersonPage({ params }: Props) {
  const profile = await load(params);
  if (!profile) notFound();
  const first = profile.name.split(/\s+/)[0] ?? profile.name;

  return (
    <Container className="py-6 md:py-10">
      <ProfilePageJsonLd profile={profile} />
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <section aria-labelledby="person-name" className="flex flex-col gap-5 rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:p-6">
          <Avatar name={profile.name} src={profile.avatar} size={96} />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div>
              <h1 id="person-name" className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">
                {profile.name}
              </h1>
              <p className="text-sm text-gray-700">
                @{profile.username}
                {profile.isPrivate ? ' · Private page' : ''}
              </p>
            </div>
            {profile.visible ? <PersonAbout profile={profile} /> : null}
            <PersonActions personId={profile.id} username={profile.username} name={profile.name} counts={profile.counts} />
          </div>
        </section>
        {profile.visible ? (
          <LiveSections username={profile.username}>
            <PersonSections profile={profile} />
          </LiveSections>
        ) : (
          <PrivateReveal
            username={profile.username}
            notice={
              <section aria-labelledby="private-title" className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-6 text-center">
                <h2 id="private-title" className="font-display text-xl font-bold text-cocoa-900">
                  {first}’s page is private
                </h2>
                <p className="mt-1 text-sm text-gray-700">Only {first}’s connections see their reviews, contest entries and quizzes. Send a request to connect.</p>
              </section>
            }
          />
        )}
      </div>
    </Container>
  );
}
