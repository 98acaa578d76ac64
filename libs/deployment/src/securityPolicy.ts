import type { HelmetOptions } from 'helmet';

/** What the browser's Firebase Auth SDK talks to when it signs in against Google (no emulator). */
const GOOGLE_IDENTITY = {
  connect: [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
  ],
  // signInWithPopup loads gapi from here to open the authDomain's /__/auth/iframe.
  script: ['https://apis.google.com'],
};

export interface SecuritySettings {
  /** 'sha256-…' sources of the served document's inline scripts (inlineScripts.ts); none for other files. */
  scriptHashes: string[];
  /**
   * The Firebase authDomain when the browser signs in against Google; null when the Auth emulator is served on
   * the portal's own origin ('self' covers it).
   */
  googleAuthDomain: string | null;
  /** Served over HTTPS (RUN_MODE=production): HSTS and upgrade-insecure-requests. */
  production: boolean;
  /** Published remotes may be loaded by other origins (a remote's dev server): cross-origin instead of same-origin. */
  crossOriginResource?: boolean;
}

/**
 * Not in helmet (it dropped the header): the browser features the portal never uses. Only features Chromium
 * knows, since an unknown one is reported as a console error on every page.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()';

/**
 * The portal's security headers for the shell, its remotes and its static files, as helmet options:
 * the gateway sends them and the production web server gets the same strings from them (nginxHeaders.ts).
 * Scripts only from the origin and the hashes of the document's own inline scripts; styles may be inline because
 * antd's CSS-in-JS inserts <style> elements at run time and prerendered markup carries style attributes.
 */
export function securityHeaderOptions(settings: SecuritySettings): HelmetOptions {
  const google = settings.googleAuthDomain !== null;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'script-src': ["'self'", ...settings.scriptHashes, ...(google ? GOOGLE_IDENTITY.script : [])],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(google ? GOOGLE_IDENTITY.connect : [])],
        'frame-src': ["'self'", ...(google ? [`https://${settings.googleAuthDomain}`] : [])],
        // The installable app (issue 44): its service worker (/sw.js) and web app manifest, from the origin only.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        ...(settings.production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Firebase's signInWithPopup keeps a handle on its popup (same-origin would cut it).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: settings.crossOriginResource ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: settings.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}
