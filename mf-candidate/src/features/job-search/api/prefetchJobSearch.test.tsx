import { screen } from '@testing-library/react';
import type { JobSearchResult } from '@jobportal/contracts';
import { initTestI18n, renderPage, stubFetch } from '../../../test/renderWithApp';
import { prefetchInto } from '../../../test/prefetchCoverage';
import { jobCard, lookups } from '../../../test/fixtures';
import JobSearchRoute, { prefetch } from '../../../app/pages/JobSearchRoute';

const result = (url: URL): { data: JobSearchResult } => ({
  data: {
    items: [jobCard('j1', `Result for ${url.searchParams.get('main_input')}`)],
    total: 1,
    offset: Number(url.searchParams.get('offset') ?? 0),
    limit: 20,
    facets: { tag: [], location: [], workType: [], hireType: [], education: [] },
  },
});

beforeAll(() => initTestI18n());

it("the job search's prefetch asks for the URL's search as the page does: rendered with it, nothing more is asked", async () => {
  const fetchMock = stubFetch({
    '/lookups': { data: lookups },
    '/jobs/search': result,
    '/salaries': { data: [] },
  });
  // Filters, paging and a sort: the page's hooks must ask with the same arguments.
  const search = '?main_input=react&workType=remote&location=1&sort=newest&offset=20';
  const store = await prefetchInto(prefetch, { search });
  const asked = fetchMock.mock.calls.length;
  expect(asked).toBe(3);

  renderPage(<JobSearchRoute />, { path: '/candidate/jobs', url: `/candidate/jobs${search}`, store });

  expect(screen.getByText('Result for react')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 50));
  expect(fetchMock.mock.calls.length).toBe(asked);
});
