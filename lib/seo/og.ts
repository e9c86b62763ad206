import { CARD_FONTS } from '@/lib/fonts/font-subsets';
import { OG_IMAGE_SIZE } from './metadata';

/** Size and type every opengraph-image.tsx exports. */
export const ogImageSize = { width: OG_IMAGE_SIZE.width, height: OG_IMAGE_SIZE.height };
export const ogContentType = 'image/png';

/** The font family a card's text asks for (Noto Sans, lib/fonts/ug-card-sans-*.woff); satori falls back to the others. */
export const CARD_FAMILY = CARD_FONTS[0].family;
