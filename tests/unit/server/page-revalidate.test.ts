/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cachePolicy } from '@/lib/server/cache/policy';

// A page's (layout's, route's, social card's) `export const revalidate` must be a plain number: Next reads it from the
// source at build time ("The revalidate value needs to be statically analyzable. For example `revalidate = 600` is
// valid, but `revalidate = 60 * 10` is not", Next 16 docs, caching-without-cache-components.md), so it cannot be
// imported from lib/server/cache/policy.ts. Instead each names its policy on the same line,
//   export const revalidate = 3600; // policy: catalogue
// and this test fails unless the number is that policy's `revalidate`: a policy changed in one place and not in its
// pages, a page with a number of its own, or a policy that does not exist.

const ROOT = path.resolve(__dirname, '../../..');
const DECLARATION = /^\s*export\s+const\s+revalidate\b.*$/gm;
const NAMED = /^\s*export const revalidate = (\d+); \/\/ policy: ([A-Za-z]+)\s*$/;

/** What is wrong with each `revalidate` export in `source` (none: every one equals its named policy's lifetime). */
function revalidateProblems(source: string): string[] {
  return [...source.matchAll(DECLARATION)].flatMap(([line]) => {
    const named = NAMED.exec(line);
    if (!named) return [`"${line.trim()}" is not \`export const revalidate = <seconds>; // policy: <name>\``];
    const [, seconds, name] = named;
    const policy = (cachePolicy as Record<string, { revalidate?: number }>)[name!];
    if (!policy) return [`no policy named ${name} in lib/server/cache/policy.ts`];
    if (policy.revalidate === undefined) return [`policy ${name} has no revalidate`];
    return Number(seconds) === policy.revalidate ? [] : [`${seconds} s, but policy ${name} says ${policy.revalidate} s`];
  });
}

function appFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return appFiles(rel);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

describe('revalidateProblems', () => {
  it('accepts a lifetime equal to its named policy', () => {
    expect(revalidateProblems(`export const revalidate = ${cachePolicy.catalogue.revalidate}; // policy: catalogue\n`)).toEqual([]);
  });

  it.each([
    [`export const revalidate = ${cachePolicy.catalogue.revalidate + 1}; // policy: catalogue`, 'a number that is not the policy'],
    ['export const revalidate = 3600;', 'no policy named'],
    ['export const revalidate = 3600; // policy: catalog', 'a policy that does not exist'],
    ['export const revalidate = 3600; // policy: private', 'a policy with no lifetime'],
    ['export const revalidate = 60 * 60; // policy: catalogue', 'an expression Next cannot read'],
    ['export const revalidate = cachePolicy.catalogue.revalidate;', 'an import Next cannot read'],
  ])('refuses %s (%s)', (line) => {
    expect(revalidateProblems(`import x from 'y';\n${line}\nexport default function Page() {}\n`)).toHaveLength(1);
  });
});

describe("pages' revalidate", () => {
  const files = appFiles('app')
    .map((file) => ({ file, source: readFileSync(path.join(ROOT, file), 'utf8') }))
    .filter(({ source }) => source.match(DECLARATION) !== null);

  it('finds the pages that declare one', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('is, on every page, the lifetime of the policy named beside it', () => {
    const problems = files.flatMap(({ file, source }) => revalidateProblems(source).map((problem) => `${file}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
