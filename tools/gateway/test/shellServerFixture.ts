import fs from 'node:fs';
import path from 'node:path';

/**
 * A stand-in for the shell's server build (`dist/server/main.js`, built from shell/src/server) for the gateway's
 * unit tests: the same export, rendering a page that names what it was asked for and which registry it serves.
 * `render N` counts the renders of its worker. The real build is exercised by the journeys (e2e/tests/server-rendering.spec.ts). URLs containing `throw` or
 * `hang` make it fail or never answer, `slow` answers after 800 ms; `none` gives null (a page the server does not
 * render); `script` puts an inline script into the page (as React does when it outlines a section); `svg` an icon with
 * a <title> of its own.
 */
export const SHELL_SERVER_FIXTURE = `
let renders = 0;
exports.createPageRenderer = async ({ registry, config }) => ({
  hydrates: true,
  render: async ({ url, locale, mobile }) => {
    renders += 1;
    if (url.includes('throw')) throw new Error('a remote threw');
    if (url.includes('hang')) return new Promise(() => {});
    if (url.includes('none')) return null;
    if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 800));
    const versions = Object.values(registry.remotes).map((r) => r.version).join(',');
    return {
      body: '<main><h1>' + url + ' ' + locale + ' ' + (mobile ? 'phone' : 'desktop') + ' ' + versions + '</h1>' +
        '<p>api ' + config.apiBaseUrl + '</p><p>render ' + renders + '</p></main>' +
        (url.includes('script') ? '<script>$RC("B:0","S:0")</script>' : '') +
        (url.includes('svg') ? '<svg role="img"><title>icon</title></svg>' : ''),
      styles: '<style data-css-hash="a">.x{}</style>',
      data: JSON.stringify({ queries: { 'getJob("1")': { status: 'fulfilled' } } }),
    };
  },
});
`;

export function writeShellServer(shellDir: string, source = SHELL_SERVER_FIXTURE): void {
  fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'server', 'main.js'), source);
}
