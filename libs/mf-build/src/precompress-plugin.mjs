import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Scripts and styles: the content-hashed files a page downloads (manifests stay as they are: see contentHash.ts). */
const COMPRESSIBLE = /\.(js|css)$/;
/** Below this the headers cost more than compression saves (the gateway's on-the-fly threshold too). */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) next to every script and style of a browser
 * build: the gateway sends them as they are (@fastify/static `preCompressed`) instead of compressing every response
 * with fast settings. Brotli at its best quality is ~14 % smaller than gzip for these files and too slow to run per
 * request; a file is compressed once, when it is built.
 */
export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const files = Object.entries(assets).filter(
            ([name, source]) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES,
          );
          await Promise.all(
            files.map(async ([name, source]) => {
              const bytes = source.buffer();
              const [br, gz] = await Promise.all([
                brotli(bytes, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                  },
                }),
                gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
            }),
          );
        },
      );
    });
  }
}
