import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Supervisor } from './supervisor';

const children: ChildProcess[] = [];
const supervisors: Supervisor[] = [];

interface ProcessOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  logDir: string;
  /** Start it again when it exits on its own (with a back-off, at most a few times a minute). */
  restart?: boolean;
}

/** Starts a long-running child in its own process group, its output prefixed and teed to a log file. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: ProcessOptions,
): ChildProcess {
  if (!options.restart) return spawnLogged(name, command, args, options);
  const logFile = path.join(options.logDir, `${name}.log`);
  const supervisor = new Supervisor({
    name,
    start: () => spawnLogged(name, command, args, { ...options, restart: true }),
    log: (line) => console.error(`${line} (see ${logFile})`),
  });
  supervisors.push(supervisor);
  return supervisor.child;
}

function spawnLogged(name: string, command: string, args: string[], options: ProcessOptions): ChildProcess {
  fs.mkdirSync(options.logDir, { recursive: true });
  const log = fs.createWriteStream(path.join(options.logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const verbose = process.env.VERBOSE === '1';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      if (verbose) process.stdout.write(`[${name}] ${chunk.toString()}`);
    });
  }
  child.on('exit', (code, signal) => {
    // A supervised child's exit is reported by its supervisor.
    if (!stopping && !options.restart)
      console.error(
        `[start] ${name} exited (${signal ?? code}); see ${path.join(options.logDir, `${name}.log`)}`,
      );
  });
  children.push(child);
  return child;
}

let stopping = false;

/** Stops every child group we started (Ctrl-C stops everything npm start started). */
export function stopAll(): void {
  stopping = true;
  for (const supervisor of supervisors) supervisor.stop();
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

export async function waitForHttp(
  url: string,
  timeoutMs: number,
  accept: (status: number) => boolean = (s) => s < 500,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (accept(response.status)) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function isUp(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}
