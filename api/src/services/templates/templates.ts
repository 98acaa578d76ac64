import { TEMPLATE_LIMITS, type MessageTemplate, type MessageTemplateInput } from '@jobportal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CorporateContext } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { messageTemplate } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { assertCan } from '../corporate/team-access';
import { checkBodies } from './validate';

type Row = typeof messageTemplate.$inferSelect;

function toTemplate(r: Row): MessageTemplate {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    body_th: r.bodyTh,
    body_en: r.bodyEn,
    updated_at: r.updatedAt.toISOString(),
  };
}

/** One of the company's templates (another company's is a 404, as if it did not exist). */
export async function companyTemplate(db: Tx, companyId: string, id: string): Promise<Row> {
  const [r] = await db
    .select()
    .from(messageTemplate)
    .where(and(eq(messageTemplate.id, id), eq(messageTemplate.companyId, companyId)));
  if (!r) throw new ApiError('TEMPLATE_NOT_FOUND');
  return r;
}

/** GET /corporate/templates: every member reads the company's templates, by kind then name. */
export async function listTemplates(db: Db, ctx: CorporateContext): Promise<MessageTemplate[]> {
  const rows = await db
    .select()
    .from(messageTemplate)
    .where(eq(messageTemplate.companyId, ctx.companyId))
    .orderBy(asc(messageTemplate.kind), asc(messageTemplate.name), asc(messageTemplate.id));
  return rows.map(toTemplate);
}

const values = (input: MessageTemplateInput) => ({
  kind: input.kind,
  name: input.name.trim(),
  bodyTh: input.body_th,
  bodyEn: input.body_en,
});

/** POST /corporate/templates (templates:write); at most TEMPLATE_LIMITS.perCompanyMax per company. */
export async function createTemplate(
  db: Db,
  ctx: CorporateContext,
  input: MessageTemplateInput,
): Promise<MessageTemplate> {
  assertCan(ctx, 'templates:write');
  checkBodies(input);
  return db.transaction(async (tx) => {
    // one company's creations queue here, so two at once cannot both pass the count
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`templates:${ctx.companyId}`}))`);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(messageTemplate)
      .where(eq(messageTemplate.companyId, ctx.companyId));
    if (Number(n) >= TEMPLATE_LIMITS.perCompanyMax)
      throw new ApiError('VALIDATION_ERROR', { fields: [{ field: 'templates', code: 'maxItems' }] });
    const [r] = await tx
      .insert(messageTemplate)
      .values({ companyId: ctx.companyId, updatedByUid: ctx.uid, ...values(input) })
      .returning();
    return toTemplate(r);
  });
}

/** PUT /corporate/templates/:id (templates:write). */
export async function updateTemplate(
  db: Db,
  ctx: CorporateContext,
  id: string,
  input: MessageTemplateInput,
): Promise<MessageTemplate> {
  await companyTemplate(db, ctx.companyId, id);
  assertCan(ctx, 'templates:write');
  checkBodies(input);
  const [r] = await db
    .update(messageTemplate)
    .set({ ...values(input), updatedByUid: ctx.uid, updatedAt: new Date() })
    .where(and(eq(messageTemplate.id, id), eq(messageTemplate.companyId, ctx.companyId)))
    .returning();
  if (!r) throw new ApiError('TEMPLATE_NOT_FOUND');
  return toTemplate(r);
}

/** DELETE /corporate/templates/:id (templates:write). */
export async function deleteTemplate(db: Db, ctx: CorporateContext, id: string): Promise<void> {
  await companyTemplate(db, ctx.companyId, id);
  assertCan(ctx, 'templates:write');
  await db
    .delete(messageTemplate)
    .where(and(eq(messageTemplate.id, id), eq(messageTemplate.companyId, ctx.companyId)));
}
