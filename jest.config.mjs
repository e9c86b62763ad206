import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  // Only our source folders: keeps jest from crawling .data/ (database files) and the .next*/ build folders.
  roots: ['<rootDir>/tests', '<rootDir>/lib', '<rootDir>/components', '<rootDir>/app', '<rootDir>/stores'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside React Server Components; in jest the server modules are plain Node code.
    '^server-only$': '<rootDir>/tests/support/empty-module.cjs',
  },
};

const unit = await createJestConfig({
  ...shared,
  displayName: 'unit',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest-dom.ts'],
})();

const api = await createJestConfig({
  ...shared,
  displayName: 'api',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
  setupFiles: ['<rootDir>/tests/api/support/trusted-front.ts'],
  globalSetup: '<rootDir>/tests/api/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/api/support/global-teardown.ts',
})();

// msw 2 (component tests mock the API with it) depends on ESM-only packages; let jest compile those too. next/jest's
// own pattern ignores all of node_modules, so it is replaced rather than extended.
const ESM_PACKAGES = ['msw', '@mswjs', 'rettime', 'until-async', '@open-draft', 'outvariant', 'strict-event-emitter', 'headers-polyfill'];
unit.transformIgnorePatterns = [
  `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
  ...unit.transformIgnorePatterns.filter((p) => !p.includes('node_modules')),
];
// jose (Google ID token checks in the account API) is ESM-only too: the API tests compile it as well.
api.transformIgnorePatterns = [
  '/node_modules/(?!jose/)',
  ...api.transformIgnorePatterns.filter((p) => !p.includes('node_modules')),
];

// Watchman is not installed here and jest would wait for it; plain file crawling is fast enough for this tree.
// testTimeout is read from the top-level (global) config only: jest-circus ignores a project's own testTimeout, so
// set there it left every hook and test at the 5 s default, and on a busy 2-core machine a beforeAll that starts a
// server (tests/api/accounts-social) timed out about one run in three.
const config = { projects: [unit, api], watchman: false, testTimeout: 30_000 };

export default config;
