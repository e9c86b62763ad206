import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { addCompileHints } from './compile-hints';
import { errorMessage, FriendlyError, onShutdown } from './lifecycle';
import { nextCommand, repoRoot, runCommand, stopChild } from './processes';

// A production build is reused until something it was built from changes. We record a hash of every input (source
// folders, config, the lockfile, build-relevant env) inside the dist dir after a successful build; a missing or
// different hash means rebuild. Hashing content rather than comparing mtimes means a `git checkout` that changes
// nothing, or a touched file, does not cost a rebuild, while any real edit (even with an older mtime) does.

const SOURCE_DIRS = ['app', 'components', 'lib', 'stores', 'public'];
const SOURCE_FILES = [
  'proxy.ts',
  'middleware.ts',
  'next.config.mjs',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  // Not read by `next build`, but it changes what a build serves (the start-up chunks' first line).
  'scripts/support/compile-hints.ts',
];
// Values inlined at build time; a build for one SITE_URL must not be served for another (without SITE_URL, the
// prerendered pages' canonical URLs carry http://localhost:<PORT>).
const BUILD_ENV = ['SITE_URL', 'NEXT_PUBLIC_SITE_URL', 'PORT'];
const HASH_FILE = 'ug-build-hash';

function listFiles(dir: string): string[] {
  const absolute = path.join(repoRoot, dir);
  if (!fs.existsSync(absolute)) return [];
  const entries = fs.readdirSync(absolute, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => part.startsWith('.') || part === 'node_modules'));
}

export function sourceHash(env: NodeJS.ProcessEnv = process.env): string {
  const files = [...SOURCE_DIRS.flatMap(listFiles), ...SOURCE_FILES.filter((file) => fs.existsSync(path.join(repoRoot, file)))].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(repoRoot, file)));
    hash.update('\0');
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** Why the build in `distDir` cannot be reused, or null when it is current. */
export function staleReason(distDir: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const dist = path.join(repoRoot, distDir);
  if (!fs.existsSync(path.join(dist, 'BUILD_ID'))) return 'no build yet';
  const hashFile = path.join(dist, HASH_FILE);
  if (!fs.existsSync(hashFile)) return 'the build was not made by this script';
  return fs.readFileSync(hashFile, 'utf8').trim() === sourceHash(env) ? null : 'the code changed since the last build';
}

/**
 * `next build` into `distDir`, then the start-up chunks' compile hints (compile-hints.ts); on failure the build output
 * is printed and a FriendlyError thrown.
 */
export async function buildApp(distDir: string, env: NodeJS.ProcessEnv, options: { echo?: boolean } = {}): Promise<number> {
  const started = Date.now();
  // Hash before building: an edit made during the build then correctly leaves the build stale.
  const hash = sourceHash(env);
  // `next build` with a custom distDir adds "<distDir>/types/**/*.ts" to tsconfig.json's include and reformats it;
  // put the committed file back so builds by these scripts never leave a tracked file modified.
  const tsconfigPath = path.join(repoRoot, 'tsconfig.json');
  const tsconfig = fs.readFileSync(tsconfigPath, 'utf8');
  const [command, args] = nextCommand(['build']);
  let forget = () => {};
  const result = await runCommand(command, args, {
    env: { ...env, NEXT_DIST_DIR: distDir },
    echo: options.echo,
    onChild: (child) => (forget = onShutdown('the build', () => stopChild(child, 5000))),
  })
    .catch((error: unknown) => {
      throw new FriendlyError(`Could not run next build (${errorMessage(error)})`);
    })
    .finally(() => {
      forget();
      if (fs.readFileSync(tsconfigPath, 'utf8') !== tsconfig) fs.writeFileSync(tsconfigPath, tsconfig);
    });
  if (result.code !== 0) {
    if (!options.echo) process.stderr.write(result.output);
    throw new FriendlyError(`The build failed (next build exited with code ${result.code}); see the output above.`);
  }
  addCompileHints(path.join(repoRoot, distDir));
  fs.writeFileSync(path.join(repoRoot, distDir, HASH_FILE), `${hash}\n`);
  return Math.round((Date.now() - started) / 1000);
}
