import fs from 'node:fs';
import path from 'node:path';

// Every cookie is set and read through lib/server/http/cookies.ts, so that one rule decides Secure, SameSite, HttpOnly
// and lifetimes, and one parser what a cookie header means. A cookie written anywhere else (Next's response.cookies, a
// hand-made Set-Cookie header, next/headers' cookies()) would bring its own attributes back; this test finds them, and
// reads through Next's cookie stores too (they decode and pick duplicates their own way).
const MODULE = 'lib/server/http/cookies.ts';
const ROOTS = ['app', 'lib'];
const root = path.resolve(__dirname, '../../..');

const COOKIE_USES = [
  /\.cookies\s*\.\s*(set|delete|get|getAll|has)\s*\(/, // NextResponse / NextRequest cookie stores
  /['"`]set-cookie['"`]/i, // a header written by hand
  /\bcookies\s*\(\s*\)/, // next/headers' cookie store (can set cookies in actions and routes)
  /\bdocument\.cookie\b/, // the browser's own cookie jar (our cookies are httpOnly)
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

test('no file but lib/server/http/cookies.ts sets or reads a cookie', () => {
  const offenders = [...ROOTS.flatMap(sourceFiles), 'proxy.ts']
    .filter((file) => file !== MODULE)
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return COOKIE_USES.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
    });
  expect(offenders).toEqual([]);
});

test('the scan would see a cookie set the old way', () => {
  const old = "request.cookies.get(NAME); response.cookies.set(NAME, '', { maxAge: 0 }); headers.append('set-cookie', line);";
  expect(COOKIE_USES.filter((pattern) => pattern.test(old))).toHaveLength(2);
  expect(COOKIE_USES.some((pattern) => pattern.test('const token = (await cookies()).get(NAME)?.value;'))).toBe(true);
});
