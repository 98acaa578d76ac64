import type {
  CorporateScreeningQuestion,
  ScreeningKnockout,
  ScreeningQuestion,
  ScreeningQuestionInput,
} from '@jobportal/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CorporateContext } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { job, screeningAnswer, screeningQuestion } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { recordActivity } from '../activity';
import { publicJobWhere } from '../jobs/cards';
import { assertCanOnJob } from '../corporate/team-access';
import { checkQuestions } from './rules';

export type QuestionRow = typeof screeningQuestion.$inferSelect;

export const knockoutOf = (row: QuestionRow): ScreeningKnockout | null =>
  (row.knockout as ScreeningKnockout | null) ?? null;

/** The job's current questions (not the removed ones), in order. */
export async function activeQuestions(db: Tx, jobId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(screeningQuestion)
    .where(and(eq(screeningQuestion.jobId, jobId), isNull(screeningQuestion.removedAt)))
    .orderBy(asc(screeningQuestion.position), asc(screeningQuestion.id));
}

function toPublic(r: QuestionRow): ScreeningQuestion {
  return { id: r.id, kind: r.kind, prompt: r.prompt, options: r.options, required: r.required };
}

/** GET /jobs/:id/questions: what the apply form asks, never the knock-out rules. 404 when the job is not public. */
export async function publicQuestions(db: Db, jobId: string): Promise<ScreeningQuestion[]> {
  const [visible] = await db
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.id, jobId), publicJobWhere));
  if (!visible) throw new ApiError('JOB_NOT_FOUND');
  return (await activeQuestions(db, jobId)).map(toPublic);
}

async function answerCounts(db: Tx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: screeningAnswer.questionId, n: sql<number>`count(*)::int` })
    .from(screeningAnswer)
    .where(inArray(screeningAnswer.questionId, ids))
    .groupBy(screeningAnswer.questionId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

async function corporateQuestions(db: Tx, jobId: string): Promise<CorporateScreeningQuestion[]> {
  const rows = await activeQuestions(db, jobId);
  const counts = await answerCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...toPublic(r), knockout: knockoutOf(r), answers: counts.get(r.id) ?? 0 }));
}

/** A job of the caller's company, else 404 JOB_NOT_FOUND (another company's job is not told apart). */
export async function assertCompanyJob(db: Tx, ctx: CorporateContext, jobId: string): Promise<void> {
  const [row] = await db
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.id, jobId), eq(job.companyId, ctx.companyId)));
  if (!row) throw new ApiError('JOB_NOT_FOUND');
}

/** GET /corporate/jobs/:id/questions: every member of the job's company reads them. */
export async function listJobQuestions(
  db: Db,
  ctx: CorporateContext,
  jobId: string,
): Promise<CorporateScreeningQuestion[]> {
  await assertCompanyJob(db, ctx, jobId);
  return corporateQuestions(db, jobId);
}

/**
 * PUT /corporate/jobs/:id/questions (job:write): the list replaces the job's questions, in its order. A question
 * keeps its id (and its answers) while its kind stays; a question candidates already answered is retired rather than
 * deleted when it is left out or changes kind, so the applications keep what they were asked. Rules apply to the
 * applications that arrive after the change (the ones already received keep their verdict).
 */
export async function replaceJobQuestions(
  db: Db,
  ctx: CorporateContext,
  jobId: string,
  input: ScreeningQuestionInput[],
): Promise<CorporateScreeningQuestion[]> {
  await assertCanOnJob(db, ctx, jobId, 'job:write');
  const { questions, fields } = checkQuestions(input);
  const current = new Map((await activeQuestions(db, jobId)).map((r) => [r.id, r]));
  questions.forEach((q, i) => {
    if (q.id && !current.has(q.id)) fields.push({ field: `questions.${i}.id`, code: 'unknown_reference' });
  });
  if (fields.length > 0) throw new ApiError('VALIDATION_ERROR', { fields });

  return db.transaction(async (tx) => {
    const counts = await answerCounts(tx, [...current.keys()]);
    const retire = async (id: string) => {
      if ((counts.get(id) ?? 0) > 0)
        await tx.update(screeningQuestion).set({ removedAt: new Date() }).where(eq(screeningQuestion.id, id));
      else await tx.delete(screeningQuestion).where(eq(screeningQuestion.id, id));
    };
    const kept = new Set<string>();
    for (const [position, q] of questions.entries()) {
      const values = {
        position,
        kind: q.kind,
        prompt: q.prompt,
        options: q.options,
        required: q.required,
        knockout: q.knockout as Record<string, unknown> | null,
      };
      const existing = q.id ? current.get(q.id) : undefined;
      if (existing && existing.kind === q.kind) {
        kept.add(existing.id);
        await tx.update(screeningQuestion).set(values).where(eq(screeningQuestion.id, existing.id));
      } else {
        await tx.insert(screeningQuestion).values({ jobId, ...values });
      }
    }
    for (const id of current.keys()) if (!kept.has(id)) await retire(id);
    await recordActivity(tx, {
      role: 'corporate',
      type: 'screening_questions_updated',
      actorUid: ctx.uid,
      companyId: ctx.companyId,
      jobId,
      data: { questions: questions.length },
    });
    return corporateQuestions(tx, jobId);
  });
}
