import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH, ensureChromium } from '@/scripts/support/chromium';
import { failAndExit, handleSignals, shutdown } from '@/scripts/support/lifecycle';
import { repoRoot, runCommand } from '@/scripts/support/processes';
import { sampleBlogPostPath, sampleProductPath, startBenchServer } from './server';

// `npm run bench:lighthouse`: Lighthouse (mobile form factor, its default throttling) on the home page, a category,
// a product, a blog post and a contest (LIGHTHOUSE_ONLY=contest,home: only those), against the production build. Target: every category ≥ 0.95 (performance is the hard
// one).

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGET = Number(process.env.LIGHTHOUSE_TARGET ?? 0.95);
const lighthouseBin = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');

type Report = { categories: Record<string, { score: number | null }>; audits: Record<string, { displayValue?: string }> };

async function audit(url: string, outFile: string): Promise<Report> {
  const { code, output } = await runCommand(
    process.execPath,
    [
      lighthouseBin,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--form-factor=mobile',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  if (code !== 0 || !fs.existsSync(outFile)) throw new Error(`lighthouse failed for ${url} (exit ${code}):\n${output.slice(-2000)}`);
  return JSON.parse(fs.readFileSync(outFile, 'utf8')) as Report;
}

async function main(): Promise<number> {
  handleSignals();
  if (!fs.existsSync(lighthouseBin)) {
    console.error('Lighthouse is not installed: add it with `npm install --save-dev lighthouse`.');
    return 1;
  }
  await ensureChromium();
  const { baseUrl } = await startBenchServer();
  const pages = [
    { name: 'home', path: '/' },
    { name: 'category', path: '/category/cakes' },
    { name: 'product', path: await sampleProductPath(baseUrl) },
    { name: 'blog-post', path: await sampleBlogPostPath(baseUrl) },
    // A contest page: 24 contestants' drawings, the timeline and the countdown (issue 13).
    { name: 'contest', path: '/contest/tihar-rangoli-cake-2026' },
  ].filter((p) => !process.env.LIGHTHOUSE_ONLY || process.env.LIGHTHOUSE_ONLY.split(',').includes(p.name));
  const outDir = path.join(repoRoot, 'test-results/lighthouse');
  fs.mkdirSync(outDir, { recursive: true });
  const rows: { page: string; scores: Record<string, number | null>; lcp?: string; cls?: string }[] = [];
  for (const page of pages) {
    process.stdout.write(`Lighthouse ${page.path}… `);
    const report = await audit(baseUrl + page.path, path.join(outDir, `${page.name}.json`));
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c]?.score ?? null]));
    rows.push({ page: page.path, scores, lcp: report.audits['largest-contentful-paint']?.displayValue, cls: report.audits['cumulative-layout-shift']?.displayValue });
    console.log(CATEGORIES.map((c) => `${c} ${scores[c] ?? '–'}`).join(', '));
  }

  console.log(`\n| Page | ${CATEGORIES.join(' | ')} | LCP | CLS |`);
  console.log(`|---|${CATEGORIES.map(() => '---').join('|')}|---|---|`);
  for (const row of rows) {
    const cells = CATEGORIES.map((c) => (row.scores[c] === null ? '–' : Math.round((row.scores[c] ?? 0) * 100).toString()));
    console.log(`| ${row.page} | ${cells.join(' | ')} | ${row.lcp ?? '–'} | ${row.cls ?? '–'} |`);
  }
  fs.writeFileSync(path.join(repoRoot, 'tests/bench/lighthouse-last.json'), `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`);
  console.log(`\nFull reports: ${path.relative(repoRoot, outDir)}/*.json`);
  const failing = rows.flatMap((row) => CATEGORIES.filter((c) => (row.scores[c] ?? 0) < TARGET).map((c) => `${row.page} ${c}`));
  if (failing.length) console.log(`Below ${TARGET}: ${failing.join(', ')}`);
  return failing.length ? 1 : 0;
}

main()
  .then((code) => shutdown(code))
  .catch(failAndExit);
