import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH, ensureChromium } from '@/scripts/support/chromium';
import { failAndExit, FriendlyError, handleSignals, shutdown } from '@/scripts/support/lifecycle';
import { repoRoot, runCommand } from '@/scripts/support/processes';
import { figuresOf, formatTable, medianFigures, missedGoal, type LighthouseReport, type PageFigures } from './lighthouse-summary';
import { sampleBlogPostPath, sampleProductPath, startBenchServer } from './server';

// `npm run bench:lighthouse`: Lighthouse (mobile form factor, its default throttling) on every page kind of issue 26's
// goal: home, a category, a product, a blog post, a contest, a quiz and a campaign, against the production build,
// LIGHTHOUSE_RUNS times each (default 5; the runs go round the pages, so a busy moment of the shared machine lands on
// one run of several pages rather than on every run of one), then the medians: performance, LCP, TBT, CLS,
// accessibility, best practices, SEO and the JavaScript transferred. LIGHTHOUSE_ONLY=contest,home: only those pages.
// Exits 1 when a page's medians miss the goal (tests/bench/lighthouse-summary.ts), naming what missed.

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const lighthouseBin = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');

// Pages of the demo seed: the contest of issue 13 (24 contestants' drawings, the timeline, the countdown), a quiz of
// lib/server/db/seed/data/quizzes-festivals-baking.ts, and the Winter Cake Festival, the campaign the seed keeps live
// on any date with a daily flash sale (lib/server/db/seed/campaign-sales.ts).
const CONTEST_PATH = '/contest/tihar-rangoli-cake-2026';
const QUIZ_PATH = '/quiz/cake-basics';
const CAMPAIGN_PATH = '/campaign/winter-cake-festival';

async function audit(url: string, outFile: string): Promise<LighthouseReport> {
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
  return JSON.parse(fs.readFileSync(outFile, 'utf8')) as LighthouseReport;
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
    { name: 'contest', path: CONTEST_PATH },
    { name: 'quiz', path: QUIZ_PATH },
    { name: 'campaign', path: CAMPAIGN_PATH },
  ].filter((p) => !process.env.LIGHTHOUSE_ONLY || process.env.LIGHTHOUSE_ONLY.split(',').includes(p.name));
  // A page the seed no longer has would be audited as a 404 page and look fast: refuse it instead.
  for (const page of pages) {
    const response = await fetch(baseUrl + page.path);
    if (response.status !== 200) throw new FriendlyError(`${page.name} page ${page.path} answers ${response.status}: update tests/bench/lighthouse.ts`);
  }
  const outDir = path.join(repoRoot, 'test-results/lighthouse');
  fs.mkdirSync(outDir, { recursive: true });
  const runs = new Map<string, PageFigures[]>(pages.map((page) => [page.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      process.stdout.write(`Lighthouse run ${run}/${RUNS} ${page.path}… `);
      const figures = figuresOf(await audit(baseUrl + page.path, path.join(outDir, `${page.name}-${run}.json`)));
      runs.get(page.name)!.push(figures);
      console.log(`performance ${figures.performance}, LCP ${(figures.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(figures.tbtMs)} ms, JS ${(figures.jsTransferBytes / 1024).toFixed(0)} KiB`);
    }
  }

  const rows = pages.map((page) => ({ page: page.name, path: page.path, runs: RUNS, figures: medianFigures(runs.get(page.name)!) }));
  console.log(`\nMedians of ${RUNS} run${RUNS === 1 ? '' : 's'} (Lighthouse ${CATEGORIES.join(', ')}; mobile):\n`);
  console.log(formatTable(rows));
  fs.writeFileSync(path.join(repoRoot, 'tests/bench/lighthouse-last.json'), `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, rows }, null, 2)}\n`);
  console.log(`\nFull reports: ${path.relative(repoRoot, outDir)}/<page>-<run>.json`);
  const missing = rows.flatMap((row) => missedGoal(row.figures).map((miss) => `${row.page}: ${miss}`));
  if (missing.length) console.log(`Short of issue 26's goal:\n  ${missing.join('\n  ')}`);
  else console.log("Every page meets issue 26's goal.");
  return missing.length ? 1 : 0;
}

main()
  .then((code) => shutdown(code))
  .catch(failAndExit);
