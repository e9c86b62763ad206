import 'server-only';
import { eq } from 'drizzle-orm';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { SITE_NAME } from '@/lib/seo/metadata';
import { getDb } from '@/lib/server/db/client';
import { prizeWallet, users } from '@/lib/server/db/schema';
import { renderEmail } from '@/lib/server/mail/templates/layout';
import type { NoticeTemplate } from '@/lib/server/services/notifications/types';
import { absoluteLink } from '@/lib/server/site-origin';
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

export const PRIZE_NOTICE_TEMPLATES: Record<string, NoticeTemplate> = {
  [CONTEST_PRIZE_EVENT]: contestPrizeWon,
};
