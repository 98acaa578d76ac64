import type { RuntimeConfig } from '@jobportal/platform-contract';

export type { RuntimeConfig };

declare global {
  var __JOBPORTAL_CONFIG__: RuntimeConfig | undefined;
}

const fallback: RuntimeConfig = {
  runMode: 'development',
  publicBaseUrl: typeof window !== 'undefined' ? window.location.origin : 'http://localhost:8080',
  apiBaseUrl: '/api',
  firebase: {
    apiKey: 'fake-api-key',
    authDomain: 'localhost',
    projectId: 'demo-jobportal',
    emulatorOrigin: typeof window !== 'undefined' ? window.location.origin : null,
    tenants: { candidate: 'candidate-pool', corporate: 'corporate-pool' },
  },
};

export function getRuntimeConfig(): RuntimeConfig {
  return globalThis.__JOBPORTAL_CONFIG__ ?? fallback;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  globalThis.__JOBPORTAL_CONFIG__ = config;
}
