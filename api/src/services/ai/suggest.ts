import type { SkillSuggestion } from '@jobportal/contracts';
import { t } from './explain-texts';
import { skillName } from './explain';
import { LEVEL_FACTOR, MAIN_SKILL_WEIGHT } from './features';
import type { MatchContext } from './matcher';

/**
 * Skill suggestions from the open-job corpus of the index (no fixed list):
 * - context C = open jobs that ask for at least one of the candidate's skills, narrowed to the target role's jobs
 *   when one is given and recognised (role synonyms / skills / title words of `target_role` in the job title);
 * - for every other skill x: co-occurrence co(x) = jobs of C asking for x, support = co(x) / |C|,
 *   lift = support / P(x) with P(x) = share of all open jobs asking for x (lift > 1: asked for together more than
 *   by chance);
 * - additional_jobs(x) = open jobs (of the role when given) whose skill coverage by the candidate (the matcher's
 *   coverage: level-weighted, related skills partially) is below GOOD_COVERAGE and reaches it with x added at
 *   the intermediate level;
 * - usefulness = (additional_jobs + co(x)) * ln(1 + lift); suggestions sorted by usefulness, lift, slug.
 */
export const GOOD_COVERAGE = 0.6;
const NEW_SKILL_LEVEL = LEVEL_FACTOR.intermediate;
const RELATED_CAP = 0.8;

export interface SuggestOptions {
  targetRole?: string;
  limit?: number;
}

function roleDocs(ctx: MatchContext, targetRole: string): { docs: Uint8Array; label: string } | null {
  const ix = ctx.index;
  const terms = [...new Set(ctx.canon.terms(targetRole))].filter((t) => t !== 'r:senior' && t !== 'r:junior');
  const ids = terms.map((t) => ix.termIdOf(t)).filter((id): id is number => id !== undefined);
  if (ids.length === 0) return null;
  // a job of the role has every recognised term in its title (a skill term may also be a tagged skill)
  const hits = new Uint8Array(ix.n);
  for (const id of ids) {
    const seen = new Uint8Array(ix.n);
    ix.titlePostings.forEach(id, (d) => (seen[d] = 1));
    const term = ix.terms[id];
    if (term.startsWith('s:')) {
      const k = ix.skillId.get(term.slice(2));
      if (k !== undefined) ix.skillPostings.forEach(k, (d) => (seen[d] = 1));
    }
    for (let d = 0; d < ix.n; d++) hits[d] += seen[d];
  }
  const docs = new Uint8Array(ix.n);
  let count = 0;
  for (let d = 0; d < ix.n; d++) {
    if (hits[d] === ids.length && ix.alive[d]) {
      docs[d] = 1;
      count++;
    }
  }
  return count > 0 ? { docs, label: targetRole.trim() } : null;
}

