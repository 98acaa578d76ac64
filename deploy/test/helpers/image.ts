/**
 * The replayed image's CMD as a container would run it: its ENV, the compose service's environment and nothing
 * of this shell but PATH, in its own process group (stopped by id at the end of the test).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';

/** Packages only development needs: none may be installed in, or required by, a runtime image. */
export const DEV_ONLY = [
  'tsx',
  'typescript',
  'firebase-tools',
  '@rspack/core',
  '@rspack/cli',
  'jest',
  '@playwright/test',
  'playwright',
  'nx',
  'esbuild',
  'maildev',
];

/** A docker-compose.yml service's environment with its defaults (`${VAR:-default}` as if VAR were unset). */
export function composeEnvironment(root: string, service: string): Record<string, string> {
  const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { environment: Record<string, string> }>;
  };
  return Object.fromEntries(
    Object.entries(compose.services[service].environment).map(([key, value]) => [
      key,
      value.replace(/\$\{\w+:-([^}]*)\}/g, '$1'),
    ]),
  );
}

export interface Running {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Runs a `node` CMD in `dir` with exactly `env` (plus PATH). */
export function runCmd(cmd: string[], dir: string, env: Record<string, string>): Running {
  const [command, ...args] = cmd;
  if (command !== 'node') throw new Error(`CMD runs ${command}, not node`);
  let output = '';
  // This repository's pinned Node: the images' base image carries the same major (tools/start/test/runtime.test.ts).
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

/** Waits until `url` answers 200 (the process still running), or fails with its output. */
export async function untilOk(url: string, process: Running, timeoutMs = 40_000): Promise<void> {
  let gone = false;
  void process.exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer:\n${process.output()}`);
}

export async function stop(process_: Running): Promise<void> {
  process.kill(-process_.child.pid!, 'SIGTERM');
  await process_.exited;
}

/** Kills whatever a failed test left running. */
export function killAll(): void {
  for (const child of running) process.kill(-child.pid!, 'SIGKILL');
}

/** The npm packages a built file loads: require("x"), import("x"), a top-level import … from "x" (Node's own left out). */
export function loadedPackages(bundle: string): string[] {
  const specifiers = [
    ...bundle.matchAll(/\b(?:require|import)\("([^"./][^"]*)"\)|^import\b[^"\n]*?\bfrom\s*"([^"./][^"]*)"/gm),
  ].map(([, a, b]) => a ?? b);
  return [
    ...new Set(
      specifiers
        .filter((s) => !s.startsWith('node:'))
        .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]))
        .filter((name) => !builtinModules.includes(name)),
    ),
  ];
}
