import fs from 'node:fs';
import path from 'node:path';

/** A version is a folder name under /remotes/<remote>/ and a file name under meta/: no slash, no leading dot. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

export function isVersionName(version: string): boolean {
  return VERSION_PATTERN.test(version);
}

/** `<package.json version of the app>-<first 8 hex of the content hash>`: the app folder is the dist's parent. */
export function defaultVersion(distDir: string, contentHash: string): string {
  return `${readPackageVersion(path.dirname(distDir))}-${contentHash.slice(0, 8)}`;
}

function readPackageVersion(appDir: string): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return '0.0.0';
  }
}
