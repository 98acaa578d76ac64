import type { JobMatch, MatchHint } from '@jobportal/contracts';
import { skillName } from './explain';
import type { MatchProfile } from './types';

/**
 * Improvement hints next to the matches: the skills the matched jobs miss most often, and the profile fields whose
 * absence makes matching blind (no skills, no expected salary, no province, no experience titles).
 */
export function matchHints(profile: MatchProfile, matches: readonly JobMatch[]): MatchHint[] {
  const hints: MatchHint[] = [];
  const missingFields: string[] = [];
  if (profile.skills.length === 0) missingFields.push('skills');
  if (profile.expectedSalary === null) missingFields.push('expected_salary');
  if (profile.provinceId === null) missingFields.push('province_id');
  if (profile.experiences.length === 0 && profile.headline.trim() === '') missingFields.push('headline');
  if (profile.preferredWorkTypes.length === 0) missingFields.push('preferred_work_types');
  if (missingFields.length > 0) {
    hints.push({
      code: 'missing_profile_field',
      items: missingFields,
      message_th: 'กรอกโปรไฟล์ให้ครบ (ทักษะ เงินเดือนที่คาดหวัง จังหวัด ตำแหน่ง รูปแบบงาน) เพื่อให้การจับคู่แม่นยำขึ้น',
      message_en:
        'Complete your profile (skills, expected salary, province, headline, work type) for more accurate matches',
    });
  }
  const missing = new Map<string, number>();
  for (const m of matches) for (const s of m.match.missing_skills) missing.set(s, (missing.get(s) ?? 0) + 1);
  const top = [...missing.entries()]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3);
  if (top.length > 0) {
    const names = top.map(([s, n]) => `${skillName(s)} (${n})`).join(', ');
    hints.push({
      code: 'add_skills',
      items: top.map(([s]) => s),
      message_th: `ทักษะที่งานเหล่านี้ต้องการแต่โปรไฟล์ของคุณยังไม่มี: ${names}`,
      message_en: `Skills these jobs ask for that your profile lacks: ${names}`,
    });
  }
  const beginner = profile.skills.filter((s) => s.level === 'beginner').map((s) => s.slug);
  const asked = new Set(matches.flatMap((m) => m.match.matched_skills));
  const raise = beginner.filter((s) => asked.has(s)).slice(0, 3);
  if (raise.length > 0) {
    hints.push({
      code: 'raise_level',
      items: raise,
      message_th: `พัฒนาทักษะ ${raise.map(skillName).join(', ')} ให้สูงกว่าระดับเริ่มต้น จะเพิ่มคะแนนการจับคู่`,
      message_en: `Growing ${raise.map(skillName).join(', ')} beyond beginner level raises your match scores`,
    });
  }
  const away = matches.filter((m) => m.match.location_fit === false).length;
  if (matches.length >= 5 && away >= matches.length / 2) {
    hints.push({
      code: 'widen_location',
      items: [],
      message_th: 'งานที่ตรงกับคุณหลายงานอยู่ต่างจังหวัด ลองเลือกงานแบบ remote หรือไฮบริดเพิ่มเติม',
      message_en: 'Many of your best matches are in another province: consider remote or hybrid work',
    });
  }
  return hints;
}
