import Link from 'next/link';
import { StarRating } from '@/components/product/star-rating';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { PersonListItem, PersonProfile, PersonReview } from '@/lib/domain/people';

// What a person's page shows below the name and avatar (only when the viewer may see it: a public page, or a private
// one seen by the person or a connection). Plain components: the server renders them for a public page, the browser
// for a private page once GET user/{username} says the viewer may see it (private-reveal.tsx).

/**
 * A titled list of the person's things. Contest entries and published quizzes come from their features, as
 * PersonProfile.entries and .quizzes (filled in personProfile(), lib/server/services/people/persons.ts).
 */
export function PersonListSection({ id, title, items, empty }: { id: string; title: string; items: PersonListItem[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm">
      <h2 id={id} className="font-display text-xl font-bold text-cocoa-900">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{empty}</p>
      ) : (
        // minmax(0, 1fr) columns and min-w-0 items: a long title truncates instead of widening the page at 360 px.
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.id} className="min-w-0">
              <Link href={item.href} prefetch={false} className="flex items-center gap-3 rounded-xl p-2 hover:bg-cocoa-50">
                {item.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- generated art or a user's upload, already small
                  <img src={item.image} alt="" width={56} height={56} className="size-14 shrink-0 rounded-lg bg-cocoa-50 object-cover" />
                ) : null}
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-cocoa-900">{item.title}</span>
                  {item.meta ? <span className="block text-sm text-gray-700">{item.meta}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewLine({ review }: { review: PersonReview }) {
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} />
        <Link href={review.product.url} prefetch={false} className="font-semibold text-brand-700 hover:underline">
          {review.product.name}
        </Link>
      </div>
      {review.title ? <p className="mt-1 font-semibold text-cocoa-900">{review.title}</p> : null}
      <p className="mt-1 break-words text-sm text-gray-800">{review.body}</p>
      <p className="mt-1 text-xs text-gray-700">
        <time dateTime={review.createdAt}>{formatKathmanduDate(review.createdAt, 'd MMM yyyy')}</time>
      </p>
    </li>
  );
}

/** Bio, city and "member since": the lines under the name. */
export function PersonAbout({ profile }: { profile: PersonProfile }) {
  const facts = [profile.city, profile.memberSince ? `Member since ${formatKathmanduDate(profile.memberSince, 'MMMM yyyy')}` : null].filter(Boolean);
  return (
    <div className="flex flex-col gap-2" data-testid="person-about">
      {facts.length > 0 ? <p className="text-sm text-gray-700">{facts.join(' · ')}</p> : null}
      {profile.bio ? <p className="max-w-2xl whitespace-pre-line text-base text-cocoa-900">{profile.bio}</p> : null}
    </div>
  );
}

/** Their contest entries and quizzes (when those features fill them) and their reviews. */
export function PersonSections({ profile }: { profile: PersonProfile }) {
  const { entries, quizzes } = profile;
  const first = profile.name.split(/\s+/)[0] ?? profile.name;
  return (
    <div className="flex flex-col gap-6">
      {entries ? <PersonListSection id="person-entries" title="Contest entries" items={entries} empty={`${first} has not entered a contest yet.`} /> : null}
      {quizzes ? <PersonListSection id="person-quizzes" title="Quizzes" items={quizzes} empty={`${first} has not published a quiz yet.`} /> : null}
      <section aria-labelledby="person-reviews" className="rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm">
        <h2 id="person-reviews" className="font-display text-xl font-bold text-cocoa-900">
          Reviews
        </h2>
        {profile.reviews.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">{first} has not reviewed anything yet.</p>
        ) : (
          <ul className="divide-y divide-cocoa-100" data-testid="person-reviews">
            {profile.reviews.map((review) => (
              <ReviewLine key={review.id} review={review} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
