import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { budget } from './tests/e2e/budget';

// End-to-end tests against a running production server. `npm run test:e2e` (and `npm test`) build, start and seed
// everything and pass E2E_BASE_URL; to run against a server you already have: E2E_BASE_URL=http://localhost:3000
// npx playwright test. Always the system Chromium: browsers are never downloaded.

const CI = Boolean(process.env.CI);
const resultsFile = process.env.E2E_RESULTS_FILE || path.join(process.cwd(), 'test-results/e2e-results.json');

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  // Budgets, not measurements: scaled for a slow shared machine (tests/e2e/budget.ts).
  timeout: budget(30_000),
  expect: { timeout: budget(10_000) },
  reporter: [[CI ? 'line' : 'list'], ['json', { outputFile: resultsFile }]],
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://localhost:3000',
    // A click or fill that finds nothing fails on its own budget, not after the whole test's (16 min under CI).
    actionTimeout: budget(15_000),
    navigationTimeout: budget(30_000),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
});
