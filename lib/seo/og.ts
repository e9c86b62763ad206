import { formatNpr } from '@/lib/domain/money';
import { OG_IMAGE_SIZE } from './metadata';

/** Size and type every opengraph-image.tsx exports. */
export const ogImageSize = { width: OG_IMAGE_SIZE.width, height: OG_IMAGE_SIZE.height };
export const ogContentType = 'image/png';

/** Prices on social cards: 'Rs 1,500' — ImageResponse's built-in font cannot draw 'रू' (see OgCard). */
export function ogPrice(paisa: number): string {
  return formatNpr(paisa, { compact: false }).replace(/^(-?)रू/, '$1Rs');
}
