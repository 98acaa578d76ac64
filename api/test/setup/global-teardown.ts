import type { ChildProcess } from 'node:child_process';
import { stopEmulator } from './emulator';

export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as { __AUTH_EMULATOR__?: ChildProcess }).__AUTH_EMULATOR__;
  if (child) stopEmulator(child);
}
