import { createFederatedConfig } from '@jobportal/mf-build';

// The host. It names no remote at build time: every remote comes from /remotes.json at run time.
export default createFederatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  isHost: true,
  title: 'JobPortal',
});
