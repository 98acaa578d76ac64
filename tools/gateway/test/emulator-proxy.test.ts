import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGateway } from '../src/gateway';
import { isAllowedEmulatorCall } from '@jobportal/deployment';
import { testGatewayOptions } from './options';

describe('gateway: the Auth emulator behind the portal answers the browser SDK only', () => {
  let dir: string;
  let emulator: http.Server;
  let emulatorUrl: string;
  const received: string[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-emulator-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html></html>');
    // Stands in for the emulator: records what reached it.
    emulator = http.createServer((req, res) => {
      // The gateway's own API reads (its job change feed) reach this address too: they are not emulator calls.
      if (req.url?.startsWith('/api/')) return res.writeHead(404).end();
      received.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`.trim());
      res.setHeader('content-type', 'application/json');
      res.end('{"users":[{"passwordHash":"fakeHash:salt=fakeSalt:password=secret"}]}');
    });
    await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
    emulatorUrl = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    emulator.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => received.splice(0));

  const gateway = () =>
    buildGateway(
      testGatewayOptions({
        shellDir: dir,
        registryDir: dir,
        apiUrl: emulatorUrl,
        authEmulatorUrl: emulatorUrl,
      }),
    );

  it('refuses an owner-token account query or lookup, and never forwards it', async () => {
    const app = await gateway();
    for (const url of [
      '/identitytoolkit.googleapis.com/v1/projects/demo-jobportal/accounts:query',
      '/identitytoolkit.googleapis.com/v1/projects/demo-jobportal/tenants/candidate-pool/accounts:query',
      '/identitytoolkit.googleapis.com/v1/accounts:lookup',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
      expect(res.body).not.toContain('password');
    }
    expect(received).toEqual([]);
  });

  it('never forwards the e-mail and SMS codes or the emulator admin API', async () => {
    const app = await gateway();
    for (const [method, url] of [
      ['GET', '/emulator/v1/projects/demo-jobportal/oobCodes'],
      ['GET', '/emulator/v1/projects/demo-jobportal/tenants/candidate-pool/verificationCodes'],
      ['DELETE', '/emulator/v1/projects/demo-jobportal/accounts'],
      ['GET', '/emulator/openapi.json'],
      ['POST', '/identitytoolkit.googleapis.com/v1/accounts:batchGet'],
      ['POST', '/identitytoolkit.googleapis.com/v1/accounts:lookup/../../v1/projects/x/accounts:query'],
      ['POST', '/identitytoolkit.googleapis.com/v2/projects/demo-jobportal/tenants'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
    expect(received).toEqual([]);
  });

  it('forwards what the browser SDK sends for its own user', async () => {
    const app = await gateway();
    const calls = [
      ['POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k'],
      ['POST', '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k'],
      ['POST', '/securetoken.googleapis.com/v1/token?key=k'],
      ['GET', '/identitytoolkit.googleapis.com/v1/projects?key=k'],
      ['GET', '/emulator/auth/handler?apiKey=k'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
    expect(received).toEqual(calls.map(([method, url]) => `${method} ${url}`));
  });

  it('a production gateway refuses to start with the emulator', async () => {
    await expect(
      buildGateway(
        testGatewayOptions({
          shellDir: dir,
          registryDir: dir,
          apiUrl: emulatorUrl,
          authEmulatorUrl: emulatorUrl,
          runMode: 'production',
        }),
      ),
    ).rejects.toThrow(/RUN_MODE=production/);
  });
});

describe('isAllowedEmulatorCall', () => {
  it('refuses any authorization header, even on a client path', () => {
    const path = '/identitytoolkit.googleapis.com/v1/accounts:signUp';
    expect(isAllowedEmulatorCall('POST', path, undefined)).toBe(true);
    expect(isAllowedEmulatorCall('POST', path, 'Bearer ya29.service-account')).toBe(false);
    expect(isAllowedEmulatorCall('GET', path, undefined)).toBe(false);
  });
});
