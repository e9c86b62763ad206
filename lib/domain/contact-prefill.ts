// The contact form for a logged-in customer starts with who they are: their account's name, email and phone (from
// validate-token's answer, i.e. the session's user), so they type only the subject and the message. Every field stays
// editable; what is missing from the account stays blank.

export type ContactIdentity = { name: string; email: string; phone: string };

export const NO_IDENTITY: ContactIdentity = { name: '', email: '', phone: '' };

type AccountLike = { name?: string | null; email?: string | null; phone?: string | null };

export function contactPrefill(account: AccountLike | null | undefined): ContactIdentity {
  if (!account) return NO_IDENTITY;
  return { name: account.name?.trim() ?? '', email: account.email?.trim() ?? '', phone: account.phone?.trim() ?? '' };
}

/**
 * The form's values once the account is known: a field the shopper has already typed in keeps what they typed (the
 * check of the session can answer after they started), the others take the account's.
 */
export function fillBlanks<T extends ContactIdentity>(values: T, identity: ContactIdentity): T {
  return {
    ...values,
    name: values.name || identity.name,
    email: values.email || identity.email,
    phone: values.phone || identity.phone,
  };
}
