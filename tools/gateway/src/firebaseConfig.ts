import type { GatewayOptions } from './gateway';

/**
 * The Firebase web config the gateway publishes in /app-config.json, from the environment (FIREBASE_API_KEY,
 * FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID, FIREBASE_TENANT_CANDIDATE / _CORPORATE / _STAFF), with the emulator's demo
 * values as defaults: one reading for the gateway's own start, `npm start` and the compatibility run.
 */
export function firebaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayOptions['firebase'] {
  return {
    apiKey: env.FIREBASE_API_KEY ?? 'fake-api-key',
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? 'localhost',
    projectId: env.FIREBASE_PROJECT_ID ?? 'demo-jobportal',
    tenants: {
      candidate: env.FIREBASE_TENANT_CANDIDATE ?? 'candidate-pool',
      corporate: env.FIREBASE_TENANT_CORPORATE ?? 'corporate-pool',
      staff: env.FIREBASE_TENANT_STAFF ?? 'staff-pool',
    },
  };
}
