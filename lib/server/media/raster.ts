import 'server-only';
import { ByteBudget } from '@/lib/server/cache/byte-budget.mjs';

// Raster (WebP) copies of the generated SVG art, for the pictures pages show (components/ui/art-image.tsx):
// a browser lays out and paints an SVG <img> on its main thread, a WebP it decodes off it. Drawn with sharp (librsvg
// inside libvips) from the same SVG the route serves, at the asked width, and kept in memory: a banner takes
// 100–500 ms of CPU to draw, and every visitor's phone asks for the same few copies.

/** Memory for the copies kept, in bytes (a banner at 828 px is about 10 KB, a card's picture at 320 px about 4 KB). */
const CACHE_BYTES = 32 * 1024 * 1024;
const QUALITY = 80;

const copies = new Map<string, Buffer>();
const budget = new ByteBudget(CACHE_BYTES, (key) => copies.delete(key));
const drawing = new Map<string, Promise<Buffer | null>>();

type Sharp = (typeof import('sharp'))['default'];
let sharpModule: Promise<Sharp | null> | null = null;

/** sharp, or null where it is not installed (its native binaries are per platform): the caller then serves the SVG. */
function loadSharp(): Promise<Sharp | null> {
  sharpModule ??= import('sharp').then<Sharp | null, null>(
    (m) => {
      m.default.concurrency(1);
      return m.default;
    },
    (error: unknown) => {
      console.warn('sharp is not available; raster art falls back to SVG:', error instanceof Error ? error.message : error);
      return null;
    },
  );
  return sharpModule;
}

/** The SVG's own width in pixels (the root element's width attribute, as every generator writes it). */
function svgWidth(svg: string): number | null {
  const width = /^<svg\b[^>]*?\swidth="(\d+)"/.exec(svg)?.[1];
  return width ? Number(width) : null;
}

async function draw(svg: string, width: number): Promise<Buffer | null> {
  const sharp = await loadSharp();
  const own = svgWidth(svg);
  if (!sharp || own === null) return null;
  // Drawn at the density that makes the SVG exactly `width` pixels wide (72 dpi is its own size), not drawn large and
  // scaled down: sharper edges and less work.
  return sharp(Buffer.from(svg), { density: (72 * width) / own })
    .resize({ width })
    .webp({ quality: QUALITY, effort: 4 })
    .toBuffer();
}

/**
 * Drawing costs 100–500 ms of CPU, and the art's paths are many (any colours, any words): one copy is drawn at a time,
 * on one libvips thread (sharp.concurrency(1)), so the pages always keep a core; a request that finds no turn within
 * WAIT_MS (or WAITING others already waiting) is answered without a copy (the route sends the SVG, the same picture).
 * So no number of distinct URLs can take the server's CPU from its pages, and a visitor never waits long for a picture.
 */
const DRAWING = 1;
const WAITING = 32;
const WAIT_MS = 500;
let running = 0;
const queue: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T | null> {
  if (running >= DRAWING) {
    if (queue.length >= WAITING) return null;
    const turn = await new Promise<boolean>((resolve) => {
      const take = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(take), 1);
        resolve(false);
      }, WAIT_MS);
      queue.push(take);
    });
    if (!turn) return null;
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    queue.shift()?.();
  }
}

/**
 * The WebP copy of `svg` (the art at `key`, its path) `width` pixels wide, or null when it cannot be drawn now (sharp
 * missing, or too many drawings waiting): the caller then serves the SVG. Concurrent asks for one copy share one
 * drawing.
 */
export async function rasterCopy(key: string, svg: string, width: number): Promise<Buffer | null> {
  const id = `${key}@${width}`;
  const kept = copies.get(id);
  if (kept) {
    budget.touch(id);
    return kept;
  }
  let pending = drawing.get(id);
  if (!pending) {
    pending = inTurn(() => draw(svg, width)).finally(() => drawing.delete(id));
    drawing.set(id, pending);
  }
  const bytes = await pending;
  if (bytes && !copies.has(id)) {
    copies.set(id, bytes);
    budget.add(id, bytes.length);
  }
  return bytes;
}
