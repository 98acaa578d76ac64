import type { HireType, WorkType } from '@jobportal/contracts';
import { JOB_ROLES, LEVELS, type JobRole } from './data/jobRoles';
import { SKILL_BY_SLUG } from './data/skills';
import { PROVINCES } from './data/provinces';
import type { Rng } from './random';
import { seededRailStations } from './railStations';
import { rngUuid } from './random';

/** The company a generated job belongs to. */
export interface JobCompanyRef {
  id: string;
  nameTh: string;
  nameEn: string;
  provinceId: number;
  focusTh: string;
  focusEn: string;
  international: boolean;
  benefits: { th: string; en: string }[];
}

export type JobLanguage = 'th' | 'en' | 'mixed';

/** A generated job, shaped like the Drizzle `job` insert (minus the search columns). */
export interface GeneratedJob {
  id: string;
  companyId: string;
  title: string;
  descriptionHtml: string;
  qualificationsHtml: string;
  skills: string[];
  provinceId: number;
  /** rail station codes near the job (libs/contracts rail.ts) */
  railStations: string[];
  workType: WorkType;
  hireType: HireType;
  educationLevelId: number | null;
  yearsExperienceMin: number;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryNegotiable: boolean;
  status: 'draft' | 'published' | 'closed';
  postedAt: Date | null;
  validThrough: string | null;
  views: number;
  createdAt: Date;
  updatedAt: Date;
  language: JobLanguage;
  /** the role family and seniority the job was made from (search evaluation judgements; not stored) */
  roleKey: string;
  levelKey: string;
}

const DAY = 86_400_000;
const roleWeights = JOB_ROLES.map((r) => [r, r.weight] as const);
const levelWeights = LEVELS.map((l) => [l, l.weight] as const);

const WORK_TYPE_TEXT: Record<WorkType, { th: string; en: string }> = {
  onsite: { th: 'ทำงานที่สำนักงานเต็มเวลา', en: 'This is an on-site position at our office.' },
  hybrid: {
    th: 'ทำงานแบบไฮบริด เข้าออฟฟิศ 2-3 วันต่อสัปดาห์',
    en: 'Hybrid: 2-3 days a week in the office, the rest from home.',
  },
  remote: { th: 'ทำงานจากที่บ้านได้ 100% (remote)', en: 'Fully remote within Thailand.' },
};

/** Days since posting, spread over the datePosted buckets 1 / 3 / 7 / 14 / 30 / older. */
function postedDaysAgo(rng: Rng): number {
  const [lo, hi] = rng.weighted<[number, number]>([
    [[0, 1], 15],
    [[1, 3], 15],
    [[3, 7], 20],
    [[7, 14], 20],
    [[14, 30], 15],
    [[30, 90], 15],
  ]);
  return lo + rng.next() * (hi - lo);
}

function round1000(n: number): number {
  return Math.max(1000, Math.round(n / 1000) * 1000);
}

function techName(slug: string): string {
  return SKILL_BY_SLUG.get(slug)?.name ?? slug;
}

const THAI_CHAR = /[\u0E00-\u0E7F]/;

function fill(template: string, tech: string, level: string): string {
  const at = template.indexOf('{level}');
  // a Thai seniority word joins a Thai word directly ("นักพัฒนาอาวุโส") but needs a space after Latin or ")"
  const before = at > 0 ? template[at - 1] : ' ';
  const lvl =
    level && !level.startsWith(' ') && !THAI_CHAR.test(before) && before !== ' ' ? ` ${level}` : level;
  return template
    .replace('{tech}', tech)
    .replace('{level}', lvl)
    .replace(/\s{2,}/g, ' ')
    .replace(/\(\s*\)/g, '')
    .trim();
}

