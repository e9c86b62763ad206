/** @jest-environment node */
import { renderMediaPath } from '@/lib/server/media/registry';
import { PLACEHOLDER_IMAGE } from '@/lib/server/services/catalogue/product-card';

describe('the fallback image of a product without images', () => {
  it('is a path the media route draws, at the size the card reserves', () => {
    const svg = renderMediaPath(PLACEHOLDER_IMAGE.src.replace(/^\/media\//, '').split('/'));
    expect(svg).toContain(`width="${PLACEHOLDER_IMAGE.width}"`);
    expect(svg).toContain(`height="${PLACEHOLDER_IMAGE.height}"`);
  });
});
