import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unpackDist } from './registryModule';

const ENTRY = 'remoteEntry.js';

export interface UploadedBuild {
  /** The build's folder (the one holding remoteEntry.js). */
  distDir: string;
  /** Removes the unpacked copy. */
  remove: () => void;
}

/** Thrown for an archive that is not a remote's build (400). */
export class NotABuildError extends Error {}

/**
 * A publish's body (a tar.gz of a remote's dist folder) unpacked into a temporary folder (unpackDist refuses links and
 * paths that leave it). The build is the archive's top or its one folder (`tar czf - dist`), whichever holds
 * remoteEntry.js.
 */
export async function unpackUpload(archive: Buffer): Promise<UploadedBuild> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-upload-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await unpackDist(archive, dir);
    const top = fs.readdirSync(dir, { withFileTypes: true });
    const only = top.length === 1 && top[0].isDirectory() ? path.join(dir, top[0].name) : null;
    const distDir = [dir, only].find((candidate) => candidate && fs.existsSync(path.join(candidate, ENTRY)));
    if (!distDir) throw new NotABuildError(`The archive holds no ${ENTRY} at its top or in its one folder`);
    return { distDir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
