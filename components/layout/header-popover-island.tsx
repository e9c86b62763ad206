'use client';

import { island } from '@/components/ui/island';

/**
 * A header dropdown (About / Bazaar / Fun, Shop By Categories: HeaderPopover) as an island: its button is in the HTML,
 * and its code loads when the pointer comes over it or it is focused or pressed (a press before that is given again
 * once it is in). The menus are on wide screens only; most page views never open one.
 */
export const HeaderPopoverIsland = island(() => import('./header-popover').then((m) => m.HeaderPopover), undefined, { whenNear: false });
