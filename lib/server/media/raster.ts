import 'server-only';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ByteBudget } from '@/lib/server/cache/byte-budget.mjs';

// Raster (WebP) copies of the generated SVG art, for the pictures pages show (components/ui/art-image.tsx):
// a browser lays out and paints an SVG <img> on its main thread, a WebP it decodes off it. Drawn with sharp (librsvg
// inside libvips, in a child process at the lowest CPU priority: raster-drawer.mjs) from the same SVG the route serves,
// at the asked width, and kept in memory: a banner takes 100–500 ms of CPU to draw, and every visitor's phone asks for
// the same few copies.

/** Memory for the copies kept, in bytes (a banner at 828 px is about 10 KB, a card's picture at 320 px about 4 KB). */
const CACHE_BYTES = 32 * 1024 * 1024;
const copies = new Map<string, Buffer>();
const budget = new ByteBudget(CACHE_BYTES, (key) => copies.delete(key));
/** Copies queued or being drawn. */
const drawing = new Set<string>();

/**
 * The drawer (raster-drawer.mjs): a child process at the lowest CPU priority, so that drawing only ever uses the CPU
 * the pages leave idle. Started at the first drawing; started again after it dies; given up (the pages keep the SVG)
 * when it cannot start at all, as where sharp's native binaries are missing.
 */
const DRAWER_SCRIPT = path.join(process.cwd(), 'lib/server/media/raster-drawer.mjs');
/** A drawing not back in this long means a stuck drawer: it is stopped, and a new one is started for the next. */
const DRAWING_TIMEOUT_MS = 120_000;
const MAX_DRAWER_FAILURES = 3;

type Reply = { id: number; bytes?: Uint8Array | null; error?: string } | { ready: true };
type Waiting = { resolve: (bytes: Buffer | null) => void; reject: (error: Error) => void };

let drawer: ChildProcess | null = null;
let drawerFailures = 0;
let nextId = 1;
const replies = new Map<number, Waiting>();

function startDrawer(): ChildProcess | null {
  if (drawer) return drawer;
  if (drawerFailures >= MAX_DRAWER_FAILURES || !fs.existsSync(DRAWER_SCRIPT)) return null;
  let ready = false;
  // spawn with an IPC channel, which is what fork does: Turbopack's build resolves fork()'s path as a module and fails
  // (vercel/next.js#97952), while it traces spawn()'s as a file.
  const child = spawn(process.execPath, [DRAWER_SCRIPT], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.on('message', (reply: Reply) => {
    if ('ready' in reply) {
      ready = true;
      drawerFailures = 0;
      return;
    }
    const waiting = replies.get(reply.id);
    replies.delete(reply.id);
    if (!waiting) return;
    if (reply.error !== undefined) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply.bytes ? Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength) : null);
  });
  child.on('error', () => undefined); // followed by 'exit', which settles what was waiting
  child.on('exit', (code, signal) => {
    if (drawer === child) drawer = null;
    if (!ready || (code !== 0 && signal !== 'SIGKILL')) drawerFailures++;
    if (drawerFailures === MAX_DRAWER_FAILURES) console.warn('the raster drawer cannot run (is sharp installed?); pages show the SVG art');
    for (const waiting of replies.values()) waiting.reject(new Error(`the raster drawer exited (${signal ?? code})`));
    replies.clear();
  });
  // Neither the process nor its channel keeps the server alive: it exits when the server does (raster-drawer.mjs).
  child.unref();
  child.channel?.unref();
  drawer = child;
  return child;
}

function draw(svg: string, width: number): Promise<Buffer | null> {
  const child = startDrawer();
  if (!child) return Promise.resolve(null);
  const id = nextId++;
  return new Promise<Buffer | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      replies.delete(id);
      child.kill('SIGKILL');
      reject(new Error(`no copy after ${DRAWING_TIMEOUT_MS / 1000} s`));
    }, DRAWING_TIMEOUT_MS);
    timer.unref();
    const settle = <T,>(fn: (value: T) => void) => (value: T) => {
      clearTimeout(timer);
      fn(value);
    };
    replies.set(id, { resolve: settle(resolve), reject: settle(reject) });
    child.send({ id, svg, width });
  });
}

/**
 * Drawing costs 100–500 ms of CPU, and the art's paths are many (any colours, any words): one copy is drawn at a time,
 * by the drawer at the lowest priority, with at most WAITING copies queued behind it (more are not drawn: they are
 * asked for again later). A request never waits for a drawing: a copy not in memory yet is queued and the request is
 * answered at once without it (the route sends the SVG, the same picture). Waiting for a turn held every picture of a
 * page the server had not drawn yet, and with them the page's load event, 3–4 s after each restart.
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
