import type { GatewayOptions } from '../src/gateway';

/** Gateway options for tests: development mode, a fake Firebase web config; folders and upstreams from the test. */
export function testGatewayOptions(
  options: Pick<GatewayOptions, 'shellDir' | 'registryDir' | 'apiUrl' | 'authEmulatorUrl'> &
    Partial<GatewayOptions>,
): GatewayOptions {
  return {
    runMode: 'development',
    publicBaseUrl: 'http://localhost:8080',
    firebase: {
      apiKey: 'k',
      authDomain: 'localhost',
      projectId: 'demo-x',
      tenants: { candidate: 'c', corporate: 'e' },
    },
    ...options,
  };
}
