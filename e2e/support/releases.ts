import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Publishing with the repo's own tool (tools/remotes) into the portal's registry, for the release journeys. */
export const ROOT = path.resolve(__dirname, '../..');
export const registryDir = process.env.REGISTRY_DIR ?? path.join(ROOT, '.registry');

export const cli = (...args: string[]) =>
  execFileSync('node', ['--import', 'tsx', 'tools/remotes/src/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, REGISTRY_DIR: registryDir },
  }).toString();

export const activeVersion = (folder: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(registryDir, 'remotes.json'), 'utf8')) as {
      remotes: Record<string, { version: string }>;
    }
  ).remotes[folder.replace(/-/g, '_')].version;

/** A copy of the live build of `folder`, changed by `edit`, published (and activated) as `version`. */
export function publishCopy(folder: string, version: string, edit: (dir: string) => void): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${folder}-`));
  fs.cpSync(path.join(registryDir, 'remotes', folder, activeVersion(folder)), dir, { recursive: true });
  fs.rmSync(path.join(dir, '.published.json'), { force: true });
  edit(dir);
  cli('publish', folder, '--from', dir, '--version', version);
  fs.rmSync(dir, { recursive: true, force: true });
}

export const stampEntry = (tag: string) => (dir: string) =>
  fs.appendFileSync(path.join(dir, 'remoteEntry.js'), `\n/* ${tag} */\n`);
