import { accountMetadata } from '@/components/account/account-metadata';
import { ProfileEditForm } from '@/components/account/profile-edit-form';
import { UpdateContactForm } from '@/components/account/update-contact-form';
import { requireMember } from '../../_lib/member';

export const metadata = accountMetadata('Edit profile', 'Change your name, photo, birthday, bio, privacy, email or phone number.', '/profile/edit');

const card = 'rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm sm:p-6';
const cardTitle = 'mb-4 font-display text-lg font-bold text-cocoa-900';

export default async function EditProfilePage() {
  const member = await requireMember('/profile/edit');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Edit profile</h1>
      <section aria-labelledby="about-title" className={card}>
        <h2 id="about-title" className={cardTitle}>
          About you
        </h2>
        {/* Keyed by the saved values so a refresh after saving shows what the server stored. */}
        <ProfileEditForm key={`${member.name}|${member.gender}|${member.dateOfBirth}|${member.avatar}|${member.bio}|${member.city}|${member.isPrivate}`} user={member} />
      </section>
      <section aria-labelledby="email-title" className={card}>
        <h2 id="email-title" className={cardTitle}>
          Email
        </h2>
        <UpdateContactForm kind="email" current={member.email} />
      </section>
      <section aria-labelledby="phone-title" className={card}>
        <h2 id="phone-title" className={cardTitle}>
          Mobile number
        </h2>
        <UpdateContactForm kind="phone" current={member.phone} />
      </section>
    </div>
  );
}
