import path from 'node:path';
import { RuleTester } from 'eslint';
import type { Rule } from 'eslint';

// The rule is CommonJS so that eslint.config.mjs and this test load the same file (by path: it is no project).
const RULE_FILE = path.resolve(__dirname, '../../../eslint-rules/no-cross-feature-imports.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { noCrossFeatureImports } = require(RULE_FILE) as {
  noCrossFeatureImports: Rule.RuleModule;
};

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const page = '/repo/mf-candidate/src/features/job-search/pages/JobSearchPage.tsx';

// bulletproof-react: features never import each other (RuleTester declares its own describe/it blocks)
tester.run('no-cross-feature-imports', noCrossFeatureImports, {
  valid: [
    { filename: page, code: "import { X } from '../components/X';" },
    { filename: page, code: "import { api } from '../../../shared/api/sharedApi';" },
    { filename: page, code: "import { useState } from 'react';" },
    {
      filename: '/repo/mf-candidate/src/app/JobSearchRoute.tsx',
      code: "import { SaveSearchButton } from '../features/alerts/components/SaveSearchButton';",
    },
  ],
  invalid: [
    {
      filename: page,
      code: "import { SaveSearchButton } from '../../alerts/components/SaveSearchButton';",
      errors: [{ messageId: 'crossFeature', data: { from: 'job-search', to: 'alerts' } }],
    },
    {
      filename: page,
      code: "export { useX } from '../../profile/api/profileApi';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: page,
      code: "const Dialog = () => import('../../alerts/components/SaveSearchDialog');",
      errors: [{ messageId: 'crossFeature' }],
    },
  ],
});
