import { accountMetadata } from '@/components/account/account-metadata';
import { RegisterForm } from '@/components/account/register-form';

export const metadata = accountMetadata(
  'Create an account',
  'Create your Upahar Ghar account to order cakes and gifts across Nepal, track orders and keep a wishlist.',
  '/register',
);

export default function RegisterPage() {
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Create an account</h1>
      <p className="mt-1 mb-6 text-sm text-cocoa-800">Order faster, track deliveries and save your favourite cakes.</p>
      <RegisterForm />
    </>
  );
}
