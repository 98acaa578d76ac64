import crypto from 'node:crypto';
import { inlineScriptHashes } from './inlineScripts';

const source = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

it('hashes the scripts a browser runs, not script files or data blocks', () => {
  const html =
    '<script>start()</script><script src="/main.js"></script>' +
    '<script type="application/ld+json">{"@type":"JobPosting"}</script>' +
    '<script type="application/json" id="data">{"a":1}</script><script type="module">go()</script>';
  expect(inlineScriptHashes(html)).toEqual([source('start()'), source('go()')]);
});

it('hashes a script text once, however many documents carry it, and every new text', () => {
  const hashing = jest.spyOn(crypto, 'createHash');
  const page = (id: string) => `<script>boot()</script><main>${id}</main><script>page("${id}")</script>`;
  const first = inlineScriptHashes(page('a'));
  const again = inlineScriptHashes(page('a'));
  const other = inlineScriptHashes(page('b'));
  expect(again).toEqual(first);
  expect(other).toEqual([source('boot()'), source('page("b")')]);
  // boot() and page("a") once each, page("b") once: not six times (the expectation above hashed two more).
  expect(hashing).toHaveBeenCalledTimes(3 + 2);
  hashing.mockRestore();
});
