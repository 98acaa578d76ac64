import type { HireType, SkillLevel, WorkType } from '@jobportal/contracts';
import { buildCompany, syntheticCompanyDefs } from '../../seed/companyFactory';
import { JOB_ROLES } from '../../seed/data/jobRoles';
import { makeJob } from '../../seed/jobFactory';
import { createRng, type Rng } from '../../seed/random';
import { buildJobSearchText } from '../search/indexing';
import { getDefaultTaxonomy } from '../search/taxonomy';
import type { MatchIndexRow } from './match-index';
import type { MatchProfile } from './types';

/**
 * Synthetic open jobs and candidate profiles for the benchmark (no database): jobs come from the seed's job
 * generator (api/src/seed/jobFactory.ts) with the search text the API stores; profiles are drawn from the same
 * role templates so that they have realistic skill sets.
 */
export function* syntheticJobs(count: number, seed = 42): Generator<MatchIndexRow> {
  const rng = createRng(seed);
  const now = new Date();
  const taxonomy = getDefaultTaxonomy();
  const companies = syntheticCompanyDefs(rng, Math.max(20, Math.min(2000, Math.round(count / 250)))).map(
    (d) => buildCompany(rng, d, now),
  );
  for (let produced = 0; produced < count;) {
    const c = rng.pick(companies).ref;
    const j = makeJob(rng, c, now);
    if (j.status !== 'published') continue;
    produced++;
    yield {
      id: j.id,
      title: j.title,
      skills: j.skills,
      provinceId: j.provinceId,
      workType: j.workType,
      hireType: j.hireType,
      educationLevelId: j.educationLevelId,
      yearsExperienceMin: j.yearsExperienceMin,
      salaryMin: j.salaryMin,
      salaryMax: j.salaryMax,
      postedAt: j.postedAt,
      searchText: buildJobSearchText({ ...j, companyNameTh: c.nameTh, companyNameEn: c.nameEn }, taxonomy),
    };
  }
}

const LEVELS: SkillLevel[] = ['beginner', 'intermediate', 'advanced', 'expert'];
const WORK: WorkType[] = ['onsite', 'hybrid', 'remote'];
const HIRE: HireType[] = ['full_time', 'contract', 'part_time'];

function profileOf(rng: Rng): MatchProfile {
  const role = rng.pick(JOB_ROLES);
  const tech = rng.pick(role.techs);
  const extra = rng.sample(role.extra, rng.int(2, 7));
  const years = rng.int(0, 12);
  const thai = rng.chance(0.5);
  const title = (thai ? rng.pick(role.titlesTh) : rng.pick(role.titlesEn))
    .replace('{tech}', tech)
    .replace('{level}', '')
    .trim();
  return {
    skills: [tech, ...extra].map((slug) => ({ slug, level: rng.pick(LEVELS) })),
    yearsExperience: years,
    expectedSalary: rng.chance(0.8)
      ? Math.round((role.salary[0] + rng.next() * (role.salary[1] - role.salary[0])) / 1000) * 1000
      : null,
    provinceId: rng.chance(0.7) ? 1 : rng.int(1, 77),
    preferredWorkTypes: rng.sample(WORK, rng.int(0, 2)),
    preferredHireTypes: rng.sample(HIRE, rng.int(0, 1)),
    educationLevelId: rng.chance(0.8) ? 5 : null,
    headline: title,
    about: (thai ? rng.sample(role.dutiesTh, 2) : rng.sample(role.dutiesEn, 2)).join(' '),
    experiences: [
      { title, description: (thai ? rng.sample(role.dutiesTh, 2) : rng.sample(role.dutiesEn, 2)).join(' ') },
    ],
  };
}

export function syntheticProfiles(count: number, seed = 7): MatchProfile[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => profileOf(rng));
}
