import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { filesUnder } from './filesUnder';
import { namedFiles, REMOTE_ENTRY, type MetadataFile } from './buildMetadata';

/** Where a container's server build is published: next to its browser build (libs/mf-build SERVER_DIR). */
export const SERVER_DIR = 'server';

const posix = (rel: string) => rel.split(path.sep).join('/');

/**
 * Every script of the build, browser and server, compiled (never run): a file cut short by a copy that stopped
 * mid-way does not parse. One reason a file, named by its path in the build.
 */
export function unparseableScripts(dir: string): string[] {
  return filesUnder(dir)
    .filter((rel) => rel.endsWith('.js'))
    .flatMap((rel) => {
      const file = path.join(dir, rel);
      try {
        new vm.Script(fs.readFileSync(file, 'utf8'), { filename: file });
        return [];
      } catch (error) {
        return [`${posix(rel)} does not parse (truncated or corrupt?): ${(error as Error).message}`];
      }
    });
}

/** The files the build's metadata names that are not there, or empty, or outside the build. */
export function missingNamedFiles(dir: string, metadata: MetadataFile[]): string[] {
  return [...namedFiles(metadata)].flatMap(([rel, namedBy]) => {
    const file = path.resolve(dir, rel);
    if (!file.startsWith(`${path.resolve(dir)}${path.sep}`))
      return [`${namedBy} names ${rel}, outside the build`];
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return [`${rel} is missing (named by ${namedBy})`];
    return stat.size === 0 ? [`${rel} is empty (named by ${namedBy})`] : [];
  });
}

/** A build with a server folder must have the server's entry in it (the gateway renders pages with it). */
export function missingServerEntry(dir: string): string[] {
  if (!fs.existsSync(path.join(dir, SERVER_DIR))) return [];
  const entry = `${SERVER_DIR}/${REMOTE_ENTRY}`;
  return fs.existsSync(path.join(dir, SERVER_DIR, REMOTE_ENTRY)) ? [] : [`${entry} is missing`];
}
