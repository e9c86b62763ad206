import type { ImageResponse } from 'next/og';
import { BrandMark } from '@/components/seo/og-drawings';
import { ogImage } from '@/lib/server/og/card-image';
import { cacheHeaders } from '@/lib/server/cache/policy';

// /logo.png: the square brand mark that JSON-LD (Organization/Bakery logo, WebSite publisher) points at. Google wants
// a raster logo of at least 112×112 on a stable URL; the header's SVG wordmark is inline and has no URL of its own.

export const dynamic = 'force-static';

export function GET(): Promise<ImageResponse> {
  return ogImage(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#ffffff' }}>
        <BrandMark size={400} />
      </div>
    ),
    { width: 512, height: 512, headers: cacheHeaders('brandMark') },
  );
}
