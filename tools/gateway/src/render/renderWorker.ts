import path from 'node:path';
import { PAGE_HEAD_HEADER } from '../pages/pageData';
import type {
  ServerPageRendererOptions,
  ServerRenderedPage,
  ServerRenderRequest,
} from '@jobportal/platform-contract';

/**
 * Where the files of published URL paths are read: a path under `urlPrefix` (which ends with `/`) is the file of the
 * same relative path under `dir`, never a file outside `dir`. The first root whose prefix matches answers.
 */
export interface FileRoot {
  urlPrefix: string;
  dir: string;
}

/** What a render worker is started with: one release of the shell's server build and one registry. */
export interface WorkerData {
  entry: string;
  registryDir: string;
  registry: ServerPageRendererOptions['registry'];
  config: ServerPageRendererOptions['config'];
  /**
   * Default (the pages visitors get): `/remotes/` from the registry's `remotes/` folder only. The release service's
   * smoke render adds the candidate version's own folder (unreleased/, never served) for its URL prefix alone.
   */
  fileRoots?: FileRoot[];
}

/** The registry's public folder: the only root of the renderer that serves visitors. */
export const publicFileRoots = (registryDir: string): FileRoot[] => [
  { urlPrefix: '/remotes/', dir: path.join(registryDir, 'remotes') },
];

export interface WorkerRequest {
  id: number;
  request: ServerRenderRequest;
}

export type WorkerReply =
  | { type: 'ready'; hydrates: boolean }
  | { type: 'failed'; error: string }
  | { type: 'page'; id: number; url: string; page: ServerRenderedPage | null; error?: string };

/**
 * The worker's program, run with `eval` so that the gateway stays one bundle (dist/main.mjs). It requires the
 * shell's server build and answers render requests; a remote's server file is only ever read from its file roots
 * (the registry's `remotes/` folder unless told otherwise).
 */
export const RENDER_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { entry, registryDir, registry, config } = workerData;
const fileRoots = workerData.fileRoots || [{ urlPrefix: '/remotes/', dir: path.join(registryDir, 'remotes') }];
const fileOf = (urlPath) => {
  for (const { urlPrefix, dir } of fileRoots) {
    if (!urlPath.startsWith(urlPrefix)) continue;
    const file = path.resolve(dir, '.' + urlPath.slice(urlPrefix.length - 1));
    return file.startsWith(path.resolve(dir) + path.sep) && fs.existsSync(file) ? file : null;
  }
  return null;
};
const describe = (error) =>
  ((error && error.stack) || String(error)) + (error && error.cause ? '\\nCaused by: ' + describe(error.cause) : '');
// The render's API reads are the server's, not a visitor's view of a job (the browser's read once the page is live
// is): without the mark, every render counted a view, twice with the browser's.
const fetchAsIs = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const request = new Request(input, init);
  if (request.url.startsWith(config.apiBaseUrl)) request.headers.set('${PAGE_HEAD_HEADER}', '1');
  return fetchAsIs(request);
};
const renderer = Promise.resolve()
  .then(() => require(entry).createPageRenderer({
    registry,
    config,
    remoteFilePath: fileOf,
  }));
renderer.then(
  (r) => parentPort.postMessage({ type: 'ready', hydrates: r.hydrates === true }),
  (error) => parentPort.postMessage({ type: 'failed', error: describe(error) }),
);
parentPort.on('message', ({ id, request }) => {
  renderer
    .then((r) => r.render(request))
    .then(
      (page) => parentPort.postMessage({ type: 'page', id, url: request.url, page }),
      (error) => parentPort.postMessage({ type: 'page', id, url: request.url, page: null, error: describe(error) }),
    );
});
`;
