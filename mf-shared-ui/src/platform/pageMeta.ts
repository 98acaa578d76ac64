import { useEffect } from 'react';
import { getRuntimeConfig } from './runtimeConfig';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL (origin added); default: the current path without query. */
  canonicalPath?: string;
  noindex?: boolean;
  image?: string | null;
  type?: 'website' | 'article';
  /** JSON-LD object (e.g. a JobPosting); replaced on every call. */
  jsonLd?: object | null;
}

const SITE_NAME = 'JobPortal';

let routeNoindex = false;
/** The shell marks routes that must never be indexed (e.g. /corporate/profile), whatever the page says. */
export function setRouteNoindex(value: boolean): void {
  routeNoindex = value;
}

function setMeta(attr: 'name' | 'property', key: string, content: string | null): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

function setLink(rel: string, href: string): void {
  let el = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!el) {
    el = document.createElement('link');
    el.setAttribute('rel', rel);
    document.head.appendChild(el);
  }
  el.setAttribute('href', href);
}

/**
 * Whether the server's head was written for the URL shown: `mark` is that URL with only the query parameters its
 * page reads (the gateway's pageQueryUrl), so the same path whose query holds every one of them is the same page
 * (`?utm_source=…` or a cache buster added to it changes nothing).
 */
function headIsFor(mark: string | undefined, here: URL): boolean {
  if (mark === undefined) return false;
  const served = new URL(mark, here);
  if (served.pathname !== here.pathname) return false;
  const shown = new Set(Array.from(here.searchParams, ([name, value]) => `${name}=${value}`));
  return Array.from(served.searchParams).every(([name, value]) => shown.has(`${name}=${value}`));
}

/**
 * The gateway writes hreflang links and JSON-LD into the HTML for the URL it answered (`data-server-head` holds
 * that URL without the parameters no page reads): they stay while the app shows that page, except JSON-LD of a
 * type the page sets itself (no duplicate JobPosting), and go once the app shows another page.
 */
function dropServerHead(pageJsonLdType: unknown): void {
  const here = new URL(window.location.href);
  document.head.querySelectorAll<HTMLElement>('[data-server-head]').forEach((el) => {
    let sameType = false;
    if (pageJsonLdType && el.tagName === 'SCRIPT') {
      try {
        sameType = (JSON.parse(el.textContent ?? '') as { '@type'?: unknown })['@type'] === pageJsonLdType;
      } catch {
        sameType = false;
      }
    }
    if (!headIsFor(el.dataset.serverHead, here) || sameType) el.remove();
  });
}

/** The language the URL names (?lang=, the hreflang alternates): that URL is its own canonical. */
function withUrlLanguage(url: string): string {
  const lang = new URLSearchParams(window.location.search).get('lang');
  if (lang !== 'th' && lang !== 'en') return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

function setJsonLd(data: object | null | undefined): void {
  const existing = document.head.querySelector('script[data-page-jsonld]');
  existing?.remove();
  dropServerHead(data ? (data as { '@type'?: unknown })['@type'] : undefined);
  if (!data) return;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.dataset.pageJsonld = 'true';
  script.textContent = JSON.stringify(data);
  document.head.appendChild(script);
}

/** Writes title, description, robots, canonical, Open Graph and JSON-LD into <head>. */
export function applyPageMeta(meta: PageMeta): void {
  const { runMode, publicBaseUrl } = getRuntimeConfig();
  const title = meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} | ${SITE_NAME}`;
  document.title = title;
  const canonical = withUrlLanguage(
    `${publicBaseUrl.replace(/\/$/, '')}${meta.canonicalPath ?? window.location.pathname}`,
  );
  const noindex = meta.noindex || routeNoindex || runMode !== 'production';
  setMeta('name', 'description', meta.description);
  setMeta('name', 'robots', noindex ? 'noindex, nofollow' : 'index, follow');
  setLink('canonical', canonical);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:url', canonical);
  setMeta('property', 'og:type', meta.type ?? 'website');
  setMeta('property', 'og:site_name', SITE_NAME);
  setMeta('property', 'og:locale', document.documentElement.lang === 'en' ? 'en_US' : 'th_TH');
  setMeta('property', 'og:image', meta.image ? new URL(meta.image, publicBaseUrl).toString() : null);
  setJsonLd(meta.jsonLd);
}

const currentLocation = () => `${window.location.pathname}${window.location.search}`;
/** The location whose page has set its own metadata; the shell's route default must not overwrite it. */
let pageMetaOwner: string | null = null;

/** The shell's per-route default (translated route title/description); skipped when the page set its own. */
export function applyDefaultPageMeta(meta: PageMeta): void {
  if (pageMetaOwner === currentLocation()) return;
  applyPageMeta(meta);
}

/** Page components call this with their translated, content-specific metadata. */
export function usePageMeta(meta: PageMeta | null): void {
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (!meta) return undefined;
    applyPageMeta(meta);
    const owner = currentLocation();
    pageMetaOwner = owner;
    return () => {
      if (pageMetaOwner === owner) pageMetaOwner = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
