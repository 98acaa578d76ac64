import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REMOTES } from '@jobportal/platform-contract';

// index.mjs is plain ESM (rspack loads it without a TypeScript loader), so it cannot import the container names
// from @jobportal/platform-contract: its dev ports are checked against them instead.
function devPortNames(): string[] {
  const index = path.resolve(__dirname, '../src/index.mjs');
  const script = `const { DEV_PORTS } = await import(${JSON.stringify(index)}); console.log(JSON.stringify(Object.keys(DEV_PORTS)));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe('dev server ports', () => {
  it('has one port for the shell and for every container of the registry, and no other', () => {
    expect(devPortNames().sort()).toEqual(['shell', ...Object.values(REMOTES)].sort());
  });
});
