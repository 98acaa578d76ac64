import type { CvImportDraft } from '@jobportal/contracts';
import { defaultSelection, mergeDraft } from './cvMerge';
import type { ProfileFormValues } from './profileForm';

const form: ProfileFormValues = {
  first_name: 'สมชาย',
  last_name: '',
  headline: '',
  about: '',
  phone: '',
  province_id: null,
  years_experience: null,
  expected_salary: '',
  skills: [{ slug: 'react', level: 'advanced' }],
  experiences: [
    { company: 'A', title: 'Dev', start: '2020-01', end: '', current: true, description: 'typed' },
  ],
  educations: [],
  languages: [],
  preferred_work_types: [],
  preferred_hire_types: [],
  visible_to_employers: true,
};

const draft: CvImportDraft = {
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  email: 'somchai@example.com',
  phone: '081-234-5678',
  headline: 'Frontend Developer',
  about: '',
  skills: [
    { slug: 'react', level: 'intermediate' },
    { slug: 'typescript', level: 'intermediate' },
  ],
  experiences: [
    { company: 'a', title: 'dev', start: '2020-01', end: null, description: '' },
    { company: 'B Co., Ltd.', title: 'Intern', start: '2019-06', end: '2019-10', description: '• tests' },
  ],
  educations: [
    {
      institution: 'มหาวิทยาลัยเกษตรศาสตร์',
      degree: 'วิศวกรรมศาสตรบัณฑิต',
      field: 'วิศวกรรมคอมพิวเตอร์',
      education_level_id: 5,
      graduated_year: 2019,
    },
  ],
  other_skills: ['Blender'],
};

describe('CV draft into the profile form', () => {
  it('ticks only what is new: differing fields, entries and skills the form does not hold', () => {
    expect(defaultSelection(form, draft)).toEqual({
      fields: ['last_name', 'headline', 'phone'],
      experiences: [1],
      educations: [0],
      skills: ['typescript'],
    });
  });

  it('adds the ticked entries after the typed ones and keeps everything typed', () => {
    const merged = mergeDraft(form, draft, defaultSelection(form, draft));
    expect(merged.last_name).toBe('ใจดี');
    expect(merged.phone).toBe('0812345678');
    expect(merged.first_name).toBeUndefined();
    expect(merged.experiences).toEqual([
      form.experiences[0],
      {
        company: 'B Co., Ltd.',
        title: 'Intern',
        start: '2019-06',
        end: '2019-10',
        current: false,
        description: '• tests',
      },
    ]);
    expect(merged.educations).toHaveLength(1);
    expect(merged.skills).toEqual([
      { slug: 'react', level: 'advanced' },
      { slug: 'typescript', level: 'intermediate' },
    ]);
  });

  it('an unticked part stays out; a current job becomes "current" with no end', () => {
    const merged = mergeDraft({ ...form, experiences: [] }, draft, {
      fields: [],
      experiences: [0],
      educations: [],
      skills: [],
    });
    expect(merged).toEqual({
      experiences: [
        { company: 'a', title: 'dev', start: '2020-01', end: '', current: true, description: '' },
      ],
    });
  });
});
