import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {
  entryExposes,
  listedExposes,
  readBuildMetadata,
  readJson,
  REMOTE_ENTRY,
  STATS_FILE,
  type FederationMetadata,
} from './buildMetadata';
import { missingNamedFiles, missingServerEntry, unparseableScripts } from './buildIntegrity';

export { readJson, STATS_FILE } from './buildMetadata';

/** share key -> the names its cut-down module exports (libs/mf-build/src/shared-exports-plugin.mjs). */
export type SharedExports = Record<string, string[]>;

/**
 * Names of a cut-down shared module that only a host imports to build its router (the shell, or a remote running
 * alone for development); the remotes' pages never do (test/compatibility.test.ts), so these names do not decide
 * whether a remote may be served. The shell moved from the data router (createBrowserRouter, RouterProvider) to
 * BrowserRouter + useRoutes: remotes built before and after are served by either shell.
 */
export const HOST_ONLY_EXPORTS: SharedExports = {
  'react-router': ['BrowserRouter', 'RouterProvider', 'createBrowserRouter', 'useRoutes'],
};

/**
 * The shell loads `./pages` from every container but mf_shared_ui (PageRemote in libs/platform-contract,
 * RemotePages in shell/src/federation/pagesContract.ts).
 */
export const PAGES_EXPOSE = './pages';

export const SHARED_EXPORTS_FILE = 'mf-shared-exports.json';

/** What the running shell provides: the shared versions and cut-down export lists of its build. */
export interface ShellProvides {
  shared: Record<string, string>;
  exports: SharedExports | null;
  /** the mf-shared-ui modules the shell itself imports */
  sharedUiModules: string[];
}

export function readShellProvides(shellDist: string): ShellProvides | null {
  const stats = readJson<FederationMetadata>(path.join(shellDist, STATS_FILE));
  if (!stats) return null;
  return {
    shared: Object.fromEntries((stats.shared ?? []).map((s) => [s.name, s.version])),
    exports: readJson<SharedExports>(path.join(shellDist, SHARED_EXPORTS_FILE)),
    sharedUiModules: sharedUiModulesOf(stats),
  };
}

function sharedUiModulesOf(stats: FederationMetadata | null): string[] {
  return [
    ...new Set(
      (stats?.remotes ?? [])
        .filter((r) => r.federationContainerName === 'mf_shared_ui')
        .map((r) => `./${r.moduleName}`),
    ),
  ].sort();
}

/** Shared singletons and the exposes of mf-shared-ui a build was made against: recorded at publish. */
export function builtAgainst(versionDir: string): {
  shared: Record<string, { version: string; requiredVersion: string | false }>;
  sharedExports: SharedExports | null;
  sharedUiModules: string[];
} {
  const stats = readJson<FederationMetadata>(path.join(versionDir, STATS_FILE));
  return {
    shared: Object.fromEntries(
      (stats?.shared ?? []).map((s) => [
        s.name,
        { version: s.version, requiredVersion: s.requiredVersion ?? false },
      ]),
    ),
    sharedExports: readJson<SharedExports>(path.join(versionDir, SHARED_EXPORTS_FILE)),
    sharedUiModules: sharedUiModulesOf(stats),
  };
}

/** A served container (or the shell) and the mf-shared-ui modules it imports. */
export interface SharedUiConsumer {
  /** e.g. "mf-public@1.2.3-abcd", "the shell" */
  name: string;
  modules: string[];
}

export interface CompatibilityInput {
  versionDir: string;
  /** exposes the shell requires of this container whatever its metadata says */
  mustExpose: string[];
  shell: ShellProvides | null;
  /** exposes of the mf-shared-ui version being served (null: not checked) */
  sharedUiExposes: string[] | null;
  /** for an mf-shared-ui version (its exposes: `providedExposes`): who imports what from it */
  consumers: { exposes: string[] | null; of: SharedUiConsumer[] } | null;
}

/**
 * Why this build must not be served, one reason a line; empty when it may be. Scripts are compiled, never run.
 */
export function incompatibilities(input: CompatibilityInput): string[] {
  return [
    ...integrityReasons(input.versionDir),
    ...exposeReasons(input.versionDir, input.mustExpose),
    ...shellReasons(input.versionDir, input.shell),
    ...sharedUiReasons(input.versionDir, input.sharedUiExposes),
    ...consumerReasons(input.consumers),
  ];
}

function integrityReasons(dir: string): string[] {
  if (!fs.existsSync(path.join(dir, REMOTE_ENTRY))) return [`${REMOTE_ENTRY} is missing`];
  return [
    ...unparseableScripts(dir),
    ...missingNamedFiles(dir, readBuildMetadata(dir)),
    ...missingServerEntry(dir),
  ];
}

/** The exposes the build's own metadata lists are in its entry, and the ones the shell needs are listed. */
function exposeReasons(dir: string, mustExpose: string[]): string[] {
  const metadata = readBuildMetadata(dir);
  if (!metadata.length) return [`has no ${STATS_FILE} or mf-manifest.json: its exposes cannot be checked`];
  let entry = '';
  try {
    entry = fs.readFileSync(path.join(dir, REMOTE_ENTRY), 'utf8');
  } catch {
    return []; // reported by integrityReasons
  }
  const listed = listedExposes(metadata);
  return [
    ...mustExpose
      .filter((expose) => !listed.has(expose))
      .map((expose) => `its build lists no "${expose}" expose; the shell loads ${expose} from it`),
    ...[...listed]
      .filter(([expose]) => !entryExposes(entry, expose))
      .map(([expose, file]) => `${REMOTE_ENTRY} does not expose "${expose}" (listed in its ${file})`),
  ];
}

function shellReasons(dir: string, shell: ShellProvides | null): string[] {
  if (!shell) return [];
  const reasons: string[] = [];
  const built = builtAgainst(dir);
  for (const [name, { requiredVersion }] of Object.entries(built.shared)) {
    const provided = shell.shared[name];
    if (!requiredVersion || !provided) continue;
    if (!semver.satisfies(provided, requiredVersion, { includePrerelease: true })) {
      reasons.push(`requires ${name} ${requiredVersion}; the shell provides ${provided}`);
    }
  }
  for (const [key, names] of Object.entries(built.sharedExports ?? {})) {
    const provided = shell.exports?.[key];
    if (!provided) continue;
    const hostOnly = HOST_ONLY_EXPORTS[key] ?? [];
    const missing = names.filter((n) => !provided.includes(n) && !hostOnly.includes(n));
    if (missing.length) {
      reasons.push(`was built against a ${key} exporting ${missing.join(', ')}; the shell's does not`);
    }
  }
  return reasons;
}

/** Consumer -> provider: this build imports modules the served mf-shared-ui must expose. */
function sharedUiReasons(dir: string, sharedUiExposes: string[] | null): string[] {
  if (!sharedUiExposes) return [];
  const missing = builtAgainst(dir).sharedUiModules.filter((m) => !sharedUiExposes.includes(m));
  return missing.length
    ? [`uses mf-shared-ui ${missing.join(', ')}; the served mf-shared-ui does not expose it`]
    : [];
}

/** Provider -> consumers: an mf-shared-ui version must expose every module the served containers import. */
function consumerReasons(consumers: CompatibilityInput['consumers']): string[] {
  if (!consumers?.exposes) return [];
  const exposes = consumers.exposes;
  return consumers.of.flatMap(({ name, modules }) => {
    const missing = modules.filter((m) => !exposes.includes(m));
    return missing.length
      ? [`${name} uses mf-shared-ui ${missing.join(', ')}; this version does not expose it`]
      : [];
  });
}
