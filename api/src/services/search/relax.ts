import type { JobSearchFilter, RelaxedPart, UnderstoodKind, UnderstoodPart } from '@jobportal/contracts';
import { runSearch, type EngineQuery, type EngineResult } from './engine';
import type { JobIndex } from './job-index';
import { estimateClause, matchClause, type Corrector } from './matcher';
import type { Clause } from './query';
import { normalize } from './text';
import type { Understanding } from './understand';

/** Understood filters in the order they are left out when the whole query finds nothing (least important first). */
const RELAX_ORDER: readonly UnderstoodKind[] = ['workType', 'location', 'hireType', 'salary'];

/** main_input with each corrected word replaced, or null when nothing was corrected. */
function suggestionOf(input: string, corrections: ReadonlyMap<string, string>): string | null {
  if (corrections.size === 0) return null;
  let changed = false;
  const out = input
    .trim()
    .split(/\s+/u)
    .map((w) => {
      const fix = corrections.get(normalize(w).replace(/^[()[\]{}"'“”‘’]+|[()[\]{}"'“”‘’!?.:]+$/gu, ''));
      if (fix === undefined) return w;
      changed = true;
      return fix;
    })
    .join(' ');
  return changed ? out : null;
}

function correctionsOf(result: EngineResult, clauses: readonly Clause[], corrector: Corrector | null) {
  const map = new Map<string, string>();
  for (const c of result.clauses) if (c.corrected) map.set(c.clause.text, c.corrected);
  // a rare word that is probably a misspelling of a frequent one ("pyhton" in one description): did you mean
  if (corrector)
    for (const c of clauses) {
      if (map.has(c.text)) continue;
      const fix = corrector.correction(c);
      if (fix) map.set(c.text, fix);
    }
  return map;
}

/**
 * Runs the query; when it finds nothing, first retries with misspelling correction of known words too, then leaves
 * out (cumulatively, until something is found) the words that match no job at all, the filters understood from the
 * text (work mode, place, hire type, salary), then the most common words, never the last word nor a filter the
 * user chose in the panel. Returns what was left out and a "did you mean" text.
 */
export function relaxedSearch(
  ix: JobIndex,
  corrector: Corrector | null,
  q: EngineQuery,
  u: Understanding,
  filter: JobSearchFilter,
): { result: EngineResult; relaxed: RelaxedPart[]; suggestion: string | null } {
  const input = filter.main_input ?? '';
  let result = runSearch(ix, q, corrector);
  const first = result;
  const relaxed: RelaxedPart[] = [];
  const understoodFilters = u.parts.filter((p) => p.kind !== 'seniority');
  if (result.total > 0 || (q.clauses.length === 0 && understoodFilters.length === 0)) {
    return { result, relaxed, suggestion: suggestionOf(input, correctionsOf(result, q.clauses, corrector)) };
  }

  if (q.clauses.length > 0) {
    const forced = runSearch(ix, { ...q, forceCorrect: true }, corrector);
    const fixes = correctionsOf(forced, [], null);
    if (forced.total > 0 && fixes.size > 0)
      return { result: forced, relaxed, suggestion: suggestionOf(input, fixes) };
  }

  let cur: EngineQuery = q;
  const attempt = (next: EngineQuery, part: RelaxedPart): boolean => {
    cur = next;
    relaxed.push(part);
    result = runSearch(ix, cur, corrector);
    return result.total > 0;
  };
  const dropClause = (c: Clause): boolean =>
    attempt(
      { ...cur, clauses: cur.clauses.filter((x) => x !== c) },
      { kind: 'term', value: c.text, text: c.text },
    );

  // 1. words that match no job at all (after correction)
  for (const c of q.clauses) {
    if (cur.clauses.length <= 1) break;
    if (matchClause(ix, c, corrector).count === 0 && dropClause(c)) return done();
  }
  // 2. filters understood from the text (a filter also chosen in the panel stays)
  const explicit = {
    location: (filter.location ?? []).map(Number),
    workType: (filter.workType ?? []).map(String),
    hireType: (filter.hireType ?? []).map(String),
  };
  const relaxable = RELAX_ORDER.flatMap((kind) => understoodFilters.filter((p) => p.kind === kind)).filter(
    (p) =>
      !(
        (p.kind === 'location' && explicit.location.includes(Number(p.value))) ||
        (p.kind === 'workType' && explicit.workType.includes(p.value)) ||
        (p.kind === 'hireType' && explicit.hireType.includes(p.value)) ||
        (p.kind === 'salary' && filter.minimum_salary !== undefined && filter.minimum_salary !== null)
      ),
  );
  const without = (base: EngineQuery, p: UnderstoodPart): EngineQuery => {
    if (p.kind === 'location')
      return { ...base, locations: base.locations.filter((v) => v !== Number(p.value)) };
    if (p.kind === 'workType') return { ...base, workTypes: base.workTypes.filter((v) => v !== p.value) };
    if (p.kind === 'hireType') return { ...base, hireTypes: base.hireTypes.filter((v) => v !== p.value) };
    return { ...base, minimumSalary: undefined };
  };
  const part = (p: UnderstoodPart): RelaxedPart => ({ kind: p.kind, value: p.value, text: p.text });
  // one part alone first (the least important that is enough), then one after the other
  if (relaxable.length > 1) {
    const base = cur;
    for (const p of relaxable) {
      const r = runSearch(ix, without(base, p), corrector);
      if (r.total > 0) {
        cur = without(base, p);
        relaxed.push(part(p));
        result = r;
        return done();
      }
    }
  }
  for (const p of relaxable) if (attempt(without(cur, p), part(p))) return done();
  // 3. the most common words first (the lowest idf says the least)
  const byCommon = [...cur.clauses].sort((a, b) => estimateClause(ix, b) - estimateClause(ix, a));
  for (const c of byCommon) {
    if (cur.clauses.length <= 1) break;
    if (dropClause(c)) return done();
  }
  return done();

  function done() {
    if (result.total === 0) {
      // nothing helped: answer the query as asked (an empty page that says so), not a half-relaxed one
      return { result: first, relaxed: [], suggestion: null };
    }
    return {
      result,
      relaxed,
      suggestion: suggestionOf(input, correctionsOf(result, cur.clauses, corrector)),
    };
  }
}
