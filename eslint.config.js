import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features do not import each other: what two features share goes to components/ or lib/.
const features = readdirSync('./src/web/features');
const featureZones = features.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`],
  message: 'features do not import each other; move what they share to components/ or lib/',
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'src/web/lib/graphql-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // Follow imports into TypeScript files too, so that no-cycle sees the whole graph.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolve extensionless TypeScript imports, so the boundaries below see every import.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.d.ts'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Dependencies point one way (docs/architecture.md): web and server import domain, never
      // each other; dev tools are never imported by the product.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src/web', './src/server'],
              message: 'domain is pure',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'web must not import server code',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'server must not import web code',
            },
            {
              target: './src',
              from: ['./dev', './e2e', './bench'],
              message: 'the product never imports dev tools',
            },
            {
              target: ['./src/web/components', './src/web/lib', './src/web/config'],
              from: './src/web/features',
              message: 'shared code never imports a feature; features import shared code',
            },
            ...featureZones,
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Test support (one folder, test-support/, in each layer) serves tests only.
    files: ['src/**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/test-support', '**/test-support/**'],
              message: 'product code never imports test support',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
