import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import semver from 'semver';

/** What a container's build says it shares (mf-stats.json, written by the Module Federation plugin). */
interface SharedStat {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}
interface Stats {
  shared?: SharedStat[];
  exposes?: { path: string }[];
  remotes?: { federationContainerName: string; moduleName: string }[];
}
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

export const STATS_FILE = 'mf-stats.json';
export const SHARED_EXPORTS_FILE = 'mf-shared-exports.json';

export function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** What the running shell provides: the shared versions and cut-down export lists of its build. */
export interface ShellProvides {
  shared: Record<string, string>;
  exports: SharedExports | null;
}

export function readShellProvides(shellDist: string): ShellProvides | null {
  const stats = readJson<Stats>(path.join(shellDist, STATS_FILE));
  if (!stats) return null;
  return {
    shared: Object.fromEntries((stats.shared ?? []).map((s) => [s.name, s.version])),
    exports: readJson<SharedExports>(path.join(shellDist, SHARED_EXPORTS_FILE)),
  };
}

/** The `exposes` keys of a container's rspack.config.mjs (read as text: loading it would load rspack). */
export function declaredExposes(configFile: string): string[] | null {
  let source: string;
  try {
    source = fs.readFileSync(configFile, 'utf8');
  } catch {
    return null;
  }
  const block = /exposes:\s*\{([^}]*)\}/.exec(source);
  if (!block) return [];
  return [...block[1].matchAll(/['"](\.\/[^'"]+)['"]\s*:/g)].map((m) => m[1]);
}

/** Shared singletons and the exposes of mf-shared-ui a build was made against: recorded at publish. */
export function builtAgainst(versionDir: string): {
  shared: Record<string, { version: string; requiredVersion: string | false }>;
  sharedExports: SharedExports | null;
  sharedUiModules: string[];
} {
  const stats = readJson<Stats>(path.join(versionDir, STATS_FILE));
  return {
    shared: Object.fromEntries(
      (stats?.shared ?? []).map((s) => [
        s.name,
        { version: s.version, requiredVersion: s.requiredVersion ?? false },
      ]),
    ),
    sharedExports: readJson<SharedExports>(path.join(versionDir, SHARED_EXPORTS_FILE)),
    sharedUiModules: [
      ...new Set(
        (stats?.remotes ?? [])
          .filter((r) => r.federationContainerName === 'mf_shared_ui')
          .map((r) => `./${r.moduleName}`),
      ),
    ].sort(),
  };
}

export interface CompatibilityInput {
  versionDir: string;
  /** exposes the remote's rspack config declares (null: config not found, not checked) */
  expectedExposes: string[] | null;
  shell: ShellProvides | null;
  /** exposes of the mf-shared-ui version being served (null: not checked) */
  sharedUiExposes: string[] | null;
}

/**
 * Why this build must not be served, one reason a line; empty when it may be. The entry is compiled, never run.
 */
export function incompatibilities({
  versionDir,
  expectedExposes,
  shell,
  sharedUiExposes,
}: CompatibilityInput): string[] {
  const reasons: string[] = [];
  const entryFile = path.join(versionDir, 'remoteEntry.js');
  let entry = '';
  try {
    entry = fs.readFileSync(entryFile, 'utf8');
    new vm.Script(entry, { filename: entryFile });
  } catch (error) {
    reasons.push(`remoteEntry.js does not parse (truncated or corrupt?): ${(error as Error).message}`);
  }
  for (const expose of expectedExposes ?? []) {
    if (!entry.includes(`"${expose}"`) && !entry.includes(`'${expose}'`)) {
      reasons.push(`remoteEntry.js does not expose "${expose}" (declared in its rspack config)`);
    }
  }
  const built = builtAgainst(versionDir);
  if (shell) {
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
  }
  if (sharedUiExposes) {
    const missing = built.sharedUiModules.filter((m) => !sharedUiExposes.includes(m));
    if (missing.length)
      reasons.push(`uses mf-shared-ui ${missing.join(', ')}; the served mf-shared-ui does not expose it`);
  }
  return reasons;
}
