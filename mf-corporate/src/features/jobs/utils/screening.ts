import type {
  CorporateScreeningQuestion,
  ScreeningKind,
  ScreeningKnockout,
  ScreeningQuestionInput,
} from '@jobportal/contracts';
import { SCREENING_LIMITS } from '@jobportal/contracts/bounds';

/** A question being edited: every rule field kept while the kind changes, so switching back loses nothing. */
export interface QuestionDraft {
  /** the saved question's id (kept so its answers stay attached); a local key for a new one */
  key: string;
  id?: string;
  kind: ScreeningKind;
  prompt: string;
  options: string[];
  required: boolean;
  knockoutOn: boolean;
  equals: 'yes' | 'no';
  min: number | null;
  max: number | null;
  accepted: string[];
  /** applications that answered it (a change of kind then keeps the old question with its answers) */
  answers: number;
}

let seq = 0;
const newKey = () => `new-${++seq}`;

export function newQuestion(kind: ScreeningKind = 'yes_no'): QuestionDraft {
  return {
    key: newKey(),
    kind,
    prompt: '',
    options: kind === 'single_choice' ? ['', ''] : [],
    required: true,
    knockoutOn: false,
    equals: 'yes',
    min: null,
    max: null,
    accepted: [],
    answers: 0,
  };
}

export function toDraft(q: CorporateScreeningQuestion): QuestionDraft {
  const k = q.knockout;
  return {
    key: q.id,
    id: q.id,
    kind: q.kind,
    prompt: q.prompt,
    options: q.kind === 'single_choice' ? q.options : [],
    required: q.required,
    knockoutOn: k !== null,
    equals: k?.equals ?? 'yes',
    min: k?.min ?? null,
    max: k?.max ?? null,
    accepted: k?.accepted ?? [],
    answers: q.answers,
  };
}

function knockoutOf(d: QuestionDraft): ScreeningKnockout | null {
  if (!d.knockoutOn) return null;
  switch (d.kind) {
    case 'yes_no':
      return { equals: d.equals };
    case 'number':
      return {
        ...(d.min !== null ? { min: d.min } : {}),
        ...(d.max !== null ? { max: d.max } : {}),
      };
    case 'single_choice': {
      const options = d.options.map((o) => o.trim());
      return { accepted: d.accepted.filter((a) => options.includes(a.trim())).map((a) => a.trim()) };
    }
    case 'short_text':
      return null;
  }
}

export function toInput(d: QuestionDraft): ScreeningQuestionInput {
  return {
    ...(d.id ? { id: d.id } : {}),
    kind: d.kind,
    prompt: d.prompt.trim(),
    options: d.kind === 'single_choice' ? d.options.map((o) => o.trim()) : [],
    required: d.required,
    knockout: knockoutOf(d),
  };
}

/** i18n keys (namespace corporate, under screening.errors) of what is wrong with each field of a draft. */
export type DraftProblems = Partial<Record<'prompt' | 'options' | 'knockout', string>>;

export function draftProblems(d: QuestionDraft): DraftProblems {
  const out: DraftProblems = {};
  if (!d.prompt.trim()) out.prompt = 'screening.errors.prompt';
  if (d.kind === 'single_choice') {
    const options = d.options.map((o) => o.trim());
    if (options.length < SCREENING_LIMITS.optionsMin || options.some((o) => !o))
      out.options = 'screening.errors.options';
    else if (new Set(options).size !== options.length) out.options = 'screening.errors.optionsUnique';
  }
  if (d.knockoutOn) {
    if (d.kind === 'number') {
      if (d.min === null && d.max === null) out.knockout = 'screening.errors.numberRule';
      else if (d.min !== null && d.max !== null && d.min > d.max) out.knockout = 'screening.errors.range';
    }
    if (d.kind === 'single_choice' && knockoutOf(d)?.accepted?.length === 0)
      out.knockout = 'screening.errors.accepted';
  }
  return out;
}

/** Server field errors `questions.N.<field>` as problems per question index (the message is the server's). */
export function serverProblems(
  fields: { field: string; message: string }[],
): Map<number, Partial<Record<string, string>>> {
  const out = new Map<number, Partial<Record<string, string>>>();
  for (const f of fields) {
    const m = /^questions\.(\d+)\.(\w+)/.exec(f.field);
    if (!m) continue;
    const i = Number(m[1]);
    out.set(i, { ...(out.get(i) ?? {}), [m[2]]: f.message });
  }
  return out;
}

export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
