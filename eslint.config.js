// One ESLint flat config for the whole workspace: the Next.js rules (core web vitals + TypeScript)
// for web/, typescript-eslint's recommended rules everywhere else.
import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

const ignores = {
  ignores: [
    '**/node_modules/**',
    '**/.next/**',
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
  {
    // House plan: Sanity and groq-js only behind web/src/content; firebase-admin only behind web/src/server.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next-sanity', message: 'Sanity is only used behind web/src/content/.' },
            { name: '@sanity/client', message: 'Sanity is only used behind web/src/content/.' },
            { name: 'groq-js', message: 'groq-js is only used behind web/src/content/.' },
            { name: 'firebase-admin', message: 'firebase-admin is only used behind web/src/server/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**/*.ts', 'e2e/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  houseRules,
];
