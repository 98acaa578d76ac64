/**
 * robots.txt of the site: crawling only in production (every other RUN_MODE is a test or staging copy that must
 * never appear in search results), the pages that are never indexed, and the sitemap index.
 */
export function robotsTxt(runMode: string, publicBaseUrl: string): string {
  const base = publicBaseUrl.replace(/\/$/, '');
  const rules =
    runMode === 'production'
      ? ['Allow: /', 'Disallow: /api/', 'Disallow: /corporate/profile', 'Disallow: /backoffice']
      : ['Disallow: /'];
  return ['User-agent: *', ...rules, '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
