import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Lint for the code: TypeScript, React (hooks and accessibility) in src/, Node in the
// config, plugins, scripts and tests. Formatting is Prettier's job, not ESLint's.
export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'static/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    languageOptions: {globals: globals.browser},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Props are typed by TypeScript.
      'react/prop-types': 'off',
      // A choice card's text sits three levels inside its label (label > span > strong).
      'jsx-a11y/label-has-associated-control': ['error', {depth: 3}],
    },
  },
  {
    // examples/: the handlers the pages show, run by the handler check on Node.js.
    files: ['*.{ts,mjs,js}', 'plugins/**', 'scripts/**', 'tests/**', 'examples/**', 'src/**/*.test.ts'],
    languageOptions: {globals: globals.node},
  },
  {
    // The notifications page shows this route as an addition to the webhook page's server.mjs.
    files: ['examples/handlers/notifications/route.mjs'],
    languageOptions: {globals: {app: 'readonly', express: 'readonly', isSignedByStudiowave: 'readonly'}},
  },
  {
    // The bundler loader is CommonJS: webpack requires it.
    files: ['plugins/**/*.js'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
