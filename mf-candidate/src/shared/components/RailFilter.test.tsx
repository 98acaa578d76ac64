import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { JobCard as JobCardData, JobSearchResult, Lookups } from '@jobportal/contracts';
import { initTestI18n, renderPage, stubFetch } from '../../test/renderWithApp';
import { JobCard } from './JobCard';
import { SearchFilters } from './SearchFilters';

const lookups: Lookups = {
  provinces: [{ id: 1, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', region: 'central' }],
  companyTypes: [],
  educationLevels: [],
  skills: [],
  workTypes: ['onsite', 'hybrid', 'remote'],
  hireTypes: ['full_time', 'part_time', 'contract', 'internship', 'freelance'],
  datePosted: [1, 3, 7, 14, 30],
  contactLinkTypes: [],
};

const facets: JobSearchResult['facets'] = {
  tag: [],
  location: [],
  workType: [],
  hireType: [],
  education: [],
  station: [
    { value: 'S2', count: 2 },
    { value: 'E4', count: 5 },
  ],
  line: [
    { value: 'bts-sukhumvit', count: 5 },
    { value: 'bts-silom', count: 2 },
  ],
};

const labelsIn = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('BTS/MRT filter', () => {
  beforeAll(() => initTestI18n());
  afterEach(() => void i18next.changeLanguage('th'));

  it('lists lines and stations with their job counts, stations with jobs first', async () => {
    stubFetch({ '/lookups': { data: lookups } });
    renderPage(
      <SearchFilters
        filter={{}}
        facets={facets}
        onChange={() => undefined}
        onClear={() => undefined}
        showRail
      />,
      { path: '/', url: '/' },
    );
    await screen.findByTestId('filter-rail');
    expect(labelsIn('filter-rail-lines').slice(0, 3)).toEqual([
      'BTS สายสุขุมวิท (5)',
      'BTS สายสีลม (2)',
      'BTS สายสีทอง (0)',
    ]);
    expect(labelsIn('filter-rail-stations').slice(0, 3)).toEqual([
      'BTS อโศก (5)',
      'BTS ศาลาแดง (2)',
      'BTS คูคต (0)',
    ]);
  });

  it('filters by a line, and by a station found by its English name', async () => {
    stubFetch({ '/lookups': { data: lookups } });
    const onChange = jest.fn();
    renderPage(
      <SearchFilters
        filter={{ line: ['mrt-blue'] }}
        facets={facets}
        onChange={onChange}
        onClear={() => undefined}
        showRail
      />,
      { path: '/', url: '/' },
    );
    const lines = await screen.findByTestId('filter-rail-lines');
    fireEvent.click(within(lines).getByLabelText('BTS สายสีลม (2)'));
    expect(onChange).toHaveBeenLastCalledWith('line', ['mrt-blue', 'bts-silom']);

    const stations = screen.getByTestId('filter-rail-stations');
    fireEvent.change(within(stations).getByLabelText('ค้นหาสถานี เช่น อโศก'), { target: { value: 'Makkasan' } });
    expect(labelsIn('filter-rail-stations')).toEqual(['ARL มักกะสัน (0)']);
    fireEvent.click(within(stations).getByLabelText('ARL มักกะสัน (0)'));
    expect(onChange).toHaveBeenLastCalledWith('station', ['A6']);
  });

  it('is not shown where the page has no rail filter (AI matching)', async () => {
    stubFetch({ '/lookups': { data: lookups } });
    renderPage(
      <SearchFilters filter={{}} facets={facets} onChange={() => undefined} onClear={() => undefined} />,
      {
        path: '/',
        url: '/',
      },
    );
    await screen.findByTestId('filter-location');
    expect(screen.queryByTestId('filter-rail')).toBeNull();
  });
});

describe('JobCard: stations near the job', () => {
  beforeAll(() => initTestI18n());
  afterEach(() => void i18next.changeLanguage('th'));

  const job: JobCardData = {
    id: 'j1',
    title: 'Frontend Developer',
    company: { id: 'c1', name_th: 'บริษัท ทดสอบ', name_en: 'Test Co', logo_url: null, verified: true },
    province_id: 1,
    work_type: 'hybrid',
    hire_type: 'full_time',
    salary_min: 40000,
    salary_max: 60000,
    salary_negotiable: false,
    skills: [],
    rail_stations: ['E4', 'BL22'],
    posted_at: new Date().toISOString(),
    is_favourite: false,
  };

  it('says which stations the job is near, in the page language', async () => {
    stubFetch({ '/lookups': { data: lookups } });
    renderPage(<JobCard job={job} showFavourite={false} />, { path: '/', url: '/' });
    expect(await screen.findByTestId('job-card-stations')).toHaveTextContent('ใกล้ BTS อโศก, MRT สุขุมวิท');
    await i18next.changeLanguage('en');
    expect(await screen.findByText('Near BTS Asok, MRT Sukhumvit')).toBeInTheDocument();
  });

  it('says nothing about rail for a job without stations', async () => {
    stubFetch({ '/lookups': { data: lookups } });
    renderPage(<JobCard job={{ ...job, rail_stations: [] }} showFavourite={false} />, {
      path: '/',
      url: '/',
    });
    await screen.findByTestId('job-card');
    expect(screen.queryByTestId('job-card-stations')).toBeNull();
  });
});
