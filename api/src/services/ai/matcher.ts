import type { MatchExplanation, SkillLevel } from '@jobportal/contracts';
import { getDefaultCanonicalizer, type Canonicalizer } from './canonical';
import { type CareerChange, careerChangeOf, CHANGER_YEARS, inTargetFamily } from './career';
import { explainReasons, joinReasons } from './explain';
import { computeFeatures, skillMap } from './features';
import type { MatchIndex } from './match-index';
import { getDefaultRelations, type SkillRelations } from './relations';
import { breakdown, totalScore } from './score';
import { ProfileVector, profileTermCounts, profileTitleTerms } from './text-sim';
import type { MatchJob, MatchProfile, Perspective } from './types';

/** Everything the engine needs besides the two sides of a match. */
export interface MatchContext {
  index: MatchIndex;
  relations: SkillRelations;
  canon: Canonicalizer;
}

export function matchContext(
  index: MatchIndex,
  relations: SkillRelations = getDefaultRelations(),
): MatchContext {
  return { index, relations, canon: index.canon ?? getDefaultCanonicalizer() };
}

/** A profile ready for scoring against many jobs. */
export interface PreparedProfile {
  profile: MatchProfile;
  skills: Map<string, SkillLevel>;
  vector: ProfileVector;
  /** canonical terms naming what the candidate does (candidate generation over job titles) */
  titleTerms: string[];
  /** the families the candidate moves into when the headline names a role their experience does not */
  change: CareerChange | null;
}

export function prepareProfile(ctx: MatchContext, profile: MatchProfile): PreparedProfile {
  return {
    profile,
    skills: skillMap(profile),
    vector: new ProfileVector(ctx.index, profileTermCounts(profile, ctx.canon)),
    titleTerms: profileTitleTerms(profile, ctx.canon),
    change: careerChangeOf(profile, ctx.canon),
  };
}

/** Score and explanation of one (profile, job) pair, given the text score (0..1). */
export function explain(
  ctx: MatchContext,
  p: PreparedProfile,
  job: MatchJob,
  textScore: number,
  who: Perspective = 'candidate',
): MatchExplanation {
  const target = p.change !== null && inTargetFamily(ctx.canon, p.change, job.title);
  // in the family they move into, a career changer is a junior (their years elsewhere transfer as skills)
  const scored = target ? { ...p.profile, yearsExperience: CHANGER_YEARS } : p.profile;
  const f = computeFeatures(scored, p.skills, job, textScore, ctx.relations);
  const b = breakdown(f);
  const reasons = explainReasons(f, p.profile, job, who, target ? p.change : null);
  const r1 = (x: number) => Math.round(x * 10) / 10;
  return {
    score: totalScore(b),
    matched_skills: f.matchedSkills,
    missing_skills: f.missingSkills,
    required_skill_count: f.requiredSkillCount,
    salary_fit: f.salary,
    location_fit: f.location,
    work_type_fit: f.workType,
    seniority_fit: f.seniority,
    summary_th: joinReasons(reasons.th),
    summary_en: joinReasons(reasons.en),
    reasons_th: reasons.th,
    reasons_en: reasons.en,
    related_skills: f.relatedSkills.map((r) => ({
      slug: r.slug,
      via: r.via,
      credit: Math.round(r.credit * 100) / 100,
    })),
    hire_type_fit: f.hireType,
    education_fit: f.education,
    text_similarity: Math.round(textScore * 1000) / 1000,
    breakdown: {
      skills: r1(b.skills),
      text: r1(b.text),
      seniority: r1(b.seniority),
      salary: r1(b.salary),
      location: r1(b.location),
      work_type: r1(b.workType),
      hire_type: r1(b.hireType),
      education: r1(b.education),
    },
  };
}

/** Full match of a profile with document d of the index. */
export function explainDoc(
  ctx: MatchContext,
  p: PreparedProfile,
  d: number,
  who: Perspective = 'candidate',
): MatchExplanation {
  return explain(ctx, p, ctx.index.jobOf(d), p.vector.score(d), who);
}
