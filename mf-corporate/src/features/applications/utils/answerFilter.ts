import type { CorporateApplication, ScreeningKind } from '@jobportal/contracts';

/**
 * The pipeline's answer filter, as the API reads it (`answer=<question id>:<value>`): the exact answer, a range
 * `min..max` for a number question (either side may be empty), the words a short text contains.
 */
export interface AnswerFilter {
  questionId: string;
  value: string;
}

export function parseAnswerFilter(raw: string | null): AnswerFilter | null {
  if (!raw) return null;
  const at = raw.indexOf(':');
  if (at <= 0) return null;
  const value = raw.slice(at + 1);
  return value ? { questionId: raw.slice(0, at), value } : null;
}

export const formatAnswerFilter = (f: AnswerFilter): string => `${f.questionId}:${f.value}`;

/** The same rule as the API's filter, on the applications already loaded (the board filters without a request). */
export function matchesAnswer(
  a: CorporateApplication,
  f: AnswerFilter,
  kind: ScreeningKind | undefined,
): boolean {
  const answer = a.screening?.find((s) => s.question_id === f.questionId);
  if (!answer || !kind) return false;
  if (kind === 'number') {
    const n = Number(answer.value);
    const range = /^(\d+(?:\.\d+)?)?\.\.(\d+(?:\.\d+)?)?$/.exec(f.value);
    if (range)
      return (
        (range[1] === undefined || n >= Number(range[1])) && (range[2] === undefined || n <= Number(range[2]))
      );
    return n === Number(f.value);
  }
  if (kind === 'short_text') return answer.value.toLowerCase().includes(f.value.toLowerCase());
  return answer.value === (kind === 'yes_no' ? f.value.toLowerCase() : f.value);
}
