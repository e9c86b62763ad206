import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from './support/processes';

// `npx tsx scripts/favicons.ts`: the favicon set in public/ drawn from the shop's own icon, app/icon.svg (the gift box
// browsers that read SVG icons already get). Run it again after changing that icon and commit what it writes:
//   favicon.ico            16, 32 and 48 px (PNG images in an ICO container, as every current browser reads)
//   icon-192.png, icon-512.png   for the web app manifest (public/manifest.webmanifest)
//   apple-touch-icon.png   180 px on a full square: iOS rounds the corners itself and would fill transparent ones black

const ICON = path.join(repoRoot, 'app/icon.svg');
const PUBLIC = path.join(repoRoot, 'public');

async function png(svg: string, size: number): Promise<Buffer> {
  // Rendered at the target size from the vector (density scales the 32-unit viewBox), so small sizes stay crisp.
  return sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding PNG images (ICONDIR, one ICONDIRENTRY per image, then the images). */
function ico(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

async function main(): Promise<void> {
  const svg = fs.readFileSync(ICON, 'utf8');
  // The same drawing on a square background (no rounded corners) for iOS.
  const square = svg.replace(/<rect width="32" height="32" rx="7"/, '<rect width="32" height="32"');
  if (square === svg) throw new Error('app/icon.svg no longer starts with its rounded background square: update scripts/favicons.ts');
  fs.mkdirSync(PUBLIC, { recursive: true });

  const write = (name: string, data: Buffer) => {
    fs.writeFileSync(path.join(PUBLIC, name), data);
    console.log(`public/${name} (${data.length} bytes)`);
  };
  write('favicon.ico', ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(svg, size) })))));
  write('icon-192.png', await png(svg, 192));
  write('icon-512.png', await png(svg, 512));
  write('apple-touch-icon.png', await png(square, 180));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
