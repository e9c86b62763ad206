import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
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
  globalSetup: '<rootDir>/tests/api/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/api/support/global-teardown.ts',
  testTimeout: 30000,
})();

export default { projects: [unit, api] };
