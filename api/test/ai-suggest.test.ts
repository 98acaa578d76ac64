import { getDefaultCanonicalizer } from '../src/services/ai/canonical';
import { MatchIndex, type MatchIndexRow } from '../src/services/ai/match-index';
import { matchContext } from '../src/services/ai/matcher';
import { suggestSkills } from '../src/services/ai/suggest';

let n = 0;
function job(title: string, skills: string[]): MatchIndexRow {
  return {
    id: `j${++n}`,
    title,
    skills,
    provinceId: 1,
    workType: 'onsite',
    hireType: 'full_time',
    educationLevelId: null,
    yearsExperienceMin: 0,
    salaryMin: null,
    salaryMax: null,
    postedAt: new Date(),
    searchText: '',
  };
}

/**
 * 10 jobs: 3 ask for React + TypeScript, 1 for React + Redux, 4 for TypeScript + Node.js (no React), 2 for Docker +
 * Kubernetes. For a React candidate the context is the 4 React jobs:
 *   TypeScript: co 3, support 0.75, P = 7/10 -> lift 1.07; Redux: co 1, support 0.25, P = 1/10 -> lift 2.5;
 *   Docker never appears with React -> not suggested.
 * additional_jobs (coverage of a job < 0.6 now, >= 0.6 with the skill at intermediate level; React is the main skill
 * weighing 1.5): the 3 React + TypeScript jobs (0.51 -> 0.85); React + Redux is already a good match through the
 * related credit React -> Redux (0.68), so Redux adds 0.
 */
function corpus(): MatchIndex {
  const rows = [
    job('Frontend Developer', ['react', 'typescript']),
    job('Frontend Developer', ['react', 'typescript']),
    job('React Engineer', ['react', 'typescript']),
    job('Frontend Developer', ['react', 'redux']),
    job('Backend Developer', ['typescript', 'nodejs']),
    job('Backend Developer', ['typescript', 'nodejs']),
    job('Backend Developer', ['typescript', 'nodejs']),
    job('Backend Developer', ['typescript', 'nodejs']),
    job('DevOps Engineer', ['docker', 'kubernetes']),
    job('DevOps Engineer', ['docker', 'kubernetes']),
  ];
  return MatchIndex.build(getDefaultCanonicalizer(), rows);
}

describe('AI skill suggestions', () => {
  it('computes lift and additional_jobs from co-occurrence in the corpus', () => {
    const ctx = matchContext(corpus());
    const s = suggestSkills(ctx, ['react']);
    const bySlug = new Map(s.map((x) => [x.slug, x]));
    expect([...bySlug.keys()].sort()).toEqual(['redux', 'typescript']);
    expect(bySlug.get('typescript')!.lift).toBeCloseTo(1.07, 2);
    expect(bySlug.get('redux')!.lift).toBeCloseTo(2.5, 2);
    expect(bySlug.get('typescript')!.co_occurrence).toBe(3);
    expect(bySlug.get('typescript')!.additional_jobs).toBe(3);
    expect(bySlug.get('redux')!.additional_jobs).toBe(0);
    expect(bySlug.has('docker')).toBe(false);
    // usefulness = (additional_jobs + co) * ln(1 + lift): TypeScript 6 * 0.73 > Redux 1 * 1.25
    expect(s.map((x) => x.slug)).toEqual(['typescript', 'redux']);
    expect(s[0].reason_en).toContain('75% of jobs asking for React');
    expect(s[0].reason_en).toContain('3 more open jobs');
    expect(s[0].reason_th).toContain('React');
    expect(s[0].reason_th).toContain('อีก 3 ตำแหน่ง');
  });

  it('orders by lift when usefulness ties on support and additional jobs', () => {
    const rows = [
      job('Data Engineer', ['python', 'airflow']),
      job('Data Engineer', ['python', 'spark']),
      job('Data Engineer', ['python', 'airflow']),
      job('Data Engineer', ['python', 'spark']),
      job('Analyst', ['spark', 'sql']),
      job('Analyst', ['excel']),
    ];
    const ctx = matchContext(MatchIndex.build(getDefaultCanonicalizer(), rows));
    const s = suggestSkills(ctx, ['python']);
    // airflow: co 2, P 2/6 -> lift 1.5; spark: co 2, P 3/6 -> lift 1.0 (not > 1, left out)
    expect(s.map((x) => x.slug)).toEqual(['airflow']);
    expect(s[0].lift).toBeCloseTo(1.5, 2);
  });

  it('narrows the context to the target role', () => {
    const ctx = matchContext(corpus());
    const s = suggestSkills(ctx, ['typescript'], { targetRole: 'Backend Developer' });
    expect(s.map((x) => x.slug)).toEqual(['nodejs']);
    expect(s[0].reason_en).toContain('Backend Developer jobs');
    // TypeScript already covers these jobs well enough through its related credit towards Node.js (0.68 >= 0.6)
    expect(s[0].additional_jobs).toBe(0);
  });

  it('suggests nothing from an empty corpus', () => {
    const ctx = matchContext(MatchIndex.build(getDefaultCanonicalizer(), []));
    expect(suggestSkills(ctx, ['react'])).toEqual([]);
  });
});
