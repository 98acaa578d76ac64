import crypto from 'node:crypto';
import { boundedMemo } from './boundedMemo';

/** Script types a browser never runs (data blocks): they need no CSP source. */
const DATA_BLOCK = /^(application\/(ld\+)?json)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** Hashes of script texts seen before: a document's scripts are the same few short texts on every page. */
const knownHash = boundedMemo<string>(256);
const MAX_KNOWN_TEXT = 4096;

function hashSource(text: string): string {
  const hash = () => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  return text.length <= MAX_KNOWN_TEXT ? knownHash(text, hash) : hash();
}

/**
 * CSP sources ('sha256-…') of the inline scripts a browser would run in this HTML: the hash of each script's
 * text exactly as served, so the policy always matches the document it is sent with (a rebuilt shell or a
 * freshly prerendered page included).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = TYPE.exec(attributes)?.[1];
    if (type && DATA_BLOCK.test(type)) continue;
    hashes.add(hashSource(text));
  }
  return [...hashes];
}
