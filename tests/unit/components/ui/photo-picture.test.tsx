import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ArtImage } from '@/components/ui/art-image';

// A product's real photo (issue 25): our own AVIF, WebP and JPEG files at the widths we encoded, one <source> per
// format, never through the optimizer, with the blur placeholder behind it while it loads.

const photo = { id: '0b7c6a52-8f8e-4a55-9a55-3f3c1b9d2e10', widths: [160, 320, 640], blurDataURL: 'data:image/webp;base64,UklGRg==' };
const file = (w: number, ext: string) => `/media/images/${photo.id}/${w}.${ext} ${w}w`;

describe('ArtImage with a photo', () => {
  it('offers AVIF, then WebP, then the JPEG, at every encoded width, with the card’s sizes, lazily', () => {
    const { container } = render(
      <ArtImage src={`/media/images/${photo.id}/640.jpg`} alt="Red velvet cake" width={1200} height={900} sizes="(min-width: 1200px) 280px, 50vw" photo={photo} />,
    );
    const sources = Array.from(container.querySelectorAll('picture > source'));
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe([file(160, 'avif'), file(320, 'avif'), file(640, 'avif')].join(', '));
    expect(sources[1]!.getAttribute('sizes')).toBe('(min-width: 1200px) 280px, 50vw');
    const img = screen.getByRole('img', { name: 'Red velvet cake' });
    expect(img).toHaveAttribute('src', `/media/images/${photo.id}/640.jpg`); // not /_next/image: already encoded
    expect(img.getAttribute('srcset')).toBe([file(160, 'jpg'), file(320, 'jpg'), file(640, 'jpg')].join(', '));
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('paints the blur placeholder (next/image’s blurred SVG around our tiny WebP) behind the photo while it loads', () => {
    // As the server sends it (jsdom's style parser drops a background-image it cannot read).
    const html = renderToStaticMarkup(<ArtImage src={`/media/images/${photo.id}/640.jpg`} alt="Cake" width={640} height={640} sizes="50vw" photo={photo} />);
    expect(html).toMatch(/style="[^"]*background-image:url\(&quot;data:image\/svg\+xml;[^"]*UklGRg/);
  });

  it('fetches the product page’s first photo first', () => {
    render(<ArtImage src={`/media/images/${photo.id}/640.jpg`} alt="Cake" width={640} height={640} priority sizes="560px" photo={photo} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading', 'lazy');
  });
});
