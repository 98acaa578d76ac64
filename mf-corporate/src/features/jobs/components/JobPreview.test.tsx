import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { Lookups } from '@jobportal/contracts';
import { addTranslations } from 'mf_shared_ui/platform';
import { resources } from '../../../i18n/resources';
import { EMPTY_JOB, formToJobInput } from '../utils/jobForm';
import { JobPreview } from './JobPreview';

const lookups: Lookups = {
  provinces: [],
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
  workTypes: ['onsite'],
  hireTypes: ['full_time'],
  datePosted: [1],
  contactLinkTypes: [],
};

beforeAll(() => addTranslations('corporate', resources));

describe('JobPreview', () => {
  it.each([
    ['th', ['Python', 'การสื่อสาร']],
    ['en', ['Python', 'Communication']],
  ] as const)('names skills as candidates see them (%s)', (locale, names) => {
    const job = formToJobInput({ ...EMPTY_JOB, title: 'Data Engineer', skills: ['python', 'communication'] });
    render(<JobPreview job={job} lookups={lookups} locale={locale} company={null} />);
    for (const name of names) expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('says which stations the job is near, as candidates see it', () => {
    const job = formToJobInput({ ...EMPTY_JOB, title: 'Data Engineer', rail_stations: ['E4', 'BL22'] });
    render(<JobPreview job={job} lookups={lookups} locale="th" company={null} />);
    expect(screen.getByTestId('preview-stations')).toHaveTextContent('ใกล้ BTS อโศก, MRT สุขุมวิท');
  });

  it('says nothing about rail when no station is picked', () => {
    render(
      <JobPreview
        job={formToJobInput({ ...EMPTY_JOB, title: 'Data Engineer' })}
        lookups={lookups}
        locale="th"
        company={null}
      />,
    );
    expect(screen.queryByTestId('preview-stations')).toBeNull();
  });
});
