import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const PLUGIN = path.join(__dirname, '../src/shared-exports-plugin.mjs');

/** exportedNames() of the plugin, run in node (the plugin is ESM that loads rspack: not for Jest's module system). */
function exportedNames(source: string): string[] {
  const script = `import { exportedNames } from ${JSON.stringify(PLUGIN)};
    console.log(JSON.stringify(exportedNames(${JSON.stringify(source)})));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script]).toString());
}

// Each build writes mf-shared-exports.json from these names; the registry refuses a remote whose list has a name
// the running shell's lacks (tools/remotes compatibility check).
describe('the export list each build records of the cut-down react-router', () => {
  it('is every name the cut-down module exports, sorted', () => {
    const source = fs.readFileSync(path.join(__dirname, '../src/react-router-shared.mjs'), 'utf8');
    const names = exportedNames(source);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['Link', 'Outlet', 'useRoutes', 'useNavigate']));
    expect(names).toHaveLength(source.match(/^\s+\w+,$/gm)?.length ?? 0);
  });

  it('reads renamed exports by the name they are exported as', () => {
    expect(exportedNames("export { a, b as c,\n d } from 'x';")).toEqual(['a', 'c', 'd']);
  });
});
