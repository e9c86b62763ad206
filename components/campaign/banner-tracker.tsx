'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { isSampledImpression } from '@/lib/domain/banner-stats';

// The two paths as literals, not from lib/api/endpoints.ts: that list (about 2 KiB gzip) would come with the home page's
// first visit for two strings. tests/unit/components/campaign/banner-tracker-paths.test.ts holds them equal.
export const BANNER_PATHS = { click: 'banner/action/click', impression: 'banner/action/store' } as const;

/** sendBeacon: queued by the browser, sent even as the page unloads, never awaited by anything the shopper waits on. */
function beacon(path: string, bannerId: number): void {
  const body = new Blob([JSON.stringify({ bannerId })], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(`/api/V2/${path}`, body)) return;
  void fetch(`/api/V2/${path}`, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
}

/**
 * Counts the banners inside it (elements with data-banner-id): a click on one, and one in IMPRESSION_SAMPLE_RATE of
 * the times one is at least half in view (lib/domain/banner-stats.ts). Sends only the banner's id.
 */
export function BannerTracker({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const idOf = (el: Element | null) => Number(el?.closest('[data-banner-id]')?.getAttribute('data-banner-id')) || null;
    const seen = new Set<number>();
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                const id = idOf(entry.target);
                if (!entry.isIntersecting || id === null || seen.has(id)) continue;
                seen.add(id);
                if (isSampledImpression(Math.random())) beacon(BANNER_PATHS.impression, id);
              }
            },
            { threshold: 0.5 },
          )
        : null;
    root.querySelectorAll('[data-banner-id]').forEach((el) => observer?.observe(el));
    const onClick = (event: MouseEvent) => {
      const id = idOf(event.target as Element);
      if (id !== null) beacon(BANNER_PATHS.click, id);
    };
    root.addEventListener('click', onClick);
    return () => {
      observer?.disconnect();
      root.removeEventListener('click', onClick);
    };
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
