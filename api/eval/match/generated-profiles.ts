/**
 * Deterministic candidate profiles for the matching evaluation, drawn from the seed's role families
 * (seed/data/jobRoles.ts: technologies, extra skills, duties, pay): every family at several seniorities, in Thai,
 * English and mixed Thai/English, in Bangkok and in the provinces, plus career changers (experience and most skills
 * from one family, looking for another) and sparse profiles (a headline and one or two skills). Headlines are
 * candidate phrasings written for this file, not the generator's job titles.
 */
import type { HireType, SkillLevel, WorkType } from '@jobportal/contracts';
import { JOB_ROLES, LEVELS, type JobRole } from '../../src/seed/data/jobRoles';
import { SKILL_BY_SLUG } from '../../src/seed/data/skills';
import { createRng, type Rng } from '../../src/seed/random';
import type { MatchProfile } from '../../src/services/ai/types';
import type { EvalProfile } from './profiles';

type Lang = EvalProfile['lang'];

/** How candidates describe themselves, per family and language; {tech} = their main technology. */
const HEADLINES: Record<string, Record<Lang, string>> = {
  backend: {
    th: 'นักพัฒนาระบบหลังบ้าน ถนัด {tech}',
    en: '{tech} backend developer',
    mixed: 'Backend dev สาย {tech}',
  },
  frontend: {
    th: 'นักพัฒนาหน้าเว็บ ใช้ {tech}',
    en: 'Frontend developer ({tech})',
    mixed: 'Frontend dev ถนัด {tech}',
  },
  fullstack: {
    th: 'นักพัฒนาเว็บแบบฟูลสแต็ก',
    en: 'Full-stack web developer, {tech}',
    mixed: 'Full stack dev ใช้ {tech}',
  },
  mobile: { th: 'นักพัฒนาแอปมือถือ {tech}', en: 'Mobile app developer ({tech})', mixed: 'Mobile dev สาย {tech}' },
  'data-engineer': {
    th: 'วิศวกรข้อมูล ทำ data pipeline',
    en: 'Data engineer, pipelines in {tech}',
    mixed: 'Data engineer ถนัด {tech}',
  },
  'data-analyst': {
    th: 'นักวิเคราะห์ข้อมูล ทำรายงานด้วย {tech}',
    en: 'Data analyst ({tech})',
    mixed: 'Data analyst ทำ dashboard ด้วย {tech}',
  },
  'data-scientist': {
    th: 'นักวิทยาศาสตร์ข้อมูล',
    en: 'Data scientist, {tech}',
    mixed: 'Data scientist สาย {tech}',
  },
  devops: {
    th: 'วิศวกรดูแลระบบคลาวด์ {tech}',
    en: 'DevOps / cloud engineer ({tech})',
    mixed: 'DevOps engineer ดูแล {tech}',
  },
  qa: { th: 'นักทดสอบซอฟต์แวร์', en: 'QA engineer, {tech}', mixed: 'QA tester ใช้ {tech}' },
  design: { th: 'นักออกแบบ UX/UI', en: 'Product designer ({tech})', mixed: 'UX/UI designer ใช้ {tech}' },
  pm: { th: 'ผู้จัดการโครงการไอที', en: 'IT project manager', mixed: 'Project manager สาย IT' },
  ba: { th: 'นักวิเคราะห์ธุรกิจ', en: 'Business analyst', mixed: 'Business analyst เก็บ requirement' },
  support: { th: 'เจ้าหน้าที่ไอทีซัพพอร์ต', en: 'IT support technician', mixed: 'IT support ดูแล {tech}' },
  security: {
    th: 'เจ้าหน้าที่ความปลอดภัยไซเบอร์',
    en: 'Security analyst ({tech})',
    mixed: 'Cyber security analyst',
  },
  erp: { th: 'ที่ปรึกษาระบบ ERP ({tech})', en: '{tech} consultant', mixed: 'ERP consultant สาย {tech}' },
  game: { th: 'นักพัฒนาเกม {tech}', en: 'Game developer ({tech})', mixed: 'Game dev ใช้ {tech}' },
};

/** Career changes a recruiter sees often: [from, to]. */
const CHANGES: [string, string][] = [
  ['support', 'devops'],
  ['qa', 'backend'],
  ['data-analyst', 'data-scientist'],
  ['backend', 'data-engineer'],
  ['design', 'frontend'],
  ['ba', 'pm'],
  ['support', 'security'],
  ['erp', 'ba'],
  ['frontend', 'mobile'],
  ['data-analyst', 'data-engineer'],
];

const PROVINCES = [1, 1, 1, 1, 1, 3, 4, 11, 29, 39, 67, 19];
const SKILL_LEVELS: SkillLevel[] = ['beginner', 'intermediate', 'advanced', 'expert'];
const WORK: WorkType[] = ['onsite', 'hybrid', 'remote'];
const HIRE: HireType[] = ['full_time', 'contract', 'part_time'];
const FAMILIES = JOB_ROLES.filter((r) => r.key !== 'intern');
const roleOf = (key: string): JobRole => JOB_ROLES.find((r) => r.key === key)!;
const techName = (slug: string) => SKILL_BY_SLUG.get(slug)?.name ?? slug;

function headline(role: JobRole, lang: Lang, tech: string): string {
  return HEADLINES[role.key][lang].replace('{tech}', techName(tech));
}

function duties(rng: Rng, role: JobRole, lang: Lang, n: number): string {
  return rng.sample(lang === 'en' ? role.dutiesEn : role.dutiesTh, n).join(' ');
}

