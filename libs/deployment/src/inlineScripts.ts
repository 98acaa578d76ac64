import crypto from 'node:crypto';

/** Script types a browser never runs (data blocks): they need no CSP source. */
const DATA_BLOCK = /^(application\/(ld\+)?json)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** Hashes of script texts seen before: a document's scripts are the same few short texts on every page. */
const knownHashes = new Map<string, string>();
const MAX_KNOWN_HASHES = 256;
const MAX_KNOWN_TEXT = 4096;

function hashSource(text: string): string {
  let source = knownHashes.get(text);
  if (source) return source;
  source = `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  if (text.length <= MAX_KNOWN_TEXT) {
    if (knownHashes.size >= MAX_KNOWN_HASHES) knownHashes.delete(knownHashes.keys().next().value as string);
    knownHashes.set(text, source);
  }
  return source;
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
