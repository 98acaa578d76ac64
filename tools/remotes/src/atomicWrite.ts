import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

/**
 * Writes a file so that readers see either the old or the new content, never a half-written one:
 * write a sibling temp file, fsync it, rename over the target (atomic on one filesystem), fsync the folder.
 */
export function writeFileAtomic(file: string, content: string): void {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(
    dir,
    `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    const fd = fs.openSync(tmp, 'w');
    try {
      fs.writeSync(fd, content);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (error) {
    // A full disk: no half-written temp file left behind.
    fs.rmSync(tmp, { force: true });
    throw error;
  }
  try {
    const dirFd = fs.openSync(dir, 'r');
    fs.fsyncSync(dirFd);
    fs.closeSync(dirFd);
  } catch {
    // Some filesystems do not allow fsync on a directory; the rename is still atomic.
  }
}
