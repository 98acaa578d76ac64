import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGateway } from '../src/gateway';
import { testGatewayOptions } from './options';

describe('gateway: malformed URLs', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-bad-url-'));
    fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<html><body>shell</body></html>');
    fs.mkdirSync(path.join(dir, 'registry'), { recursive: true });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const gateway = () =>
    buildGateway(
      testGatewayOptions({
        shellDir: path.join(dir, 'shell'),
        registryDir: path.join(dir, 'registry'),
        apiUrl: 'http://127.0.0.1:9',
        authEmulatorUrl: null,
      }),
    );

  it.each(['/%', '/candidate/jobs/%E0%B8', '/blog/%zz?x=1'])(
    '%s: 400 with the portal error page in Thai, not a raw JSON error',
    async (url) => {
      const app = await gateway();
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<html lang="th">');
      expect(res.body).toContain('ลิงก์ไม่ถูกต้อง');
      expect(res.body).toContain('href="/"');
      expect(res.body).not.toContain('FST_ERR_BAD_URL');
      // The document policy of every page applies (CSP, no framing).
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      await app.close();
    },
  );

  it('in English for an English visitor (cookie, else browser language)', async () => {
    const app = await gateway();
    const byCookie = await app.inject({ method: 'GET', url: '/%', headers: { cookie: 'jp_locale=en' } });
    expect(byCookie.body).toContain('This link is not valid');
    const byBrowser = await app.inject({
      method: 'GET',
      url: '/%',
      headers: { 'accept-language': 'en-GB,en' },
    });
    expect(byBrowser.body).toContain('<html lang="en">');
    await app.close();
  });

  it('an API address gets the error shape of the API', async () => {
    const app = await gateway();
    const res = await app.inject({ method: 'GET', url: '/api/jobs/%', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'Some fields are invalid, please check them' },
    });
    const post = await app.inject({ method: 'POST', url: '/%', payload: {} });
    expect(post.statusCode).toBe(400);
    expect(post.json().error.code).toBe('VALIDATION_ERROR');
    await app.close();
  });
});
