import { createFederatedConfigs } from '@jobportal/mf-build';

// The host. It names no remote at build time: every remote comes from /remotes.json at run time.
export default createFederatedConfigs({
  name: 'shell',
  dir: import.meta.dirname,
  isHost: true,
  // The singletons the shell renders with are in its entry script: no share negotiation, chunk requests and script
  // insertions for them at start. Remotes still get them from the shell through the share scope. Not react-router:
  // eager, its cut-down shared module is no longer tree-shaken (+6 KB gzip on `/`). Measured in docs/STATUS.md.
  eagerShared: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react-redux',
    'i18next',
    'react-i18next',
  ],
  title: 'JobPortal',
});
