import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { filesUnder } from './filesUnder';

/**
 * Files whose content is deterministic but whose JSON order is not: rspack writes the entries of the Module
 * Federation manifest in a different order from one build of the same code to the next.
 */
const UNORDERED_JSON = new Set(['mf-manifest.json', 'mf-stats.json']);

/** The same value with object keys sorted and arrays sorted by their canonical text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).sort().join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function fileContent(full: string, name: string): Buffer | string {
  const bytes = fs.readFileSync(full);
  if (!UNORDERED_JSON.has(name)) return bytes;
  try {
    return canonicalJson(JSON.parse(bytes.toString('utf8')));
  } catch {
    return bytes;
  }
}

/**
 * Hash of every file's relative path and content, the registry's own metadata excepted; the manifests are hashed
 * in canonical form, so an unchanged source gives the same version however rspack ordered them.
 */
export function hashDirectory(dir: string, ignore: ReadonlySet<string> = new Set()): string {
  const hash = crypto.createHash('sha256');
  for (const rel of filesUnder(dir, ignore)) {
    hash.update(`${rel}\0`);
    hash.update(fileContent(path.join(dir, rel), path.basename(rel)));
  }
  return hash.digest('hex');
}
