import type { ScreeningAnswer, ScreeningAnswerInput } from '@jobportal/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { screeningAnswer, screeningQuestion } from '../../db/schema';
import { ApiError, type FieldError } from '../../errors/api-error';
import { activeQuestions, knockoutOf } from './questions';
import { knocksOut, normaliseAnswer } from './rules';

export interface CheckedAnswer {
  questionId: string;
  value: string;
  knocksOut: boolean;
}

export interface CheckedAnswers {
  answers: CheckedAnswer[];
  /** some answer met a knock-out rule: the application goes to "not a fit" */
  knockedOut: boolean;
}

/**
 * The answers of an application checked against the job's current questions. 400 VALIDATION_ERROR naming
 * `answers.N`, N being the question's index in GET /jobs/:id/questions (a missing answer has no index of its own in
 * the request); an id that is not one of the job's questions, or given twice, is `answers`. Empty optional answers
 * are not stored.
 */
export async function checkAnswers(
  db: Tx,
  jobId: string,
  input: ScreeningAnswerInput[],
): Promise<CheckedAnswers> {
  const questions = await activeQuestions(db, jobId);
  const given = new Map<string, string>();
  const fields: FieldError[] = [];
  for (const a of input) {
    if (given.has(a.question_id)) fields.push({ field: 'answers', code: 'uniqueItems' });
    given.set(a.question_id, a.value);
  }
  const known = new Set(questions.map((q) => q.id));
  if ([...given.keys()].some((id) => !known.has(id)))
    fields.push({ field: 'answers', code: 'unknown_question' });
  const answers: CheckedAnswer[] = [];
  questions.forEach((q, i) => {
    const rule = { ...q, knockout: knockoutOf(q) };
    const result = normaliseAnswer(rule, given.get(q.id) ?? '');
    if ('problem' in result) fields.push({ field: `answers.${i}`, code: result.problem });
    else if (result.value)
      answers.push({ questionId: q.id, value: result.value, knocksOut: knocksOut(rule, result.value) });
  });
  if (fields.length > 0) throw new ApiError('VALIDATION_ERROR', { fields });
  return { answers, knockedOut: answers.some((a) => a.knocksOut) };
}

export async function storeAnswers(tx: Tx, applicationId: string, answers: CheckedAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  await tx.insert(screeningAnswer).values(answers.map((a) => ({ applicationId, ...a })));
}

/** The answers of these applications in the job's question order, answers to removed questions last. */
export async function answersByApplication(db: Tx, ids: string[]): Promise<Map<string, ScreeningAnswer[]>> {
  const out = new Map<string, ScreeningAnswer[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      applicationId: screeningAnswer.applicationId,
      questionId: screeningAnswer.questionId,
      value: screeningAnswer.value,
      knocksOut: screeningAnswer.knocksOut,
      kind: screeningQuestion.kind,
      prompt: screeningQuestion.prompt,
    })
    .from(screeningAnswer)
    .innerJoin(screeningQuestion, eq(screeningQuestion.id, screeningAnswer.questionId))
    .where(inArray(screeningAnswer.applicationId, ids))
    // the job's current questions in its order, then the ones it removed since
    .orderBy(
      sql`${screeningQuestion.removedAt} is not null`,
      asc(screeningQuestion.position),
      asc(screeningQuestion.id),
    );
  for (const r of rows) {
    const list = out.get(r.applicationId) ?? [];
    list.push({
      question_id: r.questionId,
      kind: r.kind,
      prompt: r.prompt,
      value: r.value,
      knocks_out: r.knocksOut,
    });
    out.set(r.applicationId, list);
  }
  return out;
}
