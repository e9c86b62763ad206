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
/** Copies queued or being drawn. */
const drawing = new Set<string>();

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
 * on one libvips thread (sharp.concurrency(1)), so the pages always keep a core, with at most WAITING copies queued
 * behind it (more are not drawn: they are asked for again later). A request never waits for a drawing: a copy not in
 * memory yet is queued and the request is answered at once without it (the route sends the SVG, the same picture).
 * Waiting for a turn (up to 500 ms each, in a queue of 32) held every picture of a page the server had not drawn yet,
 * and with them the page's load event, 3–4 s after each restart: the first visitors' pages (and the e2e suite, which
 * starts a fresh server: 800 s to 1,860 s) were slower than with no copies at all.
 */
const DRAWING = 1;
const WAITING = 32;
let running = 0;
const queue: Array<() => void> = [];
let idle: Array<() => void> = [];

function next(): void {
  const start = queue.shift();
  if (start) start();
  else if (running === 0) {
    for (const resolve of idle) resolve();
    idle = [];
  }
}

/** Queues `work` for a drawing turn; false when the queue is full (nothing is queued). */
function queueDrawing(work: () => Promise<void>): boolean {
  if (running >= DRAWING && queue.length >= WAITING) return false;
  const run = () => {
    running++;
    void work().finally(() => {
      running--;
      next();
    });
  };
  if (running < DRAWING) run();
  else queue.push(run);
  return true;
}

/** Resolves once nothing is being drawn or waiting to be (for tests, which ask for a copy again once it is drawn). */
export function drawingsSettled(): Promise<void> {
  if (running === 0 && queue.length === 0) return Promise.resolve();
  return new Promise((resolve) => idle.push(resolve));
}

/**
 * The WebP copy of `svg` (the art at `key`, its path) `width` pixels wide when it is in memory, else null: the caller
 * then serves the SVG, and the copy is drawn after (unless sharp is missing or too many are queued) for the next ask.
 */
export function rasterCopy(key: string, svg: string, width: number): Buffer | null {
  const id = `${key}@${width}`;
  const kept = copies.get(id);
  if (kept) {
    budget.touch(id);
    return kept;
  }
  if (!drawing.has(id)) {
    const queued = queueDrawing(async () => {
      try {
        const bytes = await draw(svg, width);
        if (bytes && !copies.has(id)) {
          copies.set(id, bytes);
          budget.add(id, bytes.length);
        }
      } catch (error) {
        console.warn('drawing a raster copy failed:', id, error instanceof Error ? error.message : error);
      } finally {
        drawing.delete(id);
      }
    });
    if (queued) drawing.add(id);
  }
  return null;
}
