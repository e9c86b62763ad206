import fs from 'node:fs';
import path from 'node:path';
import type { ZodType } from 'zod';
import { HANDLER_METHODS, scanRoutes, type HandlerMethod, type RouteEntry } from '@/lib/server/front/route-table';
import { isZodSchema, schemaFields, type Field } from './schema-fields';

// What the fuzzer fuzzes, found by itself: every route.ts under app/api (and the payment simulators under
// app/(simulator)), the handlers each module really exports, and the fields of every zod schema the route file
// imports from lib/validation (or from the route's own _support helpers, or defines itself). A new endpoint, or a new
// field in a schema, is fuzzed without anyone listing it.

export const repoRoot = path.resolve(__dirname, '../../..');

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type FuzzRoute = RouteEntry & {
  /** The handlers the module exports, by method. */
  handlers: Partial<Record<HandlerMethod, Handler>>;
  /** Fields of the schemas the route reads, de-duplicated by path. */
  fields: Field[];
  /** The schemas themselves (for a plausible whole request). */
  schemas: ZodType[];
  /** Under /api: errors must be the JSON envelope. */
  isApi: boolean;
};

/** Every route file under app/api and app/(simulator). */
export function routeFiles(): string[] {
  const roots = ['app/api', 'app/(simulator)'];
  return roots.flatMap((root) =>
    fs
      .readdirSync(path.join(repoRoot, root), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /^route\.(ts|tsx|js|mjs)$/.test(entry.name))
      .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
}

/** `import { a, b as c } from '<module>'` lines of a source file: module → imported names. */
function namedImports(source: string): { from: string; names: string[] }[] {
  const found: { from: string; names: string[] }[] = [];
  for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = (match[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim());
    found.push({ from: match[2] ?? '', names });
  }
  return found;
}

function resolveModule(specifier: string, fromFile: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(repoRoot, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(fromFile), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The zod schemas a route reads: names it imports from lib/validation, schemas its own _support helpers import from
 * there (cart-route, catalogue-route…), and schema constants the route file itself exports or holds.
 */
function routeSchemas(file: string, module: Record<string, unknown>): ZodType[] {
  const absolute = path.join(repoRoot, file);
  const schemas = new Set<ZodType>();
  const visit = (sourceFile: string, depth: number) => {
    const source = fs.readFileSync(sourceFile, 'utf8');
    for (const { from, names } of namedImports(source)) {
      const target = resolveModule(from, sourceFile);
      if (!target) continue;
      const relative = path.relative(repoRoot, target).split(path.sep).join('/');
      if (relative.startsWith('lib/validation/')) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const imported = require(target) as Record<string, unknown>;
        for (const name of names) if (isZodSchema(imported[name])) schemas.add(imported[name] as ZodType);
      } else if (depth === 0 && relative.startsWith('app/') && relative.includes('/_support/')) {
        visit(target, depth + 1);
      }
    }
  };
  visit(absolute, 0);
  for (const value of Object.values(module)) if (isZodSchema(value)) schemas.add(value);
  return [...schemas];
}

export function loadRoutes(): FuzzRoute[] {
  const files = new Set(routeFiles());
  const entries = scanRoutes(repoRoot).filter((route) => files.has(route.file));
  return entries.map((entry) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const routeModule = require(path.join(repoRoot, entry.file)) as Record<string, unknown>;
    const handlers: FuzzRoute['handlers'] = {};
    for (const method of HANDLER_METHODS) if (typeof routeModule[method] === 'function') handlers[method] = routeModule[method] as Handler;
    const schemas = routeSchemas(entry.file, routeModule);
    const byPath = new Map<string, Field>();
    for (const schema of schemas) for (const field of schemaFields(schema)) byPath.set(field.path.join('.'), byPath.get(field.path.join('.')) ?? field);
    return { ...entry, handlers, schemas, fields: [...byPath.values()], isApi: entry.pattern.startsWith('/api/') };
  });
}
