import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';

/** Pages call the API through browser-api.ts, which loads the client (and zod) on first use. */
const BROWSER_API_CLIENT_RULE = {
  name: '@/lib/api-client',
  message: 'Call the API with callApi from @/lib/browser-api (it loads the client on first use).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.reports/**',
      'apps/web/next-env.d.ts',
      // The service worker, built after next build (apps/web/scripts/build-sw.mjs).
      'apps/web/public/sw.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Only repositories and the db layer touch Drizzle (style rule 3).
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/db/**',
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only *.repository.ts and src/db touch Drizzle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/web/' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/browser-api.ts', 'apps/web/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [BROWSER_API_CLIENT_RULE] }] },
  },
  {
    // Inside the localised app, links go through next-intl's navigation so the locale is kept.
    files: [
      'apps/web/src/app/\\[locale\\]/**/*.tsx',
      'apps/web/src/features/**/*.tsx',
      'apps/web/src/components/**/*.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Use Link from @/i18n/navigation.' },
            BROWSER_API_CLIENT_RULE,
          ],
        },
      ],
    },
  },
  {
    // The back office (react-admin single-page app): browser code with React's hook rules.
    files: ['apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**', 'bench/**', 'apps/web/server/**', 'apps/admin/server/**'],
    rules: { 'no-console': 'off' },
  },
);
