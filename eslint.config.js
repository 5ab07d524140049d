// One ESLint flat config for the whole workspace: the Next.js rules (core web vitals + TypeScript)
// for web/, typescript-eslint's recommended rules everywhere else, and the house rules
// (vendor boundaries and layers, eslint.house-rules.js).
import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';
import { e2eContextReuse, houseRuleZones } from './eslint.house-rules.js';

const ignores = {
  ignores: [
    '**/node_modules/**',
    '**/.next/**',
    '**/.next-*/**',
    '**/dist/**',
    '.tools/**',
    'test-results/**',
    'playwright-report/**',
    'web/src/content/generated/**',
    'web/next-env.d.ts',
    'studio/.sanity/**',
  ],
};

const houseRules = {
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
  },
};

export default [
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...nextVitals.map((config) => ({ ...config, files: ['web/**/*.{ts,tsx,js,jsx}'] })),
  ...nextTs.map((config) => ({ ...config, files: ['web/**/*.{ts,tsx}'] })),
  {
    files: ['web/**/*.{ts,tsx}'],
    settings: { next: { rootDir: 'web' } },
  },
  // House plan: vendor boundaries and layers (eslint.house-rules.js; probed by scripts/lint/house-rules.test.ts).
  ...houseRuleZones,
  // e2e specs share one browser context per worker: no call whose effect outlives the test.
  e2eContextReuse,
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**/*.ts', 'e2e/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  houseRules,
];
