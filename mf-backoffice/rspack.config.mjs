import { createFederatedConfigs } from '@jobportal/mf-build';

export default createFederatedConfigs({
  name: 'mf_backoffice',
  dir: import.meta.dirname,
  exposes: { './pages': './src/exposes/pages.ts' },
  remotes: ['mf_shared_ui'],
});
