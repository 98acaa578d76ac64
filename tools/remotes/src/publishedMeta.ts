import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from './atomicWrite';
import { apparentSize } from './diskUsage';
import { readJson } from './buildMetadata';
import type { builtAgainst } from './compatibility';
import { legacyMetaFile, metaFile, releasedDir } from './layout';
import type { RemoteFolder } from './remotes';
import { isVersionName } from './versionName';

/** Written at publish to meta/<remote>/<version>.json, never inside a served folder. */
export interface PublishedMeta {
  publishedAt: string;
  contentHash: string;
  /** 2: manifests hashed in canonical form (contentHash.ts); older versions are hashed again when compared */
  hashFormat?: number;
  commit?: string | null;
  publishedBy?: string;
  /** the sizes of the version's files (absent: published before it was recorded) */
  bytes?: number;
  builtAgainst?: ReturnType<typeof builtAgainst> & { sharedUiVersion: string | null };
}

/** The version's metadata: in meta/, or inside its folder where a registry written before meta/ has it. */
export function readMeta(registry: string, remote: RemoteFolder, version: string): PublishedMeta | null {
  return (
    readJson<PublishedMeta>(metaFile(registry, remote, version)) ??
    readJson<PublishedMeta>(legacyMetaFile(registry, remote, version))
  );
}

export function writeMeta(
  registry: string,
  remote: RemoteFolder,
  version: string,
  meta: PublishedMeta,
): void {
  writeFileAtomic(metaFile(registry, remote, version), `${JSON.stringify(meta, null, 2)}\n`);
}

/**
 * Moves the metadata of a registry written before meta/ out of the served folders (run holding the remote's lock).
 * Written to meta/ first, then removed from the folder: a reader finds it in one place or the other at any time.
 */
export function moveLegacyMeta(registry: string, remote: RemoteFolder): void {
  let versions: string[];
  try {
    versions = fs.readdirSync(releasedDir(registry, remote));
  } catch {
    return;
  }
  for (const version of versions.filter(isVersionName)) {
    const legacy = legacyMetaFile(registry, remote, version);
    const meta = readJson<PublishedMeta>(legacy);
    if (!meta) continue;
    if (!fs.existsSync(metaFile(registry, remote, version))) {
      const bytes = apparentSize(path.dirname(legacy)) - fs.statSync(legacy).size;
      writeMeta(registry, remote, version, { ...meta, bytes: meta.bytes ?? bytes });
    }
    fs.rmSync(legacy, { force: true });
  }
}
