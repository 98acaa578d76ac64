import zlib from 'node:zlib';
import type { Rng } from '../../src/seed/random';
import { PDF, PNG } from '../helpers/files';

/** A whole-request mutation: its own payload and headers (the URL stays the valid one). */
export interface RawBody {
  payload?: Buffer | string;
  headers: Record<string, string>;
}

type Part = { name: string; value?: string | Buffer; filename?: string; content?: Buffer; type?: string };

/** A multipart body from its parts; `cut` keeps only that many bytes (a truncated upload). */
export function multipartBody(parts: Part[], opts: { boundary?: string; close?: boolean } = {}): Buffer {
  const boundary = opts.boundary ?? 'fuzzBoundary7MA4YWxk';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (p.content !== undefined) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename ?? 'cv.pdf'}"\r\n`,
        ),
        Buffer.from(`Content-Type: ${p.type ?? 'application/pdf'}\r\n\r\n`),
        p.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n`));
      chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
    }
  }
  if (opts.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const MP = { 'content-type': 'multipart/form-data; boundary=fuzzBoundary7MA4YWxk' };
const JSON_CT = { 'content-type': 'application/json' };
const file = (): Part => ({ name: 'file', content: PDF() });
let bomb: Buffer | undefined;
/** 20 MB of spaces in about 20 kB of gzip (made once). */
const gzipBomb = () => (bomb ??= zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20)));
const nested = (depth: number, open: string, close: string, leaf = '1') =>
  open.repeat(depth) + leaf + close.repeat(depth);

/**
 * Request kinds applied to every operation; `json` is the operation's valid JSON body text (or '{}').
 * Each returns the payload and the headers to set.
 */
export const REQUEST_KINDS: Record<string, (rng: Rng, json: string) => RawBody> = {
  malformedJson: (rng) => ({
    payload: rng.pick(['{', '{"a":', '[1,]', "{'a':1}", 'nul', '{"a":1}}', '\u0000', '{"a":"\\x"}', '"']),
    headers: JSON_CT,
  }),
  jsonTopLevelScalar: (rng) => ({
    payload: rng.pick(['[]', '"x"', '1', 'null', 'true', '"\\u0000"']),
    headers: JSON_CT,
  }),
  jsonEscapedNul: () => ({ payload: '{"name":"a\\u0000b","message":"\\u0000"}', headers: JSON_CT }),
  jsonEscapedSurrogate: () => ({ payload: '{"name":"\\ud800","title":"\\udfff x"}', headers: JSON_CT }),
  jsonRawInvalidUtf8: () => ({
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    headers: JSON_CT,
  }),
  emptyJson: () => ({ payload: '', headers: JSON_CT }),
  jsonWithBom: (_rng, json) => ({ payload: `\ufeff${json}`, headers: JSON_CT }),
  protoTopLevel: (_rng, json) => ({
    payload: `{"__proto__":{"polluted":true},${json.slice(1)}`.replace(',}', '}'),
    headers: JSON_CT,
  }),
  constructorTopLevel: (_rng, json) => ({
    payload: `{"constructor":{"prototype":{"polluted":true}},${json.slice(1)}`.replace(',}', '}'),
    headers: JSON_CT,
  }),
  deepArrays: (rng) => ({ payload: nested(rng.pick([1000, 20_000, 100_000]), '[', ']'), headers: JSON_CT }),
  deepObjects: (rng) => ({ payload: nested(rng.pick([1000, 20_000]), '{"a":', '}'), headers: JSON_CT }),
  oversizedJson: () => ({ payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }), headers: JSON_CT }),
  textPlain: (_rng, json) => ({ payload: json, headers: { 'content-type': 'text/plain' } }),
  xml: () => ({ payload: '<?xml version="1.0"?><a>1</a>', headers: { 'content-type': 'application/xml' } }),
  formUrlEncoded: () => ({
    payload: 'a=1&__proto__=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  octetStream: () => ({ payload: PNG(), headers: { 'content-type': 'application/octet-stream' } }),
  oddJsonCharset: (rng, json) => ({
    payload: json,
    headers: {
      'content-type': rng.pick([
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'application/JSON',
        'application/vnd.api+json',
      ]),
    },
  }),
  noContentType: (_rng, json) => ({ payload: json, headers: {} }),
  gzipBody: (_rng, json) => ({
    payload: zlib.gzipSync(json),
    headers: { ...JSON_CT, 'content-encoding': 'gzip' },
  }),
  deflateBody: (_rng, json) => ({
    payload: zlib.deflateSync(json),
    headers: { ...JSON_CT, 'content-encoding': 'deflate' },
  }),
  brotliBody: (_rng, json) => ({
    payload: zlib.brotliCompressSync(json),
    headers: { ...JSON_CT, 'content-encoding': 'br' },
  }),
  gzipBomb: () => ({ payload: gzipBomb(), headers: { ...JSON_CT, 'content-encoding': 'gzip' } }),
  gzipGarbage: () => ({
    payload: Buffer.from('not gzip at all'),
    headers: { ...JSON_CT, 'content-encoding': 'gzip' },
  }),
  oddEncoding: (rng, json) => ({
    payload: json,
    headers: {
      ...JSON_CT,
      'content-encoding': rng.pick(['compress', 'x-fuzz', 'gzip, gzip', 'identity', 'GZIP', '']),
    },
  }),
  multipartValid: () => ({
    payload: multipartBody([
      { name: 'kind', value: 'resume' },
      file(),
      { name: 'set_as_profile_resume', value: 'true' },
    ]),
    headers: MP,
  }),
  multipartFieldsAfterFile: () => ({
    payload: multipartBody([file(), { name: 'kind', value: 'resume' }]),
    headers: MP,
  }),
  multipartManyFields: (rng) => ({
    payload: multipartBody([
      ...Array.from({ length: rng.pick([21, 60, 500]) }, (_, i) => ({ name: `f${i}`, value: 'v' })),
      file(),
    ]),
    headers: MP,
  }),
  multipartManyFiles: (rng) => ({
    payload: multipartBody(Array.from({ length: rng.pick([2, 5, 50]) }, () => file())),
    headers: MP,
  }),
  multipartTruncated: (rng) => {
    const full = multipartBody([{ name: 'kind', value: 'resume' }, file()]);
    return { payload: full.subarray(0, rng.int(10, full.length - 10)), headers: MP };
  },
  multipartUnclosed: () => ({
    payload: multipartBody([{ name: 'kind', value: 'resume' }, file()], { close: false }),
    headers: MP,
  }),
  multipartNul: (rng) => ({
    payload: multipartBody(
      rng.pick([
        [{ name: 'kind', value: 'res\u0000ume' }, file()],
        [{ name: 'ki\u0000nd', value: 'resume' }, file()],
        [{ name: 'file', content: PDF(), filename: 'cv\u0000.pdf' }],
      ]),
    ),
    headers: MP,
  }),
  multipartInvalidUtf8: () => ({
    payload: multipartBody([
      { name: 'kind', value: Buffer.from([0xed, 0xa0, 0x80]) },
      { name: 'file', content: PDF(), filename: 'cv\ud800.pdf' },
    ]),
    headers: MP,
  }),
  multipartProtoField: () => ({
    payload: multipartBody([{ name: '__proto__', value: 'x' }, file()]),
    headers: MP,
  }),
  multipartHugeField: () => ({
    payload: multipartBody([{ name: 'kind', value: 'x'.repeat(100_000) }, file()]),
    headers: MP,
  }),
  multipartOtherFileName: () => ({
    payload: multipartBody([{ name: 'other', content: PDF() }]),
    headers: MP,
  }),
  multipartEmpty: () => ({ payload: '--fuzzBoundary7MA4YWxk--\r\n', headers: MP }),
  multipartNoBoundary: () => ({
    payload: multipartBody([file()]),
    headers: { 'content-type': 'multipart/form-data' },
  }),
  multipartOversizedFile: () => ({
    payload: multipartBody([{ name: 'file', content: Buffer.alloc(6 * 1024 * 1024, 0x25) }]),
    headers: MP,
  }),
  authGarbage: (rng) => ({
    headers: {
      authorization: rng.pick([
        'Bearer',
        'Bearer ',
        'Bearer garbage',
        'Bearer a.b.c',
        'Basic dXNlcjpwYXNz',
        `Bearer ${'x'.repeat(6000)}`,
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      ]),
    },
  }),
  oddAcceptLanguage: (rng) => ({
    headers: {
      'accept-language': rng.pick(['xx', '*;q=abc', 'th'.repeat(2000), 'en-US,en;q=0.9,th;q=-1', ',,,']),
    },
  }),
};
