import { accountMetadata } from '@/components/account/account-metadata';
import { UserConfirmPanel } from '@/components/account/user-confirm-panel';

export const metadata = accountMetadata('Confirm your email', 'Confirming your Upahar Ghar email address.', '/user-confirm');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UserConfirmPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;
  return (
    <>
      <h1 className="mb-4 font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Email confirmation</h1>
      <UserConfirmPanel token={token} />
    </>
  );
}
