import path from 'node:path';
import { execFileSync } from 'node:child_process';

// An expose added beside others (mf-shared-ui's './ui-content') must not re-split the chunks of the exposes every
// page loads: it is kept out of chunk splitting (a chunk of its own, with copies of what it shares).
const INDEX = path.resolve(__dirname, '../src/index.mjs');

/** Which chunks the browser build lets the splitter take modules out of (index.mjs is ESM that loads rspack). */
function splitsChunks(wholeExposes?: string[]): Record<string, boolean> {
  const script = `const { createFederatedConfig } = await import(${JSON.stringify(INDEX)});
    const config = createFederatedConfig({ name: 'mf_shared_ui', dir: process.cwd(),
      exposes: { './ui': './ui.ts', './ui-content': './ui-content.ts' }, wholeExposes: ${JSON.stringify(wholeExposes)} });
    const chunks = config.optimization.splitChunks?.chunks;
    const asks = { ui: '__federation_expose_ui', content: '__federation_expose_ui_content' };
    const result = {};
    for (const [key, name] of Object.entries(asks))
      result[key] = typeof chunks === 'function' ? chunks({ name, canBeInitial: () => false }) : 'default';
    result.initial = typeof chunks === 'function' ? chunks({ name: 'main', canBeInitial: () => true }) : 'default';
    console.log(JSON.stringify(result));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    }),
  );
}

it('keeps a whole expose out of chunk splitting, and only it (async chunks as by default)', () => {
  expect(splitsChunks(['./ui-content'])).toEqual({ ui: true, content: false, initial: false });
});

it('leaves the splitting as rspack does it without whole exposes', () => {
  expect(splitsChunks()).toEqual({ ui: 'default', content: 'default', initial: 'default' });
});
