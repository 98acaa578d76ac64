import { emulatorAnswers, startEmulator } from './emulator';

/** Uses a running Auth emulator, or starts one for the run (stopped in global-teardown). */
export default async function globalSetup(): Promise<void> {
  if (await emulatorAnswers()) return;
  const child = await startEmulator();
  (globalThis as { __AUTH_EMULATOR__?: unknown }).__AUTH_EMULATOR__ = child;
}
