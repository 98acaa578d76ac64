import type { ApplicationStatus, ExportFormat } from '@jobportal/contracts';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { CorporateContext } from '../../auth/identity';
import type { Db } from '../../db/types';
import { application, candidate, job, province, screeningQuestion } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import { recordActivity } from '../activity';
import { assertCanOnJob } from '../corporate/team-access';
import { sharedWithEmployers } from '../pdpa/consent';
import { answersByApplication } from '../screening/answers';
import { screeningConditions, type ScreeningFilters } from '../screening/filters';
import { EXPORT_TEXTS } from './texts';

/** A cell: text (escaped for CSV), a number, or an instant written as Bangkok wall-clock time. */
export type Cell = string | number | Date | null;

export interface ApplicantsSheet {
  jobTitle: string;
  sheetName: string;
  header: string[];
  rows: Cell[][];
  /** applicants left out for personal-data reasons (see exportable below) */
  excluded: number;
}

export type ExportFilters = { status?: ApplicationStatus } & ScreeningFilters;

/**
 * Who may leave the product in a file: candidates who still share their data with employers (consent given, account
 * active, not erased nor awaiting erasure), who did not restrict processing, on an application they did not withdraw.
 * The others are left out, not anonymised: a row without a person helps no recruiter, and the count tells them.
 */
const exportable = and(
  sharedWithEmployers,
  eq(candidate.processingRestricted, false),
  ne(application.status, 'withdrawn'),
)!;

/**
 * The applicants of one job as a sheet (job:export): one row per application, newest first, a column per
 * screening question. No links to résumés: the file leaves the product, a signed link in it would outlive the
 * team member's access (the sheet says whether a résumé is attached; it is read in the product).
 */
export async function collectApplicants(
  db: Db,
  ctx: CorporateContext,
  jobId: string,
  filters: ExportFilters,
  locale: Locale,
  format: ExportFormat,
): Promise<ApplicantsSheet> {
  await assertCanOnJob(db, ctx, jobId, 'job:export');
  const texts = EXPORT_TEXTS[locale];
  const [j] = await db.select({ title: job.title }).from(job).where(eq(job.id, jobId));
  const where = and(
    eq(application.jobId, jobId),
    filters.status ? eq(application.status, filters.status) : undefined,
    ...(await screeningConditions(db, jobId, filters)),
  );
  const rows = await db
    .select({
      a: application,
      c: candidate,
      provinceTh: province.nameTh,
      provinceEn: province.nameEn,
    })
    .from(application)
    .innerJoin(candidate, eq(candidate.uid, application.candidateUid))
    .leftJoin(province, eq(province.id, candidate.provinceId))
    .where(and(where, exportable))
    .orderBy(desc(application.appliedAt), desc(application.id));
  const [{ n: total }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(application)
    .innerJoin(candidate, eq(candidate.uid, application.candidateUid))
    .where(where);
  const answers = await answersByApplication(
    db,
    rows.map((r) => r.a.id),
  );
  // Every current question, and a removed one only when an exported applicant answered it.
  const answered = new Set([...answers.values()].flat().map((x) => x.question_id));
  const questions = await db
    .select({ id: screeningQuestion.id, prompt: screeningQuestion.prompt, kind: screeningQuestion.kind })
    .from(screeningQuestion)
    .where(
      and(
        eq(screeningQuestion.jobId, jobId),
        or(
          sql`${screeningQuestion.removedAt} is null`,
          answered.size ? inArray(screeningQuestion.id, [...answered]) : sql`false`,
        ),
      ),
    )
    .orderBy(
      sql`${screeningQuestion.removedAt} is not null`,
      asc(screeningQuestion.position),
      asc(screeningQuestion.id),
    );
  const yesNo = (v: string) => (v === 'yes' ? texts.yes : v === 'no' ? texts.no : v);
  const c = texts.columns;
  const sheet: ApplicantsSheet = {
    jobTitle: j?.title ?? '',
    sheetName: texts.sheet,
    header: [
      c.name,
      c.email,
      c.phone,
      c.headline,
      c.province,
      c.years,
      c.salary,
      c.status,
      c.appliedAt,
      c.notAFit,
      c.resume,
      ...questions.map((q) => q.prompt),
    ],
    rows: rows.map(({ a, c: person, provinceTh, provinceEn }) => {
      const mine = new Map((answers.get(a.id) ?? []).map((x) => [x.question_id, x.value]));
      return [
        `${person.firstName} ${person.lastName}`.trim(),
        person.email,
        person.phone || null,
        person.headline || null,
        (locale === 'en' ? provinceEn : provinceTh) ?? null,
        person.yearsExperience,
        person.expectedSalary,
        texts.status[a.status],
        a.appliedAt,
        a.knockedOut ? texts.yes : texts.no,
        a.resumeFileId ? texts.yes : texts.no,
        ...questions.map((q) => {
          const v = mine.get(q.id);
          if (v === undefined) return null;
          if (q.kind === 'number') return Number(v);
          return q.kind === 'yes_no' ? yesNo(v) : v;
        }),
      ];
    }),
    excluded: Number(total) - rows.length,
  };
  await recordActivity(db, {
    role: 'corporate',
    type: 'applicants_exported',
    actorUid: ctx.uid,
    companyId: ctx.companyId,
    jobId,
    data: { format, rows: sheet.rows.length, excluded: sheet.excluded, by: ctx.contactName || ctx.email },
  });
  return sheet;
}
