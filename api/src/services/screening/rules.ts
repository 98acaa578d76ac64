import {
  SCREENING_LIMITS,
  type ScreeningKind,
  type ScreeningKnockout,
  type ScreeningQuestionInput,
} from '@jobportal/contracts';
import type { FieldError } from '../../errors/api-error';

/** What the rules need of a question (a stored row or a checked input). */
export interface QuestionRule {
  kind: ScreeningKind;
  options: string[];
  required: boolean;
  knockout: ScreeningKnockout | null;
}

const NUMBER = /^\d{1,10}(\.\d{1,4})?$/;

/** A question's rule as its kind allows it, or the field code of what is wrong. */
function knockoutProblem(kind: ScreeningKind, options: string[], k: ScreeningKnockout): string | null {
  const keys = Object.keys(k).filter((key) => k[key as keyof ScreeningKnockout] !== undefined);
  const only = (...allowed: string[]) => keys.length > 0 && keys.every((key) => allowed.includes(key));
  switch (kind) {
    case 'yes_no':
      return only('equals') ? null : 'knockout_kind';
    case 'number':
      if (!only('min', 'max')) return 'knockout_kind';
      return k.min !== undefined && k.max !== undefined && k.min > k.max ? 'knockout_range' : null;
    case 'single_choice':
      if (!only('accepted')) return 'knockout_kind';
      return k.accepted!.every((a) => options.includes(a.trim())) ? null : 'knockout_option';
    case 'short_text':
      return 'knockout_kind';
  }
}

/**
 * The questions of PUT /corporate/jobs/:id/questions, trimmed, with the fields that break a rule (`questions.N.x`).
 * Options only belong to single_choice (dropped for the other kinds, so a form switching kinds need not clear them).
 */
export function checkQuestions(input: ScreeningQuestionInput[]): {
  questions: ScreeningQuestionInput[];
  fields: FieldError[];
} {
  const fields: FieldError[] = [];
  const ids = new Set<string>();
  const questions = input.map((q, i) => {
    const at = (field: string, code: string) => fields.push({ field: `questions.${i}.${field}`, code });
    const prompt = q.prompt.trim();
    if (!prompt) at('prompt', 'minLength');
    if (q.id) {
      if (ids.has(q.id)) at('id', 'uniqueItems');
      ids.add(q.id);
    }
    const options = q.kind === 'single_choice' ? q.options.map((o) => o.trim()) : [];
    if (q.kind === 'single_choice') {
      if (options.length < SCREENING_LIMITS.optionsMin) at('options', 'minItems');
      else if (options.some((o) => !o)) at('options', 'minLength');
      else if (new Set(options).size !== options.length) at('options', 'uniqueItems');
    }
    let knockout = q.knockout;
    if (knockout) {
      const problem = knockoutProblem(q.kind, options, knockout);
      if (problem) at('knockout', problem);
      if (knockout.accepted) knockout = { accepted: [...new Set(knockout.accepted.map((a) => a.trim()))] };
    }
    return { ...q, prompt, options, knockout: knockout ?? null };
  });
  return { questions, fields };
}

/**
 * An answer as stored ('yes'|'no', a number in its plain form, the option's text, or the trimmed text), '' for an
 * empty answer, or the field code of what is wrong with it.
 */
export function normaliseAnswer(q: QuestionRule, raw: string): { value: string } | { problem: string } {
  const text = raw.trim();
  if (!text) return q.required ? { problem: 'answer_required' } : { value: '' };
  switch (q.kind) {
    case 'yes_no': {
      const v = text.toLowerCase();
      return v === 'yes' || v === 'no' ? { value: v } : { problem: 'answer_yes_no' };
    }
    case 'number': {
      const n = Number(text);
      return NUMBER.test(text) && n <= SCREENING_LIMITS.numberMax
        ? { value: String(n) }
        : { problem: 'answer_number' };
    }
    case 'single_choice':
      return q.options.includes(text) ? { value: text } : { problem: 'answer_option' };
    case 'short_text':
      return { value: text };
  }
}

/** True when a (normalised, non-empty) answer fails the question's knock-out rule. */
export function knocksOut(q: QuestionRule, value: string): boolean {
  const k = q.knockout;
  if (!k || !value) return false;
  switch (q.kind) {
    case 'yes_no':
      return k.equals !== undefined && value !== k.equals;
    case 'number': {
      const n = Number(value);
      return (k.min !== undefined && n < k.min) || (k.max !== undefined && n > k.max);
    }
    case 'single_choice':
      return k.accepted !== undefined && !k.accepted.includes(value);
    case 'short_text':
      return false;
  }
}
