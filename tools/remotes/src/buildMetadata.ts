import fs from 'node:fs';
import path from 'node:path';

/** The metadata the Module Federation plugin writes next to a build (the fields the registry reads). */
interface AssetsInfo {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
export interface FederationMetadata {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: {
    name: string;
    version: string;
    requiredVersion?: string | false;
    singleton?: boolean;
    assets?: AssetsInfo;
  }[];
  exposes?: { path: string; assets?: AssetsInfo }[];
  remotes?: { federationContainerName: string; moduleName: string }[];
}

export const STATS_FILE = 'mf-stats.json';
export const MANIFEST_FILE = 'mf-manifest.json';
/**
 * The registry points at each version's remoteEntry.js, not its mf-manifest.json: the manifest costs a
 * revalidated request per visit and the runtime's manifest processing and preload-link generation on a phone's
 * CPU at start, and saves no round trip (manifest -> entry + chunks vs entry -> chunks). Measured in
 * docs/STATUS.md (Lighthouse of `/`).
 */
export const REMOTE_ENTRY = 'remoteEntry.js';

export function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

export interface MetadataFile {
  /** mf-stats.json or mf-manifest.json */
  name: string;
  data: FederationMetadata;
}

/** The build's own metadata files that are there and parse. */
export function readBuildMetadata(dir: string): MetadataFile[] {
  return [STATS_FILE, MANIFEST_FILE].flatMap((name) => {
    const data = readJson<FederationMetadata>(path.join(dir, name));
    return data ? [{ name, data }] : [];
  });
}

/** Each expose the metadata lists -> the first metadata file listing it. */
export function listedExposes(metadata: MetadataFile[]): Map<string, string> {
  const listed = new Map<string, string>();
  for (const { name, data } of metadata) {
    for (const expose of data.exposes ?? []) if (!listed.has(expose.path)) listed.set(expose.path, name);
  }
  return listed;
}

const assetFiles = (assets: AssetsInfo | undefined): string[] =>
  [assets?.js, assets?.css].flatMap((kind) => [...(kind?.sync ?? []), ...(kind?.async ?? [])]);

/** Every file the metadata names (entry, exposes' and shared modules' chunks) -> the metadata file naming it. */
export function namedFiles(metadata: MetadataFile[]): Map<string, string> {
  const named = new Map<string, string>();
  for (const { name, data } of metadata) {
    const entry = data.metaData?.remoteEntry;
    const files = [
      ...(entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : []),
      ...(data.exposes ?? []).flatMap((e) => assetFiles(e.assets)),
      ...(data.shared ?? []).flatMap((s) => assetFiles(s.assets)),
    ];
    for (const file of files) if (!named.has(file)) named.set(file, name);
  }
  return named;
}

export function entryExposes(entrySource: string, expose: string): boolean {
  return entrySource.includes(`"${expose}"`) || entrySource.includes(`'${expose}'`);
}

/**
 * The modules a build provides: listed by each of its metadata files that lists exposes, and in its remoteEntry.js
 * (null: no metadata). A module one file lists and the other does not is not counted on.
 */
export function providedExposes(dir: string): string[] | null {
  const metadata = readBuildMetadata(dir);
  if (!metadata.length) return null;
  let entry = '';
  try {
    entry = fs.readFileSync(path.join(dir, REMOTE_ENTRY), 'utf8');
  } catch {
    return [];
  }
  return [...listedExposes(metadata).keys()].filter(
    (expose) =>
      metadata.every(({ data }) => !data.exposes || data.exposes.some((e) => e.path === expose)) &&
      entryExposes(entry, expose),
  );
}
