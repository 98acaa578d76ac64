export { authEmulatorRefusal, isLoopbackHost, type EmulatorSettings } from './authEmulator';
