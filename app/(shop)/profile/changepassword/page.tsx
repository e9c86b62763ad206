import { accountMetadata } from '@/components/account/account-metadata';
import { ChangePasswordPanel } from '@/components/account/change-password-form';
import { currentMember } from '../_lib/member';

export const metadata = accountMetadata('Change password', 'Change the password of your Upahar Ghar account.', '/profile/changepassword');

// Not behind the profile guard (SPEC §2): the page itself sends a logged-out visitor to log in.
export default async function ChangePasswordPage() {
  const member = await currentMember();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Change password</h1>
      <div className="rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm sm:p-6">
        <ChangePasswordPanel signedIn={member !== null} hasPassword={member?.hasPassword ?? false} />
      </div>
    </div>
  );
}
