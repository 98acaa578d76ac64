import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { application, screeningAnswer, screeningQuestion } from '../../db/schema';
import { ApiError } from '../../errors/api-error';

/** The pipeline's and the export's screening filters (GET /corporate/jobs/:id/applications). */
export interface ScreeningFilters {
  /** `<question id>:<value>`: the exact answer; a number question also takes a range `min..max` (either side open) */
  answer?: string[];
  knocked_out?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RANGE = /^(\d+(?:\.\d+)?)?\.\.(\d+(?:\.\d+)?)?$/;

function parse(filter: string): { questionId: string; value: string } {
  const at = filter.indexOf(':');
  const questionId = at > 0 ? filter.slice(0, at) : '';
  if (!UUID.test(questionId))
    throw new ApiError('VALIDATION_ERROR', { fields: [{ field: 'answer', code: 'format' }] });
  return { questionId: questionId.toLowerCase(), value: filter.slice(at + 1).trim() };
}

/** SQL conditions on `application` (a filter naming a question the job does not have matches nothing). */
export async function screeningConditions(db: Tx, jobId: string, f: ScreeningFilters): Promise<SQL[]> {
  const out: SQL[] = [];
  if (f.knocked_out !== undefined) out.push(eq(application.knockedOut, f.knocked_out));
  const filters = (f.answer ?? []).map(parse);
  if (filters.length === 0) return out;
  const kinds = new Map(
    (
      await db
        .select({ id: screeningQuestion.id, kind: screeningQuestion.kind })
        .from(screeningQuestion)
        .where(
          and(
            eq(screeningQuestion.jobId, jobId),
            inArray(
              screeningQuestion.id,
              filters.map((x) => x.questionId),
            ),
          ),
        )
    ).map((q) => [q.id, q.kind]),
  );
  for (const { questionId, value } of filters) {
    const kind = kinds.get(questionId);
    if (!kind) {
      out.push(sql`false`);
      continue;
    }
    const range = kind === 'number' ? RANGE.exec(value) : null;
    // number answers are stored in their plain form ('3', '2.5'), so the cast is safe for them
    const asNumber = sql`(case when ${screeningAnswer.value} ~ '^[0-9]+(\\.[0-9]+)?$' then ${screeningAnswer.value}::numeric end)`;
    const match = range
      ? and(
          range[1] !== undefined ? sql`${asNumber} >= ${Number(range[1])}` : undefined,
          range[2] !== undefined ? sql`${asNumber} <= ${Number(range[2])}` : undefined,
        )
      : kind === 'number'
        ? sql`${asNumber} = ${Number.isFinite(Number(value)) && value !== '' ? Number(value) : null}`
        : kind === 'short_text'
          ? sql`${screeningAnswer.value} ilike ${`%${value.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`
          : eq(screeningAnswer.value, kind === 'yes_no' ? value.toLowerCase() : value);
    out.push(
      sql`exists (select 1 from ${screeningAnswer} where ${screeningAnswer.applicationId} = ${application.id} and ${screeningAnswer.questionId} = ${questionId} and ${match ?? sql`true`})`,
    );
  }
  return out;
}
