import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from './registryModule';
import type { RemoteFolder, RuntimeConfig } from '@jobportal/platform-contract';
import { smokeRender } from './smokeRender';
import { smokeUrls } from './smokePages';

export interface CandidateCheckOptions {
  registry: Registry;
  /** The shell's server build. */
  entry: string;
  registryDir: string;
  apiUrl: string;
  config: RuntimeConfig;
  timeoutMs: number;
}

export interface CandidateCheck {
  /** Static reasons first (chunks that do not parse, exposes, compatibility), then the pages that render worse. */
  reasons: string[];
  /** The smoke render refused it (what `force` never passes for a withdrawn version). */
  renderRefused: boolean;
  smoke: { routes: number; chunks: number; ms: number };
  /** Why no page was rendered, when so. */
  skipped?: string;
}

/** The scripts of a version (browser and server builds), each parsed by the static check. */
function scriptCount(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += scriptCount(path.join(dir, entry.name));
    else if (/\.m?js$/.test(entry.name)) count += 1;
  }
  return count;
}

/**
 * Whether a version may be served: the registry's static checks, then a smoke render of the pages the remote serves
 * (smokeRender.ts). A missing chunk fails both: the static check reads every chunk the build names, the server render
 * loads the page's chunks.
 */
export async function checkCandidate(
  options: CandidateCheckOptions,
  remote: RemoteFolder,
  version: string,
  versionDir: string,
): Promise<CandidateCheck> {
  const started = Date.now();
  const staticReasons = options.registry.incompatibilities(remote, version);
  const urls = await smokeUrls(remote, options.apiUrl);
  const render = await smokeRender({
    entry: options.entry,
    registryDir: options.registryDir,
    current: options.registry.read(),
    remote,
    version,
    candidateDir: versionDir,
    config: options.config,
    urls,
    // One bound for the whole check: the static checks and the look-up of sample pages count.
    timeoutMs: Math.max(1_000, options.timeoutMs - (Date.now() - started)),
  });
  return {
    reasons: [...staticReasons, ...render.reasons],
    renderRefused: render.reasons.length > 0,
    smoke: { routes: render.routes, chunks: scriptCount(versionDir), ms: Date.now() - started },
    ...(render.skipped ? { skipped: render.skipped } : {}),
  };
}
