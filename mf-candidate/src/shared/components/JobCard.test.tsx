import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { JobCard as JobCardData, Lookups } from '@jobportal/contracts';
import { initTestI18n, renderPage, stubFetch } from '../../test/renderWithApp';
import { JobCard } from './JobCard';
import { SearchFilters } from './SearchFilters';

const lookups: Lookups = {
  provinces: [{ id: 1, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', region: 'central' }],
  companyTypes: [],
  educationLevels: [],
  skills: [
    { id: 1, slug: 'python', name: 'Python', name_th: 'ไพธอน', aliases: [], category: 'language' },
    {
      id: 2,
      slug: 'communication',
      name: 'Communication',
      name_th: 'การสื่อสาร',
      aliases: [],
      category: 'soft',
    },
  ],
  workTypes: ['onsite', 'hybrid', 'remote'],
  hireTypes: ['full_time', 'part_time', 'contract', 'internship', 'freelance'],
  datePosted: [1, 3, 7, 14, 30],
  contactLinkTypes: [],
};

const LONG = 'Senior-Backend-Engineer-Python-Django-PostgreSQL-Kubernetes-Microservices-Platform-Team';
const job: JobCardData = {
  id: 'j1',
  title: LONG,
  company: { id: 'c1', name_th: 'บริษัท ทดสอบ', name_en: 'Test Co', logo_url: null, verified: true },
  province_id: 1,
  work_type: 'remote',
  hire_type: 'full_time',
  salary_min: 40000,
  salary_max: 60000,
  salary_negotiable: false,
  skills: ['python', 'communication'],
  posted_at: new Date(Date.now() - 3600_000).toISOString(),
  is_favourite: false,
};

function renderBoth() {
  stubFetch({ '/lookups': { data: lookups } });
  return renderPage(
    <>
      <SearchFilters filter={{}} facets={undefined} onChange={() => undefined} onClear={() => undefined} />
      <JobCard job={job} />
    </>,
    { path: '/', url: '/' },
  );
}

describe('JobCard', () => {
  beforeAll(initTestI18n);

  it('an unbroken long title may wrap anywhere (no overflow at 375 px)', async () => {
    renderBoth();
    const title = await screen.findByTestId('job-card-title');
    expect(title.closest('h3')).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it.each([
    ['th', 'Python', 'การสื่อสาร'],
    ['en', 'Python', 'Communication'],
  ])(
    'skill names follow one rule in %s: the filter list and the card chips agree',
    async (locale, tech, soft) => {
      await i18next.changeLanguage(locale);
      try {
        renderBoth();
        const chips = within(await screen.findByRole('list', { name: /ทักษะ|skills/i }));
        expect(await chips.findByText(tech)).toBeInTheDocument();
        expect(chips.getByText(soft)).toBeInTheDocument();
        const filters = within(screen.getByTestId('search-filters'));
        expect(filters.getByRole('checkbox', { name: new RegExp(`^${tech}`) })).toBeInTheDocument();
        expect(filters.getByRole('checkbox', { name: new RegExp(`^${soft}`) })).toBeInTheDocument();
      } finally {
        await i18next.changeLanguage('th');
      }
    },
  );

  it('marks Thai user data as Thai inside the English interface (title, company), English data not', async () => {
    await i18next.changeLanguage('en');
    try {
      stubFetch({ '/lookups': { data: lookups } });
      renderPage(
        <>
          <JobCard job={{ ...job, id: 'j2', title: 'นักพัฒนา Backend (Python)' }} />
          <JobCard job={{ ...job, id: 'j3', company: { ...job.company, name_en: '' } }} />
        </>,
        { path: '/', url: '/' },
      );
      const [thaiTitle, englishTitle] = await screen.findAllByTestId('job-card-title');
      expect(thaiTitle).toHaveAttribute('lang', 'th');
      expect(englishTitle).not.toHaveAttribute('lang');
      // English name shown where there is one; the Thai name (the only one) marked Thai
      expect(screen.getByRole('link', { name: 'Test Co' })).not.toHaveAttribute('lang');
      expect(screen.getByRole('link', { name: 'บริษัท ทดสอบ' })).toHaveAttribute('lang', 'th');
    } finally {
      await i18next.changeLanguage('th');
    }
  });
});
