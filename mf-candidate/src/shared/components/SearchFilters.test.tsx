import { screen, within } from '@testing-library/react';
import type { Lookups } from '@jobportal/contracts';
import { initTestI18n, renderPage, stubFetch } from '../../test/renderWithApp';

const lookups: Lookups = {
  // not in Thai order: a leading vowel sorts by its consonant (เชียงใหม่ under ช)
  provinces: [
    { id: 3, name_th: 'ตาก', name_en: 'Tak', region: 'west' },
    { id: 2, name_th: 'เชียงใหม่', name_en: 'Chiang Mai', region: 'north' },
    { id: 1, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', region: 'central' },
  ],
  companyTypes: [],
  educationLevels: [],
  skills: [],
  workTypes: ['onsite', 'hybrid', 'remote'],
  hireTypes: ['full_time', 'part_time', 'contract', 'internship', 'freelance'],
  datePosted: [1, 3, 7, 14, 30],
  contactLinkTypes: [],
};

describe('SearchFilters', () => {
  beforeAll(() => initTestI18n());
  afterEach(() => jest.restoreAllMocks());

  it('loads without making a collator (ICU collation data is loaded at the first sort, not at start-up)', async () => {
    // the first import of the module in this file (nothing above imports it)
    const makeCollator = jest.spyOn(Intl, 'Collator');
    await import('./SearchFilters');
    expect(makeCollator).not.toHaveBeenCalled();
  });

  it('lists provinces with the same count in Thai dictionary order', async () => {
    const { SearchFilters } = await import('./SearchFilters');
    stubFetch({ '/lookups': { data: lookups } });
    renderPage(
      <SearchFilters filter={{}} facets={undefined} onChange={() => undefined} onClear={() => undefined} />,
      { path: '/', url: '/' },
    );
    const location = await screen.findByTestId('filter-location');
    expect(await within(location).findByText('ตาก')).toBeInTheDocument();
    expect(
      within(location)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['กรุงเทพมหานคร', 'เชียงใหม่', 'ตาก']);
  });
});
