/**
 * The Firebase Auth emulator accepts unsigned ID tokens for any user and hands out every account (passwords
 * included) to an "owner" bearer: it is for a developer's own machine only. Every server of the portal asks this
 * before it starts with the emulator and refuses to start when it answers a reason.
 */
export interface EmulatorSettings {
  /** host:port or URL of the emulator; empty or null when the real Firebase Auth is used. */
  emulator: string | null | undefined;
  /** RUN_MODE of the process. */
  runMode: string;
  /** Address the server listens on (HOST). */
  host: string;
  /** ALLOW_AUTH_EMULATOR_ON_NETWORK: 'true' lets a closed test network reach an emulator-backed server. */
  allowOnNetwork?: string;
}

/** 127.0.0.0/8, ::1, localhost: addresses other machines cannot reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
}

/** Why this process must not start with the emulator, or null when it may (or does not use it). */
export function authEmulatorRefusal(settings: EmulatorSettings): string | null {
  if (!settings.emulator) return null;
  if (settings.runMode === 'production') {
    return (
      'The Firebase Auth emulator is switched on (FIREBASE_AUTH_EMULATOR_HOST / USE_AUTH_EMULATOR) while ' +
      'RUN_MODE=production. It accepts forged sign-ins: unset FIREBASE_AUTH_EMULATOR_HOST (npm start: ' +
      'USE_AUTH_EMULATOR=false) and configure the real Firebase project.'
    );
  }
  if (!isLoopbackHost(settings.host) && settings.allowOnNetwork !== 'true') {
    return (
      `The Firebase Auth emulator is switched on and HOST=${settings.host} is reachable from other machines. ` +
      'Listen on 127.0.0.1 (the default), or set ALLOW_AUTH_EMULATOR_ON_NETWORK=true on a closed test network.'
    );
  }
  return null;
}
