import { screen } from '@testing-library/react';
import { initTestI18n, renderPage } from '../../../test/renderWithApp';
import SavedSearchesPage from './SavedSearchesPage';

const LOOKUPS = {
  provinces: [{ id: 1, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', region: 'central' }],
  companyTypes: [],
  educationLevels: [],
  skills: [{ id: 1, slug: 'react', name: 'React', name_th: null, aliases: [], category: 'frontend' }],
  workTypes: ['onsite', 'hybrid', 'remote'],
  hireTypes: [],
  datePosted: [],
  contactLinkTypes: [],
};

const SAVED = [
  {
    id: 's1',
    name: 'งานของฉัน',
    filter: {
      main_input: 'frontend',
      tag: ['react'],
      location: [1],
      workType: ['remote'],
      minimum_salary: 50000,
    },
    frequency: 'daily',
    paused: false,
    locale: 'th',
    created_at: '2026-12-01T00:00:00.000Z',
    updated_at: '2026-12-01T00:00:00.000Z',
  },
];

beforeAll(() => initTestI18n());

it('names each job alert by its filters in the words its e-mails use (issue 44)', async () => {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const data = url.includes('/lookups') ? LOOKUPS : SAVED;
    return new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  renderPage(<SavedSearchesPage />, { path: '/candidate/saved-searches', url: '/candidate/saved-searches' });
  expect(await screen.findByText('frontend · React · กรุงเทพมหานคร · ทำงานทางไกล · ฿50,000+')).toBeVisible();
  // the candidate's own name stays editable next to it
  expect(screen.getByDisplayValue('งานของฉัน')).toBeInTheDocument();
});
