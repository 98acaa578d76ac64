/**
 * The configuration the gateway serves at /app-config.json: the shell loads it before anything else, and the
 * shell's server build renders with it (the API's own address instead of '/api').
 */
export interface RuntimeConfig {
  runMode: 'production' | 'development' | 'test';
  publicBaseUrl: string;
  apiBaseUrl: string; // '/api'
  /** The operator has switched the image endpoint on (mf-public's responsive images). */
  imagePipeline?: boolean;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Origin the Auth SDK talks to when the emulator is used (the gateway proxies it), else null. */
    emulatorOrigin: string | null;
    /** `staff`: the back office's pool (mf-backoffice); absent from a gateway older than the back office. */
    tenants: { candidate: string; corporate: string; staff?: string };
  };
}