function list(items: string[]): string {
  return `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}

function education(rng: Rng, role: JobRole): number | null {
  if (rng.chance(0.15) || role.education === null) return null;
  if (role.key === 'support')
    return rng.weighted([
      [4, 6],
      [3, 2],
      [2, 1],
      [1, 0.3],
      [5, 2],
    ]);
  if (role.key === 'intern')
    return rng.weighted([
      [3, 1],
      [4, 2],
      [2, 0.5],
    ]);
  if (role.key === 'data-scientist')
    return rng.weighted([
      [5, 3],
      [6, 3],
      [7, 1],
    ]);
  return rng.weighted([
    [role.education, 8],
    [Math.min(7, role.education + 1), 1],
    [Math.max(1, role.education - 1), 1],
  ]);
}

function province(rng: Rng, company: JobCompanyRef): number {
  return rng.weighted<() => number>([
    [() => company.provinceId, 50],
    [() => rng.pick([1, 1, 1, 2, 3, 4]), 25],
    [() => rng.int(1, 77), 25],
  ])();
}

export function makeJob(rng: Rng, company: JobCompanyRef, now: Date): GeneratedJob {
  const role = rng.weighted(roleWeights);
  const level = role.key === 'intern' ? LEVELS[0] : rng.weighted(levelWeights);
  const language: JobLanguage = company.international
    ? rng.weighted<JobLanguage>([
        ['en', 7],
        ['mixed', 2],
        ['th', 1],
      ])
    : rng.weighted<JobLanguage>([
        ['th', 5],
        ['mixed', 3],
        ['en', 2],
      ]);
  const tech = rng.pick(role.techs);
  const titles = language === 'en' ? role.titlesEn : language === 'th' ? role.titlesTh : role.titlesMixed;
  const levelWord = role.key === 'intern' ? '' : language === 'en' ? level.en : level.th;
  // A title that names a place ('{province}') names the job's own province, filled in once it is drawn below.
  const title = fill(rng.pick(titles), techName(tech), levelWord);
  const skills = [...new Set([tech, ...rng.sample(role.extra, rng.int(2, 6))])];

  const workType = rng.weighted<WorkType>([
    ['onsite', 45],
    ['hybrid', 35],
    ['remote', 20],
  ]);
  const hireType: HireType =
    role.key === 'intern'
      ? 'internship'
      : rng.weighted<HireType>([
          ['full_time', 75],
          ['contract', 12],
          ['part_time', 5],
          ['freelance', 5],
          ['internship', 3],
        ]);
  const years = role.key === 'intern' ? 0 : rng.int(level.years[0], level.years[1]);

  const factor = level.salaryFactor * (0.85 + rng.next() * 0.3);
  const lo = round1000(role.salary[0] * factor);
  const hi = round1000(role.salary[1] * factor);
  const shape = rng.weighted([
    ['range', 55],
    ['min', 15],
    ['max', 10],
    ['negotiable', 20],
  ] as const);
  const salaryMin = shape === 'range' || shape === 'min' ? lo : null;
  const salaryMax = shape === 'range' || shape === 'max' ? hi : null;

  const status = rng.weighted([
    ['published', 92],
    ['draft', 4],
    ['closed', 4],
  ] as const);
  const daysAgo = postedDaysAgo(rng);
  const postedAt = status === 'draft' ? null : new Date(now.getTime() - daysAgo * DAY);
  const createdAt = new Date(now.getTime() - (daysAgo + rng.next() * 3) * DAY);
  const validThrough =
    postedAt && rng.chance(0.4)
      ? new Date(postedAt.getTime() + rng.int(30, 90) * DAY).toISOString().slice(0, 10)
      : null;

  const thai = language !== 'en';
  const duties = rng.sample(thai ? role.dutiesTh : role.dutiesEn, rng.int(3, 5));
  const quals = rng.sample(thai ? role.qualsTh : role.qualsEn, rng.int(2, 4));
  const benefits = rng.sample(company.benefits, rng.int(3, 6)).map((b) => (thai ? b.th : b.en));
  const skillNames = skills.map(techName).join(', ');
  const descriptionHtml = thai
    ? `<p>${company.nameTh} ผู้พัฒนา${company.focusTh} กำลังมองหา <strong>${title}</strong> มาร่วมทีม ${WORK_TYPE_TEXT[workType].th}</p>` +
      `<h3>หน้าที่ความรับผิดชอบ</h3>${list(duties)}<h3>สวัสดิการ</h3>${list(benefits)}`
    : `<p>${company.nameEn} builds ${company.focusEn}. We are looking for a <strong>${title}</strong> to join our team. ${WORK_TYPE_TEXT[workType].en}</p>` +
      `<h3>Responsibilities</h3>${list(duties)}<h3>Benefits</h3>${list(benefits)}`;
  const qualificationsHtml = list([
    ...quals,
    thai
      ? years > 0
        ? `มีประสบการณ์ทำงานที่เกี่ยวข้องอย่างน้อย ${years} ปี`
        : 'รับนักศึกษาจบใหม่'
      : years > 0
        ? `At least ${years} years of relevant experience`
        : 'New graduates are welcome',
    thai ? `มีความรู้ ${skillNames}` : `Experience with ${skillNames}`,
  ]);

  // Drawn in the same order as always, so the demo data of a seed stays the same.
  const id = rngUuid(rng);
  const provinceId = province(rng, company);
  const place = (text: string) =>
    text.replaceAll('{province}', PROVINCES.find((p) => p.id === provinceId)?.name_th ?? '');
  return {
    id,
    companyId: company.id,
    title: place(title),
    descriptionHtml: place(descriptionHtml),
    qualificationsHtml,
    skills,
    provinceId,
    railStations: seededRailStations(id, provinceId),
    workType,
    hireType,
    educationLevelId: education(rng, role),
    yearsExperienceMin: years,
    salaryMin,
    salaryMax,
    salaryNegotiable: shape === 'negotiable',
    status,
    postedAt,
    validThrough,
    views: rng.int(0, 2000),
    createdAt,
    updatedAt: postedAt ?? createdAt,
    language,
    roleKey: role.key,
    levelKey: level.key,
  };
}
