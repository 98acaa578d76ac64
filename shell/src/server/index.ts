// The shell's server entry (built by createServerConfig in libs/mf-build into dist/server/main.js), required by the
// gateway. Async boundary, as in the browser: the shared singletons are set up before any of them is used.
import type { ShellServerModule } from '@jobportal/platform-contract';

export const createPageRenderer: ShellServerModule['createPageRenderer'] = async (options) => {
  const { createRenderer } = await import('./pageRenderer');
  return createRenderer(options);
};
