import fs from 'node:fs';
import path from 'node:path';

// The route handlers of the app (every `route.ts` under a folder of app/), found on disk: their URL pattern and the
// HTTP methods each file exports. The production server (lib/server/front/server.ts, through request-gate.ts) answers wrong
// methods from this table, and the endpoint fuzzer (tests/api/fuzz) discovers what to fuzz with it, so a new route
// file is covered by both without anyone listing it. The methods are read from the source text; the fuzzer checks
// them against what each module really exports, so an export written in a form this reader misses fails a test.

/** The methods Next's route handlers can implement (next/dist/server/web/http.js). */
export const HANDLER_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type HandlerMethod = (typeof HANDLER_METHODS)[number];

export const isHandlerMethod = (method: string): method is HandlerMethod => (HANDLER_METHODS as readonly string[]).includes(method);

export type Segment =
  | { kind: 'static'; value: string }
  | { kind: 'dynamic'; name: string }
  | { kind: 'catchAll'; name: string; optional: boolean };

export type RouteEntry = {
  /** The file, relative to the repository root (app/api/V2/cart/route.ts). */
  file: string;
  /** The URL pattern in Next's spelling: /api/V2/product/[idOrSlug]. */
  pattern: string;
  segments: Segment[];
  /** Methods the file exports, in HANDLER_METHODS order. */
  methods: HandlerMethod[];
};

const ROUTE_FILE = /^route\.(ts|tsx|js|mjs)$/;

function parseSegment(part: string): Segment | null {
  if (/^\(.*\)$/.test(part) || part.startsWith('@')) return null; // route groups and parallel slots are not in the URL
  const optionalCatchAll = /^\[\[\.\.\.(.+)\]\]$/.exec(part);
  if (optionalCatchAll) return { kind: 'catchAll', name: optionalCatchAll[1] ?? '', optional: true };
  const catchAll = /^\[\.\.\.(.+)\]$/.exec(part);
  if (catchAll) return { kind: 'catchAll', name: catchAll[1] ?? '', optional: false };
  const dynamic = /^\[(.+)\]$/.exec(part);
  if (dynamic) return { kind: 'dynamic', name: dynamic[1] ?? '' };
  return { kind: 'static', value: part };
}

/** The HTTP methods a route file exports, read from its text (`export const GET =`, `export async function POST`, `export { a as PUT }`). */
export function exportedMethods(source: string, file = 'route file'): HandlerMethod[] {
  const found = new Set<string>();
  const names = HANDLER_METHODS.join('|');
  for (const match of source.matchAll(new RegExp(`export\\s+(?:const|let|var)\\s+(${names})\\b`, 'g'))) found.add(match[1] ?? '');
  for (const match of source.matchAll(new RegExp(`export\\s+(?:async\\s+)?function\\s*\\*?\\s*(${names})\\b`, 'g'))) found.add(match[1] ?? '');
  for (const match of source.matchAll(/export\s+(?:const|let|var)\s*\{([^}]*)\}\s*=/g)) {
    for (const part of (match[1] ?? '').split(',')) found.add(part.split(':').pop()?.trim() ?? '');
  }
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? '').split(',')) found.add(part.split(/\s+as\s+/).pop()?.trim() ?? '');
  }
  if (/export\s*\*\s*from/.test(source)) {
    throw new Error(`${file}: \`export * from\` hides which HTTP methods the route has; export them by name`);
  }
  return HANDLER_METHODS.filter((method) => found.has(method));
}

/** Every route.ts under `under` (default: the whole app/), sorted by pattern; `fileName` picks page.tsx files instead. */
export function scanRoutes(repoRoot: string, under = 'app', fileName: RegExp = ROUTE_FILE): RouteEntry[] {
  const root = path.join(repoRoot, under);
  const entries = fs.readdirSync(root, { withFileTypes: true, recursive: true });
  const routes: RouteEntry[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !fileName.test(entry.name)) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const relativeDir = path.relative(path.join(repoRoot, 'app'), entry.parentPath);
    const parts = relativeDir ? relativeDir.split(path.sep) : [];
    if (parts.some((part) => part.startsWith('_') || part === 'node_modules')) continue; // private folders are not routed
    const segments = parts.map(parseSegment).filter((s): s is Segment => s !== null);
    const file = path.relative(repoRoot, absolute).split(path.sep).join('/');
    routes.push({
      file,
      pattern: `/${segments.map((s) => (s.kind === 'static' ? s.value : s.kind === 'dynamic' ? `[${s.name}]` : s.optional ? `[[...${s.name}]]` : `[...${s.name}]`)).join('/')}`,
      segments,
      methods: exportedMethods(fs.readFileSync(absolute, 'utf8'), file),
    });
  }
  return routes.sort((a, b) => (a.pattern < b.pattern ? -1 : a.pattern > b.pattern ? 1 : 0));
}

/**
 * How well a route's segments match a decoded path, or -1: static segments beat dynamic ones, which beat catch-alls,
 * segment by segment from the left (Next's order), so /api/V2/product/quick-info/5 is quick-info's, not [idOrSlug]'s.
 */
function matchScore(segments: Segment[], parts: readonly string[]): number[] | null {
  const score: number[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    if (segment.kind === 'catchAll') {
      if (!segment.optional && i >= parts.length) return null;
      score.push(1);
      return score;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.kind === 'static') {
      if (segment.value !== part) return null;
      score.push(3);
    } else {
      score.push(2);
    }
  }
  return parts.length === segments.length ? score : null;
}

/** The route a path goes to, or null; `parts` are the path's decoded segments (an escaped / stays inside its segment). */
export function matchRoute(routes: readonly RouteEntry[], parts: readonly string[]): RouteEntry | null {
  let best: { route: RouteEntry; score: number[] } | null = null;
  for (const route of routes) {
    const score = matchScore(route.segments, parts);
    if (!score) continue;
    if (!best || compareScores(score, best.score) > 0) best = { route, score };
  }
  return best?.route ?? null;
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The Allow header of a route: its own methods, HEAD wherever GET is (Next answers HEAD with GET), and OPTIONS (Next's). */
export function allowedMethods(route: RouteEntry): HandlerMethod[] {
  const allowed = new Set<HandlerMethod>(route.methods);
  if (allowed.has('GET')) allowed.add('HEAD');
  allowed.add('OPTIONS');
  return [...allowed].sort();
}
