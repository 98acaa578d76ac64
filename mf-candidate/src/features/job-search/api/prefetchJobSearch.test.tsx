import { screen } from '@testing-library/react';
import type { JobSearchResult, Lookups } from '@jobportal/contracts';
import { initTestI18n, renderPage, stubFetch } from '../../../test/renderWithApp';
import { prefetchInto } from '../../../test/prefetchCoverage';
import JobSearchRoute, { prefetch } from '../../../app/pages/JobSearchRoute';

const lookups: Lookups = {
  provinces: [{ id: 1, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', region: 'central' }],
  companyTypes: [],
  educationLevels: [],
  skills: [{ id: 1, slug: 'react', name: 'React', name_th: null, aliases: [], category: 'frontend' }],
  workTypes: ['onsite', 'hybrid', 'remote'],
  hireTypes: ['full_time'],
  datePosted: [1, 7],
  contactLinkTypes: [],
};
const result = (url: URL): { data: JobSearchResult } => ({
  data: {
    items: [
      {
        id: 'j1',
        title: `Result for ${url.searchParams.get('main_input')}`,
        company: { id: 'c1', name_th: 'บริษัท ทดสอบ', name_en: 'Test Co', logo_url: null, verified: true },
        province_id: 1,
        work_type: 'remote',
        hire_type: 'full_time',
        salary_min: 30000,
        salary_max: 50000,
        salary_negotiable: false,
        skills: ['react'],
        posted_at: new Date(Date.now() - 3600_000).toISOString(),
        is_favourite: false,
      },
    ],
    total: 1,
    offset: Number(url.searchParams.get('offset') ?? 0),
    limit: 20,
    facets: { tag: [], location: [], workType: [], hireType: [], education: [] },
  },
});

beforeAll(() => initTestI18n());

it("the job search's prefetch asks for the URL's search as the page does: rendered with it, nothing more is asked", async () => {
  const fetchMock = stubFetch({ '/lookups': { data: lookups }, '/jobs/search': result });
  // Filters, paging and a sort: the page's hooks must ask with the same arguments.
  const search = '?main_input=react&workType=remote&location=1&sort=newest&offset=20';
  const store = await prefetchInto(prefetch, { search });
  const asked = fetchMock.mock.calls.length;
  expect(asked).toBe(2);

  renderPage(<JobSearchRoute />, { path: '/candidate/jobs', url: `/candidate/jobs${search}`, store });

  expect(screen.getByText('Result for react')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 50));
  expect(fetchMock.mock.calls.length).toBe(asked);
});
