import fs from 'node:fs';

// Why a stage failed, in a few lines each, printed after the summary. CI keeps only the tail of a long log (the e2e
// stage alone prints hundreds of lines), so a failure's own message, printed as it happened, is often cut off; the
// digest repeats each failing test's first lines where the tail still holds them.

const LINES_PER_FAILURE = 14;
const ANSI = /\u001b\[[0-9;]*m/g;

const firstLines = (text: string) =>
  text
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, LINES_PER_FAILURE)
    .map((line) => `    ${line}`);

type PlaywrightResult = { status: string; retry: number; errors?: { message?: string }[]; error?: { message?: string } };
type PlaywrightSuite = { title: string; suites?: PlaywrightSuite[]; specs?: { title: string; file?: string; line?: number; tests: { results: PlaywrightResult[] }[] }[] };

/** Each e2e attempt that failed or timed out: file:line, title, attempt, its error's first lines. */
export function playwrightFailures(resultsFile: string): string[] {
  if (!fs.existsSync(resultsFile)) return [];
  const report = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as { suites?: PlaywrightSuite[] };
  const out: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          if (result.status !== 'failed' && result.status !== 'timedOut') continue;
          out.push(`✘ ${spec.file ?? suite.title}:${spec.line ?? '?'} › ${spec.title} (attempt ${result.retry + 1}, ${result.status})`);
          const message = result.errors?.map((error) => error.message ?? '').join('\n') || result.error?.message || '(no message)';
          out.push(...firstLines(message));
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return out;
}

type JestFailures = { testResults?: { name: string; message?: string; assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[] }[] };

/** Each failed jest test (or a file that failed to run): file, name, the failure's first lines. */
export function jestFailures(reportFile: string): string[] {
  if (!fs.existsSync(reportFile)) return [];
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JestFailures;
  const out: string[] = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.message) out.push(`✘ ${file.name}`, ...firstLines(file.message));
    for (const test of failed) out.push(`✘ ${file.name} › ${test.fullName}`, ...firstLines((test.failureMessages ?? []).join('\n')));
  }
  return out;
}
