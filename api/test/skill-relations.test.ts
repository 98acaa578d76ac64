import { RELATED_PAIRS, UNRELATED_PAIRS } from '../eval/match/skill-pairs';
import { getDefaultRelations } from '../src/services/ai/relations';
import { SKILL_BY_SLUG } from '../src/seed/data/skills';

const relations = getDefaultRelations();
const label = ([a, b]: readonly [string, string]) => `${a} ~ ${b}`;

describe('skill relations as a recruiter reads them (eval/match/skill-pairs.ts)', () => {
  it('the pair lists are large, name real skills and do not contradict each other', () => {
    expect(RELATED_PAIRS.length).toBeGreaterThanOrEqual(40);
    expect(UNRELATED_PAIRS.length).toBeGreaterThanOrEqual(40);
    for (const [a, b] of [...RELATED_PAIRS, ...UNRELATED_PAIRS]) {
      expect([a, SKILL_BY_SLUG.has(a)]).toEqual([a, true]);
      expect([b, SKILL_BY_SLUG.has(b)]).toEqual([b, true]);
    }
    const related = new Set(RELATED_PAIRS.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
    expect(UNRELATED_PAIRS.filter(([a, b]) => related.has(`${a}|${b}`))).toEqual([]);
  });

  it.each(RELATED_PAIRS.map((p) => [label(p), p] as const))('%s relate both ways', (_, [a, b]) => {
    expect(relations.credit(a, b)).toBeGreaterThan(0);
    expect(relations.credit(b, a)).toBeGreaterThan(0);
  });

  it.each(UNRELATED_PAIRS.map((p) => [label(p), p] as const))('%s do not relate', (_, [a, b]) => {
    expect(relations.credit(a, b)).toBe(0);
    expect(relations.credit(b, a)).toBe(0);
  });

  it('a skill never partly covers itself through another name, and credits stay below an exact match', () => {
    for (const slug of SKILL_BY_SLUG.keys()) {
      expect(relations.credit(slug, slug)).toBe(1);
      for (const s of relations.sources(slug)) expect(s.credit).toBeLessThan(1);
    }
  });
});
