import { ROLE_GROUPS } from '../../seed/data/roles';
import { type Canonicalizer, roleTerm } from './canonical';
import type { MatchProfile } from './types';

/** Role groups that name a level or a generic trade, not a job family ("developer", "senior", "manager", ...). */
const GENERIC_ROLES = new Set(['developer', 'intern', 'senior', 'junior', 'manager', 'architect']);
const FAMILIES = ROLE_GROUPS.filter((g) => !GENERIC_ROLES.has(g.key));
const FAMILY_TERMS: ReadonlyMap<string, string> = new Map(FAMILIES.map((g) => [roleTerm(g.key), g.key]));
/** Years a career changer counts in the family they move into: a junior with transferable experience. */
export const CHANGER_YEARS = 1;

export interface CareerChange {
  /** role family keys the candidate says they want (headline) and has not worked in */
  targets: string[];
  /** canonical role terms of those families (`r:<key>`), as job titles carry them */
  targetTerms: string[];
}

function families(canon: Canonicalizer, text: string): Set<string> {
  const out = new Set<string>();
  for (const t of canon.terms(text)) {
    const key = FAMILY_TERMS.get(t);
    if (key) out.add(key);
  }
  return out;
}

/**
 * A career change: the headline (the role the candidate says they want) names a role family that none of their
 * experience titles names, while those titles name some family. The new families are the target ("Backend developer
 * moving into data analysis": data-analyst). null when no experience title names a family, no family is in the
 * headline, or every family of the headline is one the candidate has worked in.
 */
export function careerChangeOf(p: MatchProfile, canon: Canonicalizer): CareerChange | null {
  const wanted = families(canon, p.headline);
  if (wanted.size === 0) return null;
  const done = new Set<string>();
  for (const e of p.experiences) for (const k of families(canon, e.title)) done.add(k);
  // experience titles the role groups do not know ("Odoo consultant") say nothing: no change is assumed
  if (done.size === 0) return null;
  const targets = [...wanted].filter((k) => !done.has(k));
  if (targets.length === 0) return null;
  return { targets, targetTerms: targets.map(roleTerm) };
}

/** Points a job outside the target families loses in the order of a career changer's matches: they come after. */
export const OFF_TARGET_PENALTY = 200;

/** Whether a job title names one of the families the candidate moves into. */
export function inTargetFamily(canon: Canonicalizer, change: CareerChange, title: string): boolean {
  return canon.terms(title).some((t) => change.targetTerms.includes(t));
}

/** Display names of the target families. */
export function targetNames(change: CareerChange, lang: 'th' | 'en'): string {
  return change.targets
    .map((k) => FAMILIES.find((g) => g.key === k))
    .map((g) => (g ? (lang === 'th' ? g.name_th : g.name_en) : ''))
    .filter((n) => n.length > 0)
    .join(', ');
}
