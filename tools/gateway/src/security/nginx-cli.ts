/**
 * Writes the production web server's security headers from the built shell (deploy/web.Dockerfile):
 *   tsx tools/gateway/src/security/nginx-cli.ts <shell dist/index.html> <output dir>
 * Two nginx template files: security-headers.inc.template (the shell and everything else) and
 * security-headers-remotes.inc.template (/remotes/, loadable by other origins). nginx's template step fills in
 * ${FIREBASE_AUTH_DOMAIN} at start; deploy/nginx/entrypoint.sh drops HSTS and upgrade-insecure-requests unless
 * RUN_MODE=production.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, nginxHeaderLines } from '@jobportal/deployment';

const [indexFile, outDir] = process.argv.slice(2);
if (!indexFile || !outDir) {
  console.error('usage: nginx-cli.ts <shell index.html> <output dir>');
  process.exit(2);
}
const base = {
  scriptHashes: inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')),
  googleAuthDomain: '${FIREBASE_AUTH_DOMAIN}',
  production: true,
};
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'security-headers.inc.template'), await nginxHeaderLines(base));
fs.writeFileSync(
  path.join(outDir, 'security-headers-remotes.inc.template'),
  await nginxHeaderLines({ ...base, crossOriginResource: true }),
);
console.log(
  `security headers for nginx written to ${outDir} (${base.scriptHashes.length} inline script hashes)`,
);
