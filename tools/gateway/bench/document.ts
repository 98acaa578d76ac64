/**
 * Cost of writing one server-rendered page's document (the head, the body, the script hashes of its policy), the
 * gateway's per-response work on top of the render: `npm run bench:document -w @jobportal/gateway [-- <file>]`.
 * The page's markup and styles come from a document the running portal serves (PORTAL_URL, default :8080: a job
 * search rendered for a phone) or from a saved one; the median and p95 of 300 runs of each step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { inlineScriptHashes } from '@jobportal/deployment';
import { pageDocument, pageShell } from '../src/pages/document';
import type { PageResult } from '../src/pages/pageHead';

const file = process.argv[2];
const portal = process.env.PORTAL_URL ?? 'http://localhost:8080';
const served = file
  ? fs.readFileSync(file, 'utf8')
  : await (
      await fetch(`${portal}/candidate/jobs?main_input=react`, {
        headers: {
          'accept-language': 'th',
          'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36',
        },
      })
    ).text();
const root = served.indexOf('<div id="root"');
const bodyOpen = /<body[^>]*>/i.exec(served);
if (root < 0 || !bodyOpen) throw new Error(`${file ?? portal} did not give a server-rendered page`);
const styles = served.slice(
  bodyOpen.index + bodyOpen[0].length,
  served.indexOf('<', served.lastIndexOf('</style>') + 8),
);
const inner = served.slice(
  served.indexOf('>', root) + 1,
  served.lastIndexOf('</div>', served.indexOf('<script', root)),
);
const template = fs.readFileSync(path.resolve(import.meta.dirname, '../../../shell/dist/index.html'), 'utf8');
const page = {
  status: 200,
  lang: 'th',
  body: null,
  head: {
    title: 'งาน react | JobPortal',
    description: 'ค้นหางาน react ล่าสุด',
    robots: 'index, follow',
    canonical: 'https://jobportal.example/candidate/jobs?main_input=react',
    alternates: [],
    ogType: 'website',
    image: null,
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] }],
  },
} as unknown as PageResult;
const snapshot = { styles, body: inner, data: '{"queries":{}}', serverRendered: 'mobile' as const };

const times = (run: () => unknown, n = 300) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    run();
    out.push(performance.now() - start);
  }
  out.sort((a, b) => a - b);
  return `median ${out[n >> 1].toFixed(2)} ms, p95 ${out[Math.floor(n * 0.95)].toFixed(2)} ms`;
};
const url = '/candidate/jobs?main_input=react';
const html = pageDocument(pageShell(template, page, url), page, snapshot);
console.log(
  `document ${(html.length / 1024).toFixed(0)} KB (styles ${(styles.length / 1024).toFixed(0)} KB)`,
);
console.log(
  `pageShell + pageDocument: ${times(() => pageDocument(pageShell(template, page, url), page, snapshot))}`,
);
console.log(`inlineScriptHashes:       ${times(() => inlineScriptHashes(html))}`);
