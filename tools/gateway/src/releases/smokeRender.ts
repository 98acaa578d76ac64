import fs from 'node:fs';
import {
  REMOTES,
  type RegistryFile,
  type RemoteFolder,
  type RuntimeConfig,
} from '@jobportal/platform-contract';
import { publicFileRoots } from '../render/renderWorker';
import { startSmokeWorker, type PageOutcome, type SmokeWorker } from './smokeWorker';
import { pageVerdict, shortError } from './smokeVerdict';

export interface SmokeRenderInput {
  /** The shell's server build (render/serverRendering.ts shellServerEntry). */
  entry: string;
  registryDir: string;
  /** remotes.json as served now. */
  current: Pick<RegistryFile, 'remotes'>;
  remote: RemoteFolder;
  version: string;
  /** Where the candidate's files are (unreleased/ until its first activation). */
  candidateDir: string;
  /** The server renderer's runtime configuration (the API's own address). */
  config: RuntimeConfig;
  urls: readonly string[];
  timeoutMs: number;
}

export interface SmokeRenderResult {
  /** One line per page the candidate renders worse than the served version (or at all, without one). */
  reasons: string[];
  /** Pages rendered by the candidate. */
  routes: number;
  /** Why nothing was rendered (no server build of the shell), when so. */
  skipped?: string;
}

/**
 * Renders the pages `urls` with the shell's server build and the registry as it would be with the candidate
 * served, next to the same pages rendered with the registry as it is (the baseline), each in a worker of its own
 * (the production renderer's program, render/renderWorker.ts): the candidate's files are read from its own folder
 * for its own URL prefix only. The whole is bounded by `timeoutMs`; both workers are stopped after.
 */
export async function smokeRender(input: SmokeRenderInput): Promise<SmokeRenderResult> {
  if (!fs.existsSync(input.entry))
    return { reasons: [], routes: 0, skipped: `no server build of the shell at ${input.entry}` };
  const container = REMOTES[input.remote];
  const served = input.current.remotes[container];
  const prefix = `/remotes/${input.remote}/${input.version}/`;
  const candidate = startSmokeWorker({
    entry: input.entry,
    registryDir: input.registryDir,
    registry: {
      remotes: {
        ...input.current.remotes,
        [container]: { version: input.version, entry: `${prefix}remoteEntry.js` },
      },
    },
    config: input.config,
    fileRoots: [{ urlPrefix: prefix, dir: input.candidateDir }, ...publicFileRoots(input.registryDir)],
  });
  const baseline: SmokeWorker | null =
    served && served.version !== input.version
      ? startSmokeWorker({
          entry: input.entry,
          registryDir: input.registryDir,
          registry: { remotes: input.current.remotes },
          config: input.config,
        })
      : null;
  const verdicts = new Map<string, string | null>();
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), input.timeoutMs);
  });
  try {
    const renderAll = async (): Promise<SmokeRenderResult> => {
      const [notStarted, baselineNotStarted] = await Promise.all([candidate.ready, baseline?.ready ?? null]);
      // The release served now does not render on the server either: nothing rendered fine before, nothing is
      // made worse (its pages are rendered in the browser meanwhile).
      const brokenBefore = baselineNotStarted
        ? `the served release does not render on the server either (${shortError(baselineNotStarted)}): not compared`
        : undefined;
      if (notStarted !== null)
        return brokenBefore
          ? { reasons: [], routes: 0, skipped: brokenBefore }
          : {
              reasons: [`the shell's server renderer does not start with it: ${shortError(notStarted)}`],
              routes: 0,
            };
      // A baseline that did not start answers every page with its error: no page is held against the candidate.
      await Promise.all(
        input.urls.map(async (url) => {
          const [page, before] = await Promise.all<[Promise<PageOutcome>, Promise<PageOutcome | null>]>([
            candidate.render(url),
            baseline ? baseline.render(url) : Promise.resolve(null),
          ]);
          verdicts.set(url, pageVerdict(url, page, before));
        }),
      );
      return {
        reasons: input.urls.flatMap((url) => verdicts.get(url) ?? []),
        routes: verdicts.size,
        ...(brokenBefore ? { skipped: brokenBefore } : {}),
      };
    };
    const outcome = await Promise.race([renderAll(), outOfTime]);
    if (outcome !== 'timeout') return outcome;
    const missing = input.urls.filter((url) => !verdicts.has(url));
    return {
      reasons: [
        ...input.urls.flatMap((url) => verdicts.get(url) ?? []),
        `the smoke render did not finish within ${Math.round(input.timeoutMs / 1000)} s (not rendered: ${missing.join(', ')})`,
      ],
      routes: verdicts.size,
    };
  } finally {
    clearTimeout(timer);
    await Promise.all([candidate.stop(), baseline?.stop()]);
  }
}
