import 'server-only';
import { APPLICATION_NOTICE_TEMPLATES } from '@/lib/server/services/applications/notices';
import { BUSINESS_NOTICE_TEMPLATES } from '@/lib/server/services/businesses/notices';
import { DONATION_NOTICE_TEMPLATES } from '@/lib/server/services/donations/receipt-notice';
import { PRIZE_NOTICE_TEMPLATES } from '@/lib/server/services/games/prize-notice';
import { ENGAGEMENT_NOTICE_TEMPLATES } from '@/lib/server/services/engagement/mention-notice';
import { ORDER_NOTICE_TEMPLATES } from '@/lib/server/services/orders/notices';
import { PAGE_NOTICE_TEMPLATES } from '@/lib/server/services/pages/notices';
import { PEOPLE_NOTICE_TEMPLATES } from '@/lib/server/services/people/notices';
import { TICKET_NOTICE_TEMPLATES } from '@/lib/server/services/support/notices';
import type { NoticeTemplate } from './types';

// Which template renders which event. A feature that tells people something adds its events here (ticket replies,
// mentions, connection requests, application status…), each rendering one email and one SMS.

const TEMPLATES: Record<string, NoticeTemplate> = {
  ...ORDER_NOTICE_TEMPLATES,
  ...PAGE_NOTICE_TEMPLATES,
  ...ENGAGEMENT_NOTICE_TEMPLATES,
  ...TICKET_NOTICE_TEMPLATES,
  ...DONATION_NOTICE_TEMPLATES,
  ...PEOPLE_NOTICE_TEMPLATES,
  ...BUSINESS_NOTICE_TEMPLATES,
  ...PRIZE_NOTICE_TEMPLATES,
  ...APPLICATION_NOTICE_TEMPLATES,
};

export function noticeTemplate(event: string): NoticeTemplate | null {
  return Object.hasOwn(TEMPLATES, event) ? TEMPLATES[event]! : null;
}
