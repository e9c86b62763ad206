import 'server-only';
import { eq } from 'drizzle-orm';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { SITE_NAME } from '@/lib/seo/metadata';
import { getDb } from '@/lib/server/db/client';
import { prizeWallet, users } from '@/lib/server/db/schema';
import { renderEmail } from '@/lib/server/mail/templates/layout';
import type { NoticeTemplate } from '@/lib/server/services/notifications/types';
import { absoluteLink } from '@/lib/server/site-origin';
import { PRIZE_EXPIRED_EVENT } from './prize-expiry';
import { CONTEST_PRIZE_EVENT } from './wallet-sources';

// What a contest winner is told once their shop prize is in the wallet (subject: the wallet row's id).

const contestPrizeWon: NoticeTemplate = async (subjectId) => {
  const [row] = await getDb()
    .select({ wallet: prizeWallet, name: users.name })
    .from(prizeWallet)
    .innerJoin(users, eq(users.id, prizeWallet.userId))
    .where(eq(prizeWallet.id, Number(subjectId)));
  if (!row) return null;
  const { wallet } = row;
  const url = absoluteLink('/profile/promotion');
  const until = wallet.expiresAt ? formatKathmanduDate(wallet.expiresAt, 'd MMM yyyy') : null;
  const paragraphs = [
    `Congratulations: you won the ${wallet.title}. Your prize is in your prize wallet: ${wallet.description}. ${wallet.condition}.`,
    `Your code is ${wallet.code}. Enter it in the coupon box of your cart${until ? ` by ${until}` : ''}. It works once, only for you.`,
  ];
  const { html, text } = renderEmail({
    preheader: paragraphs[0]!,
    heading: 'Your contest prize is in your wallet',
    greeting: `Namaste ${row.name ?? 'there'},`,
    paragraphs,
    button: { label: 'My prize wallet', url },
    footnotes: [`You get this message because your entry won a contest on ${SITE_NAME}.`],
  });
  return {
    email: { subject: `You won: ${wallet.title.slice(0, 80)} — ${SITE_NAME}`, html, text, links: [url] },
    sms: `${SITE_NAME}: you won a contest prize, ${wallet.description}. Code ${wallet.code}${until ? `, use by ${until}` : ''}. See your prize wallet.`,
  };
};

/** A prize that expired unused (the prize-expiry job): said once, so the winner is not surprised at checkout. */
const prizeExpired: NoticeTemplate = async (subjectId) => {
  const [row] = await getDb()
    .select({ wallet: prizeWallet, name: users.name })
    .from(prizeWallet)
    .innerJoin(users, eq(users.id, prizeWallet.userId))
    .where(eq(prizeWallet.id, Number(subjectId)));
  // Used after all (a late order), or gone: nothing to say.
  const expiresAt = row?.wallet.expiresAt;
  if (!row || row.wallet.state !== 'expired' || !expiresAt) return null;
  const { wallet } = row;
  const url = absoluteLink('/profile/promotion');
  const on = formatKathmanduDate(expiresAt, 'd MMM yyyy');
  const paragraphs = [
    `Your prize ${wallet.title} (${wallet.description}, code ${wallet.code}) expired on ${on} without being used, so it no longer works in the cart.`,
    'Your prize wallet keeps it in your history. Play again for a new prize.',
  ];
  const { html, text } = renderEmail({
    preheader: paragraphs[0]!,
    heading: 'A prize in your wallet expired',
    greeting: `Namaste ${row.name ?? 'there'},`,
    paragraphs,
    button: { label: 'My prize wallet', url },
    footnotes: [`You get this message because you won a prize on ${SITE_NAME}.`],
  });
  return {
    email: { subject: `Your prize expired: ${wallet.title.slice(0, 80)} — ${SITE_NAME}`, html, text, links: [url] },
    sms: `${SITE_NAME}: your prize ${wallet.description} (code ${wallet.code}) expired on ${on} unused.`,
  };
};

export const PRIZE_NOTICE_TEMPLATES: Record<string, NoticeTemplate> = {
  [CONTEST_PRIZE_EVENT]: contestPrizeWon,
  [PRIZE_EXPIRED_EVENT]: prizeExpired,
};
