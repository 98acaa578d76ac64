import { inlineScriptHashes } from '@jobportal/deployment';

/** A document as it is sent: its bytes and the CSP sources of its inline scripts. */
export interface SentDocument {
  bytes: Buffer;
  scriptHashes: string[];
}

export const sentDocument = (html: string): SentDocument => ({
  bytes: Buffer.from(html, 'utf8'),
  scriptHashes: inlineScriptHashes(html),
});

/**
 * The documents of kept server renders: built, encoded and hashed once per render and page shell, not for every
 * visitor (a popular page is asked many times in the minute it is kept; building its ~200 KB document, hashing its
 * inline scripts and encoding it took most of the gateway's main thread). Held as long as the render is.
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
