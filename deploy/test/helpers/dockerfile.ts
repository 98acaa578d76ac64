/**
 * Replays a Dockerfile outside Docker (no Docker engine on these machines): the build stage's commands in the
 * repository, the runtime stage's COPY / npm ci / ENV into a temporary directory standing for the image's WORKDIR,
 * and hands back its CMD. Only the instructions our Dockerfiles use are understood; anything else fails loudly.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type Step =
  { kind: 'copy'; from: string | null; sources: string[]; dest: string } | { kind: 'run'; command: string };

export interface Stage {
  name: string | null;
  workdir: string;
  env: Record<string, string>;
  /** COPY and RUN in the order written. */
  steps: Step[];
  cmd: string[] | null;
  user: string | null;
}

/** The stages of a Dockerfile, in order (line continuations joined, comments dropped). */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of lines) {
    const [, instruction, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    const stage = stages.at(-1);
    if (instruction === 'FROM') {
      const name = /\sAS\s+(\S+)$/i.exec(rest)?.[1] ?? null;
      stages.push({ name, workdir: '/', env: {}, steps: [], cmd: null, user: null });
    } else if (!stage) throw new Error(`${instruction} before FROM`);
    else if (instruction === 'WORKDIR') stage.workdir = path.posix.resolve(stage.workdir, rest);
    else if (instruction === 'ENV') {
      for (const [, key, value] of rest.matchAll(/(\w+)=("[^"]*"|\S+)/g))
        stage.env[key] = value.replace(/^"|"$/g, '');
    } else if (instruction === 'COPY') {
      const words = rest.split(/\s+/);
      const from = words[0].startsWith('--from=') ? words.shift()!.slice('--from='.length) : null;
      const dest = words.pop()!;
      stage.steps.push({ kind: 'copy', from, sources: words, dest });
    } else if (instruction === 'RUN') stage.steps.push({ kind: 'run', command: rest });
    else if (instruction === 'CMD') stage.cmd = JSON.parse(rest) as string[];
    else if (instruction === 'USER') stage.user = rest;
    else if (instruction !== 'EXPOSE') throw new Error(`unsupported instruction: ${line}`);
  }
  return stages;
}

/** The `&&`-joined commands of a RUN instruction. */
const commands = (run: string) => run.split('&&').map((part) => part.trim());

/**
 * Runs the build stage's commands in the repository (the build context), except the full `npm ci`: the
 * repository's node_modules is that install.
 */
export function replayBuildStage(stage: Stage, root: string): void {
  for (const step of stage.steps) {
    if (step.kind !== 'run') continue;
    for (const command of commands(step.command)) {
      if (/^npm ci\b/.test(command)) continue;
      execSync(command, { cwd: root, stdio: 'pipe', env: { ...process.env, NX_DAEMON: 'false' } });
    }
  }
}

/**
 * The runtime stage replayed into `dir` (the image's WORKDIR): files copied from the repository (the build stage
 * built them there, in the same places), `npm ci` run offline from the machine's npm cache (the same packages,
 * no network). Returns the stage's environment with the WORKDIR path mapped to `dir`, and its CMD.
 */
export function replayRuntimeStage(
  stages: Stage[],
  root: string,
  dir: string,
): { env: Record<string, string>; cmd: string[] } {
  const stage = stages.at(-1)!;
  const mapPath = (value: string) => value.replaceAll(stage.workdir, dir);
  for (const step of stage.steps) {
    if (step.kind === 'run') runtimeRun(step.command, dir);
    else copy(step, stages, root, dir);
  }
  if (!stage.cmd) throw new Error('the runtime stage has no CMD');
  return {
    env: Object.fromEntries(Object.entries(stage.env).map(([key, value]) => [key, mapPath(value)])),
    cmd: stage.cmd,
  };
}

/** What a runtime stage may RUN besides npm ci: cleaning the image's npm cache (never the machine's). */
const SKIPPED = new Set(['npm cache clean --force']);

function copy(step: Extract<Step, { kind: 'copy' }>, stages: Stage[], root: string, dir: string): void {
  const buildStage = step.from === null ? null : stages.find((s) => s.name === step.from);
  if (step.from !== null && !buildStage) throw new Error(`COPY --from=${step.from}: no such stage`);
  const dest = path.resolve(dir, step.dest);
  const intoDirectory = step.dest.endsWith('/') || step.sources.length > 1;
  for (const source of step.sources) {
    // A build stage's WORKDIR is the repository here (COPY . . then building in place).
    const relative = buildStage ? path.posix.relative(buildStage.workdir, source) : source;
    fs.cpSync(path.join(root, relative), intoDirectory ? path.join(dest, path.basename(relative)) : dest, {
      recursive: true,
    });
  }
}

/** npm ci of the runtime stage, offline: the machine's npm cache holds the packages the repository installed. */
function runtimeRun(run: string, dir: string): void {
  for (const command of commands(run)) {
    if (SKIPPED.has(command)) continue;
    if (!/^npm ci\b.*--omit=dev\b/.test(command))
      throw new Error(`the runtime stage runs "${command}": replay it here too`);
    execSync(`${command} --offline --loglevel=error`, { cwd: dir, stdio: 'pipe' });
  }
}
