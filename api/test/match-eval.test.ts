import fs from 'node:fs';
import path from 'node:path';
import { bestBaseline, means, regressions, runEvaluation, type Thresholds } from '../eval/match/evaluate';
import { judge } from '../eval/match/judge';
import { EVAL_PROFILES } from '../eval/match/profiles';
import type { GeneratedJob } from '../src/seed/jobFactory';

/**
 * The matching evaluation (npm run eval:match) on a smaller pool (1,500 generated jobs, every profile): fails when
 * the matcher's NDCG@10 or recall@20 fall below eval/match/thresholds.json "small", or when the best simple baseline
 * gets ahead of it by more than "maxDeficitVsBest".
 */
describe('matching evaluation (small pool)', () => {
  const thresholds = JSON.parse(
    fs.readFileSync(path.join(__dirname, '../eval/match/thresholds.json'), 'utf8'),
  ) as Record<string, Thresholds>;

  it('stays at or above the committed floors and is not beaten by the best baseline', () => {
    const ev = runEvaluation(1500);
    expect(ev.outcomes.length).toBeGreaterThanOrEqual(70);
    expect(ev.pool).toBeGreaterThan(1000);
    expect(regressions(ev.scores, thresholds.small)).toEqual([]);
    const m = means(ev.scores);
    expect(m.matcher.ndcg10).toBeGreaterThan(m[bestBaseline(ev.scores)].ndcg10);
  });

  it('judges by the job family and the stated facts, not by the words of the job', () => {
    const go = EVAL_PROFILES.find((p) => p.id === 'th-go-senior')!;
    const job = (over: Partial<GeneratedJob>): GeneratedJob =>
      ({
        id: 'j',
        title: 'Senior Backend Engineer (Go)',
        skills: ['go', 'postgresql', 'docker'],
        roleKey: 'backend',
        levelKey: 'senior',
        provinceId: 1,
        workType: 'hybrid',
        hireType: 'full_time',
        salaryMin: 90000,
        salaryMax: 130000,
        ...over,
      }) as GeneratedJob;
    expect(judge(go, job({}))).toBe(3);
    // the same words in another family's job are not a fit
    expect(judge(go, job({ roleKey: 'devops' }))).toBe(0);
    expect(judge(go, job({ roleKey: 'fullstack' }))).toBe(2);
    expect(judge(go, job({ levelKey: 'junior' }))).toBe(2);
    expect(judge(go, job({ provinceId: 39 }))).toBe(2);
    expect(judge(go, job({ provinceId: 3 }))).toBe(3);
    expect(judge(go, job({ skills: ['java', 'spring', 'postgresql'] }))).toBe(1);
    expect(judge(go, job({ hireType: 'internship', levelKey: 'junior' }))).toBe(0);
  });
});
