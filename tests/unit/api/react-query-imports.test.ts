import fs from 'node:fs';
import path from 'node:path';

// No QueryClientProvider is mounted at the root (app/providers.tsx, README "JavaScript budgets"): a hook imported
// straight from '@tanstack/react-query' would find no client and throw on the page. The shop's code takes its hooks
// from lib/api/react-query.ts; only these files may import the package itself.
const ALLOWED = new Set(['lib/api/react-query.ts', 'lib/api/query-client.ts', 'lib/api/session.ts']);
const ROOTS = ['app', 'components', 'lib', 'stores'];
const root = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(entry.name) ? [rel] : [];
  });
}

test("React Query's hooks come from lib/api/react-query.ts, not from the package", () => {
  const offenders = ROOTS.flatMap(sourceFiles).filter((file) => {
    if (ALLOWED.has(file)) return false;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    // Type-only imports cost nothing at run time and need no provider.
    return /^import (?!type )[^;]*from '@tanstack\/react-query'/m.test(text);
  });
  expect(offenders).toEqual([]);
});
