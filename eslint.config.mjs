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
    // Text from a client is parsed with text() from lib/validation/text.ts, which refuses NUL, control characters and
    // lone surrogates before anything reaches a service or PostgreSQL (issue 11: a NUL byte was a 500 everywhere).
    files: ['lib/validation/**/*.ts', 'app/**/*.ts', 'app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: 'Build input strings with text() from @/lib/validation/text (it refuses NUL, control characters and lone surrogates).',
        },
      ],
    },
  },
  {
    ignores: ['.next/**', '.next-*/**', 'coverage/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'lib/server/db/migrations/**', 'playwright-report/**', 'test-results/**'],
  },
];

export default config;
