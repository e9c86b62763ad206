import { render, screen } from '@testing-library/react';
import { ArtImage } from '@/components/ui/art-image';

const BANNER = '/media/banner/bg-snow-night/_.svg';

describe('ArtImage', () => {
  it("shows a page's first banner as WebP copies at phone and desktop widths, fetched first and sized before it loads", () => {
    render(<ArtImage src={BANNER} alt="Winter Cake Festival" width={1600} height={600} priority sizes="(min-width: 1280px) 1232px, 100vw" />);
    const img = screen.getByRole('img', { name: 'Winter Cake Festival' });
    expect(img).toHaveAttribute('src', '/media/banner/bg-snow-night/_.w828.webp');
    expect(img.getAttribute('srcset')!.split(', ')).toEqual([
      '/media/banner/bg-snow-night/_.w160.webp 160w',
      '/media/banner/bg-snow-night/_.w320.webp 320w',
      '/media/banner/bg-snow-night/_.w480.webp 480w',
      '/media/banner/bg-snow-night/_.w640.webp 640w',
      '/media/banner/bg-snow-night/_.w828.webp 828w',
      '/media/banner/bg-snow-night/_.w1080.webp 1080w',
      '/media/banner/bg-snow-night/_.w1280.webp 1280w',
      '/media/banner/bg-snow-night/_.w1600.webp 1600w',
    ]);
    expect(img).toHaveAttribute('sizes', '(min-width: 1280px) 1232px, 100vw');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '600');
  });

  it("offers a card's art at phone widths, lazily, and no copy wider than the next listed width up", () => {
    render(<ArtImage src="/media/cake/x.svg" alt="Cake" width={800} height={800} sizes="50vw" />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('srcset')).toBe(
      '/media/cake/x.w160.webp 160w, /media/cake/x.w320.webp 320w, /media/cake/x.w480.webp 480w, /media/cake/x.w640.webp 640w, /media/cake/x.w828.webp 828w',
    );
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('keeps art without sizes as lazy SVG, and an upload as it is', () => {
    render(
      <>
        <ArtImage src={BANNER} alt="Later banner" width={1600} height={600} />
        <ArtImage src="/media/uploads/42.svg" alt="Upload" width={800} height={800} priority />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Later banner' })).toHaveAttribute('src', BANNER);
    expect(screen.getByRole('img', { name: 'Later banner' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Upload' })).toHaveAttribute('src', '/media/uploads/42.svg');
    expect(screen.getByRole('img', { name: 'Upload' })).not.toHaveAttribute('srcset');
  });
});
