import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authEmulatorCommand } from '@jobportal/deployment';

export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-jobportal';
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export async function emulatorAnswers(): Promise<boolean> {
  try {
    const res = await fetch(`http://${EMULATOR_HOST}/`, { signal: AbortSignal.timeout(1500) });
    return res.status < 500;
  } catch {
    return false;
  }
}

/** Starts `firebase emulators:start --only auth` (about 24-40 s on 2 cores) and waits until it answers. */
export async function startEmulator(timeoutMs = 120_000): Promise<ChildProcess> {
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobportal-auth-emulator-'));
  const command = authEmulatorCommand({ host: EMULATOR_HOST, projectId: PROJECT_ID, configDir });
  const child = spawn('npx', command, {
    cwd: REPO_ROOT,
    env: { ...process.env, CI: 'true' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`Firebase emulator exited (${child.exitCode}):\n${output}`);
    if (await emulatorAnswers()) return child;
    await new Promise((r) => setTimeout(r, 1000));
  }
  stopEmulator(child);
  throw new Error(`Firebase emulator not ready after ${timeoutMs} ms:\n${output}`);
}

export function stopEmulator(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM'); // the whole process group (npx -> firebase -> java-less node emulator)
  } catch {
    child.kill('SIGTERM');
  }
}
