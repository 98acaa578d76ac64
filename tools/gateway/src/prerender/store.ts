import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
// The shell's own locale rules, so a snapshot is always in the locale the shell will choose for the visitor.
import { detectLocale, readLocaleCookie, type Locale } from '@jobportal/platform-contract';

/** Public pages a guest lands on from search engines and shared links; each is prerendered per variant. */
export const PRERENDER_ROUTES = ['/', '/blog', '/contact-us', '/privacy-notice', '/privacy-policy'] as const;

export { LOCALE_COOKIE } from '@jobportal/platform-contract';
export type Device = 'mobile' | 'desktop';
export interface Variant {
  locale: Locale;
  device: Device;
}
export const VARIANTS: Variant[] = [
  { locale: 'th', device: 'mobile' },
  { locale: 'th', device: 'desktop' },
  { locale: 'en', device: 'mobile' },
  { locale: 'en', device: 'desktop' },
];

/**
 * What a set of snapshots was rendered from: the shell's index.html and the registry's active versions. A
 * publish or a rollback changes it, so a snapshot of other code is never served (the live page would differ).
 */
export function currentStamp(shellDir: string, registryDir: string): string | null {
  const index = path.join(shellDir, 'index.html');
  if (!fs.existsSync(index)) return null;
  const registry = path.join(registryDir, 'remotes.json');
  const hash = crypto.createHash('sha256').update(fs.readFileSync(index));
  if (fs.existsSync(registry)) hash.update(fs.readFileSync(registry));
  return hash.digest('hex').slice(0, 16);
}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/** Locale as the shell will choose it (cookie, else the browser's first Thai or English language, else Thai). */
export function localeOf(headers: Headers): Locale {
  const languages = header(headers, 'accept-language')
    .split(',')
    .map((part) => part.trim());
  return readLocaleCookie(header(headers, 'cookie')) ?? detectLocale(languages);
}

/** Phones get the snapshot taken at a phone's width (the layout differs below the md breakpoint). */
export function deviceOf(headers: Headers): Device {
  if (header(headers, 'sec-ch-ua-mobile') === '?1') return 'mobile';
  return /Mobi|Android|iPhone|iPod/i.test(header(headers, 'user-agent')) ? 'mobile' : 'desktop';
}

const variantDir = (variant: Variant) => `${variant.locale}-${variant.device}`;
const fileName = (route: string) =>
  route === '/' ? 'index.html' : `${route.slice(1).replace(/\//g, '__')}.html`;
const root = (registryDir: string) => path.join(registryDir, 'prerender');

export function isPrerenderedRoute(pathname: string): boolean {
  return (PRERENDER_ROUTES as readonly string[]).includes(pathname);
}

/** The prerendered document for this request, or null (other route, other code, not rendered yet). */
export function findPrerendered(
  dirs: { shellDir: string; registryDir: string },
  pathname: string,
  headers: Headers,
): Buffer | null {
  if (!isPrerenderedRoute(pathname)) return null;
  const stamp = currentStamp(dirs.shellDir, dirs.registryDir);
  if (!stamp) return null;
  const variant = { locale: localeOf(headers), device: deviceOf(headers) };
  const file = path.join(root(dirs.registryDir), stamp, variantDir(variant), fileName(pathname));
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

/** When the set for this stamp was written (ms since epoch), or null when there is none. */
export function snapshotSetTime(registryDir: string, stamp: string): number | null {
  try {
    return fs.statSync(path.join(root(registryDir), stamp)).mtimeMs;
  } catch {
    return null;
  }
}

export interface RenderedPage {
  variant: Variant;
  route: string;
  html: string;
}

/** Writes a complete set at once (readers never see half a set) and removes the sets of older code. */
export function writeSnapshotSet(registryDir: string, stamp: string, pages: RenderedPage[]): void {
  const base = root(registryDir);
  const staging = path.join(base, `.staging-${process.pid}-${Date.now()}`);
  for (const page of pages) {
    const dir = path.join(staging, variantDir(page.variant));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, fileName(page.route)), page.html);
  }
  const target = path.join(base, stamp);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(staging, target);
  for (const entry of fs.readdirSync(base)) {
    if (entry !== stamp && !entry.startsWith('.staging-'))
      fs.rmSync(path.join(base, entry), { recursive: true });
  }
}
