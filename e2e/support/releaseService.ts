import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activeVersion, registryDir, ROOT } from './releases';

/** The release service (the gateway's /api/releases) as a release engineer uses it: the CLI and plain HTTP. */
export const PORTAL = process.env.PORTAL_URL ?? 'http://localhost:8080';

export interface ServiceAnswer {
  status: number;
  body: {
    from?: string | null;
    to?: string | null;
    error?: { code: string; message: string; reasons?: string[]; changedBy?: string | null };
  };
  ms: number;
}

export async function callService(
  token: string,
  remote: string,
  action: string,
  body: object,
): Promise<ServiceAnswer> {
  const started = performance.now();
  const response = await fetch(`${PORTAL}/api/releases/${remote}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as ServiceAnswer['body'];
  return { status: response.status, body: answer, ms: performance.now() - started };
}

/** The CLI in service mode (what CI and production use): exit code and everything it printed. */
export function serviceCli(token: string, ...args: string[]): { code: number; output: string } {
  const run = spawnSync('node', ['--import', 'tsx', 'tools/remotes/src/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASE_SERVICE_URL: PORTAL, RELEASE_TOKEN: token, REGISTRY_DIR: '' },
    encoding: 'utf8',
  });
  return { code: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
}

/** The served build of `folder` copied and changed by `edit`: a candidate release on disk (caller removes it). */
export function changedCopy(folder: string, edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${folder}-`));
  fs.cpSync(path.join(registryDir, 'remotes', folder, activeVersion(folder)), dir, { recursive: true });
  for (const name of fs.readdirSync(dir))
    if (name.startsWith('.')) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  edit(dir);
  return dir;
}

/** Every script of a build (browser and server) whose text holds `needle`. */
export function scriptsWith(dir: string, needle: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js') && fs.readFileSync(file, 'utf8').includes(needle)) found.push(file);
    }
  };
  walk(dir);
  return found;
}

/** Replaces `needle` in every script holding it (and drops their compressed copies, now stale). */
export function replaceInScripts(dir: string, needle: string, replacement: string): number {
  const files = scriptsWith(dir, needle);
  for (const file of files) {
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split(needle).join(replacement));
    for (const suffix of ['.br', '.gz']) fs.rmSync(`${file}${suffix}`, { force: true });
  }
  return files.length;
}

/** Cuts a file to its first half (a copy that stopped mid-way). */
export function cutInHalf(file: string): void {
  const bytes = fs.readFileSync(file);
  fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
  for (const suffix of ['.br', '.gz']) fs.rmSync(`${file}${suffix}`, { force: true });
}

export const servedVersion = (folder: string) => activeVersion(folder);

/** The direct CLI (the previous way, local only): for the interleaved timing comparison. */
export function directCli(...args: string[]): number {
  const started = performance.now();
  execFileSync('node', ['--import', 'tsx', 'tools/remotes/src/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, REGISTRY_DIR: registryDir },
  });
  return performance.now() - started;
}
