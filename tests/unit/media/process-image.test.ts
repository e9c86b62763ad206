/** @jest-environment node */
import sharp from 'sharp';
import { PHOTO_WIDTHS, photoSrcSet, widthsFor } from '@/lib/domain/photos';
import { ApiError } from '@/lib/server/http/errors';
import { IMAGE_MAX_BYTES, processImage } from '@/lib/server/media/images/process-image';

// The photo pipeline (issue 25): one upload → every width the pages use, as AVIF, WebP and JPEG, upright and with no
// metadata, plus a blur placeholder; anything that is not a readable photo of a sane size is refused with a 400.

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** A picture whose left half is red and right half blue, `width` × `height`. */
async function halves(width: number, height: number) {
  const left = await sharp({ create: { width: width / 2, height, channels: 3, background: RED } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([{ input: left, left: 0, top: 0 }]);
}

async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

const isRed = (p: { r: number; b: number }) => p.r > 150 && p.b < 100;
const isBlue = (p: { r: number; b: number }) => p.b > 150 && p.r < 100;

async function refusal(bytes: Buffer): Promise<ApiError> {
  const error = await processImage(bytes).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('processImage', () => {
  it('turns a camera JPEG stored sideways (EXIF orientation 6) upright, and keeps no EXIF', async () => {
    // Stored 1600 × 1200 with "rotate 90° clockwise to show": shown 1200 wide, 1600 tall, the red half on top.
    const camera = await (await halves(1600, 1200)).jpeg().withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCam', Model: 'X1' } } }).toBuffer();
    expect((await sharp(camera).metadata()).orientation).toBe(6);

    const image = await processImage(camera);
    expect({ width: image.width, height: image.height }).toEqual({ width: 1200, height: 1600 });
    for (const file of image.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.width).toBe(file.width);
      // Upright: taller than wide, red at the top, blue at the bottom.
      expect(meta.height).toBe(Math.round((file.width * 1600) / 1200));
    }
    const jpeg = image.files.find((f) => f.format === 'jpg' && f.width === 320)!;
    expect(isRed(await pixel(jpeg.bytes, 160, 20))).toBe(true);
    expect(isBlue(await pixel(jpeg.bytes, 160, 400))).toBe(true);
  });

  it('makes every listed width up to the original, each as AVIF, WebP and JPEG, and a small blur placeholder', async () => {
    const image = await processImage(await (await halves(2000, 1000)).png().toBuffer());
    expect(image.widths).toEqual([...PHOTO_WIDTHS]);
    expect(image.sourceFormat).toBe('png');
    const made = image.files.map((f) => `${f.width}.${f.format}`);
    expect(made).toEqual(PHOTO_WIDTHS.flatMap((w) => [`${w}.avif`, `${w}.webp`, `${w}.jpg`]));
    for (const file of image.files) {
      const meta = await sharp(file.bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: { avif: 'heif', webp: 'webp', jpg: 'jpeg' }[file.format],
        width: file.width,
        height: file.width / 2,
      });
    }
    // The placeholder is a data: URL of a tiny WebP (well under a kilobyte: it travels in every card's HTML).
    expect(image.blurDataURL).toMatch(/^data:image\/webp;base64,/);
    expect(image.blurDataURL.length).toBeLessThan(600);
    const blur = await sharp(Buffer.from(image.blurDataURL.split(',')[1]!, 'base64')).metadata();
    expect(blur.width).toBe(16);
  });

  it('never enlarges: a photo narrower than the widest width stops at its own width', async () => {
    const image = await processImage(await (await halves(700, 500)).webp().toBuffer());
    expect(image.widths).toEqual([160, 320, 640, 700]);
    expect(widthsFor(100)).toEqual([100]);
    expect(widthsFor(1280)).toEqual([160, 320, 640, 960, 1280]);
    expect(photoSrcSet({ id: 'x', widths: [160, 320], blurDataURL: '' }, 'avif')).toBe('/media/images/x/160.avif 160w, /media/images/x/320.avif 320w');
  });

  it('keeps a PNG’s transparency in AVIF and WebP and puts the JPEG on white', async () => {
    const clear = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const image = await processImage(clear);
    const webp = image.files.find((f) => f.format === 'webp')!;
    expect((await sharp(webp.bytes).metadata()).hasAlpha).toBe(true);
    const jpeg = image.files.find((f) => f.format === 'jpg')!;
    expect(await pixel(jpeg.bytes, 10, 10)).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('refuses with 400 (field "file") what is not a readable photo: text, a truncated JPEG, an SVG, an empty file', async () => {
    const whole = await (await halves(800, 600)).jpeg().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    for (const bytes of [Buffer.from('not a picture at all'), whole.subarray(0, 600), svg, Buffer.alloc(0)]) {
      const error = await refusal(bytes);
      expect(error.status).toBe(400);
      expect(error.fields?.file).toBeTruthy();
    }
  });

  it('refuses an oversized file unread, and a picture of too many pixels (a decompression bomb) before decoding it', async () => {
    const tooBig = await refusal(Buffer.alloc(IMAGE_MAX_BYTES + 1, 1));
    expect(tooBig.status).toBe(400);
    expect(tooBig.fields?.file).toMatch(/15 MB/);
    // 10,000 × 5,000 of one colour compresses to a few kilobytes as PNG.
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: RED } }).png({ compressionLevel: 9 }).toBuffer();
    const error = await refusal(bomb);
    expect(error.status).toBe(400);
    expect(error.fields?.file).toMatch(/megapixels/);
  });
});
