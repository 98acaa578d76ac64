import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import nx from '@nx/eslint-plugin';
import featureIsolation from './eslint-rules/no-cross-feature-imports.cjs';

const antdOutsideSharedUi = {
  files: [
    'shell/**/*.{ts,tsx}',
    'mf-public/**/*.{ts,tsx}',
    'mf-candidate/**/*.{ts,tsx}',
    'mf-corporate/**/*.{ts,tsx}',
    'mf-backoffice/**/*.{ts,tsx}',
    'mf-auth/**/*.{ts,tsx}',
    'libs/reporting/**/*.{ts,tsx}',
    'libs/rich-text/**/*.{ts,tsx}',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['antd', 'antd/*', '@ant-design/*'],
            message: 'Only mf-shared-ui imports antd: use mf_shared_ui/ui.',
          },
          {
            group: ['../../mf-*', '../../../mf-*', '**/mf-*/src/**'],
            message: 'A remote never reaches into another remote source.',
          },
        ],
      },
    ],
  },
};

/**
 * The architecture (tags in each package.json "nx" field, docs/DECISIONS.md "Workspace"): a remote or the shell
 * depends on shared projects only, never on another remote; shared projects never on the shell, a remote, the API or
 * tooling; the API on no front-end project; tooling on shared and tooling projects, never on front-end sources.
 * Imports of another project by relative path are refused too. tools/start/test/workspace.test.ts applies the same
 * constraints to the edges package.json files declare.
 */
const FRONT_END = ['type:app', 'type:feature', 'type:ui'];
const moduleBoundaries = {
  files: ['**/*.{ts,tsx,mjs}'],
  plugins: { '@nx': nx },
  rules: {
    '@nx/enforce-module-boundaries': [
      'error',
      {
        allow: [],
        depConstraints: [
          { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
          { sourceTag: 'scope:remote', onlyDependOnLibsWithTags: ['scope:shared'] },
          { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          {
            sourceTag: 'scope:api',
            onlyDependOnLibsWithTags: ['scope:shared'],
            notDependOnLibsWithTags: FRONT_END,
          },
          {
            sourceTag: 'scope:tooling',
            onlyDependOnLibsWithTags: ['scope:shared', 'scope:tooling'],
            notDependOnLibsWithTags: ['type:feature', 'type:ui'],
          },
          { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data'] },
          { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:data'] },
          { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:data'] },
          { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:data'] },
          { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['*'] },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.nx/**',
      '**/.data/**',
      '**/.registry/**',
      '**/coverage/**',
      '**/*.config.js',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // the two classic rules (react-hooks 5's recommended set); 7's React Compiler rules are not taken with ESLint 10
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // type-aware rules: a promise nobody awaits or catches, a promise where a void callback is expected (a timer or
    // server hook that rejects is lost silently), an API marked deprecated. JSX attributes are left out of
    // checksVoidReturn: antd's Popconfirm and Form take async handlers on purpose (Popconfirm shows its OK button
    // loading until the promise settles) while their types say void; our async handlers catch their own errors.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-deprecated': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` is also a prop of our own components (the signed-in role a route requires)
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  antdOutsideSharedUi,
  moduleBoundaries,
  {
    // bulletproof-react inside each remote: app -> features -> shared, no feature imports another
    files: ['mf-*/src/features/**/*.{ts,tsx}'],
    plugins: { 'feature-isolation': featureIsolation },
    rules: { 'feature-isolation/no-cross-feature-imports': 'error' },
  },
);
