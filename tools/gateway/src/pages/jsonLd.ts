import type { PublicCompany } from '@jobportal/contracts';

export { jobPostingJsonLd } from '@jobportal/platform-contract';

const absolute = (url: string | null, origin: string) => (url ? new URL(url, origin).toString() : null);

/** schema.org BreadcrumbList: the trail of names and absolute URLs, first to last. */
export function breadcrumbJsonLd(trail: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** schema.org Organization for a company's public page. */
export function organizationJsonLd(
  company: PublicCompany,
  opts: { name: string; description: string; url: string; origin: string; provinceName: string | null },
): Record<string, unknown> {
  const logo = absolute(company.logo_url, opts.origin);
  return {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: opts.name,
    url: opts.url,
    ...(opts.description ? { description: opts.description } : {}),
    ...(logo ? { logo } : {}),
    ...(company.website ? { sameAs: [company.website] } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(opts.provinceName ? { addressRegion: opts.provinceName } : {}),
      addressCountry: 'TH',
    },
  };
}
