import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { forEachDriver, type TestContext } from './helpers/app';
import { insertBlogPost } from './helpers/fixtures';
import { multipart, PDF } from './helpers/files';
import { createUser, type TestUser } from './helpers/users';

/** Input that must get a clear 4xx in the one error shape, never a 500 (issue 14). */
const CONTACT = {
  name: 'Somchai',
  email: 'somchai@example.com',
  topic: 'general',
  message: 'Hello, a question.',
};

let ip = 0;
/** Each call from its own address: the contact form allows 5 per minute per address. */
const from = () => `10.14.0.${++ip}`;

function fieldsOf(res: { json(): unknown }): { field: string; code: string; message: string }[] {
  return (
    (res.json() as { error: { fields?: { field: string; code: string; message: string }[] } }).error.fields ??
    []
  );
}

function expectField(res: { statusCode: number; json(): unknown }, field: string, code: string): void {
  expect(res.statusCode).toBe(400);
  expect((res.json() as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
  expect(fieldsOf(res)).toContainEqual(expect.objectContaining({ field, code }));
}

forEachDriver('input hardening', (ctx: TestContext) => {
  let candidate: TestUser;
  let corporate: TestUser;

  beforeAll(async () => {
    await insertBlogPost(ctx.db, 'career-tips');
    [candidate, corporate] = await Promise.all([createUser('candidate'), createUser('corporate')]);
    const created = await ctx.call('POST', '/api/corporate/create', {
      auth: corporate.auth,
      body: {
        uid: corporate.uid,
        email: corporate.email,
        password: corporate.password,
        name: 'Hardening Co',
        company_type_id: 1,
        contact_name: 'HR',
        phone: '0812345678',
      },
    });
    expect(created.statusCode).toBeLessThan(300);
  });

  describe('NUL bytes and lone surrogates', () => {
    it('a NUL in a public query string is a 400 naming the field, in Thai and in English', async () => {
      const th = await ctx.call('GET', '/api/blog?tag=%00');
      expectField(th, 'tag', 'invalid_characters');
      expect(fieldsOf(th)[0].message).toMatch(/อักขระ/);
      const en = await ctx.call('GET', '/api/blog?tag=a%00b', { headers: { 'accept-language': 'en' } });
      expectField(en, 'tag', 'invalid_characters');
      expect(fieldsOf(en)[0].message).toMatch(/not allowed/);
    });

    it('a NUL in a path parameter or in the contact form is refused before the database', async () => {
      expectField(await ctx.call('GET', '/api/blog/career%00tips'), 'slug', 'invalid_characters');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: from(),
        payload: { ...CONTACT, name: 'Som\u0000chai' },
      });
      expectField(res, 'name', 'invalid_characters');
    });

    it('lone surrogates in experiences, educations and contact links name the nested field', async () => {
      const exp = await ctx.call('PUT', '/api/candidate/profile', {
        auth: candidate.auth,
        body: {
          experiences: [
            { company: 'Acme', title: 'Dev \ud800', start: '2020-01', end: null, description: 'x' },
          ],
          educations: [
            {
              institution: '\udc00',
              degree: 'BSc',
              field: 'CS',
              education_level_id: 2,
              graduated_year: 2014,
            },
          ],
        },
      });
      expectField(exp, 'experiences.0.title', 'invalid_characters');
      expectField(exp, 'educations.0.institution', 'invalid_characters');
      const links = await ctx.call('PUT', '/api/corporate/profile', {
        auth: corporate.auth,
        body: { contact_links: [{ type: 1, value: 'https://example.com/\ud83d' }] },
      });
      expectField(links, 'contact_links.0.value', 'invalid_characters');
    });

    it('a surrogate pair (an emoji) and Thai text are fine', async () => {
      const res = await ctx.call('PUT', '/api/candidate/profile', {
        auth: candidate.auth,
        body: { headline: 'นักพัฒนา 🚀' },
      });
      expect(res.statusCode).toBe(200);
    });

    it('a number that is not finite (1e400) is a 400, not a query the database refuses', async () => {
      expectField(await ctx.call('GET', '/api/blog?limit=1e400'), 'limit', 'type');
      expectField(await ctx.call('GET', '/api/blog?offset=Infinity'), 'offset', 'type');
    });

    it('a URL that is not valid percent-encoding, or an over-long parameter, leaves in the one shape', async () => {
      for (const url of ['/api/blog/%ED%A0%80', '/api/jobs/%zz', `/api/jobs/${'x'.repeat(300)}`]) {
        const res = await ctx.call('GET', url);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: expect.any(String) } });
      }
    });
  });

  describe('__proto__, constructor and unknown fields', () => {
    it('__proto__ and constructor keys are refused with the field named, at any depth', async () => {
      const top = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: from(),
        headers: { 'content-type': 'application/json' },
        payload: `{"__proto__":{"admin":true},${JSON.stringify(CONTACT).slice(1)}`,
      });
      expectField(top, '__proto__', 'forbidden_key');
      const nested = await ctx.call('PUT', '/api/candidate/profile', {
        auth: candidate.auth,
        headers: { 'content-type': 'application/json' },
        body: '{"skills":[{"constructor":{"prototype":{"admin":true}}}]}',
      });
      expectField(nested, 'skills.0.constructor', 'forbidden_key');
      expectField(await ctx.call('GET', '/api/blog?__proto__=x'), '__proto__', 'forbidden_key');
    });

    it('unknown fields are ignored: dropped before the handler, never stored', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: from(),
        payload: { ...CONTACT, is_admin: true },
      });
      expect(res.statusCode).toBe(201);
      const profile = await ctx.call('PUT', '/api/candidate/profile', {
        auth: candidate.auth,
        body: { headline: 'Backend', uid: 'someone-else', role: 'admin' },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data).not.toHaveProperty('role');
      expect(profile.json().data.uid).toBe(candidate.uid);
    });

    it('malformed JSON is a 400 on the body', async () => {
      const res = await ctx.call('PUT', '/api/candidate/profile', {
        auth: candidate.auth,
        headers: { 'content-type': 'application/json' },
        body: '{"headline":',
      });
      expectField(res, '_', 'invalid_json');
    });
  });

  describe('Content-Encoding and body size', () => {
    it('a compressed body, even valid gzip, is a 415 UNSUPPORTED_CONTENT_ENCODING', async () => {
      for (const [encoding, payload] of [
        ['gzip', zlib.gzipSync(JSON.stringify(CONTACT))],
        ['br', zlib.brotliCompressSync(JSON.stringify(CONTACT))],
        ['x-unknown', Buffer.from(JSON.stringify(CONTACT))],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: from(),
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
          payload,
        });
        expect(res.statusCode).toBe(415);
        expect(res.json().error.code).toBe('UNSUPPORTED_CONTENT_ENCODING');
      }
      const identity = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: from(),
        headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
        payload: JSON.stringify(CONTACT),
      });
      expect(identity.statusCode).toBe(201);
    });

    it('behind a proxy (@fastify/http-proxy, as the gateway), an oversized body gets the 413, not an EPIPE', async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const proxy = Fastify();
      await proxy.register(httpProxy, {
        upstream: `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`,
        prefix: '/api',
        rewritePrefix: '/api',
        http2: false,
      });
      await proxy.listen({ port: 0, host: '127.0.0.1' });
      const body = Buffer.alloc(8 * 1024 * 1024, 0x20);
      try {
        for (const path of ['/api/contact', '/api/candidate/profile']) {
          const result = await new Promise<{ status: number; json: unknown }>((resolve, reject) => {
            const req = http.request(
              {
                host: '127.0.0.1',
                port: (proxy.server.address() as AddressInfo).port,
                method: path === '/api/contact' ? 'POST' : 'PUT',
                path,
                headers: { 'content-type': 'application/json', 'content-length': body.length },
              },
              (res) => {
                let text = '';
                res.on('data', (c: Buffer) => (text += c.toString()));
                res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
              },
            );
            req.on('error', reject);
            req.end(body);
          });
          expect(result).toEqual({
            status: 413,
            json: { error: { code: 'FILE_TOO_LARGE', message: expect.any(String) } },
          });
        }
      } finally {
        await proxy.close();
      }
    });
  });

  describe('multipart', () => {
    /** `cut`: bytes left out at the end (a truncated upload). */
    const post = (parts: Parameters<typeof multipart>[0], cut = 0) => {
      const body = multipart(parts);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/candidate/files',
        headers: { authorization: candidate.auth, ...body.headers },
        payload: body.payload.subarray(0, body.payload.length - cut),
      });
    };

    it('fields before or after the file are read', async () => {
      const after = await post([
        { name: 'file', filename: 'cv.pdf', content: PDF() },
        { name: 'kind', value: 'resume' },
      ]);
      expect(after.statusCode).toBe(200);
      const wrongKind = await post([
        { name: 'file', filename: 'cv.pdf', content: PDF() },
        { name: 'kind', value: 'x' },
      ]);
      expectField(wrongKind, 'kind', 'enum');
    });

    it('too many fields is a 413 VALIDATION_ERROR, a truncated body a 400 on the file', async () => {
      const many = await post([
        ...Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'v' })),
        { name: 'file', filename: 'cv.pdf', content: PDF() },
      ]);
      expect(many.statusCode).toBe(413);
      expect(many.json().error.code).toBe('VALIDATION_ERROR');
      const truncated = await post(
        [
          { name: 'kind', value: 'resume' },
          { name: 'file', filename: 'cv.pdf', content: PDF() },
        ],
        60,
      );
      expectField(truncated, 'file', 'multipart_malformed');
    });

    it('NUL bytes in a field or in the file name name the field', async () => {
      expectField(
        await post([
          { name: 'kind', value: 'res\u0000ume' },
          { name: 'file', filename: 'cv.pdf', content: PDF() },
        ]),
        'kind',
        'invalid_characters',
      );
      expectField(
        await post([{ name: 'file', filename: 'cv\u0000.pdf', content: PDF() }]),
        'file',
        'invalid_characters',
      );
    });
  });
});
