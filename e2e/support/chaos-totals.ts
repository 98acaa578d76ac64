import fs from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

type Outcome = 'recovered' | 'blank' | 'stuck' | 'other' | 'skipped';

/**
 * Reporter for the full chaos matrix (CHAOS_FULL=1): one totals line at the end (combinations, fallback+recovered,
 * blank, stuck, other failures) and the failed cases, also written to CHAOS_TOTALS_FILE when set. A test's last
 * attempt counts. Usage: `--reporter=list,./support/chaos-totals.ts`.
 */
export default class ChaosTotals implements Reporter {
  private readonly outcomes = new Map<string, { label: string; outcome: Outcome; error?: string }>();
  private started = Date.now();

  onBegin(): void {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const label = test.annotations.find((a) => a.type === 'chaos-case')?.description;
    if (!label) return;
    const seen = result.annotations.find((a) => a.type === 'chaos-outcome')?.description;
    const outcome: Outcome =
      result.status === 'passed'
        ? 'recovered'
        : result.status === 'skipped'
          ? 'skipped'
          : seen === 'blank' || seen === 'stuck'
            ? seen
            : 'other';
    const error = result.error?.message
      ?.split('\n')[0]
      ?.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
    this.outcomes.set(test.id, { label: `${test.title}`, outcome, error });
  }

  onEnd(result: FullResult): void {
    const all = [...this.outcomes.values()].filter((o) => o.outcome !== 'skipped');
    if (!all.length) return;
    const count = (o: Outcome) => all.filter((x) => x.outcome === o).length;
    const wall = ((Date.now() - this.started) / 1000).toFixed(0);
    const lines = [
      `chaos totals: ${all.length} combinations, ${count('recovered')} fallback+recovered, ${count('blank')} blank, ` +
        `${count('stuck')} stuck, ${count('other')} other failures; wall ${wall} s (${result.status})`,
      ...all
        .filter((o) => o.outcome !== 'recovered')
        .map((o) => `  ${o.outcome}: ${o.label}: ${o.error ?? ''}`),
    ];
    console.log(`\n${lines.join('\n')}`);
    if (process.env.CHAOS_TOTALS_FILE)
      fs.writeFileSync(process.env.CHAOS_TOTALS_FILE, `${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
