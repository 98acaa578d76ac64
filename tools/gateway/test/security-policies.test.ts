import Fastify from 'fastify';
import helmet from 'helmet';
import type * as Helmet from 'helmet';
import { applyScriptPolicy, registerSecurityHeaders, type PortalSecurity } from '../src/security/headers';

// helmet itself, counted: making its middleware parses every option, which is what this module must not repeat.
jest.mock('helmet', () => {
  const actual = jest.requireActual<typeof Helmet>('helmet');
  return { __esModule: true, default: jest.fn(actual.default) };
});
const madeHelmets = helmet as unknown as jest.Mock;

const SETTINGS: PortalSecurity = { googleAuthDomain: null, production: false };
const SCRIPTS_A = ["'sha256-AAAA'"];
const SCRIPTS_B = ["'sha256-BBBB'"];

async function gatewayLike(settings: PortalSecurity) {
  const app = Fastify();
  await registerSecurityHeaders(app, settings, (pathname) => pathname.startsWith('/emulator'));
  app.get('/plain', async () => 'ok');
  app.get<{ Querystring: { scripts: string } }>('/document', async (request, reply) => {
    applyScriptPolicy(reply, settings, request.query.scripts === 'b' ? SCRIPTS_B : SCRIPTS_A);
    return reply.type('text/html').send('<p>page</p>');
  });
  app.get('/emulator/page', async () => 'emulator');
  return app;
}

const scriptSources = (header: unknown) => /script-src ([^;]*)/.exec(String(header))?.[1].split(' ') ?? [];

it('makes the headers of a policy once, however many answers carry it', async () => {
  const settings = { ...SETTINGS };
  const app = await gatewayLike(settings);
  madeHelmets.mockClear();
  const answers = [];
  for (const url of [
    '/plain',
    '/document',
    '/document?scripts=b',
    '/plain',
    '/document',
    '/document?scripts=b',
  ])
    answers.push(await app.inject(url));
  expect(madeHelmets).toHaveBeenCalledTimes(2);
  // Each answer still has its own policy: the documents allow exactly their scripts, other answers none.
  expect(scriptSources(answers[0].headers['content-security-policy'])).toEqual(["'self'"]);
  expect(scriptSources(answers[1].headers['content-security-policy'])).toEqual(["'self'", ...SCRIPTS_A]);
  expect(scriptSources(answers[2].headers['content-security-policy'])).toEqual(["'self'", ...SCRIPTS_B]);
  expect(scriptSources(answers[4].headers['content-security-policy'])).toEqual(["'self'", ...SCRIPTS_A]);
  expect(answers[3].headers['x-frame-options']).toBe('DENY');
  expect(answers[3].headers['permissions-policy']).toContain('camera=()');
  await app.close();
});

it('leaves the paths it is told to skip without the portal headers', async () => {
  const app = await gatewayLike({ ...SETTINGS });
  const res = await app.inject('/emulator/page');
  expect(res.headers['content-security-policy']).toBeUndefined();
  expect(res.headers['permissions-policy']).toBeUndefined();
  await app.close();
});
