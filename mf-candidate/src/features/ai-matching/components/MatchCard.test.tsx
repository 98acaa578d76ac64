import { screen, within } from '@testing-library/react';
import type { JobMatch, Lookups } from '@jobportal/contracts';
import { initTestI18n, renderPage, stubFetch } from '../../../test/renderWithApp';
import { MatchCard } from './MatchCard';

const lookups: Lookups = {
  provinces: [{ id: 1, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', region: 'central' }],
  companyTypes: [],
  educationLevels: [],
  skills: [
    { id: 1, slug: 'typescript', name: 'TypeScript', name_th: null, aliases: [], category: 'frontend' },
    { id: 2, slug: 'javascript', name: 'JavaScript', name_th: null, aliases: [], category: 'frontend' },
    { id: 3, slug: 'kubernetes', name: 'Kubernetes', name_th: null, aliases: [], category: 'devops' },
  ],
  workTypes: ['onsite', 'hybrid', 'remote'],
  hireTypes: ['full_time', 'part_time', 'contract', 'internship', 'freelance'],
  datePosted: [1, 3, 7, 14, 30],
  contactLinkTypes: [],
};

const item: JobMatch = {
  job: {
    id: 'j1',
    title: 'Full-stack Engineer',
    company: { id: 'c1', name_th: 'บริษัท ทดสอบ', name_en: 'Test Co', logo_url: null, verified: true },
    province_id: 1,
    work_type: 'remote',
    hire_type: 'full_time',
    salary_min: 40000,
    salary_max: 60000,
    salary_negotiable: false,
    skills: ['typescript', 'javascript', 'kubernetes'],
    posted_at: new Date(Date.now() - 3600_000).toISOString(),
    is_favourite: false,
  },
  match: {
    score: 74.6,
    matched_skills: ['typescript'],
    missing_skills: ['javascript', 'kubernetes'],
    related_skills: [{ slug: 'javascript', via: 'typescript', credit: 0.8 }],
    required_skill_count: 3,
    salary_fit: 'within',
    location_fit: true,
    work_type_fit: false,
    seniority_fit: 'fit',
    summary_th: 'ตรง 1 จาก 3 ทักษะที่ต้องการ · ยังขาด: Kubernetes',
    summary_en: '1 of 3 required skills · Missing: Kubernetes',
    reasons_th: ['ตรง 1 จาก 3 ทักษะที่ต้องการ', 'ยังขาด: Kubernetes'],
    reasons_en: ['1 of 3 required skills', 'Missing: Kubernetes'],
  },
};

describe('MatchCard', () => {
  beforeAll(initTestI18n);

  it('shows the rounded score, the Thai reasons one per line, matched, related and missing skills and the fits', async () => {
    stubFetch({ '/lookups': { data: lookups } });
    renderPage(<MatchCard item={item} rank={1} />, { path: '/', url: '/' });

    const card = screen.getByTestId('ai-match');
    expect(within(card).getByRole('link', { name: 'Full-stack Engineer' })).toHaveAttribute(
      'href',
      '/candidate/jobs/j1',
    );
    expect(within(card).getByTestId('ai-score')).toHaveTextContent('75');
    expect(within(card).getByText('ความเหมาะสม 75%')).toBeInTheDocument();
    const reasons = within(within(card).getByTestId('ai-summary')).getAllByRole('listitem');
    expect(reasons.map((r) => r.textContent)).toEqual(['ตรง 1 จาก 3 ทักษะที่ต้องการ', 'ยังขาด: Kubernetes']);
    // Skill names come from the lookups once they load.
    expect(
      await within(card).findByText('Kubernetes', { selector: '[data-testid="ai-missing-skills"] *' }),
    ).toBeInTheDocument();
    const matched = within(card).getByTestId('ai-matched-skills');
    expect(within(matched).getByText('TypeScript')).toBeInTheDocument();
    // JavaScript is partly covered by TypeScript: shown as related, not as missing.
    expect(within(card).getByTestId('ai-related-skills')).toHaveTextContent('JavaScript ≈ TypeScript');
    expect(within(card).getByTestId('ai-missing-skills')).not.toHaveTextContent('JavaScript');
    expect(within(card).getByTestId('ai-fit-salary')).toHaveTextContent('เงินเดือนตรงกับที่คาดหวัง');
    expect(within(card).getByTestId('ai-fit-workType')).toHaveAttribute('data-fit', 'no');
  });

  it('shows the English reasons when the locale is English', async () => {
    const i18n = (await import('i18next')).default;
    await i18n.changeLanguage('en');
    stubFetch({ '/lookups': { data: lookups } });
    const { unmount } = renderPage(<MatchCard item={item} />, { path: '/', url: '/' });
    try {
      const reasons = within(screen.getByTestId('ai-summary')).getAllByRole('listitem');
      expect(reasons.map((r) => r.textContent)).toEqual(['1 of 3 required skills', 'Missing: Kubernetes']);
      expect(screen.getByText('75% match')).toBeInTheDocument();
      expect(await screen.findByText('Missing skills:')).toBeInTheDocument();
    } finally {
      unmount();
      await i18n.changeLanguage('th');
    }
  });
});
