/**
 * Builds a server (the API, the gateway) into one JavaScript file that production runs with `node`.
 *
 *   tsx deploy/build/bundle-server.ts <entry.ts> <outfile> <cjs|esm>   (paths relative to the current directory)
 *
 * The workspace's own TypeScript libraries (@jobportal/*) are bundled; npm packages stay external and must be
 * runtime `dependencies` of the root or the project's package.json (a devDependency fails the build). Next to the bundle it writes
 * package.json (the packages the bundle imports) and package-lock.json (the root lock file pruned to them), so
 * the runtime image installs exactly those with `npm ci --omit=dev`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { PackageJson } from 'nx/src/utils/package-json';
import { externalPackages, isBareSpecifier } from './externals';
import { prunedLockFile } from './lockfile';

const root = path.resolve(__dirname, '../..');

async function main(entry: string, outfile: string, format: 'cjs' | 'esm'): Promise<void> {
  const outdir = path.dirname(path.resolve(outfile));
  // The runtime dependencies: the root package.json's and the project's own (the current directory's).
  const runtime: Record<string, string> = Object.assign(
    {},
    ...[root, process.cwd()].map(
      (dir) =>
        (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: object })
          .dependencies,
    ),
  );

  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format,
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    // ESM output: bundled CommonJS code may still call require().
    banner:
      format === 'esm'
        ? {
            js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
          }
        : undefined,
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) =>
            isBareSpecifier(args.path) && !args.path.startsWith('@jobportal/')
              ? { path: args.path, external: true }
              : undefined,
          );
        },
      },
    ],
  });

  const packages = externalPackages(result.metafile);
  const notRuntime = packages.filter((name) => !runtime[name]);
  if (notRuntime.length)
    throw new Error(
      `${entry} imports packages that are not runtime dependencies (package.json "dependencies" of the root or the project): ${notRuntime.join(', ')}`,
    );
  const project = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { name: string }).name;
  const manifest: PackageJson = {
    name: `${project}-runtime`,
    version: '0.0.0',
    private: true,
    type: format === 'esm' ? 'module' : 'commonjs',
    dependencies: Object.fromEntries(packages.map((name) => [name, runtime[name]])),
  };
  fs.writeFileSync(path.join(outdir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.writeFileSync(path.join(outdir, 'package-lock.json'), await prunedLockFile(manifest));
  console.log(`${outfile}: ${packages.length} runtime packages (${packages.join(', ')})`);
}

const [entry, outfile, format] = process.argv.slice(2);
if (!entry || !outfile || (format !== 'cjs' && format !== 'esm')) {
  console.error('usage: bundle-server.ts <entry.ts> <outfile> <cjs|esm>');
  process.exit(2);
}
main(entry, outfile, format).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
