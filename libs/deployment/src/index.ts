export { authEmulatorRefusal, isLoopbackHost, type EmulatorSettings } from './authEmulator';
export { parseTrustProxy, withLoopback, type TrustProxy } from './trustProxy';
export { EMULATOR_PREFIXES, isAllowedEmulatorCall, isEmulatorPath } from './authEmulatorCalls';
