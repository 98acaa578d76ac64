import type { CandidateRow } from './profile';

/** Profile fields that make a profile useful to employers, most valuable first (weights sum to 100). */
const FIELDS: { key: string; weight: number; filled: (r: CandidateRow) => boolean }[] = [
  { key: 'skills', weight: 20, filled: (r) => r.skills.length > 0 },
  { key: 'experiences', weight: 15, filled: (r) => r.experiences.length > 0 },
  { key: 'resume', weight: 15, filled: (r) => r.resumeFileId !== null },
  { key: 'headline', weight: 10, filled: (r) => r.headline.trim() !== '' },
  { key: 'educations', weight: 10, filled: (r) => r.educations.length > 0 },
  { key: 'about', weight: 8, filled: (r) => r.about.trim() !== '' },
  { key: 'first_name', weight: 4, filled: (r) => r.firstName.trim() !== '' },
  { key: 'last_name', weight: 3, filled: (r) => r.lastName.trim() !== '' },
  { key: 'province_id', weight: 4, filled: (r) => r.provinceId !== null },
  { key: 'phone', weight: 3, filled: (r) => r.phone.trim() !== '' },
  { key: 'expected_salary', weight: 3, filled: (r) => r.expectedSalary !== null },
  { key: 'languages', weight: 3, filled: (r) => r.languages.length > 0 },
  { key: 'preferred_work_types', weight: 2, filled: (r) => r.preferredWorkTypes.length > 0 },
];

export function completeness(r: CandidateRow): { percent: number; missing: string[] } {
  let percent = 0;
  const missing: string[] = [];
  for (const f of FIELDS) {
    if (f.filled(r)) percent += f.weight;
    else missing.push(f.key);
  }
  return { percent, missing };
}
