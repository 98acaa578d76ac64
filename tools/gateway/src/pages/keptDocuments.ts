import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { inlineScriptHashes } from '@jobportal/deployment';

/** The encodings a kept document is sent in (the browsers', crawlers' and link previews'), preferred first. */
const ENCODINGS = ['br', 'gzip'] as const;
export type DocumentEncoding = (typeof ENCODINGS)[number];

const settle =
  (resolve: (bytes: Buffer) => void, reject: (error: Error) => void) =>
  (error: Error | null, bytes: Buffer) => (error ? reject(error) : resolve(bytes));
/** Brotli 5 (text mode): 8 % smaller than @fastify/compress's quality 4, for ~2 ms more on a 200 KB render. */
const brotliOptions = (bytes: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});

/**
 * Up to this size a document is compressed on the event loop (~0.2 ms for the 10 KB of a browser-rendered
 * document): handing it to zlib's thread pool cost as much of the loop's time and ~0.3 ms more CPU per document.
 */
const ON_LOOP_MAX_BYTES = 32 * 1024;

/** A whole document compressed in one go; a large one (a server render) off the event loop, on zlib's threads. */
const compressWhole = (bytes: Buffer, encoding: DocumentEncoding): Promise<Buffer> => {
  if (bytes.length <= ON_LOOP_MAX_BYTES)
    return Promise.resolve(
      encoding === 'br' ? zlib.brotliCompressSync(bytes, brotliOptions(bytes)) : zlib.gzipSync(bytes),
    );
  return new Promise((resolve, reject) =>
    encoding === 'br'
      ? zlib.brotliCompress(bytes, brotliOptions(bytes), settle(resolve, reject))
      : zlib.gzip(bytes, settle(resolve, reject)),
  );
};

/** The encoding an `accept-encoding` header asks for among ours, or null for the document as it is. */
export function documentEncoding(acceptEncoding: string | undefined): DocumentEncoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** A document as it is sent: its bytes, the CSP sources of its inline scripts and its compressed copies. */
export interface SentDocument {
  bytes: Buffer;
  scriptHashes: string[];
  /** The bytes compressed in `encoding`, compressed at the first visitor who asks for it. */
  encoded: (encoding: DocumentEncoding) => Promise<Buffer>;
}

export const sentDocument = (html: string): SentDocument => {
  const bytes = Buffer.from(html, 'utf8');
  const copies = new Map<DocumentEncoding, Promise<Buffer>>();
  return {
    bytes,
    scriptHashes: inlineScriptHashes(html),
    encoded: (encoding) => {
      let copy = copies.get(encoding);
      if (!copy) {
        copy = compressWhole(bytes, encoding);
        copies.set(encoding, copy);
      }
      return copy;
    },
  };
};

/**
 * The documents of kept server renders: built, encoded, compressed and hashed once per render and page shell, not
 * for every visitor (a popular page is asked many times in the minute it is kept; building its ~200-300 KB
 * document, hashing its inline scripts, encoding it and compressing it took most of the gateway's CPU). Held as long
 * as the render is.
 */
export function createKeptDocuments() {
  const byRender = new WeakMap<object, { shell: string; document: SentDocument }>();
  return (render: object, shell: string, build: () => string): SentDocument => {
    const kept = byRender.get(render);
    // The shell carries the page's head (its data may change within the render's minute): same head, same document.
    if (kept?.shell === shell) return kept.document;
    const document = sentDocument(build());
    byRender.set(render, { shell, document });
    return document;
  };
}
