import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: {
    target: string[];
    failureSummary?: string;
    any?: { relatedNodes?: { target: string[] }[] }[];
    all?: { relatedNodes?: { target: string[] }[] }[];
  }[];
}

/** One serious or critical axe finding: the rule and the elements it names. */
export interface SeriousViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's reason for each element, in the order of `targets` (what overlaps a small target, the colours found) */
  summaries: string[];
}

/**
 * Runs axe-core (WCAG 2.0-2.2 A and AA) on the page as it is, or on the part `include` selects, and returns the
 * serious and critical violations. axe is evaluated through the browser's debugging protocol, so the page's CSP
 * (scripts from self and hashes only) is not loosened for it.
 */
export async function seriousA11yViolations(page: Page, include?: string): Promise<SeriousViolation[]> {
  // The page at rest: the pointer off any control (a hovered button has its hover colours), then every finite
  // animation and transition finished (a dialog still fading in has its colours blended with the page behind);
  // spinners and other endless ones are left running.
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE}\n;undefined`);
  const violations = (await page.evaluate(
    ({ tags, include }) =>
      (
        window as unknown as {
          axe: {
            run: (ctx: Document | { include: string[] }, o: object) => Promise<{ violations: unknown[] }>;
          };
        }
      ).axe
        .run(include ? { include: [include] } : document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
        .then((r) => r.violations),
    { tags: WCAG_AA, include },
  )) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      summaries: v.nodes.map((n) => {
        const related = [...(n.any ?? []), ...(n.all ?? [])]
          .flatMap((check) => check.relatedNodes ?? [])
          .map((r) => r.target.join(' '));
        const summary = (n.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return related.length > 0 ? `${summary} [related: ${related.join(', ')}]` : summary;
      }),
    }));
}

/** Fails on any serious or critical violation on the page (or the part `include` selects), naming rule and elements. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  include?: string,
): Promise<void> {
  const serious = (await seriousA11yViolations(page, include)).map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.targets.join(', ')}`,
  );
  expect(serious, `axe on ${label}`).toEqual([]);
}
