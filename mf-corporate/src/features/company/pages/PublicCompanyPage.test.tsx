/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
import { fireEvent, screen } from '@testing-library/react';
import type { PublicCompany } from '@jobportal/contracts';
import { initTestApp, ok, renderPage, stubApi } from '../../../test/renderWithApp';
import { testLookups } from '../../../test/fixtures';
import PublicCompanyPage from './PublicCompanyPage';

// The dialog itself is tested in @jobportal/reporting (libs/reporting): here only that the company page offers it.
const COMPANY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const company: PublicCompany = {
  id: COMPANY,
  name_th: 'บริษัท ทดสอบ จำกัด',
  name_en: 'Test Co., Ltd.',
  company_type_id: null,
  logo_url: null,
  about_th: '',
  about_en: '',
  benefits: [],
  size: null,
  website: null,
  contact_links: [],
  address: '',
  province_id: null,
  verified: false,
  open_jobs: [],
};

beforeAll(() => initTestApp());

it('offers "report this company" on the public company page', async () => {
  stubApi(({ path }) =>
    path === `/companies/${COMPANY}` ? ok(company) : path === '/lookups' ? ok(testLookups) : undefined,
  );
  renderPage(<PublicCompanyPage />, { path: '/corporate/:id', url: `/corporate/${COMPANY}` });

  const report = await screen.findByRole('button', { name: 'รายงานบริษัทนี้' });
  expect(report).toHaveAttribute('aria-haspopup', 'dialog');
});

it('offers the share menu with the company page as the shared link', async () => {
  stubApi(({ path }) =>
    path === `/companies/${COMPANY}` ? ok(company) : path === '/lookups' ? ok(testLookups) : undefined,
  );
  renderPage(<PublicCompanyPage />, { path: '/corporate/:id', url: `/corporate/${COMPANY}` });

  const share = await screen.findByRole('button', { name: 'แชร์' });
  expect(share).toHaveAttribute('aria-haspopup', 'menu');
  fireEvent.click(share);
  const line = screen.getByRole('menuitem', { name: /LINE/ });
  expect(new URL(line.getAttribute('href') ?? '').searchParams.get('url')).toMatch(
    new RegExp(`/corporate/${COMPANY}$`),
  );
});
