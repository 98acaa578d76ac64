import fs from 'node:fs';

/**
 * A file read again only when it changes (its inode, size and modification time): a rebuilt shell or a publish is
 * seen at the next request without reading the file for every page. Null while the file does not exist.
 */
export function fileWhenChanged(file: string): () => string | null {
  let seen: { key: string; text: string } | null = null;
  return () => {
    let key: string;
    try {
      const stat = fs.statSync(file);
      key = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      seen = null;
      return null;
    }
    if (seen?.key !== key) seen = { key, text: fs.readFileSync(file, 'utf8') };
    return seen.text;
  };
}
