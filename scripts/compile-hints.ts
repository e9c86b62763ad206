import path from 'node:path';
import { addCompileHints } from './support/compile-hints';
import { repoRoot } from './support/processes';

// `npm run build` = `next build` + this: the compile hints that scripts/support/build.ts adds after its builds.
const distDir = path.join(repoRoot, process.env.NEXT_DIST_DIR || '.next');
const changed = addCompileHints(distDir);
console.log(`Compile hints: ${changed} start-up chunk${changed === 1 ? '' : 's'} marked in ${path.relative(repoRoot, distDir)}/static.`);
