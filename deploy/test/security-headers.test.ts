import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { inlineScriptHashes, nginxHeaderLines, parseTrustProxy } from '@jobportal/deployment';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const template = read('deploy/nginx/default.conf.template');

/** The body of `location <selector> { … }` (selectors here never contain braces). */
function location(selector: string): string {
  const start = template.indexOf(`location ${selector} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  return template.slice(start, template.indexOf('\n  }', start));
}

describe('production web server (nginx): security headers and the client address', () => {
  it('every location that serves files from this server includes the security headers', () => {
    for (const selector of ['= /remotes.json', '= /app-config.json']) {
      expect(location(selector)).toContain('include /etc/nginx/conf.d/security-headers.inc;');
    }
    // Pages come from the gateway with its own headers (the hashes of each document's inline scripts): nginx adds
    // none there, so a page never carries two Content-Security-Policy headers.
    expect(location('/')).toContain('proxy_pass http://gateway:8080;');
    expect(location('/')).not.toContain('security-headers');
    expect(location('/')).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    // Published remotes: the same headers, loadable by other origins.
    expect(location('/remotes/')).toContain('include /etc/nginx/conf.d/security-headers-remotes.inc;');
  });

  it('sends the API the address of the client it sees, never a forwarded header the client sent', () => {
    expect(location('/api/')).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(template).not.toContain('$proxy_add_x_forwarded_for');
    // The API believes that header from the web server's network only (the compose network is private).
    const compose = parse(read('docker-compose.yml')) as {
      services: Record<string, { environment?: Record<string, string> }>;
    };
    const trust = compose.services.api.environment?.TRUST_PROXY;
    expect(parseTrustProxy(trust)).toEqual(['uniquelocal']);
  });

  it('the image writes the headers from the built shell with the gateway policy', () => {
    const dockerfile = read('deploy/web.Dockerfile');
    expect(dockerfile).toContain(
      'npx tsx tools/gateway/src/security/nginx-cli.ts shell/dist/index.html /nginx-templates',
    );
    expect(dockerfile).toContain('COPY --from=build /nginx-templates/ /etc/nginx/templates/');
  });

  it('the written headers allow the shell own inline script by hash and Google sign-in, and nothing inline', async () => {
    const shell = read('shell/src/index.html');
    const [, script] = /<script>([\s\S]*?)<\/script>/.exec(shell)!;
    const hash = `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
    const lines = await nginxHeaderLines({
      scriptHashes: inlineScriptHashes(shell),
      googleAuthDomain: '${FIREBASE_AUTH_DOMAIN}',
      production: true,
    });
    const csp = /^add_header content-security-policy "([^"]+)" always;$/m.exec(lines)![1];
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' ${hash} https://apis.google.com`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'self' https://${FIREBASE_AUTH_DOMAIN}");
    for (const header of [
      'x-content-type-options "nosniff"',
      'referrer-policy "strict-origin-when-cross-origin"',
      'cross-origin-opener-policy "same-origin-allow-popups"',
      'strict-transport-security "max-age=31536000; includeSubDomains"',
      'permissions-policy "camera=()',
    ]) {
      expect(lines).toContain(`add_header ${header}`);
    }
    for (const line of lines.trim().split('\n')) expect(line).toMatch(/^add_header [a-z-]+ "[^"]*" always;$/);
  });

  it('drops HSTS and upgrade-insecure-requests unless RUN_MODE=production', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-security-'));
    try {
      const lines = await nginxHeaderLines({ scriptHashes: [], googleAuthDomain: 'x', production: true });
      const script = read('deploy/nginx/entrypoint.sh')
        .replaceAll('/usr/share/nginx', dir)
        .replaceAll('/etc/nginx/conf.d/', `${dir}/`);
      for (const sub of ['shell', 'registry', 'registry-seed']) fs.mkdirSync(path.join(dir, sub));
      fs.writeFileSync(path.join(dir, 'registry-seed', 'remotes.json'), '{"remotes":{}}');
      const run = (runMode: string) => {
        fs.writeFileSync(path.join(dir, 'default.conf'), template);
        fs.writeFileSync(path.join(dir, 'security-headers.inc'), lines);
        execFileSync('sh', ['-c', script], { env: { PATH: process.env.PATH ?? '', RUN_MODE: runMode } });
        return fs.readFileSync(path.join(dir, 'security-headers.inc'), 'utf8');
      };
      const production = run('production');
      expect(production).toContain('strict-transport-security');
      expect(production).toContain(';upgrade-insecure-requests"');
      const development = run('development');
      expect(development).not.toContain('strict-transport-security');
      expect(development).not.toContain('upgrade-insecure-requests');
      expect(development).toContain("frame-ancestors 'none'");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
