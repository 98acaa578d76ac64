import type { CandidateProfile } from '@jobportal/contracts';
import { toFormValues, toProfileInput } from './profileForm';

const profile: CandidateProfile = {
  uid: 'u1',
  email: 'a@b.test',
  status: true,
  pdpa: { pdpa: true, cookie: true, marketing: false },
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  headline: 'Frontend developer',
  about: '',
  phone: '0812345678',
  province_id: 1,
  skills: [{ slug: 'react', level: 'advanced' }],
  experiences: [{ company: 'A', title: 'Dev', start: '2020-01', end: null, description: '' }],
  educations: [],
  languages: [{ language: 'th', level: 'native' }],
  years_experience: 4,
  expected_salary: 60000,
  preferred_work_types: ['remote'],
  preferred_hire_types: ['full_time'],
  resume: null,
  visible_to_employers: true,
  created_at: '',
  updated_at: '',
};

describe('profile form mapping', () => {
  it('round-trips a profile', () => {
    const input = toProfileInput(toFormValues(profile));
    expect(input).toMatchObject({
      first_name: 'สมชาย',
      phone: '0812345678',
      expected_salary: 60000,
      experiences: [{ company: 'A', end: null }],
      skills: [{ slug: 'react', level: 'advanced' }],
    });
  });

  it('strips non-digits, trims text and maps an empty salary to null', () => {
    const values = {
      ...toFormValues(profile),
      phone: '081-234 5678',
      expected_salary: '',
      first_name: '  สมหญิง ',
    };
    const input = toProfileInput(values);
    expect(input.phone).toBe('0812345678');
    expect(input.expected_salary).toBeNull();
    expect(input.first_name).toBe('สมหญิง');
  });

  it('keeps an end month unless the job is current', () => {
    const values = toFormValues(profile);
    values.experiences[0] = { ...values.experiences[0], current: false, end: '2023-06' };
    expect(toProfileInput(values).experiences?.[0].end).toBe('2023-06');
  });
});
