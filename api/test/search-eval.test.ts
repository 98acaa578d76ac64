import fs from 'node:fs';
import path from 'node:path';
import { regressions, runEvaluation, type Thresholds } from '../eval/search/evaluate';

/**
 * The search evaluation (npm run eval:search) on a smaller seeded data set (1,500 generated jobs, every judged
 * query): fails when precision@10, MRR or the zero-result rate fall past eval/search/thresholds.json "small", or when
 * the engine stops beating the plain word search.
 */
describe('search relevance evaluation (small)', () => {
  it('stays at or above the committed thresholds and beats the plain baseline', () => {
    const thresholds = JSON.parse(
      fs.readFileSync(path.join(__dirname, '../eval/search/thresholds.json'), 'utf8'),
    ) as Record<string, Thresholds>;
    const { metrics, outcomes } = runEvaluation(1500);
    expect(outcomes.length).toBeGreaterThanOrEqual(100);
    expect(regressions(metrics.engine, thresholds.small)).toEqual([]);
    expect(metrics.engine.precisionAt10).toBeGreaterThan(metrics.plain.precisionAt10 + 0.2);
    expect(metrics.engine.zeroResultRate).toBeLessThan(metrics['engine-literal'].zeroResultRate);
  });
});
