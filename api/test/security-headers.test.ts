import Fastify from 'fastify';
import { addSecurityHeaders } from '../src/http/security-headers';
import { forEachDriver } from './helpers/app';

forEachDriver('API security headers', (ctx) => {
  it('every answer (data, errors, the OpenAPI document) may run, load and frame nothing', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/openapi.json', 200],
      ['/api/nope', 404],
      ['/api/candidate/getProfile', 401],
    ] as const) {
      const res = await ctx.call('GET', url);
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Not production: no HSTS (a developer's http://localhost).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('API security headers in production', () => {
  it('add HSTS', async () => {
    const app = Fastify();
    addSecurityHeaders(app, 'production');
    app.get('/', async () => ({}));
    const res = await app.inject('/');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
