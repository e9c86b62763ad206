'use client';

import { island } from '@/components/ui/island';

/**
 * The footer's newsletter form (NewsletterForm) as an island: in every page's HTML, its code (about 1 KiB gzip) loads
 * when the visitor comes near the footer or touches the form, not with every page.
 */
export const NewsletterIsland = island(() => import('./newsletter-form').then((m) => m.NewsletterForm));
