import { screen } from '@testing-library/react';
import { initTestI18n, renderPage, stubFetch } from '../../../test/renderWithApp';
import { jobDetail, lookups } from '../../../test/fixtures';
import JobDetailPage from './JobDetailPage';

// The dialog itself is tested in @jobportal/reporting (libs/reporting): here only that the job page offers it.
const ID = '5b0a3c1e-8d52-4c1e-9f7a-2f4d6b8e0a11';

beforeAll(() => initTestI18n());

it('offers "report this job" on the job page', async () => {
  stubFetch({
    '/lookups': { data: lookups },
    [`/jobs/${ID}`]: { data: jobDetail(ID, 'Senior React Developer') },
    [`/jobs/${ID}/similar`]: { data: [] },
  });
  renderPage(<JobDetailPage />, { path: '/candidate/jobs/:id', url: `/candidate/jobs/${ID}` });

  const report = await screen.findByRole('button', { name: 'รายงานประกาศนี้' });
  expect(report).toHaveAttribute('aria-haspopup', 'dialog');
});
