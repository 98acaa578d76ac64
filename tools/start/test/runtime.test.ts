import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The project pins its own Node (the `node` package in the root devDependencies puts that binary first on the
 * PATH of every npm script), so `npm start`, `npm test`, the journeys and the images run one supported LTS line
 * whatever Node the machine carries. docs/DECISIONS.md "Runtime" says which line and why.
 */
const root = join(__dirname, '..', '..', '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const pinned = rootPackage.devDependencies.node;
const major = (version: string) => Number(/(\d+)\./.exec(version)?.[1]);

describe('one Node runtime everywhere', () => {
  it('the pin is an exact version of an LTS (even-numbered) line', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(major(pinned) % 2).toBe(0);
  });

  it('npm scripts run on the pinned Node, not the machine one', () => {
    expect(process.versions.node).toBe(pinned);
  });

  it('engines and @types/node name the same major', () => {
    expect(major(rootPackage.engines.node.replace(/^[^\d]*/, ''))).toBe(major(pinned));
    expect(major(rootPackage.devDependencies['@types/node'].replace(/^[^\d]*/, ''))).toBe(major(pinned));
  });

  it('every image builds and runs on the same major', () => {
    const dockerfiles = readdirSync(join(root, 'deploy')).filter((f) => f.endsWith('Dockerfile'));
    expect(dockerfiles.length).toBeGreaterThan(0);
    for (const file of dockerfiles) {
      const nodeImages = [...readFileSync(join(root, 'deploy', file), 'utf8').matchAll(/^FROM node:(\d+)/gm)];
      for (const [, imageMajor] of nodeImages) expect(Number(imageMajor)).toBe(major(pinned));
    }
  });
});
