import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

// The host's entry script held React DOM beside the federation runtime: one script the browser compiled and ran in
// one long task at start. React DOM is an initial script of its own (HOST_INITIAL_SPLIT in src/index.mjs).
const INDEX = path.resolve(__dirname, '../src/index.mjs');

/** A production build of a small host with the project's federated config, in a folder of its own. */
function buildProbeHost(dir: string): void {
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/index.ts'), "import('./bootstrap');\n");
  fs.writeFileSync(
    path.join(dir, 'src/bootstrap.ts'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(null);\n",
  );
  fs.writeFileSync(
    path.join(dir, 'src/index.html'),
    '<!doctype html><html><head></head><body></body></html>\n',
  );
  const script = `const { createFederatedConfig } = await import(${JSON.stringify(INDEX)});
    const { rspack } = await import('@rspack/core');
    const config = createFederatedConfig({ name: 'shell', dir: ${JSON.stringify(dir)}, isHost: true,
      eagerShared: ['react', 'react-dom', 'react-dom/client'] });
    const stats = await new Promise((resolve, reject) =>
      rspack(config).run((error, result) => (error ? reject(error) : resolve(result))));
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
}

describe("the host's browser build", () => {
  // Inside the workspace: the probe imports React DOM from its node_modules.
  const cache = path.resolve(__dirname, '../../../node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'mf-build-host-'));
  beforeAll(() => buildProbeHost(dir), 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('starts the page with React DOM as a script of its own, before the entry script', () => {
    const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script defer(?:="defer")? src="\/([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([
      expect.stringMatching(/^react-dom\.[0-9a-f]+\.js$/),
      expect.stringMatching(/^main\./),
    ]);
    const size = (file: string) => fs.statSync(path.join(dir, 'dist', file)).size;
    // React DOM's client is ~200 KB minified; the entry keeps the federation runtime and React.
    expect(size(scripts[0])).toBeGreaterThan(150_000);
    expect(size(scripts[1])).toBeLessThan(size(scripts[0]));
  });
});