export function suggestSkills(
  ctx: MatchContext,
  skillSlugs: readonly string[],
  opts: SuggestOptions = {},
): SkillSuggestion[] {
  const ix = ctx.index;
  const nSkills = ix.skillSlugs.length;
  const mine = new Uint8Array(nSkills);
  const credit = new Float32Array(nSkills);
  const own = skillSlugs.map((s) => ix.skillId.get(s)).filter((k): k is number => k !== undefined);
  for (const k of own) mine[k] = 1;
  for (const have of skillSlugs) {
    for (let k = 0; k < nSkills; k++) {
      const c =
        have === ix.skillSlugs[k] ? 1 : Math.min(RELATED_CAP, ctx.relations.credit(have, ix.skillSlugs[k]));
      // the candidate's level is unknown here: suggestions use the intermediate level for every skill
      if (c > 0) credit[k] = Math.max(credit[k], c * NEW_SKILL_LEVEL);
    }
  }
  const role = opts.targetRole?.trim() ? roleDocs(ctx, opts.targetRole) : null;

  const co = new Int32Array(nSkills);
  const pair = new Int32Array(nSkills * nSkills);
  const additional = new Int32Array(nSkills);
  let contextSize = 0;
  for (let d = 0; d < ix.n; d++) {
    if (!ix.alive[d] || (role && !role.docs[d])) continue;
    const s0 = ix.skillStart[d];
    const len = ix.skillLen[d];
    let overlap = false;
    let got = 0;
    let total = 0;
    for (let i = 0; i < len; i++) {
      const k = ix.skillArena[s0 + i];
      if (mine[k]) overlap = true;
      const w = i === 0 && len > 1 ? MAIN_SKILL_WEIGHT : 1;
      total += w;
      got += w * credit[k];
    }
    // additional jobs: below the threshold now, reaching it with one more skill
    if (len > 0 && got / total < GOOD_COVERAGE) {
      for (let i = 0; i < len; i++) {
        const k = ix.skillArena[s0 + i];
        const w = i === 0 && len > 1 ? MAIN_SKILL_WEIGHT : 1;
        if (!mine[k] && (got + w * Math.max(0, NEW_SKILL_LEVEL - credit[k])) / total >= GOOD_COVERAGE)
          additional[k]++;
      }
    }
    if (!overlap && own.length > 0) continue;
    contextSize++;
    for (let i = 0; i < len; i++) {
      const x = ix.skillArena[s0 + i];
      if (mine[x]) continue;
      co[x]++;
      for (let j = 0; j < len; j++) {
        const s = ix.skillArena[s0 + j];
        if (mine[s]) pair[s * nSkills + x]++;
      }
    }
  }
  if (contextSize === 0) return [];
  const minSupport = contextSize < 20 ? 1 : 2;
  const out: SkillSuggestion[] = [];
  for (let x = 0; x < nSkills; x++) {
    if (mine[x] || co[x] < minSupport || ix.skillDf[x] <= 0) continue;
    const support = co[x] / contextSize;
    const lift = support / (ix.skillDf[x] / ix.live);
    if (lift <= 1) continue;
    let partner = -1;
    for (const s of own) if (partner < 0 || pair[s * nSkills + x] > pair[partner * nSkills + x]) partner = s;
    const slug = ix.skillSlugs[x];
    const usefulness = (additional[x] + co[x]) * Math.log(1 + lift);
    out.push({
      slug,
      name: skillName(slug),
      lift: Math.round(lift * 100) / 100,
      additional_jobs: additional[x],
      co_occurrence: co[x],
      support: Math.round(support * 1000) / 1000,
      usefulness: Math.round(usefulness * 100) / 100,
      ...reasons(
        slug,
        support,
        lift,
        additional[x],
        partner >= 0 ? ix.skillSlugs[partner] : null,
        role?.label ?? null,
      ),
    });
  }
  return out
    .sort(
      (a, b) => (b.usefulness ?? 0) - (a.usefulness ?? 0) || b.lift - a.lift || a.slug.localeCompare(b.slug),
    )
    .slice(0, opts.limit ?? 10);
}

function reasons(
  slug: string,
  support: number,
  lift: number,
  extra: number,
  partner: string | null,
  role: string | null,
): { reason_th: string; reason_en: string } {
  const pct = Math.round(support * 100);
  const times = lift >= 10 ? Math.round(lift).toString() : lift.toFixed(1);
  const ctxTh = role
    ? `งาน ${role}${partner ? ` ที่ต้องการ ${skillName(partner)}` : ''}`
    : partner
      ? `งานที่ต้องการ ${skillName(partner)}`
      : 'งานที่เปิดรับ';
  const ctxEn = role
    ? `${role} jobs${partner ? ` asking for ${skillName(partner)}` : ''}`
    : partner
      ? `jobs asking for ${skillName(partner)}`
      : 'open jobs';
  const th =
    `${skillName(slug)} ถูกระบุใน ${pct}% ของ${ctxTh} (บ่อยกว่าค่าเฉลี่ย ${times} เท่า)` +
    (extra > 0
      ? ` ${t('th', 'suggest_more_jobs', { count: extra, formatted: extra.toLocaleString('th-TH') })}`
      : '');
  const en =
    `${skillName(slug)} is asked for in ${pct}% of ${ctxEn} (${times}x the average)` +
    (extra > 0
      ? `; ${t('en', 'suggest_more_jobs', { count: extra, formatted: extra.toLocaleString('en-US') })}`
      : '');
  return { reason_th: th, reason_en: en };
}
