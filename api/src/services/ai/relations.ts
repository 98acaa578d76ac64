import type { Skill } from '@jobportal/contracts';
import {
  BUILT_ON,
  type BuiltOn,
  SUBSTITUTE_GROUPS,
  type SubstituteGroup,
} from '../../seed/data/skill-relations';
import { SKILLS } from '../../seed/data/skills';

/**
 * Partial credit between skills of the taxonomy: "the candidate has A, the job asks for B" is worth
 * `credit(A, B)` of an exact match (0..1). Exact skills and aliases are already one slug (the taxonomy maps
 * "golang" and "โกแลง" to `go`), so this is only about RELATED skills, and only inside one ecosystem: substitutes
 * (MySQL ~ PostgreSQL) and what a skill is built on (Django -> Python). The data is in `seed/data/skill-relations.ts`;
 * two skills that merely share a category (.NET and Node.js are both "backend") are not related.
 */

export interface SkillRelations {
  /** credit(have, want) in 0..1; 1 when equal. */
  credit(have: string, want: string): number;
  /** every skill with a non-zero credit towards `want`, best first */
  sources(want: string): readonly { slug: string; credit: number }[];
  categoryOf(slug: string): string | undefined;
}

export function createRelations(
  skills: readonly Skill[] = SKILLS,
  entries: readonly BuiltOn[] = BUILT_ON,
  groups: readonly SubstituteGroup[] = SUBSTITUTE_GROUPS,
): SkillRelations {
  const table = new Map<string, number>();
  const key = (a: string, b: string) => `${a}\u0000${b}`;
  const put = (have: string, want: string, c: number) =>
    table.set(key(have, want), Math.max(c, table.get(key(have, want)) ?? 0));
  for (const g of groups)
    for (const a of g.members) for (const b of g.members) if (a !== b) put(a, b, g.credit);
  // an entry says how close its pair is, also when that is less than its group's credit
  for (const [have, want, c, rev] of entries) {
    table.set(key(have, want), c);
    table.set(key(want, have), rev ?? c);
  }
  const category = new Map(skills.map((s) => [s.slug, s.category]));
  const credit = (have: string, want: string): number =>
    have === want ? 1 : (table.get(key(have, want)) ?? 0);
  const sourcesCache = new Map<string, { slug: string; credit: number }[]>();
  const sources = (want: string) => {
    let list = sourcesCache.get(want);
    if (!list) {
      list = skills
        .filter((s) => s.slug !== want)
        .map((s) => ({ slug: s.slug, credit: credit(s.slug, want) }))
        .filter((x) => x.credit > 0)
        .sort((a, b) => b.credit - a.credit || a.slug.localeCompare(b.slug));
      sourcesCache.set(want, list);
    }
    return list;
  };
  return { credit, sources, categoryOf: (slug) => category.get(slug) };
}

let defaultRelations: SkillRelations | undefined;
export function getDefaultRelations(): SkillRelations {
  defaultRelations ??= createRelations();
  return defaultRelations;
}
