import { accountMetadata } from '@/components/account/account-metadata';
import { VerifiedActions } from '@/components/account/verified-actions';

export const metadata = accountMetadata('Email confirmed', 'Your Upahar Ghar email address is confirmed.', '/verified');

export default function VerifiedPage() {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-leaf-500/15 text-2xl text-leaf-700" aria-hidden="true">
        ✓
      </span>
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Your email is confirmed</h1>
      <p className="text-cocoa-800">Thank you! Your account is ready: order cakes and gifts, track deliveries and keep a wishlist.</p>
      <VerifiedActions />
    </div>
  );
}
