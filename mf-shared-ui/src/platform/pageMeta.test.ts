import { applyPageMeta } from './pageMeta';
import { setRuntimeConfig, getRuntimeConfig } from './runtimeConfig';

/** The head the gateway wrote for /candidate/jobs/1 (tools/gateway/src/pages/document.ts). */
function serverHead(url: string): void {
  document.head.innerHTML =
    `<link rel="canonical" href="http://localhost:8080${url}">` +
    `<link rel="alternate" hreflang="th" href="http://localhost:8080/candidate/jobs/1?lang=th" data-server-head="${url}">` +
    `<script type="application/ld+json" data-server-head="${url}">{"@type":"JobPosting","title":"A"}</script>` +
    `<script type="application/ld+json" data-server-head="${url}">{"@type":"BreadcrumbList"}</script>`;
}
const jsonLdTypes = () =>
  Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
    (el) => (JSON.parse(el.textContent ?? '{}') as { '@type': string })['@type'],
  );

describe('applyPageMeta with the head the server wrote', () => {
  beforeEach(() => setRuntimeConfig({ ...getRuntimeConfig(), publicBaseUrl: 'http://localhost:8080' }));

  it('keeps the server JSON-LD of this URL except the type the page sets itself (one JobPosting)', () => {
    window.history.replaceState(null, '', '/candidate/jobs/1');
    serverHead('/candidate/jobs/1');
    applyPageMeta({ title: 'A', description: 'd', jsonLd: { '@type': 'JobPosting', title: 'A' } });
    expect(jsonLdTypes().sort()).toEqual(['BreadcrumbList', 'JobPosting']);
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(1);
  });

  it("drops the server's hreflang links and JSON-LD once the app shows another URL", () => {
    serverHead('/candidate/jobs/1');
    window.history.replaceState(null, '', '/blog');
    applyPageMeta({ title: 'Blog', description: 'd' });
    expect(jsonLdTypes()).toEqual([]);
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(0);
  });

  it("keeps the server's head when the URL only adds parameters the page does not read (a tracker, a cache buster)", () => {
    window.history.replaceState(null, '', '/candidate/jobs/1?utm_source=line&cb=5d1e');
    serverHead('/candidate/jobs/1');
    applyPageMeta({ title: 'A', description: 'd', jsonLd: { '@type': 'JobPosting', title: 'A' } });
    expect(jsonLdTypes().sort()).toEqual(['BreadcrumbList', 'JobPosting']);
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(1);
    // a search for something else is another page
    serverHead('/candidate/jobs?main_input=react');
    window.history.replaceState(null, '', '/candidate/jobs?main_input=go&cb=1');
    applyPageMeta({ title: 'Jobs', description: 'd' });
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(0);
  });

  it('keeps the language the URL names in the canonical URL (the hreflang alternates are their own canonical)', () => {
    window.history.replaceState(null, '', '/candidate/jobs/1?lang=en');
    applyPageMeta({ title: 'A', description: 'd', canonicalPath: '/candidate/jobs/1' });
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:8080/candidate/jobs/1?lang=en',
    );
    window.history.replaceState(null, '', '/candidate/jobs/1');
    applyPageMeta({ title: 'A', description: 'd', canonicalPath: '/candidate/jobs/1' });
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:8080/candidate/jobs/1',
    );
  });
});
