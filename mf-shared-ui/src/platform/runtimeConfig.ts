/** Configuration the gateway serves at /app-config.json; the shell loads it before anything else. */
export interface RuntimeConfig {
  runMode: 'production' | 'development' | 'test';
  publicBaseUrl: string;
  apiBaseUrl: string; // '/api'
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Origin the Auth SDK talks to when the emulator is used (the gateway proxies it), else null. */
    emulatorOrigin: string | null;
    tenants: { candidate: string; corporate: string };
  };
}

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
