import type { WorkType } from '@jobportal/contracts';
import { PROVINCES } from '../../seed/data/provinces';
import { SKILL_BY_SLUG } from '../../seed/data/skills';
import { type CareerChange, targetNames } from './career';
import { brokenPreferences } from './preferences';
import type { MatchFeatures, MatchJob, MatchProfile, Perspective } from './types';

/**
 * Template summaries of a match in Thai and English, e.g.
 * "ตรง 7 จาก 9 ทักษะที่ต้องการ ขาด: Kubernetes, Go; เงินเดือนอยู่ในช่วงที่คาดหวัง; กรุงเทพฯ แบบไฮบริดตามที่ต้องการ" /
 * "7 of 9 required skills; missing: Kubernetes, Go; salary within your expectation; Bangkok, hybrid as you prefer".
 * The candidate perspective says "you"; the employer perspective speaks about the candidate.
 */

const MAX_NAMES = 4;
const WORK_TH: Record<WorkType, string> = {
  onsite: 'ทำงานที่ออฟฟิศ',
  hybrid: 'แบบไฮบริด',
  remote: 'ทำงานทางไกล (remote)',
};
const WORK_EN: Record<WorkType, string> = { onsite: 'on-site', hybrid: 'hybrid', remote: 'remote' };

export const skillName = (slug: string): string => SKILL_BY_SLUG.get(slug)?.name ?? slug;

function provinceTh(id: number | null): string {
  const p = id ? PROVINCES[id - 1] : undefined;
  if (!p) return '';
  return p.id === 1 ? 'กรุงเทพฯ' : p.name_th;
}
const provinceEn = (id: number | null): string => (id ? (PROVINCES[id - 1]?.name_en ?? '') : '');

function names(slugs: readonly string[], lang: 'th' | 'en'): string {
  const shown = slugs.slice(0, MAX_NAMES).map(skillName).join(', ');
  const more = slugs.length - MAX_NAMES;
  if (more <= 0) return shown;
  return lang === 'th' ? `${shown} และอีก ${more} ทักษะ` : `${shown} and ${more} more`;
}

function skillsPart(f: MatchFeatures, lang: 'th' | 'en'): string {
  const n = f.requiredSkillCount;
  const m = f.matchedSkills.length;
  if (n === 0) return lang === 'th' ? 'ประกาศนี้ไม่ได้ระบุทักษะ' : 'no skills listed';
  const lacking = f.missingSkills.filter((s) => !f.relatedSkills.some((r) => r.slug === s));
  let out = lang === 'th' ? `ตรง ${m} จาก ${n} ทักษะที่ต้องการ` : `${m} of ${n} required skills`;
  if (f.relatedSkills.length > 0) {
    const rel = f.relatedSkills
      .slice(0, MAX_NAMES)
      .map((r) =>
        lang === 'th'
          ? `${skillName(r.slug)} (มี ${skillName(r.via)})`
          : `${skillName(r.slug)} (via ${skillName(r.via)})`,
      );
    out += lang === 'th' ? ` ใกล้เคียง: ${rel.join(', ')}` : `; related: ${rel.join(', ')}`;
  }
  if (lacking.length > 0)
    out += lang === 'th' ? ` ขาด: ${names(lacking, 'th')}` : `; missing: ${names(lacking, 'en')}`;
  return out;
}

function seniorityPart(
  f: MatchFeatures,
  profile: MatchProfile,
  job: MatchJob,
  lang: 'th' | 'en',
  who: Perspective,
): string | null {
  const y = profile.yearsExperience;
  const min = job.yearsExperienceMin;
  switch (f.seniority) {
    case 'under':
      return lang === 'th'
        ? `ประสบการณ์ ${y} ปี น้อยกว่าที่ต้องการ (${min} ปี)`
        : `${y} years of experience, the job asks for ${min}`;
    case 'over':
      return lang === 'th'
        ? `ประสบการณ์ ${y} ปี มากกว่าที่ตำแหน่งนี้ต้องการ (${min} ปี)`
        : `${y} years of experience, more than the role asks for (${min})`;
    case 'fit':
      if (min === 0) return null;
      return lang === 'th'
        ? `ประสบการณ์ ${y} ปี ตรงตามที่ต้องการ (${min} ปีขึ้นไป)`
        : `${y} years of experience fits (${min}+ ${who === 'candidate' ? 'asked' : 'required'})`;
    default:
      return null;
  }
}

