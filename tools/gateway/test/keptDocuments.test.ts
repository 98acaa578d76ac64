import zlib from 'node:zlib';
import { inlineScriptHashes } from '@jobportal/deployment';
import { createKeptDocuments, sentDocument } from '../src/pages/keptDocuments';

describe('kept documents', () => {
  const html = (head: string) =>
    `<html><head>${head}</head><body><script>start()</script><main>job</main></body></html>`;

  it("builds a kept render's document once for its visitors: bytes and script hashes as sent", () => {
    const kept = createKeptDocuments();
    const render = {};
    let built = 0;
    const build = () => (built++, html('<title>Job</title>'));
    const first = kept(render, 'shell A', build);
    expect(kept(render, 'shell A', build)).toBe(first);
    expect(built).toBe(1);
    expect(first.bytes.toString('utf8')).toBe(html('<title>Job</title>'));
    expect(first.scriptHashes).toEqual(inlineScriptHashes(html('<title>Job</title>')));
  });

  it('builds it again when the page head changes, and per render', () => {
    const kept = createKeptDocuments();
    const render = {};
    expect(kept(render, 'shell A', () => html('<title>Old</title>')).bytes.toString()).toContain('Old');
    expect(kept(render, 'shell B', () => html('<title>New</title>')).bytes.toString()).toContain('New');
    expect(kept({}, 'shell B', () => html('<title>Other render</title>')).bytes.toString()).toContain(
      'Other',
    );
  });

  it('compresses a document, small (a browser-rendered page) or large (a server render), once per encoding', async () => {
    for (const size of [10_000, 220_000]) {
      const page = html(`<title>${'งาน '.repeat(size / 12)}</title>`);
      const document = sentDocument(page);
      const brotli = await document.encoded('br');
      expect(document.encoded('br')).toBe(document.encoded('br'));
      expect(zlib.brotliDecompressSync(brotli).toString('utf8')).toBe(page);
      expect(zlib.gunzipSync(await document.encoded('gzip')).toString('utf8')).toBe(page);
      expect(brotli.length).toBeLessThan(document.bytes.length / 10);
    }
  });
});
