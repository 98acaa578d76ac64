import { createHash } from 'node:crypto';
import {
  MESSAGE_LIMITS,
  bodyFor,
  renderTemplate,
  type ApplicationStatus,
  type BulkActionInput,
  type BulkApplyInput,
  type BulkMove,
  type BulkPreview,
  type BulkPreviewItem,
  type BulkResult,
} from '@jobportal/contracts';
import { canTransition } from '@jobportal/contracts/pipeline';
import { eq, inArray } from 'drizzle-orm';
import type { CorporateContext } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { candidate, company, job } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { applyStatus, bulkApplications } from '../applications/corporate-applications';
import { assertCanOnJob } from '../corporate/team-access';
import { sendCompanyMessage } from '../messages/send';
import { closedReason } from '../messages/thread-state';
import { companyTemplate } from './templates';
import { checkBodies } from './validate';
import { candidateLocales, templateValues } from './values';

type Row = Awaited<ReturnType<typeof bulkApplications>>[number];

interface Plan {
  items: BulkPreviewItem[];
  rows: Map<string, Row>;
  preview_hash: string;
}

/** The two bodies to send: a saved template's as it is now, or the text written for this send (not both). */
async function bodiesOf(
  db: Tx,
  ctx: CorporateContext,
  message: NonNullable<BulkActionInput['message']>,
): Promise<{ body_th: string; body_en: string }> {
  const written = message.body_th !== undefined || message.body_en !== undefined;
  if (message.template_id) {
    if (written)
      throw new ApiError('VALIDATION_ERROR', { fields: [{ field: 'message.template_id', code: 'invalid' }] });
    const t = await companyTemplate(db, ctx.companyId, message.template_id);
    return { body_th: t.bodyTh, body_en: t.bodyEn };
  }
  checkBodies(message, 'message.');
  return { body_th: message.body_th ?? '', body_en: message.body_en ?? '' };
}

function moveOf(from: ApplicationStatus, to: ApplicationStatus | undefined): BulkMove {
  if (!to) return 'none';
  if (from === to) return 'same';
  return canTransition(from, to, 'corporate') ? 'change' : 'invalid';
}

/** The fingerprint of what will happen: the job, the move and, per application, its move and exact text. */
function fingerprint(jobId: string, status: string | null, items: BulkPreviewItem[]): string {
  const canonical = [...items]
    .sort((a, b) => (a.application_id < b.application_id ? -1 : 1))
    .map((i) => [i.application_id, i.move, i.locale, i.text, i.blocked]);
  return createHash('sha256')
    .update(JSON.stringify({ v: 1, job: jobId, status, items: canonical }))
    .digest('hex');
}

/**
 * What a bulk action would do, computed the same way for the preview and, inside the apply's transaction, for the
 * send: each text is rendered with the shared renderer (libs/contracts templates.ts) in the candidate's language.
 */
async function plan(db: Tx, ctx: CorporateContext, jobId: string, input: BulkActionInput): Promise<Plan> {
  if (!input.status && !input.message)
    throw new ApiError('VALIDATION_ERROR', { fields: [{ field: 'status', code: 'required' }] });
  if (input.status) await assertCanOnJob(db, ctx, jobId, 'job:pipeline');
  if (input.message) await assertCanOnJob(db, ctx, jobId, 'job:message');
  const bodies = input.message ? await bodiesOf(db, ctx, input.message) : null;
  const rows = await bulkApplications(db, ctx, input.ids, jobId);
  const [j] = await db
    .select({
      title: job.title,
      companyTh: company.nameTh,
      companyEn: company.nameEn,
      companyStatus: company.status,
    })
    .from(job)
    .innerJoin(company, eq(company.id, job.companyId))
    .where(eq(job.id, jobId));
  const uids = [...new Set(rows.map((r) => r.candidateUid))];
  const people = new Map(
    (await db.select().from(candidate).where(inArray(candidate.uid, uids))).map((c) => [c.uid, c]),
  );
  const locales = await candidateLocales(db, uids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = [...new Set(input.ids)].map((id): BulkPreviewItem => {
    const r = byId.get(id)!;
    const c = people.get(r.candidateUid)!;
    const locale = locales.get(r.candidateUid) ?? 'th';
    const values = templateValues(locale, {
      firstName: c.firstName,
      lastName: c.lastName,
      jobTitle: j.title,
      companyTh: j.companyTh,
      companyEn: j.companyEn,
      recruiter: ctx.contactName,
    });
    const text = bodies ? renderTemplate(bodyFor(locale, bodies), values).trim() : null;
    const blocked = bodies
      ? closedReason({
          status: r.status,
          consentPdpa: c.consentPdpa,
          candidateStatus: c.status,
          restricted: c.processingRestricted,
          companyStatus: j.companyStatus,
        })
      : null;
    if (text !== null && !blocked && (!text || text.length > MESSAGE_LIMITS.bodyMax)) {
      const field = `message.${locale === 'en' && bodies!.body_en.trim() ? 'body_en' : 'body_th'}`;
      throw new ApiError('VALIDATION_ERROR', { fields: [{ field, code: text ? 'maxLength' : 'required' }] });
    }
    return {
      application_id: id,
      candidate_name: values.candidate_name,
      from_status: r.status,
      move: moveOf(r.status, input.status),
      locale,
      text,
      blocked,
    };
  });
  return { items, rows: byId, preview_hash: fingerprint(jobId, input.status ?? null, items) };
}

/** POST /corporate/jobs/:id/applications/bulk/preview: nothing changes; the final texts and their fingerprint. */
export async function previewBulk(
  db: Db,
  ctx: CorporateContext,
  jobId: string,
  input: BulkActionInput,
): Promise<BulkPreview> {
  const { items, preview_hash } = await plan(db, ctx, jobId, input);
  return { items, preview_hash };
}

/**
 * POST /corporate/jobs/:id/applications/bulk: all or nothing. The plan is computed again in the transaction and
 * must have the fingerprint the preview answered (409 PREVIEW_OUTDATED otherwise: a template, a name, a language or
 * a status changed), so exactly the texts the recruiter saw are sent. A refused move fails the whole action (409
 * INVALID_STATUS_TRANSITION); a closed thread only skips that candidate's message (the preview said so).
 */
export async function applyBulk(
  db: Db,
  ctx: CorporateContext,
  jobId: string,
  input: BulkApplyInput,
): Promise<BulkResult> {
  const { preview_hash, ...action } = input;
  return db.transaction(async (tx) => {
    const p = await plan(tx, ctx, jobId, action);
    if (p.preview_hash !== preview_hash) throw new ApiError('PREVIEW_OUTDATED');
    if (p.items.some((i) => i.move === 'invalid')) throw new ApiError('INVALID_STATUS_TRANSITION');
    let moved = 0;
    let messaged = 0;
    for (const item of p.items) {
      const row = p.rows.get(item.application_id)!;
      if (item.move === 'change' && action.status) {
        await applyStatus(tx, ctx, row, action.status);
        moved += 1;
      }
      if (item.text && !item.blocked) {
        await sendCompanyMessage(tx, ctx, item.application_id, { body: item.text });
        messaged += 1;
      }
    }
    return { moved, messaged };
  });
}