function salaryPart(f: MatchFeatures, profile: MatchProfile, lang: 'th' | 'en', who: Perspective): string {
  const th = lang === 'th';
  if (who === 'employer') {
    switch (f.salary) {
      case 'within':
        return th ? 'เงินเดือนที่คาดหวังอยู่ในงบของตำแหน่ง' : 'expected salary within the budget';
      case 'below':
        return th ? 'คาดหวังเงินเดือนสูงกว่างบของตำแหน่ง' : 'expects more than the budget';
      case 'above':
        return th ? 'คาดหวังเงินเดือนต่ำกว่างบของตำแหน่ง' : 'expects less than the budget';
      default:
        return th ? 'เทียบเงินเดือนไม่ได้' : 'salary cannot be compared';
    }
  }
  switch (f.salary) {
    case 'within':
      return th ? 'เงินเดือนอยู่ในช่วงที่คาดหวัง' : 'salary within your expectation';
    case 'below':
      return th ? 'เงินเดือนต่ำกว่าที่คาดหวัง' : 'pays below your expectation';
    case 'above':
      return th ? 'เงินเดือนสูงกว่าที่คาดหวัง' : 'pays above your expectation';
    default:
      if (profile.expectedSalary === null)
        return th ? 'ระบุเงินเดือนที่คาดหวังเพื่อเปรียบเทียบ' : 'add your expected salary to compare pay';
      return th ? 'ไม่ระบุเงินเดือน' : 'salary not stated';
  }
}

function placePart(
  f: MatchFeatures,
  profile: MatchProfile,
  job: MatchJob,
  lang: 'th' | 'en',
  who: Perspective,
): string {
  const th = lang === 'th';
  const work = th ? WORK_TH[job.workType] : WORK_EN[job.workType];
  const where =
    job.workType === 'remote'
      ? work
      : `${th ? provinceTh(job.provinceId) : provinceEn(job.provinceId)}${th ? ' ' : ', '}${work}`;
  const bits: string[] = [];
  if (f.location === false) {
    const home = th ? provinceTh(profile.provinceId) : provinceEn(profile.provinceId);
    bits.push(
      who === 'candidate'
        ? th
          ? `ไม่ใช่จังหวัดของคุณ (${home})`
          : `not your province (${home})`
        : th
          ? `ผู้สมัครอยู่${home}`
          : `candidate lives in ${home}`,
    );
  }
  if (f.workType === false) bits.push(th ? 'รูปแบบงานไม่ตรงกับที่ต้องการ' : 'not the preferred work type');
  if (f.hireType === false)
    bits.push(th ? 'ประเภทการจ้างไม่ตรงกับที่ต้องการ' : 'not the preferred type of employment');
  if (bits.length > 0) return `${where}${th ? ' ' : ': '}${bits.join(th ? ' ' : ', ')}`;
  const preferred = f.workType === true && f.location !== false;
  if (!preferred) return where;
  if (who === 'candidate') return th ? `${where}ตามที่ต้องการ` : `${where} as you prefer`;
  return th ? `${where}ตรงกับที่ผู้สมัครต้องการ` : `${where} as the candidate prefers`;
}

/** A job in the family a career changer moves into: said first, and it replaces the years comparison. */
function changePart(change: CareerChange, lang: 'th' | 'en', who: Perspective): string {
  const names = targetNames(change, lang);
  if (who === 'employer')
    return lang === 'th' ? `ผู้สมัครกำลังเปลี่ยนสายงานมาเป็น ${names}` : `candidate moving into ${names}`;
  return lang === 'th'
    ? `ตรงกับสายงานใหม่ที่คุณต้องการ (${names}) เทียบกับตำแหน่งระดับเริ่มต้น`
    : `the new role you are looking for (${names}), compared at entry level`;
}

/** Why a job that breaks what the candidate set ranks after the jobs that respect it. */
function rankedLowerPart(
  f: MatchFeatures,
  profile: MatchProfile,
  job: MatchJob,
  lang: 'th' | 'en',
): string | null {
  if (brokenPreferences(f, profile, job).length === 0) return null;
  return lang === 'th'
    ? 'จัดไว้หลังงานที่ตรงกับเงื่อนไขที่คุณตั้งไว้'
    : 'ranked after the jobs that meet the preferences you set';
}

/** `change`: the candidate's career change when the job is in the family they move into. */
export function summarize(
  f: MatchFeatures,
  profile: MatchProfile,
  job: MatchJob,
  who: Perspective,
  change: CareerChange | null = null,
): { th: string; en: string } {
  const build = (lang: 'th' | 'en') =>
    [
      change ? changePart(change, lang, who) : null,
      skillsPart(f, lang),
      change ? null : seniorityPart(f, profile, job, lang, who),
      salaryPart(f, profile, lang, who),
      placePart(f, profile, job, lang, who),
      who === 'candidate' ? rankedLowerPart(f, profile, job, lang) : null,
    ]
      .filter((p): p is string => p !== null && p.length > 0)
      .join('; ');
  return { th: build('th'), en: build('en') };
}
