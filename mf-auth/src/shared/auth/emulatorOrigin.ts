import { getRuntimeConfig } from 'mf_shared_ui/platform';

/**
 * With the Auth emulator, the portal serves it on its own origin (the gateway, or nginx in front, proxies the
 * emulator's paths), so the SDK talks to the page's origin: a visitor on 127.0.0.1 while the portal names
 * localhost (or www while it names the bare domain) would otherwise call another origin, which CSP refuses and
 * sign-in fails with a network error. null when the real Firebase Auth is used.
 */
export function emulatorOrigin(): string | null {
  return getRuntimeConfig().firebase.emulatorOrigin ? window.location.origin : null;
}
