import fs from 'node:fs';
import path from 'node:path';
import { buildProbe } from './probeBuild';

// The host's entry script held React DOM beside the federation runtime: one script the browser compiled and ran in
// one long task at start. React DOM is an initial script of its own (HOST_INITIAL_SPLIT in src/index.mjs).

/** A small host that renders with React DOM, shared eagerly as the shell shares it. */
function buildProbeHost(dir: string): void {
  buildProbe(
    dir,
    {
      'src/index.ts': "import('./bootstrap');\n",
      'src/bootstrap.ts':
        "import { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(null);\n",
      'src/index.html': '<!doctype html><html><head></head><body></body></html>\n',
    },
    { name: 'shell', isHost: true, eagerShared: ['react', 'react-dom', 'react-dom/client'] },
  );
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
