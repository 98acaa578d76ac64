import { screen } from '@testing-library/react';
import type { Lookups } from '@jobportal/contracts';
import { initTestI18n, renderPage, stubFetch } from '../../test/renderWithApp';
import JobSearchRoute from './JobSearchRoute';

const lookups: Lookups = {
  provinces: [],
  companyTypes: [],
  educationLevels: [],
  skills: [],
  workTypes: ['onsite', 'hybrid', 'remote'],
  hireTypes: ['full_time'],
  datePosted: [1, 7],
  contactLinkTypes: [],
};
const empty = { items: [], total: 0, offset: 0, limit: 20, facets: {} };

jest.setTimeout(40_000);
beforeAll(() => initTestI18n());

it('/candidate/jobs offers "save this search" (the alerts feature composed with the job search)', async () => {
  stubFetch({ '/lookups': { data: lookups }, '/jobs/search': { data: empty } });
  renderPage(<JobSearchRoute />, { path: '/candidate/jobs', url: '/candidate/jobs?main_input=react' });
  expect(await screen.findByTestId('save-search')).toBeInTheDocument();
});
