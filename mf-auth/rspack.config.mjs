import { createFederatedConfigs } from '@jobportal/mf-build';

export default createFederatedConfigs({
  name: 'mf_auth',
  dir: import.meta.dirname,
  exposes: { './pages': './src/exposes/pages.ts', './session': './src/exposes/session.ts' },
  remotes: ['mf_shared_ui'],
});
