import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isAllowedEmulatorCall } from '@jobportal/deployment';

const root = path.resolve(__dirname, '../..');
const template = fs.readFileSync(path.join(root, 'deploy/nginx/default.conf.template'), 'utf8');

/** The emulator block's regex locations in order, each forwarding (proxy_pass) or refusing (return 403). */
function emulatorLocations(): { pattern: RegExp; forwards: boolean; checksAuthorization: boolean }[] {
  const block = template.slice(template.indexOf('# emulator-begin'), template.indexOf('# emulator-end'));
  return [...block.matchAll(/location ~ (\S+) \{([\s\S]*?)\n {2}\}/g)].map(([, regex, body]) => ({
    pattern: new RegExp(regex),
    forwards: body.includes('proxy_pass'),
    checksAuthorization: body.includes('if ($http_authorization) { return 403; }'),
  }));
}

/** nginx picks the first regex location that matches. */
function nginxForwards(pathname: string): boolean {
  return emulatorLocations().find((l) => l.pattern.test(pathname))?.forwards ?? false;
}

const SAMPLES = [
  '/identitytoolkit.googleapis.com/v1/accounts:signUp',
  '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
  '/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp',
  '/identitytoolkit.googleapis.com/v1/accounts:sendOobCode',
  '/identitytoolkit.googleapis.com/v1/accounts:lookup',
  '/identitytoolkit.googleapis.com/v1/accounts:update',
  '/identitytoolkit.googleapis.com/v1/accounts:query',
  '/identitytoolkit.googleapis.com/v1/accounts:batchGet',
  '/identitytoolkit.googleapis.com/v1/accounts:lookupX',
  '/identitytoolkit.googleapis.com/v1/projects',
  '/identitytoolkit.googleapis.com/v1/projects/demo-jobportal/accounts:query',
  '/identitytoolkit.googleapis.com/v1/projects/demo-jobportal/tenants/candidate-pool/accounts:lookup',
  '/identitytoolkit.googleapis.com/v2/projects/demo-jobportal/tenants',
  '/identitytoolkit.googleapis.com/v2/recaptchaConfig',
  '/identitytoolkit.googleapis.com/v2/passwordPolicy',
  '/identitytoolkit.googleapis.com/v2/accounts:revokeToken',
  '/identitytoolkit.googleapis.com/v2/accounts/mfaSignIn:start',
  '/securetoken.googleapis.com/v1/token',
  '/securetoken.googleapis.com/v1/other',
  '/emulator/auth/handler',
  '/emulator/auth/iframe',
  '/emulator/action',
  '/emulator/v1/projects/demo-jobportal/oobCodes',
  '/emulator/v1/projects/demo-jobportal/tenants/candidate-pool/verificationCodes',
  '/emulator/openapi.json',
  '/emulator',
];

describe('nginx: the Auth emulator behind the production proxy (emulator profile only)', () => {
  it('forwards exactly the paths the portal gateway forwards', () => {
    const gatewayForwards = (p: string) =>
      ['GET', 'POST'].some((m) => isAllowedEmulatorCall(m, p, undefined));
    expect(SAMPLES.filter(nginxForwards)).toEqual(SAMPLES.filter(gatewayForwards));
    expect(SAMPLES.filter(nginxForwards).length).toBeGreaterThan(10);
  });

  it('refuses any Authorization header on a forwarded path (the emulator treats "Bearer owner" as admin)', () => {
    const locations = emulatorLocations();
    expect(locations.length).toBeGreaterThanOrEqual(3);
    for (const location of locations.filter((l) => l.forwards))
      expect(location.checksAuthorization).toBe(true);
  });

  it('the proxy refuses to start with the emulator in production', () => {
    const script = path.join(root, 'deploy/nginx/entrypoint.sh');
    expect(() =>
      execFileSync('sh', [script], {
        env: { PATH: process.env.PATH ?? '', USE_AUTH_EMULATOR: 'true', RUN_MODE: 'production' },
        stdio: 'pipe',
      }),
    ).toThrow(/USE_AUTH_EMULATOR=true is refused with RUN_MODE=production/);
  });
});