function salary(rng: Rng, role: JobRole, years: number): number {
  const level = years <= 1 ? LEVELS[0] : years <= 4 ? LEVELS[1] : years <= 7 ? LEVELS[2] : LEVELS[3];
  const mid = (role.salary[0] + role.salary[1]) / 2;
  return Math.round((mid * level.salaryFactor * (0.8 + rng.next() * 0.4)) / 1000) * 1000;
}

function base(rng: Rng, years: number): Omit<MatchProfile, 'skills' | 'headline' | 'about' | 'experiences'> {
  return {
    yearsExperience: years,
    expectedSalary: null,
    provinceId: rng.pick(PROVINCES),
    preferredWorkTypes: rng.sample(WORK, rng.int(0, 2)),
    preferredHireTypes: rng.chance(0.6) ? ['full_time'] : rng.sample(HIRE, rng.int(0, 2)),
    educationLevelId: rng.chance(0.85) ? 5 : null,
  };
}

function regular(rng: Rng, role: JobRole, lang: Lang, years: number, i: number): EvalProfile {
  const tech = rng.pick(role.techs);
  const extra = rng.sample([...role.extra, ...role.techs.filter((t) => t !== tech)], rng.int(3, 6));
  const title = headline(role, lang, tech);
  return {
    id: `gen-${lang}-${role.key}-${i}`,
    lang,
    kind: 'generated',
    roles: [role.key],
    profile: {
      ...base(rng, years),
      expectedSalary: rng.chance(0.8) ? salary(rng, role, years) : null,
      skills: [tech, ...extra].map((slug, k) => ({
        slug,
        level: k === 0 && years >= 3 ? 'advanced' : rng.pick(SKILL_LEVELS),
      })),
      headline: title,
      about: rng.chance(0.7) ? duties(rng, role, lang, 2) : '',
      experiences: years > 0 ? [{ title, description: duties(rng, role, lang, 2) }] : [],
    },
  };
}

function careerChange(rng: Rng, [fromKey, toKey]: [string, string], lang: Lang, i: number): EvalProfile {
  const from = roleOf(fromKey);
  const to = roleOf(toKey);
  const oldTech = rng.pick(from.techs);
  const newSkills = rng.sample(to.techs, 2);
  const years = rng.int(3, 8);
  const wish = headline(to, lang, newSkills[0]);
  const title =
    lang === 'en'
      ? `${headline(from, lang, oldTech)} moving into ${wish}`
      : `${headline(from, lang, oldTech)} กำลังเปลี่ยนสายงานเป็น ${wish}`;
  return {
    id: `change-${lang}-${fromKey}-to-${toKey}-${i}`,
    lang,
    kind: 'career-change',
    roles: [toKey],
    adjacent: [],
    targetYears: rng.int(0, 1),
    profile: {
      ...base(rng, years),
      expectedSalary: rng.chance(0.7) ? salary(rng, to, 1) : null,
      skills: [
        ...[oldTech, ...rng.sample(from.extra, 3)].map((slug) => ({ slug, level: 'advanced' as const })),
        ...newSkills.map((slug) => ({ slug, level: rng.pick<SkillLevel>(['beginner', 'intermediate']) })),
      ],
      headline: title,
      about:
        lang === 'en'
          ? `Completed courses in ${newSkills.map(techName).join(' and ')}; looking for my first ${to.key} role.`
          : `เรียนคอร์ส ${newSkills.map(techName).join(' และ ')} เพิ่มเติม มองหางานแรกในสายใหม่`,
      experiences: [{ title: headline(from, lang, oldTech), description: duties(rng, from, lang, 2) }],
    },
  };
}

function sparse(rng: Rng, role: JobRole, lang: Lang, i: number): EvalProfile {
  const tech = rng.pick(role.techs);
  const skills = rng.chance(0.5) ? [tech] : [tech, rng.pick(role.extra)];
  return {
    id: `sparse-${lang}-${role.key}-${i}`,
    lang,
    kind: 'sparse',
    roles: [role.key],
    profile: {
      yearsExperience: rng.int(0, 6),
      expectedSalary: null,
      provinceId: rng.chance(0.5) ? null : rng.pick(PROVINCES),
      preferredWorkTypes: [],
      preferredHireTypes: [],
      educationLevelId: null,
      skills: skills.map((slug) => ({ slug, level: 'intermediate' as const })),
      headline: rng.chance(0.5) ? techName(tech) : headline(role, lang, tech),
      about: '',
      experiences: [],
    },
  };
}

const LANGS: Lang[] = ['th', 'en', 'mixed'];
/** years per profile, cycled: new graduate, junior, mid, senior, lead */
const YEARS = [0, 1, 3, 4, 6, 9];

export function generatedProfiles(seed = 20_261_124): EvalProfile[] {
  const rng = createRng(seed);
  const out: EvalProfile[] = [];
  for (let i = 0; i < 48; i++) {
    const role = FAMILIES[i % FAMILIES.length];
    out.push(regular(rng, role, LANGS[i % 3], YEARS[(i * 5 + Math.floor(i / 3)) % YEARS.length], i));
  }
  CHANGES.forEach((c, i) => out.push(careerChange(rng, c, LANGS[i % 3], i)));
  for (let i = 0; i < 10; i++)
    out.push(sparse(rng, FAMILIES[(i * 7) % FAMILIES.length], LANGS[(i + 1) % 3], i));
  return out;
}
