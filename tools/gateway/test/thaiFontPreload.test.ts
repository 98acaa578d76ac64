import fs from 'node:fs';
import path from 'node:path';
import { pageShell } from '../src/pages/document';
import type { PageResult } from '../src/pages/pageHead';

// The shell's own document: its Thai web font is preloaded (shell/src/index.html).
const TEMPLATE = fs.readFileSync(path.resolve(__dirname, '../../../shell/src/index.html'), 'utf8');

const page = (lang: 'th' | 'en'): PageResult => ({
  status: 200,
  lang,
  body: null,
  head: {
    title: 'JobPortal',
    description: '',
    canonical: 'https://jobportal.test/',
    alternates: [],
    robots: 'index, follow',
    ogType: 'website',
    image: null,
    jsonLd: [],
  },
});

const preloads = (html: string) => html.match(/<link\s+rel="preload"[^>]*as="font"[^>]*>/g) ?? [];

describe('the Thai web font in the documents the gateway writes', () => {
  it('is preloaded (the regular weight only) on a Thai page', () => {
    const found = preloads(pageShell(TEMPLATE, page('th'), '/'));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('noto-sans-thai-thai-400.');
  });

  it('is not preloaded on an English page (its Thai glyphs load only if Thai text shows)', () => {
    const html = pageShell(TEMPLATE, page('en'), '/?lang=en');
    expect(preloads(html)).toEqual([]);
    expect(html).toContain("font-family: 'Noto Sans Thai'");
  });

  it('names the start-up splash in the page language', () => {
    const splash = (html: string) => /<div id="splash"[^>]*aria-label="([^"]*)"/.exec(html)?.[1];
    expect(splash(pageShell(TEMPLATE, page('th'), '/'))).toBe('กำลังโหลด');
    expect(splash(pageShell(TEMPLATE, page('en'), '/?lang=en'))).toBe('Loading');
  });
});
