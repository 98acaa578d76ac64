/** Where the CLI makes its changes: on this machine's REGISTRY_DIR, or through the release service. */
export type CliMode = { kind: 'direct' } | { kind: 'service'; url: string; token: string };

/**
 * RELEASE_SERVICE_URL given: the release service (with RELEASE_TOKEN). Otherwise the registry on disk, except in
 * production, where every change goes through the service (authenticated, compare-and-set, smoke rendered).
 */
export function cliMode(env: NodeJS.ProcessEnv): CliMode {
  const url = env.RELEASE_SERVICE_URL?.trim();
  if (url) {
    const token = env.RELEASE_TOKEN?.trim();
    if (!token) {
      throw new Error(
        'RELEASE_SERVICE_URL is set but RELEASE_TOKEN is not: give a staff ID token with the release role',
      );
    }
    return { kind: 'service', url, token };
  }
  if (env.RUN_MODE === 'production' || env.NODE_ENV === 'production') {
    throw new Error(
      `refused: changing the registry on disk (${env.REGISTRY_DIR || 'REGISTRY_DIR'}) directly in production ` +
        `(${env.RUN_MODE === 'production' ? 'RUN_MODE' : 'NODE_ENV'}=production). Use the release service: ` +
        'RELEASE_SERVICE_URL=https://<site>/ and RELEASE_TOKEN=<staff ID token with the release role>',
    );
  }
  return { kind: 'direct' };
}
