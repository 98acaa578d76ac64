// Runs registry operations in a process of its own, to test what two operators (or npm start) do at once.
//   node --import tsx worker.ts <root> rollback <remote>
//   node --import tsx worker.ts <root> publish <remote> <dist>
//   node --import tsx worker.ts <root> activate-many <remote> <count> <version>...
import path from 'node:path';
import { Registry } from '../../src/registry';

const [root, op, remote, ...rest] = process.argv.slice(2);
const registry = new Registry(path.join(root, '.registry'), {
  repoRoot: path.join(root, 'repo'),
  shellDist: path.join(root, 'repo', 'shell', 'dist'),
});
// Workers start the operation at the same instant (START_AT, epoch ms), not when each happens to be loaded.
const startAt = Number(process.env.START_AT ?? 0);
while (Date.now() < startAt) {
  // busy wait: a timer's resolution would spread the start times again
}
try {
  if (op === 'rollback') console.log(registry.rollback(remote));
  else if (op === 'publish') console.log(registry.publish(remote, rest[0]).version);
  else if (op === 'activate-many') {
    const [count, ...versions] = rest;
    for (let i = 0; i < Number(count); i++) registry.activate(remote, versions[i % versions.length]);
  } else throw new Error(`unknown op ${op}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
