export { authEmulatorRefusal, isLoopbackHost, type EmulatorSettings } from './authEmulator';
export { parseTrustProxy, withLoopback, type TrustProxy } from './trustProxy';
export { EMULATOR_PREFIXES, isAllowedEmulatorCall, isEmulatorPath } from './authEmulatorCalls';
export { PERMISSIONS_POLICY, securityHeaderOptions, type SecuritySettings } from './securityPolicy';
export { inlineScriptHashes } from './inlineScripts';
export { helmetHeaders, type SetHeaders } from './helmetHeaders';
export { boundedMemo } from './boundedMemo';
export { nginxHeaderLines } from './nginxHeaders';
export { authEmulatorCommand } from './authEmulatorStart';
