import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // CommonJS files (jest environments, stubs) load modules with require by definition.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // useTestDatabase() is a jest setup helper, not a React hook, despite its name.
    files: ['tests/api/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    ignores: ['.next/**', '.next-*/**', 'coverage/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'lib/server/db/migrations/**', 'playwright-report/**', 'test-results/**'],
  },
];

export default config;
