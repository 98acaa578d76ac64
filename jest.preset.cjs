// Shared Jest settings: @swc/jest transform, jsdom for UI packages, and type-only remote modules mapped to source.
const path = require('node:path');
const root = __dirname;
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  moduleNameMapper: {
    // @ant-design/icons 6's CommonJS build requires the ES build of @ant-design/colors; Jest runs CommonJS.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    // The design system imports a few antd parts by file (its light Typography and Tooltip): the same in CommonJS.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^mf_shared_ui/(.*)$': path.join(root, 'mf-shared-ui/src/exposes/$1.ts'),
    '^mf_auth/(.*)$': path.join(root, 'mf-auth/src/exposes/$1.ts'),
    '^@jobportal/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
    '^@jobportal/deployment$': path.join(root, 'libs/deployment/src/index.ts'),
    '^@jobportal/platform-contract$': path.join(root, 'libs/platform-contract/src/index.ts'),
    '^@jobportal/viewport$': path.join(root, 'libs/viewport/src/index.ts'),
    '^@jobportal/rich-text$': path.join(root, 'libs/rich-text/src/index.ts'),
    '^@jobportal/reporting$': path.join(root, 'libs/reporting/src/index.ts'),
    '\\.(css|png|jpe?g|svg|webp)$': path.join(root, 'libs/test-utils/file-stub.cjs'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
