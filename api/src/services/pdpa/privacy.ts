import type { CandidatePrivacy, ConsentChange } from '@jobportal/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { candidate, pdpaConsentHistory } from '../../db/schema';
import type { Identity } from '../../auth/identity';
import { ensureCandidate, pdpaOf, type CandidateRow } from '../candidates/profile';
import { erasureGraceMs } from './settings';

export interface ChangeSource {
  ip: string;
  userAgent: string | null;
}

function toChange(r: typeof pdpaConsentHistory.$inferSelect): ConsentChange {
  return {
    at: r.at.toISOString(),
    pdpa: r.pdpa,
    cookie: r.cookie,
    marketing: r.marketing,
    restricted: r.restricted,
    ip: r.ip,
    user_agent: r.userAgent,
  };
}

async function privacyOf(db: Db, row: CandidateRow): Promise<CandidatePrivacy> {
  const history = await db
    .select()
    .from(pdpaConsentHistory)
    .where(eq(pdpaConsentHistory.candidateUid, row.uid))
    .orderBy(desc(pdpaConsentHistory.at), desc(pdpaConsentHistory.id));
  const requestedAt = row.status === 'deletion_requested' ? row.deletionRequestedAt : null;
  return {
    consent: pdpaOf(row),
    restricted: row.processingRestricted,
    visible_to_employers: row.visibleToEmployers,
    history: history.map(toChange),
    deletion: requestedAt
      ? {
          requested_at: requestedAt.toISOString(),
          erasure_due_at: new Date(requestedAt.getTime() + erasureGraceMs()).toISOString(),
        }
      : null,
  };
}

/** GET /candidate/privacy. */
export async function getPrivacy(db: Db, identity: Identity): Promise<CandidatePrivacy> {
  return privacyOf(db, await ensureCandidate(db, identity));
}

/** PUT /candidate/privacy/restriction: the objection/restriction switch, kept in the consent history. */
export async function setRestriction(
  db: Db,
  identity: Identity,
  restricted: boolean,
  source: ChangeSource,
): Promise<CandidatePrivacy> {
  const current = await ensureCandidate(db, identity);
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [r] = await tx
      .update(candidate)
      .set({ processingRestricted: restricted, updatedAt: now })
      .where(eq(candidate.uid, identity.uid))
      .returning();
    if (current.processingRestricted !== restricted) {
      await tx.insert(pdpaConsentHistory).values({
        candidateUid: identity.uid,
        pdpa: r.consentPdpa,
        cookie: r.consentCookie,
        marketing: r.consentMarketing,
        restricted,
        ip: source.ip,
        userAgent: source.userAgent?.slice(0, 500) ?? null,
        at: now,
      });
    }
    return r;
  });
  return privacyOf(db, row);
}
