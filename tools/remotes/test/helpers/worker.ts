// Runs registry operations in a process of its own, to test what two operators (or npm start) do at once.
//   node --import tsx worker.ts <root> rollback <remote>
//   node --import tsx worker.ts <root> publish <remote> <dist>
//   node --import tsx worker.ts <root> activate-many <remote> <count> <version>...
//   node --import tsx worker.ts <root> race-rollbacks <remote> <expect> <trials>   (registries <root>/trial-<i>)
import path from 'node:path';
import { Registry } from '../../src/registry';

/** Trials of race-rollbacks start this far apart: each is one rollback per worker, a few milliseconds. */
export const TRIAL_GAP_MS = 250;

const [root, op, remote, ...rest] = process.argv.slice(2);
const registryAt = (dir: string) =>
  new Registry(path.join(dir, '.registry'), {
    repoRoot: path.join(dir, 'repo'),
    shellDist: path.join(dir, 'repo', 'shell', 'dist'),
  });
// Workers start the operation at the same instant (START_AT, epoch ms), not when each happens to be loaded.
const startAt = Number(process.env.START_AT ?? 0);
const waitUntil = (at: number) => {
  while (Date.now() < at) {
    // busy wait: a timer's resolution would spread the start times again
  }
};
waitUntil(startAt);
try {
  const registry = registryAt(root);
  if (op === 'rollback') console.log(registry.rollback(remote).to);
  else if (op === 'publish') console.log(registry.publish(remote, rest[0]).version);
  else if (op === 'activate-many') {
    const [count, ...versions] = rest;
    for (let i = 0; i < Number(count); i++) registry.activate(remote, versions[i % versions.length]);
  } else if (op === 'race-rollbacks') {
    const [expected, trials] = rest;
    for (let i = 0; i < Number(trials); i++) {
      waitUntil(startAt + i * TRIAL_GAP_MS);
      try {
        const { to } = registryAt(path.join(root, `trial-${i}`)).rollback(remote, undefined, {
          expect: expected,
          who: `worker ${process.pid}`,
        });
        console.log(`${i} applied ${to}`);
      } catch (error) {
        console.log(`${i} ${(error as Error).name}: ${(error as Error).message}`);
      }
    }
  } else throw new Error(`unknown op ${op}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
