import { LoginPanel } from '@/components/account/login-panel';
import { accountMetadata } from '@/components/account/account-metadata';
import { safeReferrer } from '@/lib/domain/referrer';
import { authProviders } from '@/lib/server/auth/providers';

export const metadata = accountMetadata('Log in', 'Log in to Upahar Ghar to order cakes and gifts, track orders and keep your wishlist.', '/login');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Dynamic: the referrer comes from the URL and the social buttons from this server's environment at request time.
export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const raw = params.referrer;
  const referrer = safeReferrer(Array.isArray(raw) ? raw[0] : raw);
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Log in</h1>
      <p className="mt-1 mb-6 text-sm text-cocoa-800">Welcome back! Log in with your password or a one-time code.</p>
      <LoginPanel referrer={referrer} providers={authProviders()} />
    </>
  );
}
