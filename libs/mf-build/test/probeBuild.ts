import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const INDEX = path.resolve(__dirname, '../src/index.mjs');

/**
 * A production build, with the project's federated config (`createFederatedConfig` options as JSON), of a small
 * container whose source files are `files` (paths under its folder), in `dir`. Run in node: index.mjs is plain ESM
 * that loads rspack.
 */
export function buildProbe(
  dir: string,
  files: Record<string, string>,
  options: Record<string, unknown>,
): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const script = `const { createFederatedConfig } = await import(${JSON.stringify(INDEX)});
    const { rspack } = await import('@rspack/core');
    const config = createFederatedConfig({ ...${JSON.stringify(options)}, dir: ${JSON.stringify(dir)} });
    const stats = await new Promise((resolve, reject) =>
      rspack(config).run((error, result) => (error ? reject(error) : resolve(result))));
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
}
