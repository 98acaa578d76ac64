import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess, stopAll } from '../src/processes';
import { Supervisor } from '../src/supervisor';

/** A tiny child: exits with `code` after `afterMs` (or runs for a minute). */
const tiny = (code: number, afterMs = 0): ChildProcess =>
  spawn(process.execPath, ['-e', `setTimeout(() => process.exit(${code}), ${afterMs})`], { stdio: 'ignore' });

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Supervisor', () => {
  it('restarts a child that exits, says so, backs off, and gives up after the per-minute bound', async () => {
    const lines: string[] = [];
    const delays: number[] = [];
    let starts = 0;
    const supervisor = new Supervisor({
      name: 'api',
      start: () => {
        starts += 1;
        return tiny(3);
      },
      maxRestartsPerMinute: 3,
      backoffMs: (recent) => {
        delays.push(recent);
        return 30 * 2 ** recent;
      },
      log: (line) => lines.push(line),
    });
    await waitFor(() => lines.some((l) => l.includes('giving up')));
    supervisor.stop();
    expect(starts).toBe(4);
    expect(delays).toEqual([0, 1, 2]);
    expect(lines).toEqual([
      '[start] api exited with code 3, restarting in 0.03 s',
      '[start] api exited with code 3, restarting in 0.06 s',
      '[start] api exited with code 3, restarting in 0.12 s',
      '[start] api exited with code 3; restarted 3 times within a minute, giving up',
    ]);
  });

  it('a child killed by a signal is restarted too, and the new one keeps running', async () => {
    const lines: string[] = [];
    const supervisor = new Supervisor({
      name: 'api',
      start: () => tiny(0, 60_000),
      backoffMs: () => 10,
      log: (line) => lines.push(line),
    });
    const first = supervisor.child;
    first.kill('SIGKILL');
    await waitFor(() => supervisor.child !== first && supervisor.child.pid !== undefined);
    expect(lines).toEqual(['[start] api exited with signal SIGKILL, restarting in 0.01 s']);
    supervisor.stop();
    supervisor.child.kill('SIGKILL');
  });

  it('after stop() (Ctrl-C) an exit is not restarted', async () => {
    const lines: string[] = [];
    let starts = 0;
    const supervisor = new Supervisor({
      name: 'api',
      start: () => {
        starts += 1;
        return tiny(1, 100);
      },
      backoffMs: () => 10,
      log: (line) => lines.push(line),
    });
    supervisor.stop();
    await new Promise((resolve) => supervisor.child.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(starts).toBe(1);
    expect(lines).toEqual([]);
  });
});

describe('startProcess with restart (as npm start runs the API)', () => {
  it('restarts the crashed process and stopAll stops it for good', async () => {
    const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jp-start-'));
    const errors: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    try {
      // Prints its pid, then exits with 7 the first time and keeps running afterwards (the marker file exists).
      const marker = path.join(logDir, 'crashed-once');
      const script = `console.log('pid', process.pid); const fs = require('fs');
        if (!fs.existsSync(${JSON.stringify(marker)})) { fs.writeFileSync(${JSON.stringify(marker)}, ''); process.exit(7); }
        setInterval(() => {}, 1000);`;
      startProcess('api', process.execPath, ['-e', script], {
        cwd: logDir,
        env: process.env,
        logDir,
        restart: true,
      });
      const log = () => fs.readFileSync(path.join(logDir, 'api.log'), 'utf8');
      await waitFor(() => fs.existsSync(path.join(logDir, 'api.log')) && log().split('pid').length === 3);
      expect(errors[0]).toMatch(/^\[start\] api exited with code 7, restarting in 1 s \(see .*api\.log\)$/);
      const pid = Number(/pid (\d+)\s*$/.exec(log())?.[1]);
      stopAll();
      await waitFor(() => {
        try {
          process.kill(pid, 0);
          return false;
        } catch {
          return true;
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(log().split('pid').length).toBe(3);
      expect(errors).toHaveLength(1);
    } finally {
      stopAll();
      spy.mockRestore();
      fs.rmSync(logDir, { recursive: true, force: true });
    }
  }, 15_000);
});
