/** Precision and recall of the moderation rules over the labelled postings (shared by the eval script and the test). */
import { screenPosting, type ScreenFlag } from '../../src/services/moderation/rules';
import { contextOf, POSTINGS, type LabelledPosting } from './postings';
import { HELDOUT } from './heldout';

/** The held-out set (./heldout.ts, written blind) as labelled postings, with the default screening context. */
export function heldoutPostings(): LabelledPosting[] {
  return HELDOUT.map((p) => ({
    id: p.id,
    kind: p.kind === 'legitimate' ? 'legit' : 'abusive',
    context: undefined,
    expected: p.expected,
    title: p.title,
    description_html: p.description_html,
    qualifications_html: p.qualifications_html,
    hire_type: p.hire_type,
    salary_min: p.salary_min,
    salary_max: p.salary_max,
  }));
}

/** The evaluation sets: 'tuned' (./postings.ts, written with the rules) and 'heldout' (./heldout.ts, written blind). */
export const SETS = { tuned: () => POSTINGS, heldout: heldoutPostings } as const;
export type SetName = keyof typeof SETS;

export interface Score {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
}

export interface Evaluation {
  /** held or not: a posting is held when it has any flag */
  held: Score;
  /** every (posting, flag) pair */
  flags: Score;
  perFlag: Record<string, Score>;
  mistakes: { id: string; expected: ScreenFlag[]; got: ScreenFlag[] }[];
  postings: number;
}

function score(tp: number, fp: number, fn: number): Score {
  return {
    tp,
    fp,
    fn,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
  };
}

export function evaluate(postings: LabelledPosting[] = POSTINGS): Evaluation {
  const counts: Record<string, { tp: number; fp: number; fn: number }> = {};
  const held = { tp: 0, fp: 0, fn: 0 };
  const mistakes: Evaluation['mistakes'] = [];
  for (const posting of postings) {
    const got = screenPosting(posting, contextOf(posting)).flags;
    const expected = posting.expected;
    if (got.length > 0 && expected.length > 0) held.tp++;
    else if (got.length > 0) held.fp++;
    else if (expected.length > 0) held.fn++;
    for (const flag of new Set([...got, ...expected])) {
      const c = (counts[flag] ??= { tp: 0, fp: 0, fn: 0 });
      if (got.includes(flag) && expected.includes(flag)) c.tp++;
      else if (got.includes(flag)) c.fp++;
      else c.fn++;
    }
    const same = got.length === expected.length && got.every((f) => expected.includes(f));
    if (!same) mistakes.push({ id: posting.id, expected, got });
  }
  const perFlag = Object.fromEntries(
    Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([flag, c]) => [flag, score(c.tp, c.fp, c.fn)]),
  );
  const all = Object.values(counts).reduce(
    (s, c) => ({ tp: s.tp + c.tp, fp: s.fp + c.fp, fn: s.fn + c.fn }),
    { tp: 0, fp: 0, fn: 0 },
  );
  return {
    held: score(held.tp, held.fp, held.fn),
    flags: score(all.tp, all.fp, all.fn),
    perFlag,
    mistakes,
    postings: postings.length,
  };
}
