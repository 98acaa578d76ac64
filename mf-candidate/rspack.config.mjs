import { createFederatedConfig } from '@jobportal/mf-build';

export default createFederatedConfig({
  name: 'mf_candidate',
  dir: import.meta.dirname,
  exposes: { './pages': './src/exposes/pages.ts' },
  remotes: ['mf_shared_ui'],
});
