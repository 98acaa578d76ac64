import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { buildProbe } from './probeBuild';

// Every container's remoteEntry.js carries the federation runtime's bundler part. Built from the runtime's CommonJS
// files it held all of @module-federation/sdk, unminified (a direct eval in the sdk's Node.js loader stops the
// minifier), ~13 KB gzip per container on every first load; the ES module builds and the runtime's browser target
// (libs/mf-build/src/index.mjs) keep what the browser runs: ~9 KB. Every script also gets the compressed copies
// the gateway sends (precompress-plugin.mjs).
const ERROR_MESSAGE = path.resolve(__dirname, '../src/federation-error-codes/getShortErrorMsg.mjs');

// A name in a string the workspace's import scan does not read as an import of mf-shared-ui by this library.
const DESIGN_SYSTEM = 'mf_shared_ui';

/** A small remote that loads from the design system as the page remotes do (its remote loading comes with it). */
function buildProbeRemote(dir: string): void {
  buildProbe(
    dir,
    {
      'src/index.ts': "import('./probe');\n",
      'src/probe.ts': `export const probe = () => import('${DESIGN_SYSTEM}/platform');\n`,
    },
    { name: 'mf_public', exposes: { './probe': './src/probe.ts' }, remotes: ['mf_shared_ui'] },
  );
}

describe("a container's browser build", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-build-runtime-'));
  let remoteEntry = '';
  beforeAll(() => {
    buildProbeRemote(dir);
    remoteEntry = fs.readFileSync(path.join(dir, 'dist/remoteEntry.js'), 'utf8');
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  // (booleans: a failure does not print the whole file)
  it("has no Node.js loader of the sdk (nor its eval) in the browser's remote entry", () => {
    expect(remoteEntry.includes('mf_public')).toBe(true);
    expect(remoteEntry.includes('runInThisContext')).toBe(false);
    expect(/\beval\(/.test(remoteEntry)).toBe(false);
  });

  it('is minified and small, with the federation core taken from the shell', () => {
    // The CommonJS sdk kept its own names (e.g. `let FederationModuleManifest=`).
    expect(remoteEntry.includes('FederationModuleManifest')).toBe(false);
    expect(remoteEntry.includes('_FEDERATION_RUNTIME_CORE')).toBe(true);
    expect(zlib.gzipSync(remoteEntry).length).toBeLessThan(10_000);
  });

  // The runtime's table of error descriptions was in every container's entry (federation-error-codes/).
  it("keeps the federation runtime's error codes, not the table of their descriptions", () => {
    expect(remoteEntry.includes('mf_shared_ui')).toBe(true);
    expect(remoteEntry.includes('RUNTIME-009')).toBe(true);
    expect(remoteEntry.includes('Please call createInstance first.')).toBe(false);
    expect(remoteEntry.includes('Failed to get remoteEntry exports.')).toBe(false);
  });

  it('writes a federation error as its code, its arguments, the docs link and the original error', () => {
    const script = `const { getShortErrorMsg } = await import(${JSON.stringify(ERROR_MESSAGE)});
      console.log(getShortErrorMsg('RUNTIME-008', {}, { url: '/remotes/x/remoteEntry.js' }, 'timeout'));`;
    const message = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(message.trim().split('\n')).toEqual([
      'Module Federation error #RUNTIME-008',
      'args: {"url":"/remotes/x/remoteEntry.js"}',
      'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008',
      'Original Error Message:',
      ' timeout',
    ]);
  });

  it('writes a brotli and a gzip copy of every script, each decoding to the script', () => {
    const scripts = fs.readdirSync(path.join(dir, 'dist')).filter((name) => name.endsWith('.js'));
    const large = scripts.filter((name) => fs.statSync(path.join(dir, 'dist', name)).size >= 1024);
    expect(large).toContain('remoteEntry.js');
    for (const name of large) {
      const file = fs.readFileSync(path.join(dir, 'dist', name));
      const br = fs.readFileSync(path.join(dir, 'dist', `${name}.br`));
      expect(zlib.brotliDecompressSync(br).equals(file)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'dist', `${name}.gz`))).equals(file)).toBe(true);
      // best quality: smaller than the gzip a server makes per response
      expect(br.length).toBeLessThan(zlib.gzipSync(file).length);
    }
  });

  // V8 compiles a hinted script on its streaming thread while it downloads, not function by function on the main
  // thread while the page starts (compile-hints-plugin.mjs). The hint is a comment: the minifier must not drop it.
  it('starts every script with the compile hint, in the compressed copies too', () => {
    const scripts = fs.readdirSync(path.join(dir, 'dist')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThanOrEqual(3); // remoteEntry, the expose, the lazily imported chunk
    for (const name of scripts) {
      expect(
        fs.readFileSync(path.join(dir, 'dist', name), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
      ).toBe(true);
    }
    const br = zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'dist/remoteEntry.js.br')));
    expect(br.toString('utf8').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });
});
