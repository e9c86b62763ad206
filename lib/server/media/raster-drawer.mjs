// The raster drawer: a child process of the web server that draws WebP copies of the generated SVG art
// (lib/server/media/raster.ts starts it and sends it work). A process of its own so that it can run at the lowest CPU
// priority: drawing is 100–500 ms of CPU a picture, and in the server's own process it took a core from the pages
// (on a 2-core machine the e2e suite ran 800 s → 1,860 s while a fresh server drew every picture it was asked for).
// At niceness 19 the drawer gets the CPU the pages leave idle, and almost none while they are busy: a copy then comes
// later, and the page shows the SVG meanwhile. Plain JavaScript, started with `node` from the checkout (no bundler).
//
// Messages in: { id, svg, width }. Messages out: { id, bytes } (a Uint8Array, or null when the SVG has no width) or
// { id, error }. One drawing at a time, in the order sent. Exits when the server goes (the IPC channel closes).
import os from 'node:os';

const niceness = Number(process.env.RASTER_NICENESS ?? 19);
try {
  // Before sharp loads: the threads libvips and libuv start later inherit this thread's priority.
  os.setPriority(0, Number.isInteger(niceness) ? Math.min(19, Math.max(0, niceness)) : 19);
} catch {
  // Not permitted here: draw at normal priority rather than not at all.
}

const { default: sharp } = await import('sharp');
sharp.concurrency(1);
sharp.cache(false); // every copy is drawn once and kept by the server: libvips' own cache would only hold memory

const QUALITY = 80;

/** The SVG's own width in pixels (the root element's width attribute, as every generator writes it). */
function svgWidth(svg) {
  const width = /^<svg\b[^>]*?\swidth="(\d+)"/.exec(svg)?.[1];
  return width ? Number(width) : null;
}

async function draw(svg, width) {
  const own = svgWidth(svg);
  if (own === null) return null;
  // Drawn at the density that makes the SVG exactly `width` pixels wide (72 dpi is its own size), not drawn large and
  // scaled down: sharper edges and less work.
  const bytes = await sharp(Buffer.from(svg), { density: (72 * width) / own })
    .resize({ width })
    .webp({ quality: QUALITY, effort: 4 })
    .toBuffer();
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

let chain = Promise.resolve();
process.on('message', (message) => {
  const { id, svg, width } = message;
  chain = chain.then(async () => {
    try {
      process.send?.({ id, bytes: await draw(svg, width) });
    } catch (error) {
      process.send?.({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
