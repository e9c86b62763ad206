import { formatNpr } from '@/lib/domain/money';
import { OG_IMAGE_SIZE } from './metadata';

/** Size and type every opengraph-image.tsx exports. */
export const ogImageSize = { width: OG_IMAGE_SIZE.width, height: OG_IMAGE_SIZE.height };
export const ogContentType = 'image/png';

/**
 * Prices on social cards: 'रू 1,500', the exact figure, in lakh above 1,00,000 like every amount ('रू 2.15 lakh');
 * OgCard draws the sign as an outline: see AmountText.
 */
export function ogPrice(paisa: number): string {
  return formatNpr(paisa, { compact: false });
}
