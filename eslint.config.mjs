import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const antdOutsideSharedUi = {
  files: [
    'shell/**/*.{ts,tsx}',
    'mf-public/**/*.{ts,tsx}',
    'mf-candidate/**/*.{ts,tsx}',
    'mf-corporate/**/*.{ts,tsx}',
    'mf-auth/**/*.{ts,tsx}',
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
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  antdOutsideSharedUi,
);
