import { screen } from '@testing-library/react';
import { initTestI18n, renderPage, stubFetch } from '../../../test/renderWithApp';
import { prefetchInto } from '../../../test/prefetchCoverage';
import { jobCard, jobDetail, lookups } from '../../../test/fixtures';
import JobDetailPage, { prefetch } from '../pages/JobDetailPage';

const ID = '5b0a3c1e-8d52-4c1e-9f7a-2f4d6b8e0a11';
const job = jobDetail(ID, 'Senior React Developer', {
  description_html: '<p>Build the job portal.</p>',
  qualifications_html: '<p>React</p>',
  years_experience_min: 3,
});

const salaryPage = {
  family: { slug: 'frontend-developer', name_th: 'Frontend Developer', name_en: 'Frontend Developer' },
  province: { id: 1, slug: 'bangkok', name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok' },
  count: 12,
  median: 49000,
};

beforeAll(() => initTestI18n());

it("the job page's prefetch asks for everything the page shows: rendered with it, the page asks the API for nothing more", async () => {
  const fetchMock = stubFetch({
    '/lookups': { data: lookups },
    [`/jobs/${ID}`]: { data: job },
    [`/jobs/${ID}/similar`]: { data: [jobCard('j2', 'React Native Developer')] },
    '/salaries': { data: [salaryPage] },
  });
  const store = await prefetchInto(prefetch, { params: { id: ID } });
  const asked = fetchMock.mock.calls.length;
  expect(asked).toBe(4);

  renderPage(<JobDetailPage />, { path: '/candidate/jobs/:id', url: `/candidate/jobs/${ID}`, store });

  expect(screen.getByRole('heading', { level: 1, name: 'Senior React Developer' })).toBeInTheDocument();
  expect(await screen.findByText('React Native Developer')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ดูเงินเดือน Frontend Developer ในกรุงเทพมหานคร' })).toHaveAttribute(
    'href',
    '/salary/frontend-developer/bangkok',
  );
  await new Promise((r) => setTimeout(r, 50));
  expect(fetchMock.mock.calls.length).toBe(asked);
});
